import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * The access token, mirrored from localStorage (lib/auth/session-store.ts) into IndexedDB for the
 * service worker, which has no localStorage: it sends the RetroSnap queue on a Background Sync
 * only with a token that has not expired. It never refreshes: a refresh token works once and the
 * pages own it, so with an expired token the page sends the queue when it opens.
 */

const KEY = 'access-token';
let database: UseStore | null = null;
const tokenDatabase = (): UseStore => {
  database ??= createStore('retropics-session', 'tokens');
  return database;
};

export function mirrorAccessToken(token: string | null): void {
  if (typeof indexedDB === 'undefined') return;
  // Best effort: without IndexedDB (a private window) the page sends the queue itself.
  void (token ? set(KEY, token, tokenDatabase()) : del(KEY, tokenDatabase())).catch(() => undefined);
}

export async function readMirroredToken(): Promise<string | null> {
  try {
    return (await get<string>(KEY, tokenDatabase())) ?? null;
  } catch {
    return null;
  }
}

/** A token the worker may use: one still valid for a minute, whose expiry it can read. */
export function usableToken(token: string | null, exp: number | undefined, now = Date.now()): boolean {
  return token !== null && typeof exp === 'number' && exp * 1000 - now > 60_000;
}
