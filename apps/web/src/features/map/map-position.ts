import { MAP } from '@retropics/domain/constants';
import type { LatLon } from './map-geo-param';

/** Spec §3: the last map position is kept on the device, so the map reopens there, offline too. */
export interface MapPosition extends LatLon {
  zoom: number;
}

const STORAGE_KEY = 'retropics.mapPosition';

export const DEFAULT_POSITION: MapPosition = {
  lat: MAP.initialCenter.lat,
  lon: MAP.initialCenter.lng,
  zoom: MAP.initialZoom,
};

export function readLastPosition(): MapPosition | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<MapPosition>;
    const { lat, lon, zoom } = value;
    if (typeof lat !== 'number' || typeof lon !== 'number' || typeof zoom !== 'number') return null;
    if (Math.abs(lat) > 90 || Math.abs(lon) > 180 || zoom < 0 || zoom > 22) return null;
    return { lat, lon, zoom };
  } catch {
    return null;
  }
}

export function storeLastPosition(position: MapPosition): void {
  try {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ lat: +position.lat.toFixed(6), lon: +position.lon.toFixed(6), zoom: position.zoom }),
    );
  } catch {
    // Storage full or blocked: the map opens at the default position next time.
  }
}
