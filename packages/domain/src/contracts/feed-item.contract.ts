import { z } from 'zod';
import { FEED_DOCUMENT_TYPES } from './feed-query.contract.js';
import { localNames } from './place.contract.js';

const translation = z.object({
  locale: z.string(),
  name: z.string(),
  text: z.string(),
  description: z.string(),
});
const image = z.object({ filePath: z.string(), width: z.number(), height: z.number() });

export const feedItemOutput = z.object({
  '@id': z.string(),
  '@type': z.literal('FeedItem'),
  id: z.number(),
  documentType: z.enum(FEED_DOCUMENT_TYPES),
  document: z.string().describe('IRI of the photograph, album, collection, RetroSnap or announcement'),
  headline: z.string(),
  translations: z.array(translation),
  images: z.array(image),
  thumbnail: z.string().nullable(),
  customThumbnail: z.boolean(),
  imageRatio: z.number(),
  miClass: z.enum(['horizontal', 'vertical', 'normal']),
  thumbnailCoordinates: z.record(z.string(), z.unknown()).nullable(),
  depthMapPath: z.string().nullable(),
  hasBackImage: z.boolean(),
  hasColorized: z.boolean(),
  city: z.string().nullable(),
  /** `city` in de, en and it where the server knows the town's names ('Merano' is 'Meran' in German). */
  cityNames: localNames.nullable().optional(),
  showBig: z.boolean(),
  computedRating: z.number(),
  geo: z.object({ lat: z.number(), lon: z.number() }).nullable(),
  fromYear: z.number().nullable(),
  toYear: z.number().nullable(),
  crowdfundingRequired: z.number().nullable(),
  crowdfundingFunded: z.number().nullable(),
  crowdfundingEstimatedNumberImages: z.string().nullable(),
  status: z.number().nullable(),
  group: z.string().nullable(),
  /** An announcement's link (an app path or a web address) that a click on its card follows; null for the rest. */
  link: z.string().nullable(),
});

export type FeedItemOutput = z.infer<typeof feedItemOutput>;
