import type { CollectionOutput } from '@retropics/domain/contracts/photograph-collection.contract';

/** Spec §3 'Photograph collection' as the API's contract types it. */
export type Collection = CollectionOutput;

/**
 * The cover of a collection: its chosen thumbnail, else its first photograph. Null when it has
 * neither (a collection still collecting money has no pictures yet), so no request fails.
 */
export function collectionCoverUrl(
  collection: Pick<Collection, 'id' | 'thumbnail' | 'previewThumbnails'>,
  size: 'list' | 'display' = 'display',
): string | null {
  if (collection.thumbnail === null && collection.previewThumbnails.length === 0) return null;
  return `/photograph_collections/${collection.id}/${size}.jpeg`;
}
