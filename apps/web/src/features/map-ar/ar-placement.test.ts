import { describe, expect, it } from 'vitest';
import { outOfViewCounts, type Placement, placeOnScreen, placesAround, withinReach } from './ar-placement';
import { compassPointOf, distanceText } from './distance-text';

const DEVICE = { lat: 47.050583, lon: 8.308 };
const metresEast = (metres: number) => ({
  lat: DEVICE.lat,
  lon: DEVICE.lon + metres / (111_320 * Math.cos((DEVICE.lat * Math.PI) / 180)),
});

describe('placeOnScreen', () => {
  it('centres a place straight ahead and puts one 15° to the right a quarter of the view right', () => {
    const ahead = placeOnScreen(90, 200, 90, 5000);
    expect(ahead).toMatchObject({ inView: true, x: 0.5 });
    const right = placeOnScreen(105, 200, 90, 5000);
    expect(right.inView && right.x).toBeCloseTo(0.75, 6);
    const left = placeOnScreen(75, 200, 90, 5000);
    expect(left.inView && left.x).toBeCloseTo(0.25, 6);
  });

  it('wraps across north: facing 350°, a place at 10° is right of centre', () => {
    const placement = placeOnScreen(10, 200, 350, 5000);
    expect(placement.inView && placement.x).toBeCloseTo(0.5 + 20 / 60, 6);
  });

  it('sends places outside the 60° view to the nearer edge', () => {
    expect(placeOnScreen(90, 200, 0, 5000)).toEqual({ inView: false, side: 'right' });
    expect(placeOnScreen(300, 200, 0, 5000)).toEqual({ inView: false, side: 'left' });
  });

  it('draws nearer places lower and bigger, the farthest smallest near the horizon', () => {
    const near = placeOnScreen(0, 20, 0, 5000) as Extract<Placement, { inView: true }>;
    const middle = placeOnScreen(0, 300, 0, 5000) as Extract<Placement, { inView: true }>;
    const far = placeOnScreen(0, 5000, 0, 5000) as Extract<Placement, { inView: true }>;
    const beyond = placeOnScreen(0, 9000, 0, 5000) as Extract<Placement, { inView: true }>;
    expect(near.scale).toBe(1);
    expect(near.y).toBeGreaterThan(middle.y);
    expect(middle.y).toBeGreaterThan(far.y);
    expect(middle.scale).toBeGreaterThan(far.scale);
    expect(far.scale).toBeCloseTo(0.6, 6);
    expect(beyond).toEqual(far);
  });
});

describe('placesAround', () => {
  it('gives distance and bearing from the device, nearest first, leaving out places without a point', () => {
    const items = [
      { id: 1, geo: metresEast(500) },
      { id: 2, geo: null },
      { id: 3, geo: { lat: DEVICE.lat + 0.001, lon: DEVICE.lon } },
    ];
    const places = placesAround(DEVICE, items);
    expect(places.map((place) => place.item.id)).toEqual([3, 1]);
    expect(places[0]?.bearing).toBeCloseTo(0, 3);
    expect(places[0]?.distanceMetres).toBeCloseTo(111, 0);
    expect(places[1]?.bearing).toBeCloseTo(90, 1);
    expect(Math.abs((places[1]?.distanceMetres ?? 0) - 500)).toBeLessThan(2);
  });

  it('keeps the near ones, or widens to all when none is near', () => {
    const places = placesAround(DEVICE, [
      { geo: metresEast(800) },
      { geo: metresEast(7000) },
      { geo: metresEast(12_000) },
    ]);
    expect(withinReach(places, 5)).toHaveLength(1);
    expect(withinReach(places.slice(1), 5)).toHaveLength(2);
  });
});

describe('outOfViewCounts', () => {
  it('counts the places beyond each edge', () => {
    const heading = 0;
    const placements = [10, 100, 120, 250, 0].map((bearing) => placeOnScreen(bearing, 100, heading, 5000));
    expect(outOfViewCounts(placements)).toEqual({ left: 1, right: 2 });
  });
});

describe('distanceText', () => {
  it('says metres below a kilometre and kilometres beyond, in the reader’s language', () => {
    expect(distanceText(247, 'en')).toBe('250 m');
    expect(distanceText(4, 'de')).toBe('4 m');
    expect(distanceText(1234, 'de')).toBe('1,2 km');
    expect(distanceText(1234, 'en')).toBe('1.2 km');
    expect(distanceText(998, 'it')).toBe('1 km');
    expect(distanceText(14_400, 'it')).toBe('14 km');
  });
});

describe('compassPointOf', () => {
  it('names the nearest of eight points, wrapping at north', () => {
    expect(compassPointOf(0)).toBe('n');
    expect(compassPointOf(352)).toBe('n');
    expect(compassPointOf(123)).toBe('se');
    expect(compassPointOf(284)).toBe('w');
  });
});
