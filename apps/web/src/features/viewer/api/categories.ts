import { useQuery } from '@tanstack/react-query';
import { getJson, type HydraCollection } from '../../../lib/hydra/hydra-client';

export interface Category {
  '@id': string;
  name: string;
  translations: Array<{ locale: string; name: string }>;
}

/** All categories (a handful), for the hashtags of the info panel. */
export function useCategories(enabled: boolean) {
  return useQuery({
    queryKey: ['categories'],
    enabled,
    staleTime: 60 * 60_000,
    queryFn: async ({ signal }) =>
      (await getJson<HydraCollection<Category>>('/categories?itemsPerPage=1000', { signal }))['hydra:member'],
  });
}
