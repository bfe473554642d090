/**
 * Search filters (spec §3 'Search filter', §5 'Search') and their wire format.
 *
 * The web app keeps the active filters as a list of chips; the feed request, the map request and
 * an album's stored `searchParameters` all carry the same filters as a query string. Both the
 * encoding ({@link filtersToQuery}) and the server's parsing ({@link feedQuerySchema}) live here so
 * that the two sides cannot disagree about it. The wire format is:
 *
 * | filter    | parameter                       | example                     |
 * |-----------|---------------------------------|-----------------------------|
 * | text      | `text=<words>`                  | `text=Bozen Bahnhof`        |
 * | category  | `categories[]=<category id>`    | `categories[]=12`           |
 * | place     | `place=<UPPER-CASED place key>` | `place=IT-BZ-BOZEN`         |
 * | daterange | `daterange=<from>-<to>`         | `daterange=1890-1920`       |
 * | geo       | `geo=<lat>,<lon>`               | `geo=46.49,11.35`           |
 * | type      | `documentType=<document type>`  | `documentType=Photograph`   |
 */

import { z } from 'zod';
import { CATEGORY_SUGGESTION_MIN_LENGTH, YEAR_MAX, YEAR_MIN } from './constants.js';

/**
 * Filter types in the order in which filters are kept and encoded. The order is fixed (it is the
 * order of spec §3) so that chips do not jump around and one filter set always encodes to the
 * same query string; albums created from a search store that string, and equal searches must
 * compare equal.
 */
export const SEARCH_FILTER_TYPES = ['text', 'category', 'place', 'daterange', 'geo', 'type'] as const;
export type SearchFilterType = (typeof SEARCH_FILTER_TYPES)[number];

/** Document types a search can be narrowed to. */
export const SEARCHABLE_DOCUMENT_TYPES = [
  'Photograph',
  'ImageGallery',
  'PhotographCollection',
  'Retrosnap',
  'Announcement',
] as const;
export type SearchableDocumentType = (typeof SEARCHABLE_DOCUMENT_TYPES)[number];

interface FilterBase<Type extends SearchFilterType, Data> {
  type: Type;
  /** Text of the chip. */
  label: string;
  data: Data;
  /** This filter's part of the query string, already encoded (e.g. `daterange=1890-1920`). */
  queryParam: string;
}

export type TextFilter = FilterBase<'text', { text: string }>;
export type CategoryFilter = FilterBase<'category', { id: number; name: string }>;
export type PlaceFilter = FilterBase<'place', { key: string }>;
export type DaterangeFilter = FilterBase<'daterange', { fromYear: number; toYear: number }>;
export type GeoFilter = FilterBase<'geo', { lat: number; lon: number }>;
export type TypeFilter = FilterBase<'type', { documentType: SearchableDocumentType }>;

export type SearchFilter =
  | TextFilter
  | CategoryFilter
  | PlaceFilter
  | DaterangeFilter
  | GeoFilter
  | TypeFilter;

/** Query parameter names of the wire format. */
export const QUERY_PARAMS = {
  text: 'text',
  category: 'categories[]',
  place: 'place',
  daterange: 'daterange',
  geo: 'geo',
  type: 'documentType',
} as const satisfies Record<SearchFilterType, string>;

function encodedPair(name: string, value: string): string {
  return new URLSearchParams([[name, value]]).toString();
}

// ---------------------------------------------------------------------------------------------
// Building filters. Each builder derives `queryParam` from `data`, so the two cannot disagree.
// ---------------------------------------------------------------------------------------------

export function textFilter(text: string): TextFilter {
  const words = text.trim();
  return {
    type: 'text',
    label: words,
    data: { text: words },
    queryParam: encodedPair(QUERY_PARAMS.text, words),
  };
}

export function categoryFilter(category: { id: number; name: string }): CategoryFilter {
  return {
    type: 'category',
    label: category.name,
    data: { id: category.id, name: category.name },
    queryParam: encodedPair(QUERY_PARAMS.category, String(category.id)),
  };
}

/**
 * A place filter. Place keys are compared upper-cased on the server (the map sets the filter from
 * the upper-cased place id), so the key is upper-cased here once rather than by every caller.
 */
