import { PLAIN_FEED_URL } from '@retropics/domain/constants';
import { queryToFilters, type SearchFilter } from '@retropics/domain/search-filters';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type FeedPage, feedPagesQuery, fetchFeedPage } from '../../lib/resources/feed-items';
import { feedFirstUrl } from '../../lib/search/feed-search-url';
import { peekEarlyPlainFeed, takeArrivedPlainFeed, takeEarlyPlainFeed } from './api/feed-early';

/**
 * When the app opens on a feed search, its first page is asked for as soon as this code arrives —
 * while the texts load and before React renders — so the first pictures are found earlier. The
 * plain feed's first page was asked for even earlier, by the splash (feed-early.ts).
 */
let early: { url: string; answer: Promise<FeedPage> } | null = null;
if (typeof window !== 'undefined' && window.location.pathname === '/feed' && window.location.search) {
  const url = feedFirstUrl(queryToFilters(new URLSearchParams(window.location.search)));
  early = { url, answer: fetchFeedPage(url) };
  // A failed early request is asked again by the query; it must not count as unhandled.
  early.answer.catch(() => undefined);
}

/** The early first page while nobody has taken it yet, to look at without taking it. */
export function peekEarlyFeed(): Promise<FeedPage> | null {
  return early?.answer ?? peekEarlyPlainFeed();
}

function takeEarly(url: string): Promise<FeedPage> | null {
  if (url === PLAIN_FEED_URL) return takeEarlyPlainFeed();
  if (early?.url !== url) return null;
  const { answer } = early;
  early = null;
  return answer;
}

/** The feed for the search filters, its first page handed over from the early request when there is one. */
export function useFeedItems(filters: readonly SearchFilter[]) {
  const firstUrl = feedFirstUrl(filters);
  return useInfiniteQuery({
    ...feedPagesQuery(firstUrl, takeEarly),
    initialData: () => {
      const page = firstUrl === PLAIN_FEED_URL ? takeArrivedPlainFeed() : undefined;
      return page ? { pages: [page], pageParams: [firstUrl] } : undefined;
    },
  });
}
