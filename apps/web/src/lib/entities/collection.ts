import type { EmbeddedPlace } from './archive-types';

/** Spec §3 'Photograph collection': the fields the collection screens show. */
export interface Collection {
  '@id': string;
  id: number;
  headline: string;
  about: string;
  text: string;
  thumbnail: string | null;
  previewThumbnails: string[];
  photographsCount: number;
  owner: string | null;
  fromYear: number | null;
  toYear: number | null;
  place: EmbeddedPlace | null;
  status: number;
  crowdfundingRequired: number | null;
  crowdfundingFunded: number | null;
  perks: Array<{ product: string; numberOfPucrchases: number }>;
  licenseName: string | null;
  licenseUrl: string | null;
  collectionCopyrightUrl: string | null;
  copyrightHoldingPerson: string | null;
  internalRating?: number | null;
}

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
