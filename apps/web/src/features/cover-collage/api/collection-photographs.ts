import { useQuery } from '@tanstack/react-query';
import { getJson, type HydraCollection } from '../../../lib/hydra/hydra-client';

export interface MosaicPhotograph {
  id: number;
  filePath: string;
  originalName: string;
  ratio: number;
  size: [number, number];
  translations: Array<{ locale: string; name: string }>;
}

/** Spec §7: GET photographs?collection={id}&parentPhotograph[exists]=false, following the next link. */
export function useCollectionPhotographs(collectionId: number) {
  return useQuery({
    queryKey: ['collection-photographs', collectionId],
    queryFn: async ({ signal }) => {
      const photographs: MosaicPhotograph[] = [];
      let next: string | undefined =
        `/photographs?collection=${collectionId}&parentPhotograph%5Bexists%5D=false&itemsPerPage=200`;
      while (next) {
        const page: HydraCollection<MosaicPhotograph> = await getJson(next, { signal });
        photographs.push(...page['hydra:member']);
        next = page['hydra:view']?.['hydra:next'];
      }
      return photographs;
    },
  });
}
