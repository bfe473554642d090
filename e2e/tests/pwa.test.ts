import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { expectAccessible } from '../support/axe';
import { launchPersistent, PHONE } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';
import { waitForController } from '../support/service-worker';

const baseUrl = inject('baseUrl');
const webDist = inject('webDist');

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

describe('installable PWA with a service worker', () => {
  let context: BrowserContext;
  let close: () => Promise<void>;
  let page: Page;

  beforeAll(async () => {
    ({ context, close } = await launchPersistent({ viewport: PHONE }));
    page = context.pages()[0] ?? (await context.newPage());
  });
  afterAll(async () => close?.());

  test('the manifest is valid and Chromium finds the app installable', async () => {
    const manifest = (await (await fetch(`${baseUrl}/manifest.webmanifest`)).json()) as WebManifest;
    expect(manifest).toMatchObject({
      name: 'RetroPics',
      short_name: 'RetroPics',
      start_url: '/',
      display: 'standalone',
    });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((entry) => entry.sizes === size && entry.purpose !== 'maskable');
      expect(icon, `icon ${size}`).toBeDefined();
      const response = await fetch(`${baseUrl}${icon?.src}`);
      expect(response.headers.get('content-type')).toBe('image/png');
    }
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);

    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Top-Alben' }).waitFor();
    const scriptUrl = await waitForController(page);
    expect(scriptUrl).toBe(`${baseUrl}/sw.js`);

    const cdp = await context.newCDPSession(page);
    const appManifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(appManifest.errors).toEqual([]);
    expect(appManifest.url).toBe(`${baseUrl}/manifest.webmanifest`);
    const installability = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    expect(installability.installabilityErrors.map((error) => error.errorId)).toEqual([]);
    await cdp.detach();
  });

  test('offline: the precached shell opens, an uncached screen shows the offline page', async () => {
    await page.goto(`${baseUrl}/`);
    await waitForController(page);
    // Thumbnails seen online are kept for offline use (runtime cache).
    await page.reload();
    await page.waitForFunction(async () => {
      const cache = await caches.open('thumbnails');
      return (await cache.keys()).some((request) => new URL(request.url).pathname.startsWith('/thumbnail/'));
    });
    await context.setOffline(true);
    try {
      await page.goto(`${baseUrl}/`);
      await page.getByRole('heading', { name: 'RetroPics', level: 1 }).waitFor();
      await page.goto(`${baseUrl}/agb`);
      await page.getByRole('heading', { name: 'Du bist offline' }).waitFor();
      await expectAccessible(page, 'offline page');
      await saveScreenshot(page, 'phone-offline');
    } finally {
      await context.setOffline(false);
    }
  });

  test('a deploy with a changed sw.js shows the new-version snackbar; refresh loads the new version', async () => {
    const swFile = join(webDist, 'sw.js');
    const original = await readFile(swFile, 'utf8');
    try {
      await page.clock.install();
      await page.goto(`${baseUrl}/`);
      await page.getByRole('heading', { name: 'Top-Alben' }).waitFor();
      await waitForController(page);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

      // "Deploy": the new worker answers a version question the old one does not know.
      const marker = `e2e-${Date.now()}`;
      await writeFile(
        swFile,
        `${original}\nself.addEventListener('message', (event) => { if (event.data === 'version?') event.source.postMessage('${marker}'); });\n`,
      );
      // The app checks for a new version every hour.
      await page.clock.fastForward('01:00:01');
      const snackbar = page.getByText('Eine neue Version von RetroPics ist verfügbar.');
      await snackbar.waitFor({ timeout: 20_000 });
      await expectAccessible(page, 'new-version snackbar');
      await saveScreenshot(page, 'phone-new-version');

      await Promise.all([
        page.waitForEvent('load', { timeout: 20_000 }),
        page.getByRole('button', { name: 'Aktualisieren' }).click(),
      ]);
      await page.getByRole('heading', { name: 'Top-Alben' }).waitFor();
      const version = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            navigator.serviceWorker.addEventListener('message', (event) => resolve(String(event.data)), {
              once: true,
            });
            navigator.serviceWorker.controller?.postMessage('version?');
            setTimeout(() => resolve('no answer'), 3000);
          }),
      );
      expect(version).toBe(marker);
      expect(await snackbar.count()).toBe(0);
    } finally {
      await writeFile(swFile, original);
    }
  });
});
