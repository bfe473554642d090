/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  isKeepPageMessage,
  keptCachesFor,
  type NetworkStateMessage,
  PAGE_CACHE,
  PERSONAL_API_CACHE,
  PUBLIC_API_CACHE,
} from '../lib/offline/offline-caches';
import {
  carriesToken,
  isApiRead,
  isOtherPicture,
  isReplaceablePicture,
  isThumbnailRequest,
  isTileRequest,
  shouldCacheApiAnswer,
  shouldCachePage,
} from './cache-rules';
import { type BoxAnswer, boxRequestOf, canAnswer, mergeBoxAnswers } from './offline-map';
import { notificationOptions, notificationTarget, readPushPayload } from './push-notifications';
import { listenForRetrosnapSync } from './retrosnap-sync';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

const OFFLINE_PAGE = '/offline.html';
const THIRTY_DAYS = 30 * 24 * 60 * 60;
const SEVEN_DAYS = 7 * 24 * 60 * 60;

// The shell (index.html, every route chunk, icons, offline page) is precached, so `/` opens offline.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first worker takes charge of the open page at once, so pictures seen on the first visit are
// cached. Later versions wait until the person chooses "refresh" in the new-version snackbar.
clientsClaim();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // A page that opens while the API is out of reach learns it at once (lib/offline/connectivity.ts).
  if (type === 'retropics:network?') event.source?.postMessage(networkState());
  if (isKeepPageMessage(event.data)) event.waitUntil(keepPage(event.data.path));
});

const PAGE_LIMITS = { maxEntries: 200, maxAgeSeconds: THIRTY_DAYS };
const pageExpiration = new CacheExpiration(PAGE_CACHE, PAGE_LIMITS);

/**
 * Keeps the HTML of a screen the app showed without a navigation through the worker (in-app
 * links, the first page before the worker took charge), so a reload offline opens it. A page
 * already kept is left as it is; navigations refresh it (NetworkFirst below).
 */
async function keepPage(path: string): Promise<void> {
  const url = new URL(path, self.location.origin).href;
  const cache = await caches.open(PAGE_CACHE);
  if (await cache.match(url, { ignoreVary: true })) return;
  try {
    const response = await fetch(url, { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
    if (!shouldCachePage(response)) return;
    await cache.put(url, response);
    await pageExpiration.updateTimestamp(url);
    await pageExpiration.expireEntries();
  } catch {
    // Offline after all: the page stays as it was.
  }
}

// Issue 17: RetroSnaps taken offline are sent when the connection returns (Background Sync).
listenForRetrosnapSync(self);

// Spec §7 webpush: every message becomes a visible notification (the subscription promised it).
self.addEventListener('push', (event: PushEvent) => {
  const payload = readPushPayload(event.data?.text() ?? null);
  event.waitUntil(self.registration.showNotification(payload.title, notificationOptions(payload)));
});

// A click opens the notification's page: in a window of the app that is already open, else a new one.
self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const url = notificationTarget(
    (event.notification.data as { url?: unknown } | null)?.url,
    self.location.origin,
  );
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        await focused.navigate(url).catch(() => self.clients.openWindow(url));
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});

/**
 * Whether the last API read reached the server. Pages show the offline badge while it did not:
 * the browser may think it is online while the server is out of reach (a dead Wi-Fi, a tunnel).
 */
let apiReachable = true;

function networkState(): NetworkStateMessage {
  return { type: 'retropics:network', reachable: apiReachable };
}

async function reportNetwork(reachable: boolean): Promise<void> {
  if (reachable === apiReachable) return;
  apiReachable = reachable;
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(networkState());
}

const networkReport: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    void reportNetwork(true);
    return response;
  },
  fetchDidFail: async () => {
    void reportNetwork(false);
  },
};

// The server answers reads `Vary: Authorization`; a refreshed token must still find its answer.
// Personal and public answers live in separate caches, so ignoring Vary leaks nothing.
const ANY_VARY: CacheQueryOptions = { ignoreVary: true };

/** The albums kept offline (lib/offline): their own caches, which no expiration touches. */
async function matchKept(url: string, withToken: boolean): Promise<Response | undefined> {
  for (const name of keptCachesFor(await caches.keys(), withToken)) {
    const hit = await (await caches.open(name)).match(url, ANY_VARY);
    if (hit) return hit;
  }
  return undefined;
}

/** A miss in the runtime cache is looked up in the kept albums (pages, pictures, tiles). */
const keptFallback: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) =>
    cachedResponse ?? (await matchKept(request.url, true)),
};

