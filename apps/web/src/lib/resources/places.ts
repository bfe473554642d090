import { DEBOUNCE_MS } from '@retropics/domain/constants';
import type { PlaceSearchResult } from '@retropics/domain/contracts/place.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, buildQuery, getJson } from '../hydra/hydra-client';
import { resourceKeys } from '../hydra/resource-keys';
import { DEFAULT_LANGUAGE, isLanguage } from '../i18n/i18n';
import { useDebounced } from '../timing/use-debounced';

/** One answer of `/placesSearchWithDocs` (spec §3 Place search result). */
export type PlaceResult = PlaceSearchResult;

interface PlaceDetail {
  name?: string | null;
  localname?: string | null;
}

/** GET /reverse: the server's geocoder (Nominatim-compatible, cached, with an offline fallback). */
export interface ReverseAddress {
  road: string | null;
  cityDistrict: string | null;
  city: string | null;
}

interface ReverseAnswer {
  address?: { road?: string | null; city_district?: string | null; city?: string | null } | null;
}

export const placeKeys = resourceKeys('places');

/**
 * Places matching typed text, asked 500 ms after the last keystroke (spec §9), accent- and
 * case-insensitive on the server; with `near` (the map's centre) nearer places of equal count first.
 * Places that read the same come once (the server keeps the one with photographs).
 */
export function usePlaceSearch(text: string, near?: { lat: number; lon: number }) {
  const { i18n } = useTranslation();
  const typed = useDebounced(text.trim(), DEBOUNCE_MS.placeSearch);
  const centre = near ? { lat: near.lat.toFixed(2), lon: near.lon.toFixed(2) } : null;
  // Regions and countries come named in the interface language.
  const locale = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const url = `/placesSearchWithDocs?${buildQuery({ q: typed, ...(centre ?? {}), locale })}`;
  const query = useQuery({
    queryKey: placeKeys.list(url),
    enabled: typed.length > 0,
    queryFn: ({ signal }) => getJson<PlaceResult[]>(url, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
  return { ...query, pending: text.trim() !== typed || query.isFetching };
}

/**
 * The display name of a place key (`CH.LU.LUZERN` → 'Luzern') for a place filter read from a
 * link, which carries only the key. Null while unknown; callers then show the key.
 */
export function usePlaceName(key: string | null): string | null {
  const { data } = useQuery({
    queryKey: placeKeys.detail(key ?? ''),
    enabled: key !== null,
    queryFn: ({ signal }) =>
      getJson<PlaceDetail>(`/placeDetail/de/${encodeURIComponent(key ?? '')}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return data?.name || data?.localname || null;
}

const noAddress: ReverseAddress = { road: null, cityDistrict: null, city: null };

/**
 * Spec §7 uses `city_district` and `road`; §8: a failed call is logged ('Geocode failed with
 * status') and an answer without address too ('Address not found in the response'); both leave
 * district and street empty rather than failing the screen.
 */
export async function reverseGeocode(
  lat: number,
  lon: number,
  signal?: AbortSignal,
): Promise<ReverseAddress> {
  let body: ReverseAnswer;
  try {
    body = await getJson<ReverseAnswer>(`/reverse?lat=${lat}&lon=${lon}`, signal ? { signal } : {});
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.warn('Geocode failed with status', error.status);
    return noAddress;
  }
  if (!body.address) {
    console.warn('Address not found in the response');
    return noAddress;
  }
  return {
    road: body.address.road ?? null,
    cityDistrict: body.address.city_district ?? null,
    city: body.address.city ?? null,
  };
}

export function useReverseGeocode(geo: { latitude: number; longitude: number } | null | undefined) {
  return useQuery({
    queryKey: placeKeys.list(`/reverse?lat=${geo?.latitude}&lon=${geo?.longitude}`),
    enabled: Boolean(geo),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: ({ signal }) => reverseGeocode(geo?.latitude ?? 0, geo?.longitude ?? 0, signal),
  });
}
