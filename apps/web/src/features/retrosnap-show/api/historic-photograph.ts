import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/hydra/hydra-client';

/** The photograph a RetroSnap re-photographs: what the comparison and the title need. */
export interface HistoricPhotograph {
  id: number;
  filePath: string;
  ratio: number;
  isBlackAndWhite: boolean;
  hasColorized: boolean;
  dateText: string | null;
  translations: Array<{ locale: string; name: string }>;
}

export function useHistoricPhotograph(iri: string | undefined) {
  return useQuery({
    queryKey: ['photograph-by-iri', iri],
    enabled: Boolean(iri),
    queryFn: ({ signal }) => getJson<HistoricPhotograph>(iri as string, { signal }),
  });
}
