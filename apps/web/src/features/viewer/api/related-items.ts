import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/hydra/hydra-client';

/** One entry of the strip of additional photographs and RetroSnaps. */
export interface RelatedItem {
  iri: string;
  kind: 'photograph' | 'retrosnap';
  id: number;
  filePath: string;
  title: string;
}

interface RelatedAnswer {
  id: number;
  filePath: string;
  text?: string;
  translations?: Array<{ locale: string; name: string }>;
}

/** Spec §2: ids containing /retrosnaps/ are RetroSnaps, the others photographs. */
export function relatedKind(iri: string): RelatedItem['kind'] {
  return iri.includes('/retrosnaps/') ? 'retrosnap' : 'photograph';
}

export function useRelatedItems(iris: string[], language: string) {
  return useQuery({
    queryKey: ['related-items', iris, language],
    enabled: iris.length > 0,
    queryFn: async ({ signal }) =>
      Promise.all(
        iris.map(async (iri): Promise<RelatedItem> => {
          const answer = await getJson<RelatedAnswer>(iri, { signal });
          const translations = answer.translations ?? [];
          const name =
            translations.find((entry) => entry.locale === language)?.name ??
            translations[0]?.name ??
            answer.text;
          return { iri, kind: relatedKind(iri), id: answer.id, filePath: answer.filePath, title: name ?? '' };
        }),
      ),
  });
}
