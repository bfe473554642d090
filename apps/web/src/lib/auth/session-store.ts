import { useSyncExternalStore } from 'react';
import { decodeTokenData, type TokenData } from './token-claims';

export type { TokenData };

export interface Session {
  token: string | null;
  refreshToken: string | null;
  user: TokenData | null;
}

// Written by `setSession` (sign-in and lib/hydra/hydra-client.ts's refresh); the shell only reads them.
const TOKEN_KEY = 'token';
const REFRESH_TOKEN_KEY = 'refresh_token';
const listeners = new Set<() => void>();

function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function readSession(): Session {
  const token = safeGet(TOKEN_KEY);
  return { token, refreshToken: safeGet(REFRESH_TOKEN_KEY), user: token ? decodeTokenData(token) : null };
}

let current = readSession();
/**
 * The service worker reads the token from IndexedDB (it has no localStorage) to send the offline
 * RetroSnap queue (lib/offline/retrosnap-queue-token.ts); every change of it is mirrored there.
 * Loaded on demand, so a signed-out visitor's first page carries no IndexedDB code.
 */
function mirrorAccessToken(token: string | null): void {
  void import('../offline/retrosnap-queue-token')
    .then((module) => module.mirrorAccessToken(token))
    .catch(() => undefined);
}
// A signed-out start has nothing to mirror: signing out already removed the mirrored token.
if (typeof window !== 'undefined' && current.token !== null) mirrorAccessToken(current.token);

function refresh(): void {
  const next = readSession();
  if (next.token === current.token && next.refreshToken === current.refreshToken) return;
  if (next.token !== current.token) mirrorAccessToken(next.token);
  current = next;
  for (const listener of listeners) listener();
}

/** Spec §4 'Auth': a person counts as signed in while a token is stored. */
export function isSignedIn(session: Session = current): boolean {
  return session.token !== null;
}

export function getSession(): Session {
  return current;
}

/** Stores a new token pair (sign-in, refresh); every tab follows through the storage event. */
export function setSession(token: string, refreshToken: string): void {
  try {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
  } catch {
    // Storage blocked: the person stays signed in for this page only.
    current = { token, refreshToken, user: decodeTokenData(token) };
    mirrorAccessToken(token);
    for (const listener of listeners) listener();
    return;
  }
  refresh();
}

export function clearSession(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(REFRESH_TOKEN_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
  refresh();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === REFRESH_TOKEN_KEY || event.key === null) refresh();
  });
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
