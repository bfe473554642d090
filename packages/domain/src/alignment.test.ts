import { describe, expect, it } from 'vitest';
import {
  adjust,
  containPlacement,
  cssMatrix,
  type Homography,
  IDENTITY,
  invert,
  isPlausible,
  multiply,
  project,
  toNormalised,
  toPixels,
} from './alignment';

const close = (a: { x: number; y: number }, b: { x: number; y: number }) => {
  expect(a.x).toBeCloseTo(b.x, 6);
  expect(a.y).toBeCloseTo(b.y, 6);
};

describe('alignment homographies', () => {
  it('inverts a projective matrix', () => {
    const h: Homography = [1.2, 0.1, 0.05, -0.05, 0.9, 0.1, 0.02, -0.01, 1];
    const inverse = invert(h);
    expect(inverse).not.toBeNull();
    const point = project(h, 0.3, 0.7);
    close(project(inverse as Homography, point.x, point.y), { x: 0.3, y: 0.7 });
    expect(invert([1, 2, 3, 2, 4, 6, 0, 0, 0])).toBeNull();
  });

  it('converts between pixel and normalised frames without loss', () => {
    const pixels: Homography = [0.8, 0.05, 40, -0.02, 0.85, 25, 0, 0, 1];
    const from = { width: 720, height: 540 };
    const to = { width: 1920, height: 1080 };
    const normalised = toNormalised(pixels, from, to);
    const p = project(pixels, 360, 270);
    close(project(normalised, 0.5, 0.5), { x: p.x / 1920, y: p.y / 1080 });
    for (const [index, value] of toPixels(normalised, from, to).entries()) {
      expect(value).toBeCloseTo(pixels[index] as number, 6);
    }
  });

  it('fits a portrait photograph into a landscape RetroSnap, centred', () => {
    const h = containPlacement(0.75, 16 / 9);
    close(project(h, 0, 0), { x: (1 - 0.75 / (16 / 9)) / 2, y: 0 });
    close(project(h, 1, 1), { x: 1 - (1 - 0.75 / (16 / 9)) / 2, y: 1 });
    expect(containPlacement(1.5, 1.5)).toEqual(IDENTITY);
  });

  it('nudges, scales and rotates about the RetroSnap centre in its own pixels', () => {
    const ratio = 16 / 9;
    close(project(adjust(IDENTITY, { dx: 0.1, dy: 0, scale: 1, rotation: 0 }, ratio), 0, 0), {
      x: 0.1 / ratio,
      y: 0,
    });
    // Scaling keeps the centre where it is.
    close(project(adjust(IDENTITY, { dx: 0, dy: 0, scale: 2, rotation: 0 }, ratio), 0.5, 0.5), {
      x: 0.5,
      y: 0.5,
    });
    // A quarter turn carries the point right of the centre below it, by the same number of pixels.
    const turned = project(adjust(IDENTITY, { dx: 0, dy: 0, scale: 1, rotation: 90 }, ratio), 0.75, 0.5);
    close({ x: turned.x * ratio, y: turned.y }, { x: 0.5 * ratio, y: 0.5 + 0.25 * ratio });
  });

  it('draws the matrix as CSS matrix3d in column order', () => {
    expect(cssMatrix(IDENTITY, 400, 300)).toBe('matrix3d(1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1)');
    const shifted = cssMatrix([1, 0, 0.25, 0, 1, 0, 0, 0, 1], 400, 300);
    expect(shifted).toBe('matrix3d(1,0,0,0,0,1,0,0,0,0,1,0,100,0,0,1)');
  });

  it('refuses mirrors, folds, specks and blow-ups, and accepts real alignments', () => {
    expect(isPlausible(IDENTITY)).toBe(true);
    expect(isPlausible(containPlacement(0.75, 16 / 9), 0.75, 16 / 9)).toBe(true);
    expect(isPlausible([-1, 0, 1, 0, 1, 0, 0, 0, 1])).toBe(false);
    expect(isPlausible([0.01, 0, 0.5, 0, 0.01, 0.5, 0, 0, 1])).toBe(false);
    expect(isPlausible([20, 0, -10, 0, 20, -10, 0, 0, 1])).toBe(false);
    expect(isPlausible([1, 0, 0, 0, 1, 0, 0, 0, Number.NaN])).toBe(false);
    expect(isPlausible([1, 0, 0, 0, 1, 0, 2, 0, -1])).toBe(false);
    expect(isPlausible(multiply(IDENTITY, [1.1, 0.05, -0.05, -0.03, 1.05, 0.02, 0.01, 0.02, 1]))).toBe(true);
  });
});
