import { describe, expect, test } from 'vitest';
import { isThumbnailRequest, isTileRequest, shouldCachePage } from './cache-rules';

const origin = 'https://retropics.example';

describe('service worker cache rules', () => {
  test('thumbnails of the own origin are cached', () => {
    expect(isThumbnailRequest(new URL('/thumbnail/list/demo/a.jpg.webp', origin), origin)).toBe(true);
    expect(isThumbnailRequest(new URL('/media/photographs/demo/a.jpg', origin), origin)).toBe(false);
    expect(isThumbnailRequest(new URL('https://elsewhere.example/thumbnail/list/a.webp'), origin)).toBe(
      false,
    );
  });

  test('deep-zoom and map tiles are recognised', () => {
    expect(isTileRequest(new URL('/tiles/demo/a.jpg/12-3-4.webp', origin))).toBe(true);
    expect(isTileRequest(new URL('https://tile.example/8/136/91.png'))).toBe(true);
    expect(isTileRequest(new URL('/feed_items?page=2', origin))).toBe(false);
  });

  test('only successful HTML pages go into the page cache', () => {
    const page = (status: number, type: string) =>
      new Response('x', { status, headers: { 'content-type': type } });
    expect(shouldCachePage(page(200, 'text/html; charset=utf-8'))).toBe(true);
    expect(shouldCachePage(page(404, 'text/html'))).toBe(false);
    expect(shouldCachePage(page(200, 'application/ld+json'))).toBe(false);
  });
});
