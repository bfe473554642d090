import { TIMERS_MS } from '@retropics/domain/constants';

export interface GeoPoint {
  lat: number;
  lon: number;
}

/** A reading of the device: the point, and the height in metres where the device knows it. */
export interface DevicePosition extends GeoPoint {
  altitude: number | null;
}

/** Why no position came: the person or the browser said no, or the device could not tell in time. */
export type PositionFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export class PositionError extends Error {
  constructor(readonly reason: PositionFailure) {
    super(`Location ${reason}`);
    this.name = 'PositionError';
  }
}

const REASONS: Record<number, PositionFailure> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

/** One reading of the device position (spec §9: 10 s timeout). */
export function readPosition(timeoutMs: number = TIMERS_MS.geolocationTimeout): Promise<DevicePosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new PositionError('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          lat: position.coords.latitude,
          lon: position.coords.longitude,
          altitude: position.coords.altitude,
        }),
      (error) => reject(new PositionError(REASONS[error.code] ?? 'unavailable')),
      { timeout: timeoutMs, maximumAge: 5_000, enableHighAccuracy: false },
    );
  });
}
