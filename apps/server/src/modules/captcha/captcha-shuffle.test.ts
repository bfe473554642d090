import { CAPTCHA_FIXED_TILES } from '@retropics/domain/contracts/captcha.contract';
import { describe, expect, it } from 'vitest';
import { isSolved, shuffleTiles } from './captcha-shuffle.js';

describe('shuffleTiles', () => {
  it('keeps tiles 4, 5 and 6 in place, moves the others, and is never solved', () => {
    for (let run = 0; run < 200; run += 1) {
      const order = shuffleTiles();
      expect([...order].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
      for (const tile of CAPTCHA_FIXED_TILES) expect(order[tile]).toBe(tile);
      expect(isSolved(order)).toBe(false);
    }
  });

  it('draws again when the shuffle happens to be the identity', () => {
    let calls = 0;
    // The first pass leaves everything in place (j = i), the second swaps.
    const order = shuffleTiles((max) => {
      calls += 1;
      return calls <= 5 ? max - 1 : 0;
    });
    expect(isSolved(order)).toBe(false);
  });
});
