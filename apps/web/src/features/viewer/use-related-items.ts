import { useQueries } from '@tanstack/react-query';
import { idOfIri } from '../../lib/hydra/iri';
import { photographQuery } from '../../lib/resources/photographs';
import { retrosnapQuery } from '../../lib/resources/retrosnaps';

/** One entry of the strip of additional photographs and RetroSnaps. */
export interface RelatedItem {
  iri: string;
  kind: 'photograph' | 'retrosnap';
  id: number;
  filePath: string;
  title: string;
}

/** Spec §2: ids containing /retrosnaps/ are RetroSnaps, the others photographs. */
export function relatedKind(iri: string): RelatedItem['kind'] {
  return iri.includes('/retrosnaps/') ? 'retrosnap' : 'photograph';
}

/**
 * The related documents, each read through its own resource (so one opened next comes from the
 * cache); undefined until every one has arrived, as the strip shows them together.
 */
export function useRelatedItems(iris: string[], language: string): { data: RelatedItem[] | undefined } {
  return useQueries({
    queries: iris.map((iri) =>
      relatedKind(iri) === 'retrosnap' ? retrosnapQuery(idOfIri(iri)) : photographQuery(idOfIri(iri)),
    ),
    combine: (results) => {
      if (!results.every((result) => result.isSuccess)) return { data: undefined };
      return {
        data: results.map(({ data }, index): RelatedItem => {
          const iri = iris[index] as string;
          const answer = data as {
            id: number;
            filePath: string;
            text?: string;
            translations?: Array<{ locale: string; name: string }>;
          };
          const translations = answer.translations ?? [];
          const name =
            translations.find((entry) => entry.locale === language)?.name ??
            translations[0]?.name ??
            answer.text;
          return { iri, kind: relatedKind(iri), id: answer.id, filePath: answer.filePath, title: name ?? '' };
        }),
      };
    },
  });
}
