import { describe, expect, it } from 'vitest';
import {
  approach,
  edgeInset,
  loopVector,
  parallaxOffset,
  pointerVector,
  textureWindow,
  thresholdOf,
  tiltVector,
} from './parallax';

const box = { left: 100, top: 50, width: 200, height: 100 };

describe('parallax geometry', () => {
  it('turns the pointer into a vector from the centre, clamped at the edges', () => {
    expect(pointerVector(200, 100, box)).toEqual({ x: 0, y: 0 });
    expect(pointerVector(300, 150, box)).toEqual({ x: 1, y: 1 });
    expect(pointerVector(150, 75, box)).toEqual({ x: -0.5, y: -0.5 });
    expect(pointerVector(900, -900, box)).toEqual({ x: 1, y: -1 });
    expect(pointerVector(1, 1, { ...box, width: 0 })).toEqual({ x: 0, y: 0 });
  });

  it('reads tilt around a phone held in the hand', () => {
    expect(tiltVector(45, 0)).toEqual({ x: 0, y: 0 });
    expect(tiltVector(45 + 12.5, -12.5)).toEqual({ x: -0.5, y: 0.5 });
    expect(tiltVector(180, 90)).toEqual({ x: 1, y: 1 });
  });

  it('shifts by the threshold in CSS pixels, against the pointer, scaled by strength', () => {
    const offset = parallaxOffset({ x: 1, y: -0.5 }, thresholdOf(45), 1, { width: 450, height: 300 });
    expect(offset.x).toBeCloseTo(-0.1);
    expect(offset.y).toBeCloseTo(0.075);
    const half = parallaxOffset({ x: 1, y: 0 }, thresholdOf({ x: 20, y: 45 }), 0.5, {
      width: 100,
      height: 100,
    });
    expect(half.x).toBeCloseTo(-0.1);
    expect(parallaxOffset({ x: 1, y: 1 }, thresholdOf(45), 1, { width: 0, height: 10 })).toEqual({
      x: 0,
      y: 0,
    });
  });

  it('cuts enough of each edge that the largest shift stays inside the picture', () => {
    const canvas = { width: 300, height: 300 };
    const threshold = thresholdOf(45);
    for (const focus of [0, 0.3, 0.5, 1]) {
      const inset = edgeInset(threshold, 1, focus, canvas);
      const largest = parallaxOffset({ x: 1, y: 1 }, threshold, 1, canvas);
      for (const depth of [0, 1])
        expect(Math.abs(largest.x * (depth - focus))).toBeLessThanOrEqual(inset.x + 1e-9);
    }
    // Focus in the middle halves the reach.
    expect(edgeInset(threshold, 1, 0.5, canvas).x).toBeCloseTo(0.075);
    // Never more than a quarter of each side, however strong.
    expect(edgeInset(threshold, 50, 0, canvas).x).toBe(0.25);
  });

  it('covers the canvas like the still picture, cropping what sticks out', () => {
    const none = { x: 0, y: 0 };
    // A wide canvas over a square picture: the picture's top and bottom are cropped.
    const cover = textureWindow(2, 1, none);
    expect(cover.scale).toEqual({ x: 1, y: 0.5 });
    expect(cover.offset).toEqual({ x: 0, y: 0.25 });
    const tall = textureWindow(0.5, 1, none);
    expect(tall.scale).toEqual({ x: 0.5, y: 1 });
    expect(textureWindow(1.5, 1.5, none).scale).toEqual({ x: 1, y: 1 });
    const inset = textureWindow(1, 1, { x: 0.1, y: 0.05 });
    expect(inset.scale.x).toBeCloseTo(0.8);
    expect(inset.offset.y).toBeCloseTo(0.05);
  });

  it('loops gently and eases towards the target', () => {
    expect(loopVector(0)).toEqual({ x: 0.6, y: 0 });
    const quarter = loopVector(1500);
    expect(quarter.x).toBeCloseTo(0);
    expect(quarter.y).toBeCloseTo(0.3);
    expect(approach({ x: 0, y: 0 }, { x: 1, y: -1 }, 90)).toEqual({ x: 0.5, y: -0.5 });
    expect(approach({ x: 0, y: 0 }, { x: 1, y: 1 }, 0)).toEqual({ x: 0, y: 0 });
  });
});
