import { useQuery } from '@tanstack/react-query';
import { buildQuery, getJson, type HydraCollection } from '../../../lib/hydra/hydra-client';
import { idOfIri } from '../../../lib/hydra/iri';

/** Spec §3 'Product' as a perk of a crowdfunding collection. */
export interface Perk {
  '@id': string;
  id: number;
  translations: Array<{ locale: string; name: string; description?: string }>;
  priceWithVat: number;
  numberOfPucrchases: number;
  images: string[];
}

/** GET products?id[]=… for the collection's perks (spec §7), in the collection's order. */
export function usePerks(productIris: readonly string[]) {
  const ids = productIris.map(idOfIri);
  return useQuery({
    queryKey: ['products', 'perks', ids],
    enabled: ids.length > 0,
    queryFn: async ({ signal }) => {
      const list = await getJson<HydraCollection<Perk>>(`/products?${buildQuery({ 'id[]': ids })}`, {
        signal,
      });
      const byId = new Map(list['hydra:member'].map((product) => [product.id, product]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  });
}
