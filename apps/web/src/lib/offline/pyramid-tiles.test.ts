import { describe, expect, test } from 'vitest';
import { offlineTileUrls } from './pyramid-tiles';

const shape = {
  width: 3000,
  height: 2000,
  tileSize: 256,
  minLevel: 0,
  maxLevel: 12, // 2^12 = 4096 ≥ 3000
  tileUrlTemplate: '/tiles/demo/a.jpg/{level}-{x}-{y}.{format}',
};

describe('tiles kept offline', () => {
  test('every tile of the levels up to a screen, not the full resolution', () => {
    const urls = offlineTileUrls(shape, 'webp', 2048);
    // Level 11 is 1500×1000 px (6×4 tiles), level 12 the full 3000×2000: left out.
    expect(urls).toContain('/tiles/demo/a.jpg/0-0-0.webp');
    expect(urls).toContain('/tiles/demo/a.jpg/11-5-3.webp');
    expect(urls.filter((url) => url.includes('/11-'))).toHaveLength(24);
    expect(urls.some((url) => url.includes('/12-'))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
  });

  test('a small image is taken whole; the lowest level always', () => {
    const small = { ...shape, width: 900, height: 600, maxLevel: 10 };
    const urls = offlineTileUrls(small, 'jpeg', 2048);
    expect(urls.filter((url) => url.includes('/10-'))).toHaveLength(4 * 3);
    expect(urls.every((url) => url.endsWith('.jpeg'))).toBe(true);
    // Level 9 is 375×250 px, above 100, yet the lowest there is: 2×1 tiles.
    expect(offlineTileUrls({ ...shape, minLevel: 9 }, 'webp', 100)).toEqual([
      '/tiles/demo/a.jpg/9-0-0.webp',
      '/tiles/demo/a.jpg/9-1-0.webp',
    ]);
  });
});
