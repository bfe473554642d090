import { useQuery } from '@tanstack/react-query';
import type { PhotographSummary, RetrosnapSummary } from '../../../lib/entities/archive-types';
import { getJson } from '../../../lib/hydra/hydra-client';
import { membersOf, useHydraPages, useLoadAllPages } from '../../../lib/hydra/use-hydra-pages';

/** GET /photographs/{id}: the photograph the RetroSnaps repeat. */
export function usePhotograph(id: number) {
  return useQuery({
    queryKey: ['photographs', id],
    queryFn: ({ signal }) => getJson<PhotographSummary>(`/photographs/${id}`, { signal }),
  });
}

/** GET /retrosnaps?photograph={id}, every page. */
export function usePhotographRetrosnaps(id: number) {
  const query = useHydraPages<RetrosnapSummary>(
    ['retrosnaps', 'photograph', id],
    `/retrosnaps?photograph=${id}&itemsPerPage=100`,
  );
  useLoadAllPages(query);
  return { ...query, retrosnaps: membersOf(query.data?.pages) };
}
