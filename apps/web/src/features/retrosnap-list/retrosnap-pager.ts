import type { HydraCollection } from '../../lib/hydra/hydra-client';

export type PagerLink = 'first' | 'previous' | 'next' | 'last';

export interface Pager {
  page: number;
  /** The last page's number (1 when the list fits on one page). */
  lastPage: number;
  /** The page each button leads to; null: that button is disabled. */
  targets: Record<PagerLink, number | null>;
}

/** The `page` parameter of a Hydra view address such as `/retrosnaps?author=4&page=3`. */
export function pageOfAddress(address: string | undefined): number | null {
  if (!address) return null;
  const query = address.includes('?') ? address.slice(address.indexOf('?') + 1) : '';
  const page = Number(new URLSearchParams(query).get('page') ?? '1');
  return Number.isInteger(page) && page > 0 ? page : null;
}

/**
 * Spec §2 RetrosnapList: first/previous/next/last from the answer's `hydra:view`. A link the server
 * did not send (first page, last page, one page only) leaves its button without a target.
 */
export function pagerOf(
  collection: Pick<HydraCollection<unknown>, 'hydra:view'> | undefined,
  page: number,
): Pager {
  const view = collection?.['hydra:view'];
  const lastPage = pageOfAddress(view?.['hydra:last']) ?? page;
  const previous = pageOfAddress(view?.['hydra:previous']);
  const next = pageOfAddress(view?.['hydra:next']);
  return {
    page,
    lastPage,
    targets: {
      first: previous !== null && page > 1 ? 1 : null,
      previous,
      next,
      last: next !== null && lastPage > page ? lastPage : null,
    },
  };
}

/** The page the screen's `?page=` asks for; anything else is the first page. */
export function requestedPage(search: URLSearchParams): number {
  const page = Number(search.get('page') ?? '1');
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Rows per page: 10, or what `?itemsPerPage=` asks for between 1 and 100. */
export const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 100;

export function requestedPageSize(search: URLSearchParams): number {
  const size = Number(search.get('itemsPerPage') ?? DEFAULT_PAGE_SIZE);
  return Number.isInteger(size) && size > 0 ? Math.min(size, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE;
}
