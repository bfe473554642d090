import type { Locale } from '@retropics/domain/constants';
import {
  type GalleryTranslationOutput,
  translationIn,
} from '@retropics/domain/contracts/content-translation.contract';
import type { GalleryOutput } from '@retropics/domain/contracts/image-gallery.contract';
import { documentIri, iriOrNull, type ResourceType } from '../../hydra/iri.js';
import { presentPlace } from '../places/place.presenter.js';
import type { GalleryRelations, GalleryRow } from './image-gallery.repository.js';

type Link = { galleryId: number | null; id: number };

const linksOf = (links: Link[], galleryId: number, type: ResourceType) =>
  links.filter((link) => link.galleryId === galleryId).map((link) => documentIri(type, link.id));

/**
 * The album's texts per language; an album without translation rows (written before they
 * existed, or by a visitor in one language) has its own columns as its German text.
 */
function translationsOf(row: GalleryRow, relations: GalleryRelations): GalleryTranslationOutput[] {
  const rows = relations.translations.filter((entry) => entry.galleryId === row.id);
  const list = rows.map((entry) => ({
    locale: entry.locale as Locale,
    headline: entry.headline,
    description: entry.description,
    text: entry.text,
  }));
  if (list.some((entry) => entry.locale === 'de')) return list;
  return [{ locale: 'de', headline: row.headline, description: row.description, text: row.text }, ...list];
}

/**
 * `locale`: the language the request asks for (Accept-Language); the plain text fields come in it.
 * `coverAccess`: the signed query that opens a private album's covers, for its owner's answers.
 */
export function presentGallery(
  row: GalleryRow,
  relations: GalleryRelations,
  locale: Locale = 'de',
  coverAccess: string | null = null,
): GalleryOutput {
  const place = row.placeId === null ? undefined : relations.places.find((entry) => entry.id === row.placeId);
  const translations = translationsOf(row, relations);
  const texts = translationIn(translations, locale);
  return {
    '@id': documentIri('ImageGallery', row.id),
    '@type': 'ImageGallery',
    id: row.id,
    headline: texts?.headline ?? row.headline,
    description: texts?.description ?? row.description,
    text: texts?.text ?? row.text,
    translations,
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
    coverAccess,
    thumbnailSettings: row.thumbnailSettings,
    titleAlreadyInImage: row.titleAlreadyInImage,
    showBig: row.showBig,
    owner: iriOrNull('Person', row.ownerId),
    documentType: 'ImageGallery',
    group: null,
    dateCreated: row.dateCreated.toISOString(),
  };
}
