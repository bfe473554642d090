import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { expectAccessible } from '../support/axe';
import { DESKTOP, launchBrowser, openPage, PHONE, trackPageErrors } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';
import { signedInContext } from '../support/session';
import { scrollAndSettle } from '../support/waiting';

const baseUrl = inject('baseUrl');

type Json = Record<string, unknown>;

async function api<T = Json>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { Accept: 'application/ld+json' } });
  return (await response.json()) as T;
}

const gridCount = (page: Page, testId: string) =>
  page.getByTestId(testId).getAttribute('data-count').then(Number);

describe('album /image_galleries/show/:id', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    // One test rewrites an API answer (page.route), which the service worker would answer past.
    page = await openPage(browser, { viewport: PHONE, serviceWorkers: 'block' });
    errors = trackPageErrors(page);
  });
  afterAll(async () => browser?.close());

  test('shows cover, title, places of origin, texts, place, period, categories, grid and comments', async () => {
    const album = await api<Json & { photographs: string[]; photographComments: string[] }>(
      '/image_galleries/1',
    );
    await page.goto(`${baseUrl}/image_galleries/show/1`);
    await page.getByRole('heading', { level: 1, name: 'Luzern um 1900' }).waitFor();
    expect(await page.title()).toBe('Luzern um 1900 – RetroPics');
    await expect.poll(() => page.getByTestId('album-origins').textContent()).toBe('Herkunft: 10 × Luzern');
    expect(await page.getByTestId('album-description').textContent()).toBe(album.description);
    expect(
      await page.getByTestId('album-text').getByRole('heading', { name: 'Die Leuchtenstadt' }).count(),
    ).toBe(1);
    expect(await page.getByTestId('album-place').textContent()).toContain('Kapellbrücke, Luzern');
    expect(await page.getByTestId('album-period').textContent()).toBe('Zeitraum 1860 – 1920');
    const chip = page.getByTestId('album-categories').getByRole('link', { name: 'Gebäude' });
    expect(await chip.getAttribute('href')).toBe('/feed?categories%5B%5D=2');
    // Ten photographs and one photograph comment, in the album's order.
    await expect
      .poll(() => gridCount(page, 'album-grid'))
      .toBe(album.photographs.length + album.photographComments.length);
    const firstLink = page.getByTestId('album-grid').getByRole('link').first();
    expect(await firstLink.getAttribute('href')).toBe(
      `/photographs/show/${album.photographs[0]?.split('/').pop()}`,
    );
    const commentLink = page.getByTestId('album-grid').locator('a[href="/photographs/show/1/1"]');
    expect(await commentLink.count()).toBe(1);
    await page.getByTestId('album-comments').getByText('Keine Kommentare vorhanden').waitFor();
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'album-phone', true);
    await expectAccessible(page, 'album (phone)');

    // The title bar appears once the visitor has scrolled past 400 px, not before.
    await scrollAndSettle(page, 300);
    expect(await page.getByTestId('sticky-title').count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByTestId('sticky-title').getByText('Luzern um 1900').waitFor();
    await saveScreenshot(page, 'album-phone-scrolled');
    expect(errors).toEqual([]);
  });

  test('cuts a long description at 100 characters behind "Weiterlesen"', async () => {
    await page.route(/\/image_galleries\/2$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Json;
      const description = 'Ein Jahrhundert Gletscherschwund: '.repeat(6).trim();
      // The screen reads the text of the interface language from `translations`.
      const translations = (body.translations as Json[]).map((entry) => ({ ...entry, description }));
      await route.fulfill({ response, json: { ...body, description, translations } });
    });
    await page.goto(`${baseUrl}/image_galleries/show/2`);
    const description = page.getByTestId('album-description');
    await description.waitFor();
    const cut = (await description.textContent()) ?? '';
    expect(cut.replace('Weiterlesen', '').length).toBeLessThanOrEqual(101);
    await description.getByRole('button', { name: 'Weiterlesen' }).click();
    expect((await description.textContent())?.length).toBeGreaterThan(150);
    await page.unroute(/\/image_galleries\/2$/);
  });

  test('an album of albums lists its sub-albums, and the RetroSnaps of an album show too', async () => {
    const alps = await api<Json & { subGalleries: string[]; photographs: string[] }>('/image_galleries/4');
    const desktop = await openPage(browser, { viewport: DESKTOP });
    await desktop.goto(`${baseUrl}/image_galleries/show/4`);
    await expect
      .poll(() => gridCount(desktop, 'album-grid'))
      .toBe(alps.subGalleries.length + alps.photographs.length);
    const subLinks = await desktop
      .getByTestId('album-grid')
      .locator('a[href^="/image_galleries/show/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(subLinks).toEqual(
      alps.subGalleries.map((iri) => iri.replace('/image_galleries/', '/image_galleries/show/')),
    );
    await desktop.waitForLoadState('networkidle');
    await saveScreenshot(desktop, 'album-desktop');
    await expectAccessible(desktop, 'album of albums (desktop)');

    const glaciers = await api<Json & { retrosnaps: string[]; photographs: string[] }>('/image_galleries/2');
    await desktop.goto(`${baseUrl}/image_galleries/show/2/color`);
    await expect
      .poll(() => gridCount(desktop, 'album-grid'))
      .toBe(glaciers.retrosnaps.length + glaciers.photographs.length);
    expect(
      await desktop.getByTestId('album-grid').locator('a[href^="/retrosnaps/show/"]').count(),
    ).toBeGreaterThan(0);
    await desktop.close();
  });

  test('shares the album and closes back to where the visitor came from', async () => {
    await page.goto(`${baseUrl}/feed`);
    await page.goto(`${baseUrl}/image_galleries/show/1`);
    await page.getByRole('button', { name: 'Album teilen' }).first().click();
    const share = page.getByRole('dialog', { name: 'Teilen' });
    await share.waitFor();
    const mail = share.getByRole('link', { name: 'E-Mail' });
    expect(decodeURIComponent((await mail.getAttribute('href')) ?? '')).toContain('Luzern um 1900');
    await expectAccessible(page, 'album share dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Album schließen' }).first().click();
    await page.waitForURL(`${baseUrl}/feed`);
  });
});

