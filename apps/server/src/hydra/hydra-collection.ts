import type { Page } from './pagination.js';

export type HydraCollection<Member> = {
  '@context': string;
  '@id': string;
  '@type': 'hydra:Collection';
  'hydra:totalItems'?: number;
  'hydra:member': Member[];
  'hydra:view'?: HydraView;
};

type HydraView = {
  '@id': string;
  '@type': 'hydra:PartialCollectionView';
  'hydra:first'?: string;
  'hydra:last'?: string;
  'hydra:previous'?: string;
  'hydra:next'?: string;
};

/**
 * Wraps one page of members the way API Platform does, so that clients follow `hydra:next`
 * with every filter of the request kept. `requestUrl` is the path with its query string.
 * `totalItems: null` is API Platform's partial pagination: no total and no last page, and
 * `hydra:next` whenever the page is full.
 */
export function hydraCollection<Member>(options: {
  type: string;
  requestUrl: string;
  members: Member[];
  totalItems: number | null;
  page: Page;
}): HydraCollection<Member> {
  const { type, requestUrl, members, totalItems, page } = options;
  if (totalItems === null) return partialCollection(type, requestUrl, members, page);
  const url = new URL(requestUrl, 'http://local');
  const collectionId = url.pathname;
  const lastPage = Math.max(1, Math.ceil(totalItems / page.itemsPerPage));
  const pageUrl = (n: number) => {
    url.searchParams.set('page', String(n));
    return `${url.pathname}?${url.searchParams.toString()}`;
  };
  const collection: HydraCollection<Member> = {
    '@context': `/contexts/${type}`,
    '@id': collectionId,
    '@type': 'hydra:Collection',
    'hydra:totalItems': totalItems,
    'hydra:member': members,
  };
  if (lastPage > 1 || page.page > 1) {
    const view: HydraView = {
      '@id': pageUrl(page.page),
      '@type': 'hydra:PartialCollectionView',
      'hydra:first': pageUrl(1),
      'hydra:last': pageUrl(lastPage),
    };
    if (page.page > 1) view['hydra:previous'] = pageUrl(page.page - 1);
    if (page.page < lastPage) view['hydra:next'] = pageUrl(page.page + 1);
    collection['hydra:view'] = view;
  }
  return collection;
}

function partialCollection<Member>(
  type: string,
  requestUrl: string,
  members: Member[],
  page: Page,
): HydraCollection<Member> {
  const url = new URL(requestUrl, 'http://local');
  const pageUrl = (n: number) => {
    url.searchParams.set('page', String(n));
    return `${url.pathname}?${url.searchParams.toString()}`;
  };
  const view: HydraView = {
    '@id': pageUrl(page.page),
    '@type': 'hydra:PartialCollectionView',
    'hydra:first': pageUrl(1),
  };
  if (page.page > 1) view['hydra:previous'] = pageUrl(page.page - 1);
  if (members.length >= page.itemsPerPage) view['hydra:next'] = pageUrl(page.page + 1);
  return {
    '@context': `/contexts/${type}`,
    '@id': url.pathname,
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:view': view,
  };
}
