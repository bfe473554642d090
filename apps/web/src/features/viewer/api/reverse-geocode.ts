import { useQuery } from '@tanstack/react-query';

/** GET /reverse: the server's geocoder (Nominatim-compatible, cached, with an offline fallback). */
export interface ReverseAddress {
  road: string | null;
  cityDistrict: string | null;
  city: string | null;
}

interface ReverseAnswer {
  address?: { road?: string | null; city_district?: string | null; city?: string | null } | null;
}

const empty: ReverseAddress = { road: null, cityDistrict: null, city: null };

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
  const response = await fetch(`/reverse?lat=${lat}&lon=${lon}`, {
    headers: { Accept: 'application/json' },
    signal: signal ?? null,
  });
  if (!response.ok) {
    console.warn('Geocode failed with status', response.status);
    return empty;
  }
  const body = (await response.json()) as ReverseAnswer;
  if (!body.address) {
    console.warn('Address not found in the response');
    return empty;
  }
  return {
    road: body.address.road ?? null,
    cityDistrict: body.address.city_district ?? null,
    city: body.address.city ?? null,
  };
}

export function useReverseGeocode(geo: { latitude: number; longitude: number } | null | undefined) {
  return useQuery({
    queryKey: ['reverse', geo?.latitude, geo?.longitude],
    enabled: Boolean(geo),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: ({ signal }) => reverseGeocode(geo?.latitude ?? 0, geo?.longitude ?? 0, signal),
  });
}
