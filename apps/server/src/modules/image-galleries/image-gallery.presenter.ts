import type { GalleryOutput } from '@retropics/domain/contracts/image-gallery.contract';
import { documentIri, iriOrNull, type ResourceType } from '../../hydra/iri.js';
import { presentPlace } from '../places/place.presenter.js';
import type { GalleryRelations, GalleryRow } from './image-gallery.repository.js';

type Link = { galleryId: number | null; id: number };

const linksOf = (links: Link[], galleryId: number, type: ResourceType) =>
  links.filter((link) => link.galleryId === galleryId).map((link) => documentIri(type, link.id));

export function presentGallery(row: GalleryRow, relations: GalleryRelations): GalleryOutput {
  const place = row.placeId === null ? undefined : relations.places.find((entry) => entry.id === row.placeId);
  return {
    '@id': documentIri('ImageGallery', row.id),
    '@type': 'ImageGallery',
    id: row.id,
    headline: row.headline,
    description: row.description,
    text: row.text,
    isPrivate: row.isPrivate,
    isUserAlbum: row.isUserAlbum,
    place: place ? presentPlace(place) : null,
    placeKeys: place?.placeKeys ?? [],
    categories: relations.categories
      .filter((entry) => entry.galleryId === row.id)
      .map((entry) => documentIri('Category', entry.categoryId)),
    categoryAttributes: row.categoryAttributes,
    fromYear: row.fromYear,
    toYear: row.toYear,
    searchParameters: row.searchParameters,
    photographs: linksOf(relations.photographs, row.id, 'Photograph'),
    photographComments: linksOf(relations.comments, row.id, 'Comment'),
    retrosnaps: linksOf(relations.retrosnaps, row.id, 'Retrosnap'),
    subGalleries: linksOf(relations.subGalleries, row.id, 'ImageGallery'),
    parentGalleries: linksOf(relations.parentGalleries, row.id, 'ImageGallery'),
    mentionImagePaths: relations.mentions
      .filter((entry) => entry.galleryId === row.id)
      .flatMap((entry) => (entry.imagePath === null ? [] : [entry.imagePath])),
    thumbnail: row.thumbnail,
    thumbnailSettings: row.thumbnailSettings,
    titleAlreadyInImage: row.titleAlreadyInImage,
    showBig: row.showBig,
    owner: iriOrNull('Person', row.ownerId),
    documentType: 'ImageGallery',
    group: null,
    dateCreated: row.dateCreated.toISOString(),
  };
}
