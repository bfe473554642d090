import type { MentionOutput } from '@retropics/domain/contracts/mention.contract';
import { documentIri, iriOrNull } from '../../hydra/iri.js';
import type { MentionRelations, MentionRow } from './mention.repository.js';

/** A named person as JSON-LD: their crops (those anyone may see), family and pictures as IRIs. */
export function presentMention(row: MentionRow, relations: MentionRelations): MentionOutput {
  const images = relations.images.filter((image) => image.mentionId === row.id);
  const imagePaths = images.map((image) => image.imagePath);
  const photographIds = [
    ...new Set(images.flatMap((image) => (image.photographId === null ? [] : [image.photographId]))),
  ];
  return {
    '@id': documentIri('Mention', row.id),
    '@type': 'Mention',
    id: row.id,
    name: row.name,
    description: row.description,
    // The chosen crop while it may be shown, else the first that may.
    imagePath: row.imagePath && imagePaths.includes(row.imagePath) ? row.imagePath : (imagePaths[0] ?? null),
    imagePaths,
    category: iriOrNull('Category', row.categoryId),
    mother: iriOrNull('Mention', row.motherId),
    father: iriOrNull('Mention', row.fatherId),
    children: relations.children
      .filter((child) => child.motherId === row.id || child.fatherId === row.id)
      .map((child) => documentIri('Mention', child.id)),
    album: iriOrNull('ImageGallery', row.galleryId),
    photographs: photographIds.map((id) => documentIri('Photograph', id)),
    appearances: images.map((image) => ({
      imagePath: image.imagePath,
      photograph: iriOrNull('Photograph', image.photographId),
      comment: iriOrNull('Comment', image.commentId),
      isBackside: image.isBackside,
    })),
    createdBy: iriOrNull('Person', row.createdById),
    dateCreated: row.dateCreated.toISOString(),
  };
}
