import { useSyncExternalStore } from 'react';

/** Claims the app reads from the access token (spec §3 'Token data'). */
export interface TokenData {
  id?: number | string;
  username?: string;
  person_id?: number | string;
  roles?: string[];
  exp?: number;
}

export interface Session {
  token: string | null;
  refreshToken: string | null;
  user: TokenData | null;
}

// Written by `setSession` (sign-in and lib/hydra/hydra-client.ts's refresh); the shell only reads them.
const TOKEN_KEY = 'token';
const REFRESH_TOKEN_KEY = 'refresh_token';
const listeners = new Set<() => void>();

function decodeTokenData(token: string): TokenData | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const data: unknown = JSON.parse(json);
    return data && typeof data === 'object' ? (data as TokenData) : null;
  } catch {
    return null;
  }
}

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

function refresh(): void {
  const next = readSession();
  if (next.token === current.token && next.refreshToken === current.refreshToken) return;
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
