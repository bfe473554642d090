import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { expectAccessible } from '../support/axe';
import { launchPersistent, PHONE, trackPageErrors } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';
import { waitForCachedAnswer, waitForController } from '../support/service-worker';

const baseUrl = inject('baseUrl');
const BADGE = 'Offline – du siehst gespeicherte Inhalte';
const KAPELLBRUECKE = { id: 1, title: 'Kapellbrücke und Wasserturm, Luzern' };
/** 'Luzern um 1900' holds the Kapellbrücke; 'Schweiz 1918' (four photographs) is kept offline. */
const LUZERN_ALBUM = { id: 1, headline: 'Luzern um 1900' };
const KEPT_ALBUM = { id: 3, headline: 'Schweiz 1918' };

interface PhotographAnswer {
  id: number;
  filePath: string;
  translations: Array<{ locale: string; name: string }>;
}

async function apiJson<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { Accept: 'application/ld+json' } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** The viewer's canvas state for tests: 'tiles' once the deep-zoom pyramid draws. */
function canvasSource(page: Page): Promise<string | undefined> {
  return page.getByTestId('photograph-canvas').evaluate((element) => (element as HTMLElement).dataset.source);
}

async function expectBadge(page: Page): Promise<void> {
  await page.getByRole('status').filter({ hasText: BADGE }).waitFor();
}

