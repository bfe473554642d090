import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getJson, type HydraCollection, type RequestOptions } from './hydra-client';

/**
 * A Hydra collection read page by page: the first page from `firstUrl`, every further one from
 * the `hydra:next` link of the page before (spec §7), so paging and filters stay the server's.
 * `auth: true` for a list of the person's own (the token goes along, traded fresh when due).
 */
export function useHydraPages<T>(
  queryKey: QueryKey,
  firstUrl: string | null,
  options: Pick<RequestOptions, 'auth'> = {},
) {
  return useInfiniteQuery({
    queryKey,
    enabled: firstUrl !== null,
    initialPageParam: firstUrl ?? '',
    queryFn: ({ pageParam, signal }) => getJson<HydraCollection<T>>(pageParam, { ...options, signal }),
    getNextPageParam: (last) => last['hydra:view']?.['hydra:next'],
  });
}

/** The members of all pages loaded so far, each once (a page may repeat an item when the order shifts). */
export function membersOf<T extends { '@id': string }>(
  pages: ReadonlyArray<HydraCollection<T>> | undefined,
): T[] {
  if (!pages) return [];
  const seen = new Set<string>();
  const members: T[] = [];
  for (const page of pages) {
    for (const member of page['hydra:member']) {
      if (seen.has(member['@id'])) continue;
      seen.add(member['@id']);
      members.push(member);
    }
  }
  return members;
}

/** Every member of a collection, fetched page by page along `hydra:next` in one go. */
export async function fetchAllMembers<T>(firstUrl: string, signal?: AbortSignal): Promise<T[]> {
  const members: T[] = [];
  let next: string | undefined = firstUrl;
  while (next) {
    const page: HydraCollection<T> = await getJson(next, signal ? { signal } : {});
    members.push(...page['hydra:member']);
    next = page['hydra:view']?.['hydra:next'];
  }
  return members;
}

/**
 * Keeps loading the next page until the collection is complete. For lists a screen shows whole
 * (an album's pictures), where the counts and the grid need every member.
 */
export function useLoadAllPages(query: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  fetchNextPage: () => Promise<unknown>;
}): void {
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
}

/**
 * A list a screen shows whole, from `firstUrl` (null: the screen has nothing to ask for): its
 * members so far, whether it is complete, and whether a page failed.
 */
export function useWholeCollection<T extends { '@id': string }>(queryKey: QueryKey, firstUrl: string | null) {
  const query = useHydraPages<T>(queryKey, firstUrl);
  useLoadAllPages(query);
  return {
    items: membersOf(query.data?.pages),
    done: firstUrl === null || (!query.hasNextPage && !query.isPending),
    error: query.isError,
  };
}
