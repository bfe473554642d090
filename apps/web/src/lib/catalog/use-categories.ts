import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getJson, type HydraCollection } from '../hydra/hydra-client';
import { pickTranslation } from '../i18n/pick-translation';

export type AttributeType = 'Text' | 'Number' | 'Date' | 'Time' | 'Boolean' | 'Location' | 'AlbumLink';

/** Spec §3 'Category'. */
export interface Category {
  '@id': string;
  id: number;
  name: string;
  isForGalleries?: boolean;
  isForPhotographs?: boolean;
  isForComments?: boolean;
  translations?: Array<{
    locale: string;
    name?: string;
    attributesDefinition?: Array<{ code: string; name: string; type: AttributeType | string }>;
  }>;
}

/** All categories (a short list), kept for the session: chips, suggestions and album data read it. */
export function useCategories() {
  return useQuery({
    queryKey: ['categories', 'all'],
    queryFn: ({ signal }) => getJson<HydraCollection<Category>>('/categories?itemsPerPage=1000', { signal }),
    select: (collection) => collection['hydra:member'],
    staleTime: 60 * 60 * 1000,
  });
}

/** A category's name in the interface language. */
export function useCategoryName(): (category: Category) => string {
  const { i18n } = useTranslation();
  return (category) => pickTranslation(category.translations, i18n.language)?.name || category.name;
}