/** A picture that really drew (a broken one has no natural width). */
async function pictureDrawn(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate(
      (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
    );
}

describe('offline: what was seen opens again, kept albums open whole', () => {
  let context: BrowserContext;
  let close: () => Promise<void>;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ context, close } = await launchPersistent({ viewport: PHONE, locale: 'de-DE' }));
    page = context.pages()[0] ?? (await context.newPage());
    errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/feed`);
    await waitForController(page);
  });
  afterAll(async () => {
    await context?.setOffline(false);
    await close?.();
  });

  test('a photograph, an album, a RetroSnap and the map seen online open offline, with the badge', async () => {
    // Online: the person looks around.
    await page.goto(`${baseUrl}/photographs/show/${KAPELLBRUECKE.id}`);
    await page.getByRole('heading', { name: KAPELLBRUECKE.title, level: 1 }).waitFor();
    await expect.poll(() => canvasSource(page), { timeout: 30_000 }).toBe('tiles');
    await page.goto(`${baseUrl}/image_galleries/show/${LUZERN_ALBUM.id}`);
    await page.getByRole('heading', { name: LUZERN_ALBUM.headline, level: 1 }).waitFor();
    await page.locator(`a[href="/photographs/show/${KAPELLBRUECKE.id}"]`).first().waitFor();
    await page.goto(`${baseUrl}/retrosnaps/show/1`);
    await page.getByTestId('comparison-historic').waitFor();
    await page.goto(`${baseUrl}/map`);
    await page.locator('[data-testid="map"][data-ready="true"]').waitFor();
    await expect
      .poll(() => page.locator('.leaflet-marker-icon').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(await page.getByText(BADGE).count()).toBe(0);
    for (const prefix of [
      `/photographs/${KAPELLBRUECKE.id}`,
      `/image_galleries/${LUZERN_ALBUM.id}`,
      '/retrosnaps/1',
      '/feed_items?groups%5B%5D=map',
    ]) {
      await waitForCachedAnswer(page, prefix);
    }

    await context.setOffline(true);
    try {
      // The map: markers of the area seen, the offline badge over it.
      await page.reload();
      await page.locator('[data-testid="map"][data-ready="true"]').waitFor();
      await expectBadge(page);
      await expect
        .poll(() => page.locator('.leaflet-marker-icon').count(), { timeout: 20_000 })
        .toBeGreaterThan(0);
      await saveScreenshot(page, 'offline-map-phone');

      // The photograph: its data and its deep-zoom tiles from the caches.
      await page.goto(`${baseUrl}/photographs/show/${KAPELLBRUECKE.id}`);
      await page.getByRole('heading', { name: KAPELLBRUECKE.title, level: 1 }).waitFor();
      await expect.poll(() => canvasSource(page), { timeout: 30_000 }).toBe('tiles');
      await expectBadge(page);
      await saveScreenshot(page, 'offline-viewer-phone');

      // The RetroSnap with both of its pictures.
      await page.goto(`${baseUrl}/retrosnaps/show/1`);
      await page.getByTestId('comparison-historic').waitFor();
      await expect.poll(() => pictureDrawn(page, '[data-testid="comparison-historic"]')).toBe(true);
      await expectBadge(page);

      // The album, its cover and grid; then, inside the app, one of its photographs.
      await page.goto(`${baseUrl}/image_galleries/show/${LUZERN_ALBUM.id}`);
      await page.getByRole('heading', { name: LUZERN_ALBUM.headline, level: 1 }).waitFor();
      await expectBadge(page);
      await page.locator(`a[href="/photographs/show/${KAPELLBRUECKE.id}"]`).first().waitFor();
      await saveScreenshot(page, 'offline-album-phone');
      await expectAccessible(page, 'album offline with the badge');
      await page.locator(`a[href="/photographs/show/${KAPELLBRUECKE.id}"]`).first().click();
      await page.getByRole('heading', { name: KAPELLBRUECKE.title, level: 1 }).waitFor();
      await expectBadge(page);

      // The feed says it is offline, too.
      await page.goto(`${baseUrl}/feed`);
      await expectBadge(page);
      await saveScreenshot(page, 'offline-feed-phone');
    } finally {
      await context.setOffline(false);
    }
    // Back online, the badge goes.
    await page.goto(`${baseUrl}/feed`);
    await page.getByRole('status').filter({ hasText: BADGE }).waitFor({ state: 'detached' });
    expect(await page.getByText(BADGE).count()).toBe(0);
  });

  test('an album kept offline opens a photograph never visited, with its tiles', async () => {
    const members = await apiJson<{ 'hydra:member': PhotographAnswer[] }>(
      `/photographs?galleries=${KEPT_ALBUM.id}&itemsPerPage=100`,
    );
    const unseen = members['hydra:member'].at(-1) as PhotographAnswer;
    expect(unseen.id).not.toBe(KAPELLBRUECKE.id);
    const title = (unseen.translations.find((entry) => entry.locale === 'de') ?? unseen.translations[0])
      ?.name;

    await page.goto(`${baseUrl}/image_galleries/show/${KEPT_ALBUM.id}`);
    await page.getByRole('heading', { name: KEPT_ALBUM.headline, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Offline behalten' }).click();
    await page.getByText(/^Offline gespeichert am/).waitFor({ timeout: 60_000 });
    expect(await page.evaluate((id) => caches.has(`kept-album-${id}`), KEPT_ALBUM.id)).toBe(true);
    await saveScreenshot(page, 'offline-kept-album-phone');

    await context.setOffline(true);
    try {
      await page.goto(`${baseUrl}/photographs/show/${unseen.id}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await expect.poll(() => canvasSource(page), { timeout: 30_000 }).toBe('tiles');
      await expectBadge(page);
      await saveScreenshot(page, 'offline-kept-photograph-phone');
      // The album itself, reloaded offline, says it is kept.
      await page.goto(`${baseUrl}/image_galleries/show/${KEPT_ALBUM.id}`);
      await page.getByText(/^Offline gespeichert am/).waitFor();
    } finally {
      await context.setOffline(false);
    }

    // Removing it deletes its cache.
    await page.reload();
    await page.getByRole('button', { name: 'Nicht mehr offline behalten' }).click();
    await page.getByRole('button', { name: 'Offline behalten' }).waitFor();
    expect(await page.evaluate((id) => caches.has(`kept-album-${id}`), KEPT_ALBUM.id)).toBe(false);
    expect(errors).toEqual([]);
  });
});
