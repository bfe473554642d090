import type { CategoryOutput } from '@retropics/domain/contracts/category.contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getJson, type HydraCollection } from '../hydra/hydra-client';
import { resourceKeys } from '../hydra/resource-keys';
import { pickTranslation } from '../i18n/pick-translation';

export type AttributeType = CategoryOutput['translations'][number]['attributesDefinition'][number]['type'];

/** Spec §3 'Category'. */
export type Category = Pick<
  CategoryOutput,
  '@id' | 'id' | 'name' | 'isForGalleries' | 'isForPhotographs' | 'isForComments' | 'translations'
>;

export const categoryKeys = resourceKeys('categories');

const ALL_CATEGORIES_URL = '/categories?itemsPerPage=1000';

/**
 * All categories (a short list), kept for the session: chips, suggestions, album data and the
 * viewer's hashtags read it. `enabled` false: not needed yet.
 */
export function useCategories(enabled = true) {
  return useQuery({
    queryKey: categoryKeys.list(ALL_CATEGORIES_URL),
    enabled,
    queryFn: ({ signal }) => getJson<HydraCollection<Category>>(ALL_CATEGORIES_URL, { signal }),
    select: (collection) => collection['hydra:member'],
    staleTime: 60 * 60 * 1000,
  });
}

/** A category's name in the interface language. */
export function useCategoryName(): (category: Category) => string {
  const { i18n } = useTranslation();
  return (category) => pickTranslation(category.translations, i18n.language)?.name || category.name;
}
