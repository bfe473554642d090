/**
 * The feed's query (spec §7 `GET /feed_items`, §5 Search): the one definition of its parameters.
 *
 * The server validates `/feed_items`, `/home`, the map's aggregations and an album's stored
 * `searchParameters` with {@link feedQuery} / {@link feedFilterQuery}; the web app builds and reads
 * the feed URL (search layer, `/feed?…`, albums made from a search) through `search-filters.ts`,
 * which reads each value with the same readers below. The wire format:
 *
 * | parameter                          | example                                   |
 * |------------------------------------|-------------------------------------------|
 * | `text=<words>`                     | `text=Bozen Bahnhof`                      |
 * | `categories[]=<id or IRI>`         | `categories[]=12`, `categories[]=/categories/12` |
 * | `place=<place key>` (upper-cased)  | `place=IT.17.MERANO`                      |
 * | `daterange=<from>-<to>`            | `daterange=1890-1920` (within the sliders' 1850–1980) |
 * | `geo=<lat>,<lon>`                  | `geo=46.49,11.35`                         |
 * | `geoBox=<south>,<west>,<north>,<east>` | `geoBox=46,11,47,12`                  |
 * | `documentType=<type>` (or `documentType[]`) | `documentType=Photograph`        |
 */

import { z } from 'zod';
import { YEAR_MAX, YEAR_MIN } from '../constants.js';
import { oneOrMany, paginationQuery, sortDirection } from './list-query.contract.js';

/** Document types the feed holds and a search can be narrowed to. */
export const FEED_DOCUMENT_TYPES = [
  'Photograph',
  'ImageGallery',
  'PhotographCollection',
  'Retrosnap',
  'Announcement',
] as const;
export type FeedDocumentType = (typeof FEED_DOCUMENT_TYPES)[number];

export const FEED_TEXT_MAX_LENGTH = 200;

export const FEED_QUERY_MESSAGES = {
  categories: 'categories[] takes category ids or IRIs like /categories/3',
  text: `text must be at most ${FEED_TEXT_MAX_LENGTH} characters`,
  place: 'place takes a place key like IT.17.MERANO',
  daterangeFormat: 'daterange must look like 1890-1920',
  daterange: `daterange must run from an earlier to a later year within ${YEAR_MIN}..${YEAR_MAX}, e.g. 1890-1920`,
  latitude: 'latitude must be between -90 and 90',
  longitude: 'longitude must be between -180 and 180',
} as const;

// ---------------------------------------------------------------------------------------------
// Readers of single values. Plain functions, so that the web app's feed reads its URL by the
// server's rules without bundling zod (about 25 KB gzipped of a screen's 200 KB budget).
// ---------------------------------------------------------------------------------------------

const CATEGORY_REFERENCE = /^(\/categories\/)?\d+$/;
const PLACE_KEY = /^[A-Za-z0-9.\-_]{2,120}$/;
const DATERANGE = /^\d{4}-\d{4}$/;

