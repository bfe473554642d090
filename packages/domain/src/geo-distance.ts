/** Where a point on the earth is: latitude and longitude in degrees. */
export interface GeoPoint {
  lat: number;
  lon: number;
}

const EARTH_RADIUS_KM = 6371;
const RADIANS = Math.PI / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = (to.lat - from.lat) * RADIANS;
  const dLon = (to.lon - from.lon) * RADIANS;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(from.lat * RADIANS) * Math.cos(to.lat * RADIANS) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The great-circle initial bearing from `from` towards `to`: degrees clockwise from true north,
 * 0 ≤ bearing < 360 (what a compass heading is compared with).
 */
export function initialBearing(from: GeoPoint, to: GeoPoint): number {
  const lat1 = from.lat * RADIANS;
  const lat2 = to.lat * RADIANS;
  const dLon = (to.lon - from.lon) * RADIANS;
  const y = Math.sin(dLon) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLon);
  return (Math.atan2(y, x) / RADIANS + 360) % 360;
}
