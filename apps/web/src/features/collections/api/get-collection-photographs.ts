import type { PhotographSummary } from '../../../lib/entities/archive-types';
import { membersOf, useHydraPages } from '../../../lib/hydra/use-hydra-pages';

/** GET photographs?collection={id}&parentPhotograph[exists]=false, paged via the next link (spec §7). */
export function useCollectionPhotographs(id: number, enabled: boolean) {
  const query = useHydraPages<PhotographSummary>(
    ['photographs', 'collection', id],
    enabled ? `/photographs?collection=${id}&parentPhotograph%5Bexists%5D=false&itemsPerPage=60` : null,
  );
  return { ...query, photographs: membersOf(query.data?.pages) };
}
