import type { ProductOutput } from '@retropics/domain/contracts/product.contract';
import { useQuery } from '@tanstack/react-query';
import { buildQuery, getJson, type HydraCollection } from '../hydra/hydra-client';
import { idOfIri } from '../hydra/iri';
import { resourceKeys } from '../hydra/resource-keys';

/** Spec §3 'Product' as a perk of a crowdfunding collection. */
export type Perk = Pick<
  ProductOutput,
  | '@id'
  | 'id'
  | 'translations'
  | 'priceWithVat'
  | 'numberOfPucrchases'
  | 'images'
  | 'configOptions'
  | 'additionalAttributes'
>;

export const productKeys = resourceKeys('products');

/** GET products?id[]=… for a collection's perks (spec §7), in the collection's order. */
export function usePerks(productIris: readonly string[]) {
  const ids = productIris.map(idOfIri);
  const url = `/products?${buildQuery({ 'id[]': ids })}`;
  return useQuery({
    queryKey: productKeys.list(url),
    enabled: ids.length > 0,
    queryFn: async ({ signal }) => {
      const list = await getJson<HydraCollection<Perk>>(url, { signal });
      const byId = new Map(list['hydra:member'].map((product) => [product.id, product]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  });
}

/** A product a curator can offer as a perk: every product of the shop (spec §7 GET products). */
export type ProductChoice = Pick<
  ProductOutput,
  '@id' | 'id' | 'translations' | 'priceWithVat' | 'productCategory'
>;

/** GET /products?itemsPerPage=1000: the products to choose a collection's perks from. */
export function useProductChoices(enabled: boolean) {
  const url = '/products?itemsPerPage=1000';
  return useQuery({
    queryKey: productKeys.list(url),
    enabled,
    queryFn: ({ signal }) => getJson<HydraCollection<ProductChoice>>(url, { signal }),
    select: (list) => list['hydra:member'],
  });
}
