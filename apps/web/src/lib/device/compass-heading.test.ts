import { describe, expect, it } from 'vitest';
import {
  cameraHeading,
  circularMean,
  HeadingFilter,
  headingOf,
  turnBetween,
  wrapDegrees,
} from './compass-heading';

const upright = (heading: number) => ({
  alpha: wrapDegrees(360 - heading),
  beta: 90,
  gamma: 0,
  absolute: true,
});

describe('circularMean', () => {
  it('averages across north: 350°, 0° and 10° give 0°, not 120°', () => {
    expect(circularMean([350, 0, 10])).toBeCloseTo(0, 6);
    expect(circularMean([359, 1])).toBeCloseTo(0, 6);
  });

  it('averages plain angles like numbers and has no answer for none or opposites', () => {
    expect(circularMean([80, 100])).toBeCloseTo(90, 6);
    expect(circularMean([])).toBeNull();
    expect(circularMean([0, 180])).toBeNull();
  });
});

describe('turnBetween', () => {
  it('takes the short way round', () => {
    expect(turnBetween(350, 10)).toBeCloseTo(20, 6);
    expect(turnBetween(10, 350)).toBeCloseTo(-20, 6);
    expect(turnBetween(0, 180)).toBe(180);
  });
});

describe('cameraHeading', () => {
  it('reads where the back of an upright phone looks', () => {
    expect(cameraHeading(0, 90, 0)).toBeCloseTo(0, 6);
    expect(cameraHeading(270, 90, 0)).toBeCloseTo(90, 6);
    expect(cameraHeading(90, 90, 0)).toBeCloseTo(270, 6);
  });

  it('is the same for a phone turned to landscape (the back still looks the same way)', () => {
    // Landscape, top edge to the left, back towards the east.
    expect(cameraHeading(0, 0, -90)).toBeCloseTo(90, 6);
  });

  it('takes the top edge of a phone lying flat', () => {
    expect(cameraHeading(300, 0, 0)).toBeCloseTo(60, 6);
  });
});

describe('headingOf', () => {
  it("prefers Safari's compass heading and ignores relative readings", () => {
    expect(headingOf({ alpha: 10, beta: 90, gamma: 0, absolute: false, webkitCompassHeading: 42 })).toBe(42);
    expect(headingOf({ alpha: 10, beta: 90, gamma: 0, absolute: false })).toBeNull();
    expect(headingOf({ alpha: null, beta: null, gamma: null, absolute: true })).toBeNull();
    expect(headingOf(upright(135))).toBeCloseTo(135, 6);
  });
});

describe('HeadingFilter', () => {
  it('smooths over the last 10 readings, wrapping at 360°', () => {
    const filter = new HeadingFilter();
    for (const heading of [355, 5, 355, 5]) filter.push(upright(heading));
    const state = filter.current();
    expect(state.status).toBe('live');
    expect(state.status === 'live' && turnBetween(0, state.heading)).toBeCloseTo(0, 6);
    // Ten readings at 90° push the old ones out entirely.
    for (let i = 0; i < 10; i++) filter.push(upright(90));
    const later = filter.current();
    expect(later.status === 'live' && later.heading).toBeCloseTo(90, 6);
  });

  it('gives up after 200 events without an absolute reading', () => {
    const filter = new HeadingFilter();
    const relative = { alpha: 10, beta: 90, gamma: 0, absolute: false };
    for (let i = 0; i < 199; i++) filter.push(relative);
    expect(filter.current().status).toBe('waiting');
    filter.push(relative);
    expect(filter.current().status).toBe('unsupported');
    expect(filter.push(upright(10)).status).toBe('unsupported');
  });

  it('keeps a live compass through stray relative events', () => {
    const filter = new HeadingFilter();
    filter.push(upright(30));
    for (let i = 0; i < 300; i++) filter.push({ alpha: 1, beta: 1, gamma: 1, absolute: false });
    expect(filter.current()).toEqual({ status: 'live', heading: expect.closeTo(30, 6) });
  });
});
