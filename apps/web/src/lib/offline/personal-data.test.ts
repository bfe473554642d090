import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

/** A Storage and a CacheStorage in memory: the rules under test only name, list and delete. */
function fakeStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

function fakeCaches(names: string[]) {
  const present = new Set(names);
  return {
    present,
    keys: async () => [...present],
    has: async (name: string) => present.has(name),
    delete: async (name: string) => present.delete(name),
  };
}

let cacheStorage: ReturnType<typeof fakeCaches>;

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('localStorage', fakeStorage());
  cacheStorage = fakeCaches([
    'workbox-precache-v2',
    'api',
    'api-personal',
    'kept-album-4',
    'kept-album-9-signed-in',
  ]);
  vi.stubGlobal('caches', cacheStorage);
});
afterEach(() => vi.unstubAllGlobals());

async function load() {
  const kept = await import('./kept-albums');
  const personal = await import('./personal-data');
  kept.rememberKeptAlbum({ id: 4, headline: 'Luzern', keptAt: '2026-01-01T00:00:00Z', personal: false });
  kept.rememberKeptAlbum({ id: 9, headline: 'Privat', keptAt: '2026-01-01T00:00:00Z', personal: true });
  return { ...kept, ...personal };
}

describe('personal offline data on a shared device', () => {
  test('signing in keeps what is there; signing out removes the personal caches and kept albums', async () => {
    const { keepOfflineDataOnlyFor, keptAlbums } = await load();
    await keepOfflineDataOnlyFor('7');
    // The first sign-in clears what nobody owns; afterwards the person's own reads are cached again.
    cacheStorage.present.add('api-personal');
    cacheStorage.present.add('kept-album-9-signed-in');
    await keepOfflineDataOnlyFor('7');
    expect(cacheStorage.present.has('api-personal')).toBe(true);

    await keepOfflineDataOnlyFor(null);
    expect([...cacheStorage.present]).toEqual(['workbox-precache-v2', 'api', 'kept-album-4']);
    expect(keptAlbums().map((album) => album.id)).toEqual([4]);
  });

  test('another person signing in never finds the first one’s answers', async () => {
    const { keepOfflineDataOnlyFor } = await load();
    await keepOfflineDataOnlyFor('7');
    cacheStorage.present.add('api-personal');
    await keepOfflineDataOnlyFor('8');
    expect(cacheStorage.present.has('api-personal')).toBe(false);
  });

  test('a kept album whose cache the browser evicted is no longer listed', async () => {
    const { verifyKeptAlbum, keptAlbums } = await load();
    cacheStorage.present.delete('kept-album-4');
    await verifyKeptAlbum(4);
    expect(keptAlbums().some((album) => album.id === 4)).toBe(false);
  });
});
