/**
 * The names of the caches the service worker (src/sw/sw.ts) and the page share. The page writes
 * kept albums and clears personal answers; the worker reads them when the network fails.
 */

/** API answers read without a token: public, any person on this device may see them offline. */
export const PUBLIC_API_CACHE = 'api';
/** API answers read with a token: they may be private, so they are cleared when the person changes. */
export const PERSONAL_API_CACHE = 'api-personal';

const KEPT_PREFIX = 'kept-album-';
const PERSONAL_SUFFIX = '-signed-in';

/**
 * The cache of one album kept offline. A person who is signed in keeps what they may see (perhaps
 * a private album), so that copy is theirs alone and goes when they sign out.
 */
export function keptAlbumCacheName(albumId: number, personal: boolean): string {
  return `${KEPT_PREFIX}${albumId}${personal ? PERSONAL_SUFFIX : ''}`;
}

export function isKeptCache(name: string): boolean {
  return name.startsWith(KEPT_PREFIX);
}

export function isPersonalCache(name: string): boolean {
  return name === PERSONAL_API_CACHE || (isKeptCache(name) && name.endsWith(PERSONAL_SUFFIX));
}

/**
 * The kept caches a request may be answered from: a request without the person's token never
 * sees what a signed-in person kept.
 */
export function keptCachesFor(cacheNames: readonly string[], withToken: boolean): string[] {
  return cacheNames.filter((name) => isKeptCache(name) && (withToken || !name.endsWith(PERSONAL_SUFFIX)));
}

/** The message the worker posts to its pages when the API became (un)reachable. */
export interface NetworkStateMessage {
  type: 'retropics:network';
  reachable: boolean;
}

export function isNetworkStateMessage(data: unknown): data is NetworkStateMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'retropics:network' &&
    typeof (data as { reachable?: unknown }).reachable === 'boolean'
  );
}

/** The worker's page cache (NetworkFirst navigations; src/sw/sw.ts). */
export const PAGE_CACHE = 'pages';

/**
 * The page asks the worker to keep the HTML of a screen it shows: screens reached inside the app
 * (and the first one, opened before the worker took charge) never went through the worker as a
 * navigation, yet a reload offline should open them.
 */
export interface KeepPageMessage {
  type: 'retropics:keep-page';
  path: string;
}

export function isKeepPageMessage(data: unknown): data is KeepPageMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'retropics:keep-page' &&
    typeof (data as { path?: unknown }).path === 'string' &&
    (data as { path: string }).path.startsWith('/')
  );
}
