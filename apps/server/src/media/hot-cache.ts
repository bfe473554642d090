import type { StoredObjectInfo } from './storage.js';

export type CachedObject = { body: Buffer; info: StoredObjectInfo };

/**
 * Recently served tiles and thumbnails, in memory, bounded by bytes. What it holds never changes
 * under its key (derivatives and tiles are made once), so each node may keep its own copy.
 */
export function createHotCache(maxBytes: number, maxObjectBytes = 512 * 1024) {
  const entries = new Map<string, CachedObject>();
  let bytes = 0;
  return {
    get(key: string) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      // Map keeps insertion order: moving the entry to the end makes the first one the least recent.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key: string, entry: CachedObject) {
      if (entry.body.length > maxObjectBytes || maxBytes === 0) return;
      const previous = entries.get(key);
      if (previous) bytes -= previous.body.length;
      entries.delete(key);
      entries.set(key, entry);
      bytes += entry.body.length;
      for (const [oldest, value] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= value.body.length;
      }
    },
    /** Drops everything under a prefix (an original was replaced or removed). */
    forget(prefix: string) {
      for (const [key, value] of entries) {
        if (key.startsWith(prefix)) {
          entries.delete(key);
          bytes -= value.body.length;
        }
      }
    },
  };
}

export type HotCache = ReturnType<typeof createHotCache>;

/** Runs `make` once per key at a time: concurrent callers for the same key share one result. */
export function createSingleFlight<T>() {
  const pending = new Map<string, Promise<T>>();
  return (key: string, make: () => Promise<T>): Promise<T> => {
    const existing = pending.get(key);
    if (existing) return existing;
    const promise = make().finally(() => pending.delete(key));
    pending.set(key, promise);
    return promise;
  };
}
