import { TIMERS_MS } from '@retropics/domain/constants';
import { ApiError } from '../hydra/hydra-client';
import { clearSession, getSession, setSession } from './session-store';

/** One field's message from a 422 answer (spec §5: mapped onto the form's fields). */
export interface Violation {
  propertyPath: string;
  message: string;
}

/** A 422: the server refused some fields; `violations` says which and why. */
export class ViolationsError extends ApiError {
  constructor(
    message: string,
    status: number,
    readonly violations: Violation[],
  ) {
    super(message, status);
    this.name = 'ViolationsError';
  }
}

export interface TokenPair {
  token: string;
  refresh_token: string;
}

async function failure(response: Response): Promise<ApiError> {
  let body: { 'hydra:description'?: string; detail?: string; violations?: Violation[] } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // Not JSON (a proxy's error page): the status text is all there is.
  }
  const message =
    body['hydra:description'] ?? body.detail ?? (response.statusText || `HTTP ${response.status}`);
  if (response.status === 422 && Array.isArray(body.violations)) {
    return new ViolationsError(message, response.status, body.violations);
  }
  return new ApiError(message, response.status);
}

/** Seconds since the epoch at which a token expires, from its `exp` claim. */
export function tokenExpiry(): number | null {
  const exp = getSession().user?.exp;
  return typeof exp === 'number' ? exp : null;
}

function needsRefresh(now = Date.now()): boolean {
  const exp = tokenExpiry();
  return exp !== null && exp * 1000 - now < TIMERS_MS.tokenRefreshBeforeExpiry;
}

let refreshing: Promise<boolean> | null = null;

async function refreshOnce(): Promise<boolean> {
  const startedWith = getSession();
  if (!startedWith.refreshToken) return false;
  const run = async (): Promise<boolean> => {
    // Inside the lock another tab may already have rotated the pair; its storage event updated ours.
    const session = getSession();
    if (!session.refreshToken) return false;
    if (session.token && session.token !== startedWith.token && !needsRefresh()) return true;
    let response: Response;
    try {
      response = await fetch('/refresh_token', {
        method: 'POST',
        headers: { Accept: 'application/json' },
        body: new URLSearchParams({ refresh_token: session.refreshToken }),
      });
    } catch {
      // Offline: keep the tokens and try again later.
      return false;
    }
    if (!response.ok) {
      // The refresh token is spent, revoked or expired: the person has to sign in again.
      if (response.status === 400 || response.status === 401) clearSession();
      lastRefreshError = (await failure(response)).message;
      return false;
    }
    const pair = (await response.json()) as TokenPair;
    setSession(pair.token, pair.refresh_token);
    return true;
  };
  // A refresh token works once: tabs take turns, so two of them never spend the same one.
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('retropics-token-refresh', run) : run();
}

/** Spec §8: the status text of the last failed refresh. */
export let lastRefreshError: string | null = null;

/** Trades the refresh token for a new pair; one refresh at a time per tab and across tabs. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= refreshOnce().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

export interface RequestOptions {
  body?: unknown;
  /** Sends the access token, refreshing it first when it is about to expire. */
  auth?: boolean;
  signal?: AbortSignal;
  /** Extra query string, already encoded, without '?'. */
  query?: string;
}

/** A JSON-LD call of spec §7; a status outside 200–299 throws ApiError (ViolationsError on 422). */
export async function requestJson<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const send = async () => {
    const headers: Record<string, string> = { Accept: 'application/ld+json, application/json' };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const token = getSession().token;
    if (options.auth && token) headers.Authorization = `Bearer ${token}`;
    return fetch(options.query ? `${path}?${options.query}` : path, {
      method,
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  };
  if (options.auth && (needsRefresh() || (!getSession().token && getSession().refreshToken))) {
    await refreshSession();
  }
  let response = await send();
  if (options.auth && response.status === 401 && getSession().refreshToken && (await refreshSession())) {
    response = await send();
  }
  if (!response.ok) throw await failure(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** Spec §4 Login: stores both tokens on success. */
export async function signInWithPassword(email: string, password: string): Promise<void> {
  const pair = await requestJson<TokenPair>('POST', '/authentication_token', { body: { email, password } });
  setSession(pair.token, pair.refresh_token);
}

/** Stores a pair that an OAuth check answered. */
export function acceptTokens(pair: TokenPair): void {
  setSession(pair.token, pair.refresh_token);
}

/** Ends the session on the server too (best effort: offline still signs out locally). */
const signOutTasks = new Set<() => Promise<void>>();

/**
 * Work that needs the session one last time when the person signs out, such as telling the server
 * to stop sending this browser their notifications. Runs before the session ends; returns the
 * unregister function.
 */
export function beforeSignOut(task: () => Promise<void>): () => void {
  signOutTasks.add(task);
  return () => signOutTasks.delete(task);
}

export async function signOut(): Promise<void> {
  // A failing task (offline, say) must not keep the person signed in.
  await Promise.allSettled([...signOutTasks].map((task) => task()));
  const { token, refreshToken } = getSession();
  try {
    await fetch('/logout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(refreshToken ? { refresh_token: refreshToken } : {}),
      keepalive: true,
    });
  } catch {
    // Offline: the tokens are forgotten here and expire on the server.
  }
  clearSession();
}
