import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { expectAccessible } from '../support/axe';
import { DESKTOP, launchBrowser, openPage, PHONE, trackPageErrors } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';

const baseUrl = inject('baseUrl');

async function total(query: string): Promise<number> {
  const response = await fetch(`${baseUrl}/feed_items?itemsPerPage=1&${query}`, {
    headers: { Accept: 'application/ld+json' },
  });
  return ((await response.json()) as { 'hydra:totalItems': number })['hydra:totalItems'];
}

const resultStatus = (page: Page) => page.getByRole('status').filter({ hasText: 'Treffer' });

async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Suchen', exact: true }).click();
  const layer = page.getByRole('dialog', { name: 'Suche' });
  await layer.waitFor();
  return layer;
}

/** Reads the number of results the feed announces, once it has loaded. */
async function shownCount(page: Page): Promise<number> {
  await resultStatus(page).waitFor();
  const text = (await resultStatus(page).textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

async function expectChip(page: Page, type: string, label: string) {
  const chip = page.locator(`main [data-filter-type="${type}"]`);
  await chip.waitFor();
  await expect.poll(() => chip.textContent(), { timeout: 8000 }).toContain(label);
}

describe('search layer', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let unfiltered: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openPage(browser, { viewport: DESKTOP });
    errors = trackPageErrors(page);
    unfiltered = await total('showInFeed=true');
  });
  afterAll(async () => browser?.close());

  test('a text search narrows the feed, carries its filter in the URL and survives a reload', async () => {
    await page.goto(`${baseUrl}/feed`);
    const layer = await openSearch(page);
    await saveScreenshot(page, 'search-layer-desktop');
    await expectAccessible(page, 'search layer (desktop)');
    await layer.getByTestId('search-text').fill('Gletscher');
    await layer.getByTestId('search-find').click();
    await page.waitForURL(`${baseUrl}/feed?text=Gletscher`);
    const expected = await total('text=Gletscher');
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(unfiltered);
    expect(await shownCount(page)).toBe(expected);
    await expectChip(page, 'text', 'Gletscher');
    await expectAccessible(page, 'feed with a search');

    await page.reload();
    expect(await shownCount(page)).toBe(expected);
    await expectChip(page, 'text', 'Gletscher');
  });

  test('a period from the year slider narrows the feed and survives a reload', async () => {
    await page.goto(`${baseUrl}/feed`);
    const layer = await openSearch(page);
    await layer.getByRole('button', { name: 'Zeitraum' }).click();
    const from = layer.getByRole('slider', { name: 'Von Jahr' });
    await from.focus();
    for (let step = 0; step < 5; step++) await page.keyboard.press('PageUp');
    const to = layer.getByRole('slider', { name: 'Bis Jahr' });
    await to.focus();
    for (let step = 0; step < 6; step++) await page.keyboard.press('PageDown');
    expect(await from.getAttribute('aria-valuenow')).toBe('1900');
    expect(await to.getAttribute('aria-valuenow')).toBe('1920');
    await layer.getByTestId('search-draft').locator('[data-filter-type="daterange"]').waitFor();
    await layer.getByTestId('search-find').click();
    await page.waitForURL(`${baseUrl}/feed?daterange=1900-1920`);
    const expected = await total('daterange=1900-1920');
    expect(expected).toBeLessThan(unfiltered);
    expect(await shownCount(page)).toBe(expected);
    await page.reload();
    expect(await shownCount(page)).toBe(expected);
    await expectChip(page, 'daterange', '1900 – 1920');
  });

  test('categories are suggested from the fourth letter on, ignoring case, and narrow the feed', async () => {
    await page.goto(`${baseUrl}/feed`);
    const layer = await openSearch(page);
    const text = layer.getByTestId('search-text');
    await text.fill('geb');
    await layer.getByText('Tippe mindestens vier Buchstaben').waitFor();
    expect(await layer.getByTestId('category-suggestions').count()).toBe(0);
    await text.fill('GEBÄ');
    const suggestions = layer.getByTestId('category-suggestions');
    await suggestions.getByRole('button', { name: 'Gebäude' }).click();
    // Choosing the category uses up the typed text: it does not also become a text filter.
    expect(await text.inputValue()).toBe('');
    await layer.getByTestId('search-find').click();
    await page.waitForURL(`${baseUrl}/feed?categories%5B%5D=2`);
    const expected = await total('categories%5B%5D=2');
    expect(expected).toBeLessThan(unfiltered);
    expect(await shownCount(page)).toBe(expected);
    await page.reload();
    expect(await shownCount(page)).toBe(expected);
    await expectChip(page, 'category', 'Gebäude');
  });

  test('places show their document counts; places without documents are not offered', async () => {
    await page.goto(`${baseUrl}/feed`);
    const layer = await openSearch(page);
    await layer.getByTestId('search-text').fill('luz');
    const results = layer.getByTestId('place-results');
    const luzern = results.getByRole('button', { name: /^Luzern Schweiz · 10 Einträge$/ });
    await luzern.waitFor();
    // Spec §5: a place without documents cannot be a filter, so the search does not list it.
    expect(await results.getByRole('button', { name: /^Luz Minas Gerais/ }).count()).toBe(0);
    expect(await results.getByText(/\b0 Einträge/).count()).toBe(0);
    await saveScreenshot(page, 'search-layer-places');
    await luzern.click();
    await layer.getByTestId('search-find').click();
    await page.waitForURL(`${baseUrl}/feed?place=CH.LU.LUZERN`);
    const expected = await total('place=CH.LU.LUZERN');
    expect(expected).toBeLessThan(unfiltered);
    expect(await shownCount(page)).toBe(expected);
    await page.reload();
    expect(await shownCount(page)).toBe(expected);
    // The link carries only the key; the chip names the place.
    await expectChip(page, 'place', 'Luzern');
  });

  test('typing a place offers each place once, named in German, and none without documents', async () => {
    await page.goto(`${baseUrl}/feed`);
    const layer = await openSearch(page);
    const text = layer.getByTestId('search-text');
    await text.fill('Pers');
    await layer.getByText('Kein Ort mit Fotos gefunden.').waitFor();
    expect(await layer.getByTestId('place-results').count()).toBe(0);
    await saveScreenshot(page, 'search-layer-pers');

    await text.fill('Bern');
    const rows = layer.getByTestId('place-results').getByRole('button');
    await rows.filter({ hasText: 'Region · Schweiz' }).waitFor();
    const shown = await rows.allTextContents();
    expect(shown).toEqual([...new Set(shown)]);
    expect(shown).toEqual(['BernRegion · Schweiz · 3 Einträge', 'BernSchweiz · 1 Eintrag']);
    await saveScreenshot(page, 'search-layer-bern');
    await expectAccessible(page, 'search layer with places');
  });

  test('a RetroSnap among the results says what it is and shows its own year, after its photograph', async () => {
    await page.goto(`${baseUrl}/feed?text=Jackson%20Glacier`);
    const cards = page.locator('main [data-document-type]');
    const snap = page.locator('main [data-document-type="Retrosnap"]').first();
    await snap.waitFor();
    expect(await cards.first().getAttribute('data-document-type')).toBe('Photograph');
    expect(await snap.textContent()).toContain('RetroSnap: Jackson-Gletscher');
    expect(await snap.textContent()).toContain('2009');
    expect(await snap.getByRole('img', { name: 'Damals und heute' }).count()).toBe(1);
    await saveScreenshot(page, 'search-results-retrosnap');
  });

  test('one filter per type, sorted by type; a new filter removes the near-me filter; chips remove theirs', async () => {
    await page.goto(`${baseUrl}/feed?geo=47.05,8.3`);
    await expectChip(page, 'geo', 'In meiner Nähe');
    let layer = await openSearch(page);
    await layer.getByTestId('search-text').fill('Brücke');
    await layer.getByTestId('search-find').click();
    await page.waitForURL(`${baseUrl}/feed?text=Br%C3%BCcke`);

    layer = await openSearch(page);
    await layer.getByTestId('search-text').fill('Luzern');
    await layer.getByTestId('search-find').click();
    // The second text replaces the first.
    await page.waitForURL(`${baseUrl}/feed?text=Luzern`);

    layer = await openSearch(page);
    await layer.getByRole('button', { name: 'Zeitraum' }).click();
    const from = layer.getByRole('slider', { name: 'Von Jahr' });
    await from.focus();
    await page.keyboard.press('PageUp');
    await layer.getByTestId('search-find').click();
    await page.waitForURL(`${baseUrl}/feed?text=Luzern&daterange=1860-1980`);
    expect(await shownCount(page)).toBe(await total('text=Luzern&daterange=1860-1980'));

    // Closing a chip removes that filter only.
    await page.locator('main [data-filter-type="text"]').focus();
    await page.keyboard.press('Delete');
    await page.waitForURL(`${baseUrl}/feed?daterange=1860-1980`);
    await page.getByRole('button', { name: 'Suche beenden' }).click();
    await page.waitForURL(`${baseUrl}/feed`);
    expect(errors).toEqual([]);
  });

  test('the logo clears the search; a search link opens on a phone with its chips', async () => {
    const phone = await openPage(browser, { viewport: PHONE });
    await phone.goto(`${baseUrl}/feed?text=Gletscher&categories%5B%5D=2`);
    await expectChip(phone, 'text', 'Gletscher');
    await expectChip(phone, 'category', 'Gebäude');
    await saveScreenshot(phone, 'feed-phone-search');
    const layer = await openSearch(phone);
    await saveScreenshot(phone, 'search-layer-phone');
    await expectAccessible(phone, 'search layer (phone)');
    await layer.getByRole('button', { name: 'Suche schließen' }).click();
    await phone.getByRole('button', { name: 'RetroPics – nach oben' }).click();
    await phone.waitForURL(`${baseUrl}/feed`);
    await phone.close();
  });
});