export function placeFilter(key: string, label: string = key): PlaceFilter {
  const upper = key.toUpperCase();
  return { type: 'place', label, data: { key: upper }, queryParam: encodedPair(QUERY_PARAMS.place, upper) };
}

export function daterangeFilter(fromYear: number, toYear: number): DaterangeFilter {
  return {
    type: 'daterange',
    label: `${fromYear} – ${toYear}`,
    data: { fromYear, toYear },
    queryParam: encodedPair(QUERY_PARAMS.daterange, `${fromYear}-${toYear}`),
  };
}

/** The 'near me' filter: the centre of the search. */
export function geoFilter(lat: number, lon: number, label = `${lat}, ${lon}`): GeoFilter {
  return {
    type: 'geo',
    label,
    data: { lat, lon },
    queryParam: encodedPair(QUERY_PARAMS.geo, `${lat},${lon}`),
  };
}

export function typeFilter(documentType: SearchableDocumentType, label: string = documentType): TypeFilter {
  return {
    type: 'type',
    label,
    data: { documentType },
    queryParam: encodedPair(QUERY_PARAMS.type, documentType),
  };
}

// ---------------------------------------------------------------------------------------------
// Rules of spec §5
// ---------------------------------------------------------------------------------------------

/**
 * Adding any of these drops the 'near me' filter: a deliberate search for words, a topic, a place
 * or a period should not stay pinned to where the user happens to stand.
 */
const REPLACES_GEO: ReadonlySet<SearchFilterType> = new Set(['text', 'category', 'place', 'daterange']);

function typeOrder(filter: SearchFilter): number {
  return SEARCH_FILTER_TYPES.indexOf(filter.type);
}

/** Returns the filters in the fixed order of {@link SEARCH_FILTER_TYPES}, without changing the input. */
export function sortFilters(filters: readonly SearchFilter[]): SearchFilter[] {
  return [...filters].sort((a, b) => typeOrder(a) - typeOrder(b));
}

/**
 * Adds a filter and returns the new list (the input is not changed):
 * - one filter per type: the new one replaces an earlier one of its type;
 * - text, category, place and daterange filters remove any geo filter;
 * - a text filter that is blank after trimming is not added;
 * - the result is sorted by type (see {@link SEARCH_FILTER_TYPES}).
 */
export function addFilter(filters: readonly SearchFilter[], filter: SearchFilter): SearchFilter[] {
  if (filter.type === 'text' && filter.data.text.trim() === '') return sortFilters(filters);
  const kept = filters.filter(
    (existing) =>
      existing.type !== filter.type && !(existing.type === 'geo' && REPLACES_GEO.has(filter.type)),
  );
  return sortFilters([...kept, filter]);
}

/** Removes the filter of the given type (when a chip is closed). */
export function removeFilter(filters: readonly SearchFilter[], type: SearchFilterType): SearchFilter[] {
  return sortFilters(filters.filter((filter) => filter.type !== type));
}

/**
 * Categories to suggest for what the user typed: none until more than 3 characters are typed
 * (blanks around the text do not count), then those whose name contains the text, ignoring case.
 * The input order is kept.
 */
export function categorySuggestions<C extends { name: string }>(
  categories: readonly C[],
  typed: string,
): C[] {
  const needle = typed.trim().toLocaleLowerCase();
  if (needle.length < CATEGORY_SUGGESTION_MIN_LENGTH) return [];
  return categories.filter((category) => category.name.toLocaleLowerCase().includes(needle));
}

/** A place without documents would only lead to an empty feed, so it cannot be chosen. */
export function isPlaceChoosable(place: { docsCount: number }): boolean {
  return place.docsCount > 0;
}

// ---------------------------------------------------------------------------------------------
// Wire format
// ---------------------------------------------------------------------------------------------

/** Encodes the filters as query parameters, in the fixed type order. */
export function filtersToQuery(filters: readonly SearchFilter[]): URLSearchParams {
  const params = new URLSearchParams();
  for (const filter of sortFilters(filters)) {
    for (const [name, value] of new URLSearchParams(filter.queryParam)) params.append(name, value);
  }
  return params;
}

export interface FilterLabels {
  /** Name of a category id; without it the chip shows the id. */
  category?: (id: number) => string | undefined;
  /** Display name of a place key; without it the chip shows the key. */
  place?: (key: string) => string | undefined;
}

