import type { FeedItemOutput } from '@retropics/domain/contracts/feed-item.contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getJson, type HydraCollection } from '../hydra/hydra-client';
import { resourceKeys } from '../hydra/resource-keys';

/** Spec §3 'Feed item': the fields the feed cards show. */
export type FeedItem = Pick<
  FeedItemOutput,
  | '@id'
  | 'id'
  | 'documentType'
  | 'document'
  | 'headline'
  | 'translations'
  | 'images'
  | 'thumbnail'
  | 'customThumbnail'
  | 'imageRatio'
  | 'depthMapPath'
  | 'hasBackImage'
  | 'hasColorized'
  | 'city'
  | 'cityNames'
  | 'showBig'
  | 'fromYear'
  | 'toYear'
  | 'crowdfundingRequired'
  | 'crowdfundingFunded'
  | 'status'
> &
  /** An announcement's link; pages the app built itself (tests, the splash) may leave it out. */
  Partial<Pick<FeedItemOutput, 'link'>>;

export type FeedPage = HydraCollection<FeedItem>;

export const feedItemKeys = resourceKeys('feed_items');

export function fetchFeedPage(url: string, signal?: AbortSignal): Promise<FeedPage> {
  return getJson<FeedPage>(url, signal ? { signal } : {});
}

/**
 * A page an earlier script already asked for (the splash, or the feed's code as it arrived), if
 * it is the one wanted; null: ask the server.
 */
export type EarlyAnswer<T> = (url: string) => Promise<T> | null;

/** The feed from `firstUrl`, page by page along `hydra:next` (spec §7). */
export function feedPagesQuery(firstUrl: string, early: EarlyAnswer<FeedPage> = () => null) {
  return infiniteQueryOptions({
    queryKey: feedItemKeys.pages(firstUrl),
    initialPageParam: firstUrl,
    queryFn: ({ pageParam, signal }) => early(pageParam) ?? fetchFeedPage(pageParam, signal),
    getNextPageParam: (last) => last['hydra:view']?.['hydra:next'],
  });
}

/** One page of feed items from `url`, whatever fields the caller reads of them. */
export function feedItemListQuery<Item>(url: string, early: EarlyAnswer<HydraCollection<Item>> = () => null) {
  return queryOptions({
    queryKey: feedItemKeys.list(url),
    queryFn: ({ signal }) => early(url) ?? getJson<HydraCollection<Item>>(url, { signal }),
  });
}

/** The first page of a saved search (an album's `searchParameters`): its items and the total. */
const SAVED_SEARCH_PAGE = 100;

/**
 * Spec §7 GET /feed_items?searchParameters={encoded}: what a search stored as one query string
 * finds now, read from `hydra:totalItems` and the first page. The album made from a search and
 * its form ask the same address, so the count the form promised is the one the album shows.
 * Null: nothing to ask for.
 */
export function savedSearchQuery(searchParameters: string | null) {
  const url = `/feed_items?${new URLSearchParams({
    searchParameters: searchParameters ?? '',
    itemsPerPage: String(SAVED_SEARCH_PAGE),
  }).toString()}`;
  return { ...feedItemListQuery<FeedItem>(url), enabled: searchParameters !== null };
}
