/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isThumbnailRequest, isTileRequest, shouldCachePage } from './cache-rules';
import { notificationOptions, notificationTarget, readPushPayload } from './push-notifications';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

const OFFLINE_PAGE = '/offline.html';
const THIRTY_DAYS = 30 * 24 * 60 * 60;

// The shell (index.html, every route chunk, icons, offline page) is precached, so `/` opens offline.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first worker takes charge of the open page at once, so pictures seen on the first visit are
// cached. Later versions wait until the person chooses "refresh" in the new-version snackbar.
clientsClaim();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

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

const onlyHtml: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (shouldCachePage(response) ? response : null),
  // Screens never opened online are not in the cache: show the offline page instead of an error.
  handlerDidError: async () => (await matchPrecache(OFFLINE_PAGE)) ?? Response.error(),
};

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin,
  new NetworkFirst({ cacheName: 'pages', networkTimeoutSeconds: 4, plugins: [onlyHtml] }),
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

registerRoute(
  ({ url }) => isThumbnailRequest(url, self.location.origin),
  new CacheFirst({
    cacheName: 'thumbnails',
    plugins: [
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
      // Map tiles may come from another origin as opaque responses (status 0).
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 3000, maxAgeSeconds: THIRTY_DAYS, purgeOnQuotaError: true }),
    ],
  }),
);
