import { filtersToQuery, queryToFilters, type SearchFilter } from '@retropics/domain/search-filters';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getJson, type HydraCollection } from '../../../lib/hydra/hydra-client';
import {
  FEED_PAGE_SIZE,
  PLAIN_FEED_URL,
  peekEarlyPlainFeed,
  takeArrivedPlainFeed,
  takeEarlyPlainFeed,
} from './feed-early';

/** Spec §3 'Feed item': the fields the feed cards show. */
export interface FeedItem {
  '@id': string;
  id: number;
  documentType:
    | 'Announcement'
    | 'ImageGallery'
    | 'PhotographCollection'
    | 'Photograph'
    | 'Retrosnap'
    | string;
  /** IRI of the document the item stands for (`/photographs/12`). */
  document: string;
  headline: string;
  translations: Array<{
    locale: string;
    name?: string | null;
    text?: string | null;
    description?: string | null;
  }>;
  images: Array<{ filePath: string; width?: number; height?: number }>;
  thumbnail: string | null;
  customThumbnail: boolean;
  imageRatio: number;
  depthMapPath: string | null;
  hasBackImage: boolean;
  hasColorized: boolean;
  city: string | null;
  showBig: boolean;
  fromYear: number | null;
  toYear: number | null;
  crowdfundingRequired: number | null;
  crowdfundingFunded: number | null;
  status: number | null;
}

/**
 * The first page's address (spec §7): the filters in the domain's wire format; `showInFeed=true`
 * when there is no filter; rating order unless a text or place search brings its own.
 */
export function feedFirstUrl(filters: readonly SearchFilter[]): string {
  if (filters.length === 0) return PLAIN_FEED_URL;
  const params = filtersToQuery(filters);
  params.set('page', '1');
  params.set('itemsPerPage', String(FEED_PAGE_SIZE));
  if (!filters.some((filter) => filter.type === 'text' || filter.type === 'place')) {
    params.set('order[computedRating]', 'DESC');
  }
  return `/feed_items?${params.toString()}`;
}

type FeedPage = HydraCollection<FeedItem>;

/**
 * When the app opens on a feed search, its first page is asked for as soon as this code arrives —
 * while the texts load and before React renders — so the first pictures are found earlier. The
 * plain feed's first page was asked for even earlier, by the splash (feed-early.ts).
 */
let early: { url: string; answer: Promise<FeedPage> } | null = null;
if (typeof window !== 'undefined' && window.location.pathname === '/feed' && window.location.search) {
  const url = feedFirstUrl(queryToFilters(new URLSearchParams(window.location.search)));
  early = { url, answer: getJson<FeedPage>(url) };
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

/** The feed, page by page along `hydra:next` (spec §7). */
export function useFeedItems(filters: readonly SearchFilter[]) {
  const firstUrl = feedFirstUrl(filters);
  return useInfiniteQuery({
    queryKey: ['feed_items', 'feed', firstUrl],
    initialPageParam: firstUrl,
    queryFn: ({ pageParam, signal }) => takeEarly(pageParam) ?? getJson<FeedPage>(pageParam, { signal }),
    initialData: () => {
      const page = firstUrl === PLAIN_FEED_URL ? takeArrivedPlainFeed() : undefined;
      return page ? { pages: [page], pageParams: [firstUrl] } : undefined;
    },
    getNextPageParam: (last) => last['hydra:view']?.['hydra:next'],
  });
}
