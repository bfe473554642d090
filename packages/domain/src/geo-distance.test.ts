import { describe, expect, it } from 'vitest';
import { distanceKm, initialBearing } from './geo-distance';

const KAPELLBRUECKE = { lat: 47.051817, lon: 8.307567 };

describe('distanceKm', () => {
  it('measures a degree of latitude as about 111 km and a point to itself as 0', () => {
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(111.19, 1);
    expect(distanceKm(KAPELLBRUECKE, KAPELLBRUECKE)).toBe(0);
  });

  it('gives Luzern to Bern as the crow flies (about 66 km)', () => {
    expect(distanceKm(KAPELLBRUECKE, { lat: 46.9466, lon: 7.444 })).toBeCloseTo(66.4, 0);
  });
});

describe('initialBearing', () => {
  it('points north, east, south and west along the axes', () => {
    expect(initialBearing({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(0, 6);
    expect(initialBearing({ lat: 0, lon: 0 }, { lat: 0, lon: 1 })).toBeCloseTo(90, 6);
    expect(initialBearing({ lat: 0, lon: 0 }, { lat: -1, lon: 0 })).toBeCloseTo(180, 6);
    expect(initialBearing({ lat: 0, lon: 0 }, { lat: 0, lon: -1 })).toBeCloseTo(270, 6);
  });

  it('follows the great circle, not the rhumb line: New York to Paris starts north-east (about 54°)', () => {
    expect(initialBearing({ lat: 40.7128, lon: -74.006 }, { lat: 48.8566, lon: 2.3522 })).toBeCloseTo(
      53.6,
      0,
    );
  });

  it('sees the Bahnhof south-east of the Kapellbrücke and the Rathaus west-north-west', () => {
    expect(initialBearing(KAPELLBRUECKE, { lat: 47.050575, lon: 8.310329 })).toBeCloseTo(123, 0);
    expect(initialBearing(KAPELLBRUECKE, { lat: 47.052071, lon: 8.306076 })).toBeCloseTo(284, 0);
  });

  it('crosses the antimeridian the short way', () => {
    expect(initialBearing({ lat: 0, lon: 179.5 }, { lat: 0, lon: -179.5 })).toBeCloseTo(90, 6);
  });
});
