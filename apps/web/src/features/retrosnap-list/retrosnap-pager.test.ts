import { describe, expect, it } from 'vitest';
import { pageOfAddress, pagerOf, requestedPage, requestedPageSize } from './retrosnap-pager';

const view = (links: Record<string, string>) => ({
  'hydra:view': { '@id': '/retrosnaps?author=4&page=2', ...links },
});

describe('the RetroSnap list pager', () => {
  it('reads the page number of a Hydra view address', () => {
    expect(pageOfAddress('/retrosnaps?author=4&page=3&itemsPerPage=30')).toBe(3);
    expect(pageOfAddress('/retrosnaps?author=4')).toBe(1);
    expect(pageOfAddress(undefined)).toBeNull();
    expect(pageOfAddress('/retrosnaps?page=zero')).toBeNull();
  });

  it('leads a middle page to all four neighbours', () => {
    const pager = pagerOf(
      view({
        'hydra:first': '/retrosnaps?author=4&page=1',
        'hydra:previous': '/retrosnaps?author=4&page=1',
        'hydra:next': '/retrosnaps?author=4&page=3',
        'hydra:last': '/retrosnaps?author=4&page=5',
      }),
      2,
    );
    expect(pager).toEqual({ page: 2, lastPage: 5, targets: { first: 1, previous: 1, next: 3, last: 5 } });
  });

  it('disables first and previous on the first page, next and last on the last', () => {
    const first = pagerOf(
      view({ 'hydra:next': '/retrosnaps?page=2', 'hydra:last': '/retrosnaps?page=4' }),
      1,
    );
    expect(first.targets).toEqual({ first: null, previous: null, next: 2, last: 4 });
    const last = pagerOf(
      view({
        'hydra:first': '/retrosnaps?page=1',
        'hydra:previous': '/retrosnaps?page=3',
        'hydra:last': '/retrosnaps?page=4',
      }),
      4,
    );
    expect(last.targets).toEqual({ first: 1, previous: 3, next: null, last: null });
  });

  it('has no target at all for a list on one page', () => {
    expect(pagerOf({ 'hydra:view': undefined }, 1)).toEqual({
      page: 1,
      lastPage: 1,
      targets: { first: null, previous: null, next: null, last: null },
    });
  });

  it('opens the first page for a missing or broken ?page=', () => {
    expect(requestedPage(new URLSearchParams('page=3'))).toBe(3);
    expect(requestedPage(new URLSearchParams(''))).toBe(1);
    expect(requestedPage(new URLSearchParams('page=-2'))).toBe(1);
    expect(requestedPage(new URLSearchParams('page=1.5'))).toBe(1);
  });

  it('shows 10 rows a page unless the address asks for 1 to 100', () => {
    expect(requestedPageSize(new URLSearchParams(''))).toBe(10);
    expect(requestedPageSize(new URLSearchParams('itemsPerPage=1'))).toBe(1);
    expect(requestedPageSize(new URLSearchParams('itemsPerPage=500'))).toBe(100);
    expect(requestedPageSize(new URLSearchParams('itemsPerPage=0'))).toBe(10);
  });
});
