import { z } from 'zod';
import { LOCALES } from '../constants.js';
import { feedFilterQuery } from './feed-query.contract.js';
import { paginationQuery } from './list-query.contract.js';

/** A name in each interface language (towns, regions, countries), for the web app to pick from. */
export const localNames = z.object({ de: z.string(), en: z.string(), it: z.string() });
export type LocalNames = z.infer<typeof localNames>;

export const placeOutput = z.object({
  '@id': z.string(),
  '@type': z.literal('Place'),
  id: z.number(),
  placeId: z.string().describe("Upper-case place key, usable as the feed's place filter"),
  name: z.string(),
  /** `name` in de, en and it where it is a town, region or country the server can name; else absent. */
  names: localNames.nullable().optional(),
  postalAddress: z.object({
    addressCountry: z.string(),
    addressCountryLong: z.string(),
    addressRegion: z.string().nullable(),
    addressRegionKey: z.string().nullable(),
    addressLocality: z.string().nullable(),
    addressLocalityKey: z.string().nullable(),
    addressLocalityNames: localNames.nullable().optional(),
    streetAddress: z.string().nullable(),
    streetAddressKey: z.string().nullable(),
  }),
  geo: z.object({ latitude: z.number(), longitude: z.number() }),
  placeKeys: z.array(z.string()),
});
export type PlaceOutput = z.infer<typeof placeOutput>;

export const placeSearchQuery = z
  .object({
    q: z.string().trim().min(1, 'q must not be empty').max(100, 'q must be at most 100 characters'),
    /** The map's centre: among places with as many photographs, nearer ones come first. */
    lat: z.coerce
      .number()
      .min(-90, 'lat must be between -90 and 90')
      .max(90, 'lat must be between -90 and 90')
      .optional(),
    lon: z.coerce
      .number()
      .min(-180, 'lon must be between -180 and 180')
      .max(180, 'lon must be between -180 and 180')
      .optional(),
    /** The reader's language: region and country names come in it (German when not given). */
    locale: z.enum(LOCALES, { message: 'locale must be de, en or it' }).optional(),
  })
  .strict()
  .refine((query) => (query.lat === undefined) === (query.lon === undefined), 'lat and lon go together');

export const placeListQuery = z.object({ ...paginationQuery }).strict();

export const placeDetailParams = z.object({
  osmKey: z
    .string()
    .regex(/^[A-Za-z0-9.\-_]{2,160}$/, 'the place key looks like IT.17.MERANO')
    .transform((v) => v.toUpperCase()),
});

const coordinate = (name: string, limit: number) =>
  z
    .number()
    .refine(
      (n) => Number.isFinite(n) && Math.abs(n) <= limit,
      `${name} must be between -${limit} and ${limit}`,
    );

export const geoAggregationParams = z.object({
  locale: z.enum(LOCALES),
  zoom: z.coerce.number().int().min(0, 'zoom must be 0 to 22').max(22, 'zoom must be 0 to 22'),
  box: z
    .string()
    .transform((value) => value.split(',').map(Number))
    .pipe(
      z.tuple(
        [coordinate('south', 90), coordinate('west', 180), coordinate('north', 90), coordinate('east', 180)],
        {
          error: 'the box must be south,west,north,east',
        },
      ),
    )
    .refine(([south, , north]) => south <= north, 'south must not be north of north'),
});

export const geoAggregationQuery = feedFilterQuery.omit({ geo: true, geoBox: true }).strict();

export const geoAggregationOutput = z.object({
  '@type': z.literal('GeoAggregation'),
  placeId: z.string(),
  level: z.enum(['country', 'region', 'locality', 'street']),
  name: z.string(),
  count: z.number(),
  geo: z.object({ lat: z.number(), lon: z.number() }),
  box: z
    .object({ south: z.number(), west: z.number(), north: z.number(), east: z.number() })
    .optional()
    .describe('Streets only: the box around their photographs'),
});
export type GeoAggregationOutput = z.infer<typeof geoAggregationOutput>;

/** `/map_labels/{locale}/{zoom}/{box}`: the towns the offline base map names at a zoom. */
export const mapLabelsParams = geoAggregationParams;

export const mapLabelOutput = z.object({
  '@type': z.literal('MapLabel'),
  id: z.number().describe('GeoNames id'),
  name: z.string().describe("The town's name in the requested language"),
  population: z.number(),
  geo: z.object({ lat: z.number(), lon: z.number() }),
});
export type MapLabelOutput = z.infer<typeof mapLabelOutput>;

/** `/geo_aggregations/{locale}/nearest?lat&lon&filters`: the towns with photographs nearest a point. */
export const nearestAggregationParams = z.object({ locale: z.enum(LOCALES) });
export const nearestAggregationQuery = geoAggregationQuery.extend({
  lat: z.coerce.number().min(-90, 'lat must be between -90 and 90').max(90, 'lat must be between -90 and 90'),
  lon: z.coerce
    .number()
    .min(-180, 'lon must be between -180 and 180')
    .max(180, 'lon must be between -180 and 180'),
});

export const nearestAggregationOutput = geoAggregationOutput.extend({
  distanceKm: z.number().describe('Great-circle distance from the asked point'),
});
export type NearestAggregationOutput = z.infer<typeof nearestAggregationOutput>;

/** The base map's tile source, or none (the web app then draws its embedded outlines only). */
export const mapSettingsOutput = z.object({
  '@type': z.literal('MapSettings'),
  tileUrl: z.string().nullable(),
  attribution: z.string().nullable(),
  maxZoom: z.number().nullable(),
});
export type MapSettingsOutput = z.infer<typeof mapSettingsOutput>;

export const placeStatsQuery = z
  .object({
    addressCountry: z.string().max(120).optional(),
    addressRegion: z.string().max(120).optional(),
    addressLocality: z.string().max(120).optional(),
  })
  .strict();

export const placeSearchResult = z.object({
  id: z.string(),
  name: z.string(),
  streetAddress: z.string().nullable(),
  addressLocality: z.string().nullable(),
  addressRegion: z.string().nullable(),
  addressCountry: z.string(),
  type: z.enum(['country', 'region', 'locality', 'street']),
  docsCount: z.number(),
  geo: z.object({ lat: z.number(), lon: z.number() }),
});
export type PlaceSearchResult = z.infer<typeof placeSearchResult>;

export const reverseQuery = z
  .object({
    lat: z.coerce
      .number()
      .min(-90, 'lat must be between -90 and 90')
      .max(90, 'lat must be between -90 and 90'),
    lon: z.coerce
      .number()
      .min(-180, 'lon must be between -180 and 180')
      .max(180, 'lon must be between -180 and 180'),
  })
  .strict();
