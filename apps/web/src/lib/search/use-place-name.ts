import { useQuery } from '@tanstack/react-query';
import { getJson } from '../hydra/hydra-client';

interface PlaceDetail {
  name?: string | null;
  localname?: string | null;
}

/**
 * The display name of a place key (`CH.LU.LUZERN` → 'Luzern') for a place filter read from a
 * link, which carries only the key. Null while unknown; callers then show the key.
 */
export function usePlaceName(key: string | null): string | null {
  const { data } = useQuery({
    queryKey: ['placeDetail', key],
    enabled: key !== null,
    queryFn: ({ signal }) =>
      getJson<PlaceDetail>(`/placeDetail/de/${encodeURIComponent(key ?? '')}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return data?.name || data?.localname || null;
}
