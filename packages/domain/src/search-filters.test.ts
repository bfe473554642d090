import { describe, expect, it } from 'vitest';
import {
  addFilter,
  categoryFilter,
  categorySuggestions,
  daterangeFilter,
  filtersToQuery,
  geoFilter,
  isPlaceChoosable,
  placeFilter,
  queryToFilters,
  removeFilter,
  type SearchFilter,
  searchParametersParam,
  searchParametersToFilters,
  sortFilters,
  textFilter,
  typeFilter,
} from './search-filters.js';

const types = (filters: SearchFilter[]) => filters.map((filter) => filter.type);

describe('filter builders', () => {
  it('derive label and encoded query parameter from the data', () => {
    expect(textFilter('  Bozen Bahnhof ')).toEqual({
      type: 'text',
      label: 'Bozen Bahnhof',
      data: { text: 'Bozen Bahnhof' },
      queryParam: 'text=Bozen+Bahnhof',
    });
    expect(categoryFilter({ id: 12, name: 'Gebäude' })).toMatchObject({
      label: 'Gebäude',
      queryParam: 'categories%5B%5D=12',
    });
    expect(daterangeFilter(1890, 1920)).toMatchObject({
      data: { fromYear: 1890, toYear: 1920 },
      queryParam: 'daterange=1890-1920',
    });
    expect(geoFilter(46.49, 11.35)).toMatchObject({
      data: { lat: 46.49, lon: 11.35 },
      queryParam: 'geo=46.49%2C11.35',
    });
    expect(typeFilter('Photograph')).toMatchObject({
      label: 'Photograph',
      queryParam: 'documentType=Photograph',
    });
  });

  it('upper-case place keys but keep the label', () => {
    expect(placeFilter('it-bz-bozen', 'Bozen')).toEqual({
      type: 'place',
      label: 'Bozen',
      data: { key: 'IT-BZ-BOZEN' },
      queryParam: 'place=IT-BZ-BOZEN',
    });
  });
});

describe('addFilter', () => {
  it('keeps one filter per type, the new one replacing the earlier', () => {
    const first = addFilter([], categoryFilter({ id: 1, name: 'Person' }));
    const second = addFilter(first, categoryFilter({ id: 2, name: 'Automobile' }));
    expect(second).toHaveLength(1);
    expect(second[0]).toMatchObject({ type: 'category', data: { id: 2 } });
  });

  it('does not change the list it was given', () => {
    const filters = [textFilter('Bahnhof')];
    addFilter(filters, textFilter('Kirche'));
    expect(filters).toEqual([textFilter('Bahnhof')]);
  });

  it.each([
    ['text', textFilter('Kirche')],
    ['category', categoryFilter({ id: 1, name: 'Person' })],
    ['place', placeFilter('BOZEN')],
    ['daterange', daterangeFilter(1900, 1910)],
  ])('drops the geo filter when a %s filter is added', (_type, filter) => {
    const result = addFilter([geoFilter(46.5, 11.3), typeFilter('Photograph')], filter);
    expect(types(result)).not.toContain('geo');
    expect(types(result)).toContain('type');
  });

  it('keeps the geo filter when a type filter is added', () => {
    expect(types(addFilter([geoFilter(46.5, 11.3)], typeFilter('Retrosnap')))).toEqual(['geo', 'type']);
  });

  it('replaces an earlier geo filter by a new one', () => {
    const result = addFilter([geoFilter(1, 2)], geoFilter(3, 4));
    expect(result).toEqual([geoFilter(3, 4)]);
  });

  it('keeps the other filters when a geo filter is added', () => {
    expect(types(addFilter([textFilter('Kirche')], geoFilter(1, 2)))).toEqual(['text', 'geo']);
  });

  it('does not add a blank text filter, nor let it replace a real one', () => {
    expect(addFilter([], textFilter('   '))).toEqual([]);
    expect(addFilter([textFilter('Kirche')], textFilter(''))).toEqual([textFilter('Kirche')]);
    const blank: SearchFilter = { type: 'text', label: '', data: { text: ' ' }, queryParam: 'text=+' };
    expect(addFilter([], blank)).toEqual([]);
  });

  it('sorts by type: text, category, place, daterange, geo, type', () => {
    let filters: SearchFilter[] = [];
    filters = addFilter(filters, typeFilter('Photograph'));
    filters = addFilter(filters, daterangeFilter(1900, 1950));
    filters = addFilter(filters, placeFilter('BOZEN'));
    filters = addFilter(filters, categoryFilter({ id: 3, name: 'Text' }));
    filters = addFilter(filters, textFilter('Bahnhof'));
    expect(types(filters)).toEqual(['text', 'category', 'place', 'daterange', 'type']);
    expect(types(addFilter([typeFilter('Photograph')], geoFilter(1, 2)))).toEqual(['geo', 'type']);
  });
});

