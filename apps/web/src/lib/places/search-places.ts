import { DEBOUNCE_MS } from '@retropics/domain/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { buildQuery, getJson } from '../hydra/hydra-client';

/** One answer of `/placesSearchWithDocs` (spec §3 Place search result). */
export interface PlaceResult {
  /** Upper-case place key (`CH.LU.LUZERN`), the value of a place filter. */
  id: string;
  name: string;
  streetAddress: string | null;
  addressLocality: string | null;
  addressRegion: string | null;
  addressCountry: string;
  type: 'country' | 'region' | 'locality' | 'street';
  docsCount: number;
  geo: { lat: number; lon: number };
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * Places matching typed text, asked 500 ms after the last keystroke (spec §9), accent- and
 * case-insensitive on the server; with `near` (the map's centre) nearer places of equal count first.
 */
export function usePlaceSearch(text: string, near?: { lat: number; lon: number }) {
  const typed = useDebounced(text.trim(), DEBOUNCE_MS.placeSearch);
  const centre = near ? { lat: near.lat.toFixed(2), lon: near.lon.toFixed(2) } : null;
  const query = useQuery({
    queryKey: ['placesSearchWithDocs', typed, centre],
    enabled: typed.length > 0,
    queryFn: ({ signal }) =>
      getJson<PlaceResult[]>(`/placesSearchWithDocs?${buildQuery({ q: typed, ...(centre ?? {}) })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
  return { ...query, pending: text.trim() !== typed || query.isFetching };
}