const DATERANGE_VALUE = /^(\d{4})-(\d{4})$/;
const GEO_VALUE = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/;
const CATEGORY_ID = /^[1-9]\d*$/;

function isSearchableDocumentType(value: string): value is SearchableDocumentType {
  return (SEARCHABLE_DOCUMENT_TYPES as readonly string[]).includes(value);
}

/**
 * Reads filters back from query parameters (a URL the user opened, or an album's stored
 * `searchParameters`). Values that do not follow the wire format are skipped rather than reported:
 * a hand-edited or outdated link should still open the feed with whatever filters it got right.
 * Parameters are applied in order through {@link addFilter}, so its rules hold for the result,
 * e.g. of several `categories[]` only the last is kept.
 */
export function queryToFilters(params: URLSearchParams, labels: FilterLabels = {}): SearchFilter[] {
  let filters: SearchFilter[] = [];
  for (const [name, rawValue] of params) {
    const value = rawValue.trim();
    const filter = parseParam(name, value, labels);
    if (filter !== null) filters = addFilter(filters, filter);
  }
  return filters;
}

function parseParam(name: string, value: string, labels: FilterLabels): SearchFilter | null {
  switch (name) {
    case QUERY_PARAMS.text:
      return value === '' ? null : textFilter(value);
    case QUERY_PARAMS.category: {
      if (!CATEGORY_ID.test(value)) return null;
      const id = Number(value);
      return categoryFilter({ id, name: labels.category?.(id) ?? value });
    }
    case QUERY_PARAMS.place: {
      if (value === '') return null;
      const key = value.toUpperCase();
      return placeFilter(key, labels.place?.(key) ?? key);
    }
    case QUERY_PARAMS.daterange: {
      const range = parseDaterange(value);
      return range === null ? null : daterangeFilter(range.fromYear, range.toYear);
    }
    case QUERY_PARAMS.geo: {
      const centre = parseGeo(value);
      return centre === null ? null : geoFilter(centre.lat, centre.lon);
    }
    case QUERY_PARAMS.type:
      return isSearchableDocumentType(value) ? typeFilter(value) : null;
    default:
      return null;
  }
}

function parseDaterange(value: string): { fromYear: number; toYear: number } | null {
  const m = DATERANGE_VALUE.exec(value);
  if (!m) return null;
  const fromYear = Number(m[1]);
  const toYear = Number(m[2]);
  const inRange = fromYear >= YEAR_MIN && toYear <= YEAR_MAX && fromYear <= toYear;
  return inRange ? { fromYear, toYear } : null;
}

function parseGeo(value: string): { lat: number; lon: number } | null {
  const m = GEO_VALUE.exec(value);
  if (!m) return null;
  const lat = Number(m[1]);
  const lon = Number(m[2]);
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : null;
}

/**
 * Encodes the whole filter set as the one string stored in an album's `searchParameters` (and
 * sent as `searchParameters=`): the query string of {@link filtersToQuery}.
 */
export function searchParametersParam(filters: readonly SearchFilter[]): string {
  return filtersToQuery(filters).toString();
}

/** Inverse of {@link searchParametersParam}; a leading '?' is tolerated. */
export function searchParametersToFilters(value: string, labels: FilterLabels = {}): SearchFilter[] {
  return queryToFilters(new URLSearchParams(value), labels);
}

// ---------------------------------------------------------------------------------------------
// Server-side parsing
// ---------------------------------------------------------------------------------------------

export const FEED_QUERY_MESSAGES = {
  text: 'text must be given once',
  categories: 'categories[] must be numeric category ids, e.g. categories[]=12',
  place: 'place must be a non-empty place key, given once',
  daterange: `daterange must look like 1890-1920 within ${YEAR_MIN}..${YEAR_MAX}`,
  daterangeOrder: 'daterange must not end before it starts',
  geo: 'geo must look like 46.49,11.35 (lat,lon)',
  geoLat: 'geo latitude must be within -90..90',
  geoLon: 'geo longitude must be within -180..180',
  documentType: `documentType must be one of ${SEARCHABLE_DOCUMENT_TYPES.join(', ')}`,
} as const;

/**
 * The feed's filter parameters as the server receives them (a parsed query string: each value a
 * string, or an array when repeated). Exported so that a route can spread it into a larger
 * schema, e.g. with paging: `z.object({ ...feedQueryShape, page: ... })`.
 */
