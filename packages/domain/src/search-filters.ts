/**
 * Search filters (spec §3 'Search filter', §5 'Search') and their wire format.
 *
 * The web app keeps the active filters as a list of chips; the feed request, the map request and
 * an album's stored `searchParameters` all carry the same filters as a query string. The wire format
 * and its rules are those of the feed query contract (`contracts/feed-query.contract.ts`), which
 * the server validates with; values are read here with its readers, so the two sides cannot
 * disagree. The filters encode as:
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

import { CATEGORY_SUGGESTION_MIN_LENGTH } from './constants.js';
import {
  FEED_DOCUMENT_TYPES,
  FEED_TEXT_MAX_LENGTH,
  type FeedDocumentType,
  isFeedDocumentType,
  readCategoryReference,
  readDaterange,
  readGeo,
  readPlaceKey,
} from './contracts/feed-query.contract.js';

/**
 * Filter types in the order in which filters are kept and encoded. The order is fixed (it is the
 * order of spec §3) so that chips do not jump around and one filter set always encodes to the
 * same query string; albums created from a search store that string, and equal searches must
 * compare equal.
 */
export const SEARCH_FILTER_TYPES = ['text', 'category', 'place', 'daterange', 'geo', 'type'] as const;
export type SearchFilterType = (typeof SEARCH_FILTER_TYPES)[number];

/** Document types a search can be narrowed to. */
export const SEARCHABLE_DOCUMENT_TYPES = FEED_DOCUMENT_TYPES;
export type SearchableDocumentType = FeedDocumentType;

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
      return value === '' || value.length > FEED_TEXT_MAX_LENGTH ? null : textFilter(value);
    case QUERY_PARAMS.category: {
      const id = readCategoryReference(value);
      return id === null ? null : categoryFilter({ id, name: labels.category?.(id) ?? String(id) });
    }
    case QUERY_PARAMS.place: {
      const key = readPlaceKey(value);
      return key === null ? null : placeFilter(key, labels.place?.(key) ?? key);
    }
    case QUERY_PARAMS.daterange: {
      const range = readDaterange(value);
      return range === null ? null : daterangeFilter(range.from, range.to);
    }
    case QUERY_PARAMS.geo: {
      const centre = readGeo(value);
      return centre === null ? null : geoFilter(centre.lat, centre.lon);
    }
    case QUERY_PARAMS.type:
      return isFeedDocumentType(value) ? typeFilter(value) : null;
    default:
      return null;
  }
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
