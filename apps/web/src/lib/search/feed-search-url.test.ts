import { PLAIN_FEED_PAGE_SIZE as FEED_PAGE_SIZE } from '@retropics/domain/constants';
import { categoryFilter, daterangeFilter, placeFilter, textFilter } from '@retropics/domain/search-filters';
import { describe, expect, it } from 'vitest';
import { feedFirstUrl } from './feed-search-url';

const paramsOf = (url: string) => new URL(url, 'http://x').searchParams;

describe('feedFirstUrl (spec §7 feed call)', () => {
  it('asks for the first page of the start feed, by rating, when there is no filter', () => {
    const params = paramsOf(feedFirstUrl([]));
    expect(params.get('page')).toBe('1');
    expect(params.get('itemsPerPage')).toBe(String(FEED_PAGE_SIZE));
    expect(params.get('showInFeed')).toBe('true');
    expect(params.get('order[computedRating]')).toBe('DESC');
  });

  it('drops showInFeed with a filter, and the rating order for text and place searches', () => {
    const years = paramsOf(feedFirstUrl([daterangeFilter(1890, 1920)]));
    expect(years.get('showInFeed')).toBeNull();
    expect(years.get('daterange')).toBe('1890-1920');
    expect(years.get('order[computedRating]')).toBe('DESC');
    expect(paramsOf(feedFirstUrl([textFilter('Bahnhof')])).get('order[computedRating]')).toBeNull();
    expect(paramsOf(feedFirstUrl([placeFilter('ch.lu.luzern')])).get('order[computedRating]')).toBeNull();
    expect(paramsOf(feedFirstUrl([placeFilter('ch.lu.luzern')])).get('place')).toBe('CH.LU.LUZERN');
  });

  it('encodes the filters in the domain wire format', () => {
    const params = paramsOf(feedFirstUrl([textFilter('Brücke'), categoryFilter({ id: 2, name: 'Gebäude' })]));
    expect(params.get('text')).toBe('Brücke');
    expect(params.getAll('categories[]')).toEqual(['2']);
  });
});
