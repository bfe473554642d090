import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { expectAccessible } from '../support/axe';
import { launchBrowser, openPage, PHONE, trackPageErrors } from '../support/browser';
import { letTimePass } from '../support/waiting';

const baseUrl = inject('baseUrl');

interface FeedItem {
  id: number;
  headline?: string | null;
  translations?: Array<{ locale: string; name?: string | null }>;
}

async function topAlbumNames(): Promise<string[]> {
  const query = 'documentType=ImageGallery&showInFeed=true&order%5BcomputedRating%5D=DESC&itemsPerPage=10';
  const response = await fetch(`${baseUrl}/feed_items?${query}`, {
    headers: { Accept: 'application/ld+json' },
  });
  const body = (await response.json()) as { 'hydra:member': FeedItem[] };
  return body['hydra:member'].map(
    (item) => item.translations?.find((entry) => entry.locale === 'de')?.name ?? item.headline ?? '',
  );
}

async function isNotFound(page: Page, path: string): Promise<boolean> {
  await page.goto(`${baseUrl}${path}`);
  await page.locator('h1').first().waitFor();
  return (await page.locator('h1').first().textContent()) === 'Seite nicht gefunden';
}

describe('start screen /', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openPage(browser, { viewport: PHONE });
    errors = trackPageErrors(page);
  });
  afterAll(async () => browser?.close());

  test('shows the carousel of top albums with their names from the API', async () => {
    const names = await topAlbumNames();
    expect(names.length).toBeGreaterThan(1);
    await page.goto(`${baseUrl}/`);
    const carousel = page.getByRole('region', { name: 'Top-Alben, automatisch wechselnd' });
    await carousel.waitFor();
    const slideTitle = carousel.locator('h3');
    expect(await slideTitle.textContent()).toBe(names[0]);
    expect(await carousel.getByRole('group').getAttribute('aria-label')).toBe(`1 von ${names.length}`);

    await carousel.getByRole('button', { name: 'Nächstes Album' }).click();
    expect(await slideTitle.textContent()).toBe(names[1]);
    await carousel.getByRole('button', { name: 'Vorheriges Album' }).click();
    expect(await slideTitle.textContent()).toBe(names[0]);
    await carousel.getByRole('button', { name: `Album ${names.length} zeigen` }).click();
    expect(await slideTitle.textContent()).toBe(names[names.length - 1]);
    await carousel.getByRole('button', { name: 'Album 1 zeigen' }).click();
    await expectAccessible(page, 'start (de)');
    expect(errors).toEqual([]);
  });

  test('turns on its own every 4 s and can be paused', async () => {
    // The 4 s are the behaviour under test: a page of its own whose clock the test runs ahead.
    const timed = await openPage(browser, { viewport: PHONE });
    await timed.clock.install();
    await timed.goto(`${baseUrl}/`);
    const carousel = timed.getByRole('region', { name: 'Top-Alben, automatisch wechselnd' });
    const slide = carousel.getByRole('group');
    await slide.waitFor();
    await timed.mouse.move(0, 0);
    await letTimePass(timed, 4000);
    expect(await slide.getAttribute('aria-label')).toMatch(/^2 /);
    await carousel.getByRole('button', { name: 'Automatisches Weiterblättern anhalten' }).click();
    const paused = await slide.getAttribute('aria-label');
    await timed.mouse.move(0, 0);
    await letTimePass(timed, 4500);
    expect(await slide.getAttribute('aria-label')).toBe(paused);
    await carousel.getByRole('button', { name: 'Automatisches Weiterblättern starten' }).waitFor();
    await timed.close();
  });

  test('never shows a broken image: thumbnail, else the original, else a placeholder', async () => {
    await page.goto(`${baseUrl}/`);
    await page.getByRole('region', { name: 'Top-Alben, automatisch wechselnd' }).waitFor();
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('[aria-roledescription="slide"] img');
      return !image || (image.complete && image.naturalWidth > 0);
    });
    const broken = await page.evaluate(
      () => [...document.images].filter((image) => image.complete && image.naturalWidth === 0).length,
    );
    expect(broken).toBe(0);
  });

  test('offers only buttons that lead to a screen; continue without sign-in opens /feed', async () => {
    await page.goto(`${baseUrl}/`);
    const actions = page.getByTestId('start-actions');
    await actions.waitFor({ state: 'attached' });
    const continueButton = actions.getByRole('button', { name: 'Ohne Anmeldung fortfahren' });
    expect(await continueButton.count()).toBe(1);
    await continueButton.click();
    await page.waitForURL(`${baseUrl}/feed`);
  });

  test('links nowhere that ends on the NotFound page', async () => {
    await page.goto(`${baseUrl}/`);
    await page.getByRole('region', { name: 'Top-Alben, automatisch wechselnd' }).waitFor();
    const hrefs = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
        .filter((anchor) => anchor.origin === location.origin)
        .map((anchor) => anchor.pathname),
    );
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of new Set(hrefs)) expect(await isNotFound(page, href), href).toBe(false);
  });
});
