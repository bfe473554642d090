import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/hydra/hydra-client';

/** Spec §3 'Place' search result. */
export interface PlaceResult {
  id: string;
  name: string;
  streetAddress: string | null;
  addressLocality: string | null;
  addressRegion: string | null;
  addressCountry: string | null;
  type: string;
  docsCount: number;
}

/** Places need at least this many letters: one letter matches half the gazetteer. */
export const PLACE_SEARCH_MIN_LENGTH = 2;

/** GET /placesSearchWithDocs?q= for text the caller has already debounced (spec §7: 500 ms). */
export function usePlaceSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: ['placesSearchWithDocs', q],
    enabled: q.length >= PLACE_SEARCH_MIN_LENGTH,
    queryFn: ({ signal }) =>
      getJson<PlaceResult[]>(`/placesSearchWithDocs?q=${encodeURIComponent(q)}`, { signal }),
    staleTime: 5 * 60 * 1000,
  });
}
