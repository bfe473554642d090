import { describe, expect, it } from 'vitest';
import {
  coverage,
  detectionWindows,
  mergeDetections,
  overlap,
  similarity,
  unitVector,
} from './face-geometry.js';

describe('where the detector looks', () => {
  it('covers every pixel with windows of each size, half a window apart, the last flush with the edge', () => {
    const windows = detectionWindows(1000, 700, [320]);
    expect(windows[0]).toEqual([0, 0, 1000, 700]);
    const tiles = windows.slice(1);
    const xs = [...new Set(tiles.map(([x]) => x))];
    const ys = [...new Set(tiles.map(([, y]) => y))];
    expect(xs[0]).toBe(0);
    expect(xs.at(-1)).toBe(1000 - 320);
    expect(ys.at(-1)).toBe(700 - 320);
    for (let i = 1; i < xs.length; i++)
      expect((xs[i] as number) - (xs[i - 1] as number)).toBeLessThanOrEqual(160);
    // Any 150-pixel face lies wholly inside some window.
    for (const [fx, fy] of [
      [0, 0],
      [425, 275],
      [850, 550],
    ] as const) {
      expect(tiles.some(([x, y, w, h]) => fx >= x && fy >= y && fx + 150 <= x + w && fy + 150 <= y + h)).toBe(
        true,
      );
    }
  });

  it('does not cut a picture smaller than a window', () => {
    expect(detectionWindows(300, 200, [320, 640])).toEqual([[0, 0, 300, 200]]);
  });
});

describe('one box per face', () => {
  it('keeps the surest of overlapping detections and a face cut at a window edge once', () => {
    const merged = mergeDetections([
      { box: [100, 100, 40, 40], score: 0.6 },
      { box: [102, 101, 40, 40], score: 0.9 },
      { box: [100, 100, 20, 40], score: 0.95 },
      { box: [300, 100, 40, 40], score: 0.5 },
    ]);
    expect(merged).toEqual([
      { box: [100, 100, 20, 40], score: 0.95 },
      { box: [300, 100, 40, 40], score: 0.5 },
    ]);
  });

  it('measures overlap and coverage', () => {
    expect(overlap([0, 0, 10, 10], [0, 0, 10, 10])).toBe(1);
    expect(overlap([0, 0, 10, 10], [20, 0, 10, 10])).toBe(0);
    expect(coverage([2, 2, 4, 4], [0, 0, 10, 10])).toBe(1);
    expect(coverage([0, 0, 10, 10], [0, 0, 5, 10])).toBe(0.5);
  });

  it('compares descriptors by cosine once they have length 1', () => {
    const a = unitVector([3, 4]);
    expect(a).toEqual([0.6, 0.8]);
    expect(similarity(a, unitVector([6, 8]))).toBeCloseTo(1);
    expect(similarity(a, unitVector([-4, 3]))).toBeCloseTo(0);
  });
});
