import { describe, expect, test } from 'vitest';
import {
  carriesToken,
  isApiRead,
  isOtherPicture,
  isReplaceablePicture,
  isThumbnailRequest,
  isTileRequest,
  type RequestFacts,
  shouldCacheApiAnswer,
  shouldCachePage,
} from './cache-rules';

const origin = 'https://retropics.example';

describe('service worker cache rules', () => {
  test('thumbnails of the own origin are cached', () => {
    expect(isThumbnailRequest(new URL('/thumbnail/list/demo/a.jpg.webp', origin), origin)).toBe(true);
    expect(isThumbnailRequest(new URL('/media/photographs/demo/a.jpg', origin), origin)).toBe(false);
    expect(isThumbnailRequest(new URL('https://elsewhere.example/thumbnail/list/a.webp'), origin)).toBe(
      false,
    );
  });

  test('colorized thumbnails and tiles may be replaced under their address', () => {
    expect(isReplaceablePicture(new URL('/thumbnail/list/colorized.demo/a.jpg.webp', origin), origin)).toBe(
      true,
    );
    expect(isReplaceablePicture(new URL('/tiles/colorized/demo/a.jpg/12-3-4.webp', origin), origin)).toBe(
      true,
    );
    expect(isReplaceablePicture(new URL('/thumbnail/list/demo/colorized.jpg.webp', origin), origin)).toBe(
      false,
    );
    expect(isReplaceablePicture(new URL('/tiles/demo/a.jpg/12-3-4.webp', origin), origin)).toBe(false);
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

function request(facts: Partial<Omit<RequestFacts, 'headers'>> & { headers?: Record<string, string> }) {
  const headers = new Headers(facts.headers ?? {});
  return { method: 'GET', mode: 'cors', destination: '', ...facts, headers };
}
const hydra = { accept: 'application/ld+json, application/json' };

describe('API reads', () => {
  test("the app's JSON-LD reads and tile descriptors are API reads", () => {
    expect(isApiRead(request({ headers: hydra }), new URL('/photographs/3', origin), origin)).toBe(true);
    expect(
      isApiRead(
        request({ headers: { accept: 'application/json' } }),
        new URL('/tiles/demo/a.jpg.json', origin),
        origin,
      ),
    ).toBe(true);
  });

  test('pages, pictures, writes and other sites are not', () => {
    // Captchas are answered once: never kept for offline use.
    expect(isApiRead(request({ headers: hydra }), new URL('/captcha', origin), origin)).toBe(false);
    expect(isApiRead(request({ headers: hydra }), new URL('/captcha/proof-of-work', origin), origin)).toBe(
      false,
    );
    const url = new URL('/photographs/3', origin);
    expect(isApiRead(request({ mode: 'navigate', headers: { accept: 'text/html' } }), url, origin)).toBe(
      false,
    );
    expect(isApiRead(request({ destination: 'image', headers: { accept: 'image/webp' } }), url, origin)).toBe(
      false,
    );
    expect(isApiRead(request({ method: 'POST', headers: hydra }), url, origin)).toBe(false);
    expect(
      isApiRead(request({ headers: hydra }), new URL('https://elsewhere.example/photographs/3'), origin),
    ).toBe(false);
    expect(
      isApiRead(request({ headers: { accept: '*/*' } }), new URL('/thumbnail/list/a.webp', origin), origin),
    ).toBe(false);
  });

  test('a read with a token is told apart (its answer may be private)', () => {
    expect(carriesToken(request({ headers: { ...hydra, authorization: 'Bearer x' } }))).toBe(true);
    expect(carriesToken(request({ headers: hydra }))).toBe(false);
  });

  test('only successful JSON answers that may be stored are kept', () => {
    const answer = (status: number, headers: Record<string, string>) =>
      new Response('{}', { status, headers });
    expect(shouldCacheApiAnswer(answer(200, { 'content-type': 'application/ld+json; charset=utf-8' }))).toBe(
      true,
    );
    expect(
      shouldCacheApiAnswer(
        answer(200, { 'content-type': 'application/ld+json', 'cache-control': 'private, no-cache' }),
      ),
    ).toBe(true);
    expect(
      shouldCacheApiAnswer(answer(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })),
    ).toBe(false);
    expect(shouldCacheApiAnswer(answer(404, { 'content-type': 'application/ld+json' }))).toBe(false);
    expect(shouldCacheApiAnswer(answer(200, { 'content-type': 'text/html' }))).toBe(false);
  });
});

describe('other pictures', () => {
  test('the album cover and media files, not thumbnails or tiles', () => {
    const image = request({ destination: 'image', headers: { accept: 'image/webp' } });
    expect(isOtherPicture(image, new URL('/image_galleries/4/display', origin), origin)).toBe(true);
    expect(isOtherPicture(image, new URL('/media/mentions/a.jpg', origin), origin)).toBe(true);
    expect(isOtherPicture(image, new URL('/thumbnail/list/a.webp', origin), origin)).toBe(false);
    // A captcha tile is shown once; caching it would only fill the cache.
    expect(isOtherPicture(image, new URL('/captcha/abcdefghijklmnopqrstuv/tiles/3', origin), origin)).toBe(
      false,
    );
    expect(isOtherPicture(image, new URL('/tiles/a.jpg/1-0-0.webp', origin), origin)).toBe(false);
    expect(isOtherPicture(request({ headers: hydra }), new URL('/image_galleries/4', origin), origin)).toBe(
      false,
    );
  });
});
