import { describe, expect, test } from 'vitest';
import {
  isNetworkStateMessage,
  isPersonalCache,
  keptAlbumCacheName,
  keptCachesFor,
  PERSONAL_API_CACHE,
  PUBLIC_API_CACHE,
} from './offline-caches';

describe('offline caches', () => {
  const names = [
    'workbox-precache-v2',
    PUBLIC_API_CACHE,
    PERSONAL_API_CACHE,
    keptAlbumCacheName(4, false),
    keptAlbumCacheName(9, true),
  ];

  test("a read without the person's token never sees what a signed-in person kept", () => {
    expect(keptCachesFor(names, false)).toEqual(['kept-album-4']);
    expect(keptCachesFor(names, true)).toEqual(['kept-album-4', 'kept-album-9-signed-in']);
  });

  test('personal caches are the token reads and the albums kept while signed in', () => {
    expect(names.filter(isPersonalCache)).toEqual([PERSONAL_API_CACHE, 'kept-album-9-signed-in']);
  });

  test('reads the worker’s network message only', () => {
    expect(isNetworkStateMessage({ type: 'retropics:network', reachable: false })).toBe(true);
    expect(isNetworkStateMessage({ type: 'retropics:network' })).toBe(false);
    expect(isNetworkStateMessage('retropics:network')).toBe(false);
  });
});
