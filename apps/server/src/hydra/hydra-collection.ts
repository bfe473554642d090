import type { Page } from './pagination.js';

export type HydraCollection<Member> = {
  '@context': string;
  '@id': string;
  '@type': 'hydra:Collection';
  'hydra:totalItems': number;
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
 */
export function hydraCollection<Member>(options: {
  type: string;
  requestUrl: string;
  members: Member[];
  totalItems: number;
  page: Page;
}): HydraCollection<Member> {
  const { type, requestUrl, members, totalItems, page } = options;
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
