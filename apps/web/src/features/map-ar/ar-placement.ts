import { distanceKm, type GeoPoint, initialBearing } from '@retropics/domain/geo-distance';
import { turnBetween } from '../../lib/device/compass-heading';

/** How wide the camera sees, in degrees: a phone's rear camera held upright, roughly. */
export const FIELD_OF_VIEW_DEGREES = 60;

/** Nearer places than this are all drawn as near; farther ones than the radius as far. */
const NEAR_METRES = 20;

/** A place around the device: how far, and in which direction. */
export interface PlaceAround<T> {
  item: T;
  distanceMetres: number;
  /** Degrees clockwise from north, as seen from the device. */
  bearing: number;
}

/** The items with their distance and bearing from `device`, nearest first. */
export function placesAround<T extends { geo: GeoPoint | null }>(
  device: GeoPoint,
  items: readonly T[],
): PlaceAround<T>[] {
  return items
    .filter((item): item is T & { geo: GeoPoint } => item.geo !== null)
    .map((item) => ({
      item,
      distanceMetres: distanceKm(device, item.geo) * 1000,
      bearing: initialBearing(device, item.geo),
    }))
    .sort((a, b) => a.distanceMetres - b.distanceMetres);
}

/**
 * The places worth showing: those within `nearKm`, or when none is that near, all within the
 * farther radius the list came with (the search widens rather than show nothing).
 */
export function withinReach<T>(places: readonly PlaceAround<T>[], nearKm: number): PlaceAround<T>[] {
  const near = places.filter((place) => place.distanceMetres <= nearKm * 1000);
  return near.length > 0 ? near : [...places];
}

export type Placement =
  | {
      inView: true;
      /** Centre of the card across the screen, 0 (left edge) … 1 (right edge). */
      x: number;
      /** Centre of the card down the screen, 0 … 1: far places sit high, near the horizon. */
      y: number;
      /** 1 for the nearest, down to 0.6 for the farthest. */
      scale: number;
    }
  | { inView: false; side: 'left' | 'right' };

/**
 * Where a place is drawn over the camera picture: across by the turn from the heading to its
 * bearing (the field of view spans the screen), down and in size by its distance on a log scale
 * up to `farMetres`, so that the first hundred metres are not squeezed into a corner.
 */
export function placeOnScreen(
  bearing: number,
  distanceMetres: number,
  heading: number,
  farMetres: number,
  fieldOfView: number = FIELD_OF_VIEW_DEGREES,
): Placement {
  const turn = turnBetween(heading, bearing);
  if (Math.abs(turn) > fieldOfView / 2) return { inView: false, side: turn < 0 ? 'left' : 'right' };
  const far = Math.max(farMetres, NEAR_METRES * 2);
  const clamped = Math.min(Math.max(distanceMetres, NEAR_METRES), far);
  const depth = Math.log(clamped / NEAR_METRES) / Math.log(far / NEAR_METRES);
  return { inView: true, x: 0.5 + turn / fieldOfView, y: 0.72 - depth * 0.34, scale: 1 - depth * 0.4 };
}

/** How many places lie beyond each edge of the view. */
export function outOfViewCounts(placements: readonly Placement[]): { left: number; right: number } {
  let left = 0;
  let right = 0;
  for (const placement of placements) {
    if (placement.inView) continue;
    if (placement.side === 'left') left++;
    else right++;
  }
  return { left, right };
}