describe('removeFilter', () => {
  it('removes only the filter of that type', () => {
    const filters = [textFilter('Kirche'), placeFilter('BOZEN')];
    expect(removeFilter(filters, 'text')).toEqual([placeFilter('BOZEN')]);
    expect(removeFilter(filters, 'geo')).toEqual(filters);
  });
});

describe('categorySuggestions', () => {
  const categories = [
    { id: 1, name: 'Person' },
    { id: 2, name: 'Gebäude' },
    { id: 3, name: 'Automobile' },
    { id: 4, name: 'Personenzug' },
  ];

  it('suggests nothing for 3 characters or fewer', () => {
    expect(categorySuggestions(categories, 'Per')).toEqual([]);
    expect(categorySuggestions(categories, '  Per  ')).toEqual([]);
    expect(categorySuggestions(categories, '')).toEqual([]);
  });

  it('suggests names containing the text, ignoring case, in the given order', () => {
    expect(categorySuggestions(categories, 'pers').map((c) => c.id)).toEqual([1, 4]);
    expect(categorySuggestions(categories, 'MOBIL').map((c) => c.id)).toEqual([3]);
    expect(categorySuggestions(categories, 'GEBÄUDE').map((c) => c.id)).toEqual([2]);
  });

  it('suggests nothing when no name matches', () => {
    expect(categorySuggestions(categories, 'Schiff')).toEqual([]);
  });
});

describe('isPlaceChoosable', () => {
  it('allows places that have documents only', () => {
    expect(isPlaceChoosable({ docsCount: 1 })).toBe(true);
    expect(isPlaceChoosable({ docsCount: 0 })).toBe(false);
  });
});

describe('wire format', () => {
  const all: SearchFilter[] = [
    typeFilter('PhotographCollection'),
    daterangeFilter(1890, 1920),
    placeFilter('IT-BZ-BOZEN'),
    categoryFilter({ id: 12, name: 'Gebäude' }),
    textFilter('Bahnhof Süd'),
  ];

  it('encodes each filter as its parameter, in type order', () => {
    const params = filtersToQuery(all);
    expect([...params]).toEqual([
      ['text', 'Bahnhof Süd'],
      ['categories[]', '12'],
      ['place', 'IT-BZ-BOZEN'],
      ['daterange', '1890-1920'],
      ['documentType', 'PhotographCollection'],
    ]);
    expect([...filtersToQuery([geoFilter(-33.9, 151.2)])]).toEqual([['geo', '-33.9,151.2']]);
  });

  it('reads the parameters back into the same filters', () => {
    const labels = { category: (id: number) => (id === 12 ? 'Gebäude' : undefined) };
    expect(queryToFilters(filtersToQuery(all), labels)).toEqual(sortFilters(all));
    expect(queryToFilters(filtersToQuery([geoFilter(46.49, 11.35)]))).toEqual([geoFilter(46.49, 11.35)]);
  });

  it('labels categories and places by the given look-ups, or by id and key', () => {
    const params = new URLSearchParams('categories[]=5&place=bozen');
    expect(queryToFilters(params).map((f) => f.label)).toEqual(['5', 'BOZEN']);
    expect(
      queryToFilters(params, { category: () => 'Person', place: () => 'Bozen' }).map((f) => f.label),
    ).toEqual(['Person', 'Bozen']);
  });

  it('skips values that do not follow the wire format', () => {
    const params = new URLSearchParams(
      'text=&categories[]=abc&categories[]=0&place=&daterange=1800-1900&daterange=1920-1910&geo=91,0&geo=x' +
        '&documentType=Person&unknown=1',
    );
    expect(queryToFilters(params)).toEqual([]);
  });

  it('applies the filter rules while reading: last of a type wins, geo gives way', () => {
    const filters = queryToFilters(new URLSearchParams('geo=1,2&categories[]=1&categories[]=2'));
    expect(filters).toEqual([categoryFilter({ id: 2, name: '2' })]);
  });

  it('round-trips the whole set through searchParameters', () => {
    const value = searchParametersParam(all);
    expect(value).toBe(
      'text=Bahnhof+S%C3%BCd&categories%5B%5D=12&place=IT-BZ-BOZEN&daterange=1890-1920&documentType=PhotographCollection',
    );
    expect(searchParametersToFilters(value, { category: () => 'Gebäude' })).toEqual(sortFilters(all));
    expect(searchParametersToFilters(`?${value}`).map((f) => f.type)).toEqual([
      'text',
      'category',
      'place',
      'daterange',
      'type',
    ]);
    expect(searchParametersParam([])).toBe('');
  });

  it('encodes equal filter sets identically, whatever the order they were added in', () => {
    const reversed = [...all].reverse();
    expect(searchParametersParam(reversed)).toBe(searchParametersParam(all));
  });
});
