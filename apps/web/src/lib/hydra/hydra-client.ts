import { TIMERS_MS } from '@retropics/domain/constants';
import type { TokenPairOutput } from '@retropics/domain/contracts/auth.contract';
import { clearSession, getSession, setSession } from '../auth/session-store';

/** A Hydra collection as the API answers it (spec §7). */
export interface HydraCollection<T> {
  'hydra:member': T[];
  'hydra:totalItems'?: number;
  'hydra:view'?: {
    '@id': string;
    'hydra:first'?: string;
    'hydra:last'?: string;
    'hydra:previous'?: string;
    'hydra:next'?: string;
  };
}

export type QueryValue = string | number | boolean;

/** One field's message from a `ConstraintViolationList` (spec §5: mapped onto the form's fields). */
export interface Violation {
  propertyPath: string;
  message: string;
}

/**
 * Every failed call (spec §8: any status outside 200–299): `message` is what the error snackbar
 * or the form's alert shows; `violations` say which fields the server refused and why (a 422).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly violations: readonly Violation[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The first message per field (propertyPath → message). */
  get fieldMessages(): Partial<Record<string, string>> {
    const messages: Partial<Record<string, string>> = {};
    for (const { propertyPath, message } of this.violations) messages[propertyPath] ??= message;
    return messages;
  }
}

/** The answer was 404: the thing is not there (a screen then says so instead of 'could not load'). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export type TokenPair = TokenPairOutput;

export function buildQuery(params: Record<string, QueryValue | readonly QueryValue[]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) search.append(key, String(item));
  }
  return search.toString();
}

async function failure(response: Response): Promise<ApiError> {
  let body: {
    'hydra:description'?: string;
    detail?: string;
    message?: string;
    violations?: Violation[];
  } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // Not JSON (a proxy's error page): the status text is all there is.
  }
  const message =
    body['hydra:description'] ??
    body.detail ??
    body.message ??
    (response.statusText || `HTTP ${response.status}`);
  return new ApiError(message, response.status, Array.isArray(body.violations) ? body.violations : []);
}

/** Seconds since the epoch at which the stored token expires, from its `exp` claim. */
function tokenExpiry(): number | null {
  const exp = getSession().user?.exp;
  return typeof exp === 'number' ? exp : null;
}

function needsRefresh(now = Date.now()): boolean {
  const exp = tokenExpiry();
  return exp !== null && exp * 1000 - now < TIMERS_MS.tokenRefreshBeforeExpiry;
}

export interface RequestOptions {
  /** JSON unless FormData (a multipart upload) or URLSearchParams (a form post). */
  body?: unknown;
  /**
   * true: the call needs the person (a refresh token alone is traded first); false: never send a
   * token. Unset: the token goes along whenever one is stored, for reads the server personalises.
   */
  auth?: boolean;
  /** false: send the stored token as it is and never trade it (signing out spends it). */
  refresh?: boolean;
  signal?: AbortSignal;
  /** Extra query string, already encoded, without '?'. */
  query?: string;
  /** Lets the request outlive the page (signing out while the tab closes). */
  keepalive?: boolean;
}

function interfaceLanguage(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'de';
}

function requestBody(body: unknown): BodyInit | null {
  if (body === undefined) return null;
  if (body instanceof FormData || body instanceof URLSearchParams) return body;
  return JSON.stringify(body);
}

/**
 * The one HTTP client of the web app (spec §7): JSON-LD in and out, the access token when signed
 * in, one refresh and retry on a 401, and every status outside 200–299 thrown as an ApiError.
 * A 204 answers undefined.
 */
export async function requestJson<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await sendWithSession(method, path, options, 'application/ld+json, application/json');
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * A GET of a file the API makes (the admins' CSV export): the same token, refresh and errors as
 * `requestJson`, the body as a Blob. A plain link cannot carry the token, so the file is fetched.
 */
export async function getBlob(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<Blob> {
  const response = await sendWithSession('GET', path, options, '*/*');
  return response.blob();
}

/** Sends one request with the session's token (refreshed when due, retried once on a 401). */
async function sendWithSession(
  method: string,
  path: string,
  options: RequestOptions,
  accept: string,
): Promise<Response> {
  const mayRefresh = options.auth !== false && options.refresh !== false;
  const send = async (withToken: boolean) => {
    const headers: Record<string, string> = {
      Accept: accept,
      // The interface language (lib/i18n keeps <html lang> on it), not the browser's: the server
      // words album and collection texts in it, so every screen gets them right without picking.
      'Accept-Language': interfaceLanguage(),
    };
    // FormData and URLSearchParams bring their own type (with the multipart boundary).
    if (
      options.body !== undefined &&
      !(options.body instanceof FormData || options.body instanceof URLSearchParams)
    ) {
      headers['Content-Type'] = 'application/json';
    }
    const token = getSession().token;
    if (withToken && token) headers.Authorization = `Bearer ${token}`;
    return fetch(options.query ? `${path}?${options.query}` : path, {
      method,
      headers,
      body: requestBody(options.body),
      signal: options.signal ?? null,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  };
  const withToken = options.auth !== false;
  if (mayRefresh) {
    const { token, refreshToken } = getSession();
    if ((token && needsRefresh()) || (options.auth && !token && refreshToken)) await refreshSession();
  }
  const sentToken = withToken && getSession().token !== null;
  let response = await send(withToken);
  if (response.status === 401 && sentToken) {
    const refreshed = mayRefresh && getSession().refreshToken !== null && (await refreshSession());
    if (refreshed) response = await send(true);
    // The session could not be kept: a read that does not need the person is asked again without it.
    else if (!options.auth) response = await send(false);
  }
  if (!response.ok) throw await failure(response);
  return response;
}

/**
 * The Authorization header for a request this client does not send itself (the resumable scan
 * upload's tus requests), after the same refresh `requestJson` would do; null when signed out.
 */
export async function currentAuthorization(): Promise<string | null> {
  const { token, refreshToken } = getSession();
  if ((token && needsRefresh()) || (!token && refreshToken)) await refreshSession();
  const fresh = getSession().token;
  return fresh ? `Bearer ${fresh}` : null;
}

/** A GET of spec §7 (see requestJson). */
export function getJson<T>(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<T> {
  return requestJson<T>('GET', path, options);
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
    try {
      const pair = await requestJson<TokenPair>('POST', '/refresh_token', {
        auth: false,
        body: new URLSearchParams({ refresh_token: session.refreshToken }),
      });
      setSession(pair.token, pair.refresh_token);
      return true;
    } catch (error) {
      // Offline (no ApiError): keep the tokens and try again later.
      if (!(error instanceof ApiError)) return false;
      // The refresh token is spent, revoked or expired: the person has to sign in again.
      if (error.status === 400 || error.status === 401) clearSession();
      lastRefreshError = error.message;
      return false;
    }
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
