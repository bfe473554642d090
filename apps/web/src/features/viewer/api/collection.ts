import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/hydra/hydra-client';

/** What the collection info dialog shows (spec §2: headline, about, text, count, copyright, licence). */
export interface CollectionInfo {
  '@id': string;
  id: number;
  headline: string;
  about: string | null;
  text: string | null;
  photographsCount: number;
  owner: string | null;
  licenseName: string | null;
  licenseUrl: string | null;
  collectionCopyrightUrl: string | null;
  copyrightHoldingPerson: string | null;
}

export function useCollection(iri: string | null | undefined) {
  return useQuery({
    queryKey: ['photograph-collection', iri],
    enabled: Boolean(iri),
    queryFn: ({ signal }) => getJson<CollectionInfo>(iri as string, { signal }),
  });
}
