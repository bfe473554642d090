import type { FeedItemOutput } from '@retropics/domain/contracts/feed-item.contract';
import { documentIri } from '../../hydra/iri.js';
import { townNames } from '../places/town-names.js';
import type { FeedRow } from './feed-item.repository.js';

/** Spec §9: above 1.5 horizontal, below 0.8 vertical (in the feed exactly 1 counts as vertical too). */
function aspectClass(ratio: number): FeedItemOutput['miClass'] {
  if (ratio > 1.5) return 'horizontal';
  if (ratio < 0.8 || ratio === 1) return 'vertical';
  return 'normal';
}

const toNumber = (value: string | number | null) => (value === null ? null : Number(value));

export function presentFeedItem(row: FeedRow, group: string | null = null): FeedItemOutput {
  const documentType = row.document_type as FeedItemOutput['documentType'];
  return {
    '@id': `/feed_items/${row.id}`,
    '@type': 'FeedItem',
    id: row.id,
    documentType,
    document: documentIri(documentType, row.document_id),
    headline: row.headline,
    translations: row.translations as FeedItemOutput['translations'],
    images: row.images,
    thumbnail: row.thumbnail,
    customThumbnail: documentType === 'ImageGallery' && row.thumbnail !== null,
    imageRatio: row.image_ratio,
    miClass: aspectClass(row.image_ratio),
    thumbnailCoordinates: (row.thumbnail_coordinates as Record<string, unknown> | null) ?? null,
    depthMapPath: row.depth_map_path,
    hasBackImage: row.has_back_image,
    hasColorized: row.has_colorized,
    city: row.city,
    cityNames: row.city ? townNames(null, row.city) : null,
    showBig: row.show_big,
    computedRating: row.computed_rating,
    geo: row.latitude === null || row.longitude === null ? null : { lat: row.latitude, lon: row.longitude },
    fromYear: row.from_year,
    toYear: row.to_year,
    crowdfundingRequired: toNumber(row.crowdfunding_required),
    crowdfundingFunded: toNumber(row.crowdfunding_funded),
    crowdfundingEstimatedNumberImages: row.crowdfunding_estimated_number_images,
    status: row.status,
    group,
    link: row.link ?? null,
  };
}
