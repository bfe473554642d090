import { PLAIN_FEED_PAGE_SIZE, PLAIN_FEED_URL } from '@retropics/domain/constants';
import {
  filtersToQuery,
  queryToFilters,
  type SearchFilter,
  searchParametersParam,
} from '@retropics/domain/search-filters';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { homePath } from '../routing/route-links';
import { setSearchFilters, useSearchFilters } from './search-filter-store';

/**
 * The first page's address (spec §7): the filters in the domain's wire format; `showInFeed=true`
 * when there is no filter; rating order unless a text or place search brings its own.
 */
export function feedFirstUrl(filters: readonly SearchFilter[]): string {
  if (filters.length === 0) return PLAIN_FEED_URL;
  const params = filtersToQuery(filters);
  params.set('page', '1');
  params.set('itemsPerPage', String(PLAIN_FEED_PAGE_SIZE));
  if (!filters.some((filter) => filter.type === 'text' || filter.type === 'place')) {
    params.set('order[computedRating]', 'DESC');
  }
  return `/feed_items?${params.toString()}`;
}

/** The feed showing these filters: `/feed?text=…&daterange=…` (the domain's wire format). */
export function feedSearchPath(filters: readonly SearchFilter[]): string {
  const query = searchParametersParam(filters);
  return query ? `${homePath()}?${query}` : homePath();
}

/**
 * Keeps the feed's URL and the shared filter store in step, so that a search can be shared and
 * reloaded (the URL wins when it carries filters) while searches started elsewhere — a place on
 * the map, 'near me', the logo clearing everything — reach the feed through the store:
 * - the URL changed (a link, reload, back/forward): the store takes its filters;
 * - the store changed while the feed is open: the URL follows (a new history entry);
 * - the feed opens without filters while the store has some: the URL takes the store's.
 * Returns the filters in the URL, which the feed shows.
 */
export function useFeedUrlFilters(): SearchFilter[] {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const urlFilters = useMemo(() => queryToFilters(params), [params]);
  const urlQuery = searchParametersParam(urlFilters);
  const stored = useSearchFilters();
  const storedQuery = searchParametersParam(stored);
  const synced = useRef<string | null>(null);

  useEffect(() => {
    if (synced.current === null && urlQuery === '' && storedQuery !== '') {
      synced.current = storedQuery;
      void navigate({ search: `?${storedQuery}` }, { replace: true });
      return;
    }
    if (synced.current !== urlQuery) {
      synced.current = urlQuery;
      if (storedQuery !== urlQuery) setSearchFilters(urlFilters);
      return;
    }
    if (storedQuery !== urlQuery) {
      synced.current = storedQuery;
      void navigate({ search: storedQuery ? `?${storedQuery}` : '' });
    }
  }, [urlQuery, storedQuery, urlFilters, navigate]);

  return urlFilters;
}
