import { MAP } from '@retropics/domain/constants';
import type { GeoBox } from '../../lib/resources/map';

export interface LatLon {
  lat: number;
  lon: number;
}

/** Where the map opens: a centre with a zoom, or a box to fit. */
export type MapTarget = ({ kind: 'centre'; zoom: number } & LatLon) | ({ kind: 'box' } & GeoBox);

/** A place link (`/map/46.49,11.35`) shows the spot closely enough to see its street boxes. */
export const LINKED_SPOT_ZOOM = MAP.streetBoxMinZoom;

const validLat = (n: number) => Number.isFinite(n) && Math.abs(n) <= 90;
const validLon = (n: number) => Number.isFinite(n) && Math.abs(n) <= 180;

/**
 * Reads the `{geo}` of `/map/{geo}` (spec §2): `lat,lon` (2 numbers, the centre) or 4 numbers,
 * the box `south,west,north,east`. Numbers may be separated by commas, semicolons or blanks.
 * Anything else gives null, and the map opens where it would without a link.
 */
export function parseGeoParam(param: string | undefined): MapTarget | null {
  if (!param) return null;
  const parts = param
    .trim()
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number);
  if (parts.some((n) => !Number.isFinite(n))) return null;
  if (parts.length === 2) {
    const [lat, lon] = parts as [number, number];
    return validLat(lat) && validLon(lon) ? { kind: 'centre', lat, lon, zoom: LINKED_SPOT_ZOOM } : null;
  }
  if (parts.length === 4) {
    const [south, west, north, east] = parts as [number, number, number, number];
    const valid = validLat(south) && validLat(north) && validLon(west) && validLon(east) && south <= north;
    return valid ? { kind: 'box', south, west, north, east } : null;
  }
  return null;
}

/** The `{geo}` of a link to a spot on the map. */
export function geoParam(point: LatLon): string {
  return `${point.lat.toFixed(6)},${point.lon.toFixed(6)}`;
}
