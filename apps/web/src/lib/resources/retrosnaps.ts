import type { RetrosnapOutput } from '@retropics/domain/contracts/retrosnap.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RetrosnapSummary } from '../entities/archive-types';
import { getJson } from '../hydra/hydra-client';
import { resourceKeys } from '../hydra/resource-keys';
import { membersOf, useHydraPages, useLoadAllPages } from '../hydra/use-hydra-pages';

/** GET /retrosnaps/{id} (spec §3 'Retrosnap'), the fields the show screen reads. */
export type Retrosnap = Pick<
  RetrosnapOutput,
  | '@id'
  | 'id'
  | 'text'
  | 'filePath'
  | 'size'
  | 'ratio'
  | 'photograph'
  | 'author'
  | 'dateCreated'
  | 'dateText'
  | 'place'
  | 'backFilePath'
  | 'attribution'
  | 'commentsCount'
>;

export const retrosnapKeys = resourceKeys('retrosnaps');

export function retrosnapQuery(id: number) {
  return queryOptions({
    queryKey: retrosnapKeys.detail(id),
    queryFn: ({ signal }) => getJson<Retrosnap>(`/retrosnaps/${id}`, { signal }),
  });
}

export function useRetrosnap(id: number) {
  return useQuery(retrosnapQuery(id));
}

/** GET /retrosnaps?photograph={id}, every page. */
export function usePhotographRetrosnaps(photographId: number) {
  const url = `/retrosnaps?photograph=${photographId}&itemsPerPage=100`;
  const query = useHydraPages<RetrosnapSummary>(retrosnapKeys.pages(url), url);
  useLoadAllPages(query);
  return { ...query, retrosnaps: membersOf(query.data?.pages) };
}
