import type { Page } from 'playwright-core';

/** Waits until the page is in the service worker's charge; answers the worker's script address. */
export async function waitForController(page: Page): Promise<string> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
    return navigator.serviceWorker.controller?.scriptURL ?? '';
  });
}

/**
 * Waits until the worker has stored an API answer whose address (path and query) starts with
 * `prefix`, in `cacheName`: 'api' for answers read without a token, 'api-personal' with one.
 */
export async function waitForCachedAnswer(
  page: Page,
  prefix: string,
  cacheName: 'api' | 'api-personal' = 'api',
): Promise<void> {
  await page.waitForFunction(
    async ({ start, name }) => {
      const cache = await caches.open(name);
      return (await cache.keys()).some((request) => {
        const url = new URL(request.url);
        return `${url.pathname}${url.search}`.startsWith(start);
      });
    },
    { start: prefix, name: cacheName },
  );
}