/** Offline, a map box never seen as such is answered from the boxes seen (src/sw/offline-map.ts). */
async function answerFromSeenBoxes(url: URL, withToken: boolean): Promise<Response | undefined> {
  const wanted = boxRequestOf(url);
  if (!wanted) return undefined;
  const answers: BoxAnswer[] = [];
  for (const name of withToken ? [PERSONAL_API_CACHE, PUBLIC_API_CACHE] : [PUBLIC_API_CACHE]) {
    const cache = await caches.open(name);
    for (const key of await cache.keys()) {
      const seen = boxRequestOf(new URL(key.url));
      if (!seen || !canAnswer(wanted, seen)) continue;
      const hit = await cache.match(key, ANY_VARY);
      if (hit) answers.push((await hit.json()) as BoxAnswer);
    }
  }
  if (answers.length === 0) return undefined;
  return new Response(JSON.stringify(mergeBoxAnswers(wanted, answers)), {
    headers: { 'content-type': 'application/ld+json; charset=utf-8' },
  });
}

function apiPlugins(withToken: boolean): WorkboxPlugin[] {
  return [
    networkReport,
    { cacheWillUpdate: async ({ response }) => (shouldCacheApiAnswer(response) ? response : null) },
    {
      cachedResponseWillBeUsed: async ({ cachedResponse, request }) =>
        cachedResponse ??
        (await matchKept(request.url, withToken)) ??
        (await answerFromSeenBoxes(new URL(request.url), withToken)),
    },
  ];
}

const onlyHtml: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (shouldCachePage(response) ? response : null),
  // Screens never opened online are not in the cache: show the offline page instead of an error.
  handlerDidError: async () => (await matchPrecache(OFFLINE_PAGE)) ?? Response.error(),
};

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin,
  new NetworkFirst({
    cacheName: PAGE_CACHE,
    networkTimeoutSeconds: 4,
    matchOptions: { ignoreVary: true },
    // Kept albums hold their screens' pages, so a photograph never opened online still opens.
    // A page that arrives tells the open tabs the server is back (the feed may read no API).
    plugins: [
      networkReport,
      onlyHtml,
      keptFallback,
      new ExpirationPlugin({ ...PAGE_LIMITS, purgeOnQuotaError: true }),
    ],
  }),
);

// API reads: the network first (fresh data online), the last answer offline or after 4 s of
// waiting. Reads with the person's token go to their own cache, cleared when the person changes
// (lib/offline/personal-data.ts), so nobody else on this device sees them offline.
registerRoute(
  ({ request, url }) => isApiRead(request, url, self.location.origin) && !carriesToken(request),
  new NetworkFirst({
    cacheName: PUBLIC_API_CACHE,
    networkTimeoutSeconds: 4,
    matchOptions: ANY_VARY,
    plugins: [
      ...apiPlugins(false),
      new ExpirationPlugin({ maxEntries: 800, maxAgeSeconds: THIRTY_DAYS, purgeOnQuotaError: true }),
    ],
  }),
);
registerRoute(
  ({ request, url }) => isApiRead(request, url, self.location.origin) && carriesToken(request),
  new NetworkFirst({
    cacheName: PERSONAL_API_CACHE,
    networkTimeoutSeconds: 4,
    matchOptions: ANY_VARY,
    plugins: [
      ...apiPlugins(true),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: SEVEN_DAYS, purgeOnQuotaError: true }),
    ],
  }),
);

// Large feature chunks are left out of the precache (vite.config.ts); once loaded they stay
// available offline. Their names carry a content hash, so a cached copy is never stale.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'app-chunks',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// Before the thumbnails and tiles: these may change under their address (cache-rules.ts).
registerRoute(
  ({ url }) => isReplaceablePicture(url, self.location.origin),
  new StaleWhileRevalidate({
    cacheName: 'thumbnails',
    plugins: [
      keptFallback,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 1000, maxAgeSeconds: THIRTY_DAYS, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ url }) => isThumbnailRequest(url, self.location.origin),
  new CacheFirst({
    cacheName: 'thumbnails',
    plugins: [
      keptFallback,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 1000, maxAgeSeconds: THIRTY_DAYS, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ url }) => isTileRequest(url),
  new CacheFirst({
    cacheName: 'tiles',
    plugins: [
      keptFallback,
      // Map tiles may come from another origin as opaque responses (status 0).
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 3000, maxAgeSeconds: THIRTY_DAYS, purgeOnQuotaError: true }),
    ],
  }),
);

// The album cover (`/image_galleries/{id}/display`) and other pictures without a content hash in
// their address: shown from the cache at once, refreshed in the background.
registerRoute(
  ({ request, url }) => isOtherPicture(request, url, self.location.origin),
  new StaleWhileRevalidate({
    cacheName: 'pictures',
    plugins: [
      keptFallback,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: THIRTY_DAYS, purgeOnQuotaError: true }),
    ],
  }),
);
