import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/hydra/hydra-client';

/** The server's tile source for the base map; none means the embedded outlines alone. */
export interface MapSettings {
  tileUrl: string | null;
  attribution: string | null;
  maxZoom: number | null;
}

const NO_TILES: MapSettings = { tileUrl: null, attribution: null, maxZoom: null };

export function useMapSettings() {
  return useQuery({
    queryKey: ['map', 'settings'],
    // Offline or an older server: the embedded base map works on its own.
    queryFn: ({ signal }) => getJson<MapSettings>('/map_settings', { signal }).catch(() => NO_TILES),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