// The zod schemas below are built inside pure-annotated functions so that a bundle which only uses
// the client side of this module (the web app's feed) leaves zod out: ~25 KB gzipped of a screen's
// 200 KB budget.
export const feedQueryShape = /* @__PURE__ */ (() => ({
  text: z
    .string({ error: FEED_QUERY_MESSAGES.text })
    .trim()
    .transform((text) => (text === '' ? undefined : text))
    .optional(),
  'categories[]': z
    .union([z.string(), z.array(z.string())], { error: FEED_QUERY_MESSAGES.categories })
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(
      z.array(
        z
          .string()
          .trim()
          .regex(CATEGORY_ID, { error: FEED_QUERY_MESSAGES.categories })
          .transform(Number)
          .pipe(z.number().int().max(Number.MAX_SAFE_INTEGER, { error: FEED_QUERY_MESSAGES.categories })),
      ),
    )
    .optional(),
  place: z
    .string({ error: FEED_QUERY_MESSAGES.place })
    .trim()
    .min(1, { error: FEED_QUERY_MESSAGES.place })
    .transform((key) => key.toUpperCase())
    .optional(),
  daterange: z
    .string({ error: FEED_QUERY_MESSAGES.daterange })
    .trim()
    .transform((value, ctx) => {
      const m = DATERANGE_VALUE.exec(value);
      const fromYear = Number(m?.[1]);
      const toYear = Number(m?.[2]);
      if (!m || fromYear < YEAR_MIN || toYear > YEAR_MAX || fromYear > YEAR_MAX || toYear < YEAR_MIN) {
        ctx.addIssue({ code: 'custom', message: FEED_QUERY_MESSAGES.daterange });
        return z.NEVER;
      }
      if (fromYear > toYear) {
        ctx.addIssue({ code: 'custom', message: FEED_QUERY_MESSAGES.daterangeOrder });
        return z.NEVER;
      }
      return { fromYear, toYear };
    })
    .optional(),
  geo: z
    .string({ error: FEED_QUERY_MESSAGES.geo })
    .trim()
    .transform((value, ctx) => {
      const m = GEO_VALUE.exec(value);
      if (!m) {
        ctx.addIssue({ code: 'custom', message: FEED_QUERY_MESSAGES.geo });
        return z.NEVER;
      }
      const lat = Number(m[1]);
      const lon = Number(m[2]);
      if (Math.abs(lat) > 90) ctx.addIssue({ code: 'custom', message: FEED_QUERY_MESSAGES.geoLat });
      if (Math.abs(lon) > 180) ctx.addIssue({ code: 'custom', message: FEED_QUERY_MESSAGES.geoLon });
      return { lat, lon };
    })
    .optional(),
  documentType: z.enum(SEARCHABLE_DOCUMENT_TYPES, { error: FEED_QUERY_MESSAGES.documentType }).optional(),
}))();

/** The feed filters as the server works with them, after {@link feedQuerySchema}. */
export interface FeedQuery {
  text?: string;
  /** Empty when no category was given. */
  categories: number[];
  place?: string;
  daterange?: { fromYear: number; toYear: number };
  geo?: { lat: number; lon: number };
  documentType?: SearchableDocumentType;
}

/** Turns the parsed shape into {@link FeedQuery}, dropping absent filters. */
export function toFeedQuery(input: z.output<z.ZodObject<typeof feedQueryShape>>): FeedQuery {
  const query: FeedQuery = { categories: input['categories[]'] ?? [] };
  if (input.text !== undefined) query.text = input.text;
  if (input.place !== undefined) query.place = input.place;
  if (input.daterange !== undefined) query.daterange = input.daterange;
  if (input.geo !== undefined) query.geo = input.geo;
  if (input.documentType !== undefined) query.documentType = input.documentType;
  return query;
}

/**
 * Parses the feed's filter parameters strictly: a malformed value is a 400 with one of
 * {@link FEED_QUERY_MESSAGES}, never silently ignored, so that a client bug shows up at once
 * instead of as a feed that is quietly unfiltered. Parameters it does not know (paging, say)
 * are dropped; extend {@link feedQueryShape} to accept them.
 */
export const feedQuerySchema = /* @__PURE__ */ (() => z.object(feedQueryShape).transform(toFeedQuery))();
