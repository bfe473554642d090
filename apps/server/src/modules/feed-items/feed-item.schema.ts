import { z } from 'zod';
import { paginationQuery } from '../../hydra/pagination.js';

export const documentTypes = [
  'Photograph',
  'ImageGallery',
  'PhotographCollection',
  'Retrosnap',
  'Announcement',
] as const;

const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item)]).transform((v) => (Array.isArray(v) ? v : [v]));

const categoryReference = z
  .string()
  .regex(/^(\/categories\/)?\d+$/, 'categories[] takes category ids or IRIs like /categories/3')
  .transform((value) => Number(value.replace('/categories/', '')));

const latitude = z
  .number()
  .min(-90, 'latitude must be between -90 and 90')
  .max(90, 'latitude must be between -90 and 90');
const longitude = z
  .number()
  .min(-180, 'longitude must be between -180 and 180')
  .max(180, 'longitude must be between -180 and 180');

const numberList = (name: string, count: number[]) =>
  z.string().transform((value, context) => {
    const parts = value.split(',').map((part) => Number(part.trim()));
    if (!count.includes(parts.length) || parts.some((n) => !Number.isFinite(n))) {
      context.addIssue({
        code: 'custom',
        message: `${name} takes ${count.join(' or ')} comma-separated numbers`,
      });
      return z.NEVER;
    }
    return parts;
  });

/** The feed's filters, as the client sends them (spec §7). The same set is accepted inside `searchParameters`. */
export const feedFilterQuery = z.object({
  documentType: oneOrMany(z.enum(documentTypes)).optional(),
  'documentType[]': oneOrMany(z.enum(documentTypes)).optional(),
  showInFeed: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  'categories[]': oneOrMany(categoryReference).optional(),
  text: z.string().max(200, 'text must be at most 200 characters').optional(),
  place: z
    .string()
    .regex(/^[A-Za-z0-9.\-_]{2,120}$/, 'place takes a place key like IT.17.MERANO')
    .transform((v) => v.toUpperCase())
    .optional(),
  daterange: z
    .string()
    .regex(/^\d{4}-\d{4}$/, 'daterange must look like 1890-1920')
    .transform((value, context) => {
      const [from, to] = value.split('-').map(Number) as [number, number];
      if (from < 1700 || to > 2100 || from > to) {
        context.addIssue({
          code: 'custom',
          message: 'daterange must run from an earlier to a later year, e.g. 1890-1920',
        });
        return z.NEVER;
      }
      return { from, to };
    })
    .optional(),
  geo: numberList('geo', [2])
    .pipe(z.tuple([latitude, longitude]))
    .optional(),
  geoBox: numberList('geoBox', [4])
    .pipe(z.tuple([latitude, longitude, latitude, longitude]))
    .optional(),
});

export const feedQuery = feedFilterQuery
  .extend({
    ...paginationQuery,
    'order[computedRating]': z.enum(['ASC', 'DESC', 'asc', 'desc']).optional(),
    searchParameters: z.string().max(2000).optional(),
    'groups[]': oneOrMany(z.enum(['map'])).optional(),
    /** Sent by the map client to bypass HTTP caches; the API never caches per request. */
    cache: z.enum(['true', 'false']).optional(),
  })
  .strict();

export type FeedQuery = z.infer<typeof feedQuery>;

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
  documentType: z.enum(documentTypes),
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
});

export type FeedItemOutput = z.infer<typeof feedItemOutput>;
