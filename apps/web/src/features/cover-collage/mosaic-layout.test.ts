import { describe, expect, it } from 'vitest';
import { mosaicLayout } from './mosaic-layout';

describe('mosaic layout', () => {
  it('fills each full row to the width of the mosaic at the pictures own ratios', () => {
    const placements = mosaicLayout([1.5, 1.5, 1, 2], 3, 0);
    expect(placements).toHaveLength(4);
    const [a, b, c, d] = placements;
    expect((a?.width ?? 0) + (b?.width ?? 0)).toBeCloseTo(1);
    expect(a?.height).toBeCloseTo(b?.height ?? 0);
    expect((c?.width ?? 0) / (c?.height ?? 1)).toBeCloseTo(1);
    expect((d?.width ?? 0) / (d?.height ?? 1)).toBeCloseTo(2);
    expect(c?.y).toBeCloseTo(a?.height ?? 0);
  });

  it('does not stretch a short last row', () => {
    const [only] = mosaicLayout([1], 3, 0);
    expect(only?.width).toBeCloseTo(1 / 3);
  });
});