/** A category id from `12` or `/categories/12`; null for anything else (0 included). */
export function readCategoryReference(value: string): number | null {
  if (!CATEGORY_REFERENCE.test(value)) return null;
  const id = Number(value.replace('/categories/', ''));
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** Place keys are compared upper-cased (the map sets the filter from the upper-cased place id). */
export function readPlaceKey(value: string): string | null {
  return PLACE_KEY.test(value) ? value.toUpperCase() : null;
}

/** `1890-1920` within the sliders' years (spec §5: 1850 to 1980), earlier year first; null otherwise. */
export function readDaterange(value: string): { from: number; to: number } | null {
  if (!DATERANGE.test(value)) return null;
  const [from, to] = value.split('-').map(Number) as [number, number];
  return from >= YEAR_MIN && to <= YEAR_MAX && from <= to ? { from, to } : null;
}

/** `count` comma-separated finite numbers (blanks around each tolerated); null otherwise. */
export function readNumberList(value: string, count: number): number[] | null {
  const numbers = value.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  return numbers.length === count && numbers.every(Number.isFinite) ? numbers : null;
}

export const isLatitude = (n: number) => n >= -90 && n <= 90;
export const isLongitude = (n: number) => n >= -180 && n <= 180;

/** `lat,lon` on the globe; null otherwise. */
export function readGeo(value: string): { lat: number; lon: number } | null {
  const numbers = readNumberList(value, 2);
  if (!numbers) return null;
  const [lat, lon] = numbers as [number, number];
  return isLatitude(lat) && isLongitude(lon) ? { lat, lon } : null;
}

export function isFeedDocumentType(value: string): value is FeedDocumentType {
  return (FEED_DOCUMENT_TYPES as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------
// The schemas. Built inside pure-annotated functions, so that a bundle using only the readers
// above leaves zod out.
// ---------------------------------------------------------------------------------------------

const numberList = (name: string, count: number) =>
  z.string().transform((value, context) => {
    const numbers = readNumberList(value, count);
    if (numbers) return numbers;
    context.addIssue({ code: 'custom', message: `${name} takes ${count} comma-separated numbers` });
    return z.NEVER;
  });

/** The feed's filters as the client sends them. The same set is accepted inside `searchParameters`. */
export const feedFilterQuery = /* @__PURE__ */ (() => {
  const latitude = z.number().refine(isLatitude, FEED_QUERY_MESSAGES.latitude);
  const longitude = z.number().refine(isLongitude, FEED_QUERY_MESSAGES.longitude);
  return z.object({
    documentType: oneOrMany(z.enum(FEED_DOCUMENT_TYPES)).optional(),
    'documentType[]': oneOrMany(z.enum(FEED_DOCUMENT_TYPES)).optional(),
    showInFeed: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    'categories[]': oneOrMany(
      z
        .string()
        .regex(CATEGORY_REFERENCE, FEED_QUERY_MESSAGES.categories)
        .transform((value, context) => {
          const id = readCategoryReference(value);
          if (id !== null) return id;
          context.addIssue({ code: 'custom', message: FEED_QUERY_MESSAGES.categories });
          return z.NEVER;
        }),
    ).optional(),
    text: z.string().max(FEED_TEXT_MAX_LENGTH, FEED_QUERY_MESSAGES.text).optional(),
    place: z
      .string()
      .regex(PLACE_KEY, FEED_QUERY_MESSAGES.place)
      .transform((v) => v.toUpperCase())
      .optional(),
    daterange: z
      .string()
      .regex(DATERANGE, FEED_QUERY_MESSAGES.daterangeFormat)
      .transform((value, context) => {
        const range = readDaterange(value);
        if (range) return range;
        context.addIssue({ code: 'custom', message: FEED_QUERY_MESSAGES.daterange });
        return z.NEVER;
      })
      .optional(),
    geo: numberList('geo', 2)
      .pipe(z.tuple([latitude, longitude]))
      .optional(),
    geoBox: numberList('geoBox', 4)
      .pipe(z.tuple([latitude, longitude, latitude, longitude]))
      .optional(),
  });
})();

export type FeedFilterQuery = z.infer<typeof feedFilterQuery>;

/** `GET /feed_items` (and `/home`): the filters plus paging, order, a saved search and the map's group. */
export const feedQuery = /* @__PURE__ */ (() =>
  feedFilterQuery
    .extend({
      ...paginationQuery,
      'order[computedRating]': sortDirection.optional(),
      searchParameters: z.string().max(2000).optional(),
      'groups[]': oneOrMany(z.enum(['map'])).optional(),
      /** Sent by the map client to bypass HTTP caches; the API never caches per request. */
      cache: z.enum(['true', 'false']).optional(),
    })
    .strict())();

export type FeedQuery = z.infer<typeof feedQuery>;