describe('collections', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  test('a crowdfunding collection shows its progress and perks with prices, each with its buy button', async () => {
    const page = await openPage(browser, { viewport: PHONE });
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/photograph_collections/show/7`);
    await page.getByRole('heading', { level: 1, name: 'Meraner Familienalbum 1900–1950' }).waitFor();
    expect(await page.getByTestId('collection-status').textContent()).toBe('Crowdfunding läuft');
    const funding = page.getByTestId('crowdfunding');
    // 860 of 2400 in the demo, more once a browser test has backed it (order-checkout.test.ts):
    // up to half funded, the goal is named (spec §4).
    const { crowdfundingFunded: funded } = await api<{ crowdfundingFunded: number }>(
      '/photograph_collections/7',
    );
    expect(funded).toBeLessThanOrEqual(1200);
    const euros = (value: number) => `${value.toLocaleString('de-DE', { maximumFractionDigits: 2 })} €`;
    expect((await funding.textContent())?.replace(/\s/g, ' ')).toContain(`${euros(funded)} von 2.400 €`);
    expect(await funding.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(
      String(Math.round((funded / 2400) * 100)),
    );
    expect(await page.getByTestId('collection-licence').count()).toBe(0);
    await saveScreenshot(page, 'collection-crowdfunding-phone', true);
    await expectAccessible(page, 'crowdfunding collection (phone)');

    await funding.getByRole('button', { name: '4 Dankeschöns ansehen' }).click();
    const drawer = page.getByRole('dialog', { name: 'Dankeschöns' });
    await drawer.waitFor();
    await expect.poll(() => drawer.getByTestId('perk').count()).toBe(4);
    const texts = (await drawer.getByTestId('perk').allTextContents()).map((text) =>
      text.replace(/\s/g, ' '),
    );
    expect(texts[0]).toContain('Digitale Kopie aller Bilder');
    expect(texts[0]).toContain('25 €');
    // Each perk has its buy button (order-checkout.test.ts buys one); the contribution perk has no
    // fixed price but an amount field.
    expect(await drawer.getByRole('button', { name: 'Unterstützen' }).count()).toBe(4);
    expect(await drawer.getByRole('textbox', { name: /Betrag/ }).count()).toBe(1);
    expect((await drawer.boundingBox())?.width).toBeCloseTo(390, 0);
    await saveScreenshot(page, 'collection-perks-phone');
    await expectAccessible(page, 'perks drawer (phone)');
    await page.getByRole('button', { name: 'Dankeschöns schließen' }).click();
    // Closing a crowdfunding collection leads to the crowdfunding list.
    await page.getByRole('button', { name: 'Sammlung schließen' }).first().click();
    await page.waitForURL(`${baseUrl}/collections`);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('a finished collection shows licence, count and its photographs; a new one hides the grid', async () => {
    const page = await openPage(browser, { viewport: DESKTOP });
    const luzern = await api<Json & { photographsCount: number }>('/photograph_collections/1');
    await page.goto(`${baseUrl}/photograph_collections/show/1`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByTestId('collection-licence').textContent()).toContain('Gemeinfrei (nach Alter)');
    expect(await page.getByTestId('collection-count').textContent()).toBe(
      `Diese Sammlung enthält ${luzern.photographsCount} RetroPics`,
    );
    await expect.poll(() => gridCount(page, 'collection-grid')).toBe(luzern.photographsCount);
    expect(await page.getByTestId('crowdfunding').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Titelbild vergrößern' }).getAttribute('href')).toBe(
      '/photograph_collections/cover/show/1',
    );
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'collection-desktop');
    await expectAccessible(page, 'finished collection (desktop)');

    await page.close();
    // A New collection is its owner's and the curators' only (issue 16): its owner opens it.
    const { context } = await signedInContext(browser, { as: 'user', context: { viewport: DESKTOP } });
    const ownerPage = await context.newPage();
    await ownerPage.goto(`${baseUrl}/photograph_collections/show/9`);
    await ownerPage.getByRole('heading', { level: 1, name: 'Dachbodenfund aus Bozen' }).waitFor();
    expect(await ownerPage.getByTestId('collection-status').textContent()).toBe('Neu gemeldet');
    expect(await ownerPage.getByTestId('collection-grid').count()).toBe(0);
    await context.close();
  });

  test('the landing page lists the crowdfunding collections in landing order and explains how it works', async () => {
    const page = await openPage(browser, { viewport: PHONE });
    const all = await api<{
      'hydra:member': Array<
        Json & {
          status: number;
          headline: string;
          crowdfundingRequired: number | null;
          crowdfundingFunded: number | null;
        }
      >;
    }>('/photograph_collections?itemsPerPage=1000');
    const crowdfunding = all['hydra:member']
      .filter((collection) => collection.status === 1)
      .sort(
        (a, b) =>
          (b.crowdfundingFunded ?? 0) / (b.crowdfundingRequired ?? 1) -
          (a.crowdfundingFunded ?? 0) / (a.crowdfundingRequired ?? 1),
      )
      .map((collection) => collection.headline);
    expect(crowdfunding.length).toBeGreaterThan(1);
    await page.goto(`${baseUrl}/retro`);
    const grid = page.getByTestId('landing-collections');
    await grid.getByTestId('collection-card').first().waitFor();
    expect(await grid.locator('h3').allTextContents()).toEqual(crowdfunding);
    expect(await page.locator('main').textContent()).toContain('10.000');
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'landing-phone', true);
    await expectAccessible(page, 'landing (phone)');

    await page.getByRole('button', { name: 'Wie funktioniert das?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Wie funktioniert das?' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('how-it-works').locator('p').count()).toBe(4);
    await expectAccessible(page, 'how does this work dialog');
    await dialog.getByRole('button', { name: 'Verstanden' }).click();

    await grid.getByRole('link').first().click();
    await page.waitForURL(/\/photograph_collections\/show\/\d+$/);
    await page.close();
  });

  test('the collections list shows the crowdfunding collections', async () => {
    const page = await openPage(browser, { viewport: DESKTOP });
    const expected = await api<{ 'hydra:totalItems': number }>('/photograph_collections?status=1');
    await page.goto(`${baseUrl}/collections`);
    const list = page.getByTestId('collections-list');
    await list.getByTestId('collection-card').first().waitFor();
    expect(await list.getByTestId('collection-card').count()).toBe(expected['hydra:totalItems']);
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'collections-desktop');
    await expectAccessible(page, 'collections list (desktop)');
    await page.close();
  });
});

describe('photograph RetroSnaps /photographs/retrosnaps/:id', () => {
  test('shows every RetroSnap of the photograph, linking to the RetroSnap screen', async () => {
    const browser = await launchBrowser();
    const page = await openPage(browser, { viewport: PHONE });
    const snap = await api<{ 'hydra:member': Array<{ id: number; photograph: string }> }>(
      '/retrosnaps?itemsPerPage=1',
    );
    const first = snap['hydra:member'][0];
    if (!first) throw new Error('no RetroSnap in the demo archive');
    const photographId = first.photograph.split('/').pop();
    const all = await api<{ 'hydra:totalItems': number }>(`/retrosnaps?photograph=${photographId}`);
    await page.goto(`${baseUrl}/photographs/retrosnaps/${photographId}`);
    await page.getByRole('heading', { level: 1, name: /^RetroSnaps zu/ }).waitFor();
    await expect.poll(() => gridCount(page, 'retrosnaps-grid')).toBe(all['hydra:totalItems']);
    expect(await page.getByTestId('retrosnaps-grid').getByRole('link').first().getAttribute('href')).toBe(
      `/retrosnaps/show/${first.id}`,
    );
    await page.getByTestId('retrosnaps-original').waitFor();
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'photograph-retrosnaps-phone');
    await expectAccessible(page, 'photograph RetroSnaps (phone)');
    await page.goto(`${baseUrl}/photographs/retrosnaps/2`);
    await page.getByTestId('retrosnaps-empty').waitFor();
    await browser.close();
  });
});
