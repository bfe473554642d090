import { describe, expect, it } from 'vitest';
import { YEAR_MAX, YEAR_MIN } from '../constants.js';
import {
  categoryFilter,
  daterangeFilter,
  filtersToQuery,
  geoFilter,
  placeFilter,
  queryToFilters,
  type SearchFilter,
  searchParametersParam,
  searchParametersToFilters,
  sortFilters,
  textFilter,
  typeFilter,
} from '../search-filters.js';
import { FEED_QUERY_MESSAGES, feedFilterQuery, feedQuery } from './feed-query.contract.js';

/** A query string as Fastify hands it to the schema: repeated or `[]` names become arrays. */
function asServerQuery(params: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    query[name] = values.length > 1 ? values : (values[0] as string);
  }
  return query;
}

const messages = (query: Record<string, unknown>) =>
  feedQuery.safeParse(query).error?.issues.map((issue) => issue.message);

describe('feed query: URL ↔ filters', () => {
  const all: SearchFilter[] = [
    textFilter('Bahnhof Süd'),
    categoryFilter({ id: 12, name: 'Gebäude' }),
    placeFilter('IT.17.MERANO', 'Meran'),
    daterangeFilter(1890, 1920),
    typeFilter('PhotographCollection'),
  ];

  it('accepts on the server what the web app builds, with the same values', () => {
    expect(feedQuery.parse(asServerQuery(filtersToQuery(all)))).toEqual({
      page: 1,
      text: 'Bahnhof Süd',
      'categories[]': [12],
      place: 'IT.17.MERANO',
      daterange: { from: 1890, to: 1920 },
      documentType: ['PhotographCollection'],
    });
    expect(feedQuery.parse(asServerQuery(filtersToQuery([geoFilter(-33.9, 151.2)]))).geo).toEqual([
      -33.9, 151.2,
    ]);
  });

  it('reads a feed URL back into the filters it was built from', () => {
    const labels = { category: () => 'Gebäude', place: () => 'Meran' };
    const url = new URL(`https://retropics.example/feed?${searchParametersParam(all)}`);
    expect(queryToFilters(url.searchParams, labels)).toEqual(sortFilters(all));
    expect(searchParametersToFilters(searchParametersParam(all), labels)).toEqual(sortFilters(all));
  });

  it('reads category IRIs, which the API accepts as well as ids', () => {
    expect(queryToFilters(new URLSearchParams('categories[]=/categories/7'))).toEqual([
      categoryFilter({ id: 7, name: '7' }),
    ]);
    expect(feedFilterQuery.parse({ 'categories[]': ['/categories/7', '8'] })['categories[]']).toEqual([7, 8]);
  });

  it('skips in the URL exactly what the server refuses', () => {
    for (const query of [
      'daterange=1849-1900',
      'daterange=1900-1981',
      'daterange=1920-1910',
      'daterange=1920',
      'geo=91,0',
      'geo=0,181',
      'geo=x',
      'categories[]=abc',
      'place=x',
      'documentType=Spaceship',
      `text=${'a'.repeat(201)}`,
    ]) {
      const params = new URLSearchParams(query);
      expect(queryToFilters(params), query).toEqual([]);
      expect(feedQuery.safeParse(asServerQuery(params)).success, query).toBe(false);
    }
  });
});

describe('feed query: years (spec §5, sliders 1850 to 1980)', () => {
  it('accepts the sliders’ whole range and single years', () => {
    expect(feedQuery.parse({ daterange: `${YEAR_MIN}-${YEAR_MAX}` }).daterange).toEqual({
      from: 1850,
      to: 1980,
    });
    expect(feedQuery.parse({ daterange: '1936-1936' }).daterange).toEqual({ from: 1936, to: 1936 });
  });

  it.each(['1849-1900', '1700-1900', '1900-1981', '1900-2100', '1920-1890'])(
    "refuses daterange='%s' naming the years",
    (value) => {
      expect(messages({ daterange: value })).toEqual([FEED_QUERY_MESSAGES.daterange]);
      expect(FEED_QUERY_MESSAGES.daterange).toContain('1850..1980');
    },
  );

  it.each(['1920', '1890 - 1920', '18901-1920', 'abc'])("refuses daterange='%s' as malformed", (value) => {
    expect(messages({ daterange: value })).toEqual([FEED_QUERY_MESSAGES.daterangeFormat]);
  });
});

describe('feed query: the API’s other parameters', () => {
  it('takes documentType once, repeated or as documentType[]', () => {
    expect(feedQuery.parse({ documentType: 'Photograph' }).documentType).toEqual(['Photograph']);
    expect(feedQuery.parse({ 'documentType[]': ['Photograph', 'Retrosnap'] })['documentType[]']).toEqual([
      'Photograph',
      'Retrosnap',
    ]);
  });

  it('reads geo and geoBox on the globe only, with a message per coordinate', () => {
    expect(feedQuery.parse({ geo: '-90,180' }).geo).toEqual([-90, 180]);
    expect(feedQuery.parse({ geoBox: '46,11,47,12' }).geoBox).toEqual([46, 11, 47, 12]);
    expect(messages({ geo: '100,200' })).toEqual([
      FEED_QUERY_MESSAGES.latitude,
      FEED_QUERY_MESSAGES.longitude,
    ]);
    expect(messages({ geoBox: '1,2,3' })).toEqual(['geoBox takes 4 comma-separated numbers']);
  });

  it('upper-cases place keys and refuses unknown parameters', () => {
    expect(feedQuery.parse({ place: 'it.17.merano' }).place).toBe('IT.17.MERANO');
    expect(feedQuery.safeParse({ colour: 'red' }).success).toBe(false);
  });

  it('keeps paging, rating order, the map group and a saved search', () => {
    expect(
      feedQuery.parse({
        page: '2',
        itemsPerPage: '500',
        'order[computedRating]': 'DESC',
        'groups[]': 'map',
        searchParameters: 'text=Luzern',
        showInFeed: 'true',
      }),
    ).toEqual({
      page: 2,
      itemsPerPage: 500,
      'order[computedRating]': 'DESC',
      'groups[]': ['map'],
      searchParameters: 'text=Luzern',
      showInFeed: true,
    });
  });
});
