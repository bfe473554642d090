import { useQuery } from '@tanstack/react-query';
import type { Collection } from '../../../lib/entities/collection';
import { getJson } from '../../../lib/hydra/hydra-client';

/** GET /photograph_collections/{id}. */
export function useCollection(id: number) {
  return useQuery({
    queryKey: ['photograph_collections', id],
    queryFn: ({ signal }) => getJson<Collection>(`/photograph_collections/${id}`, { signal }),
  });
}
