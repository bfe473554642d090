import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { expectAccessible } from '../support/axe';
import { DESKTOP, launchBrowser, openPage } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';

const baseUrl = inject('baseUrl');

async function visibleTexts(page: Page) {
  return {
    lang: await page.evaluate(() => document.documentElement.lang),
    heading: await page.locator('main h2').first().textContent(),
    intro: await page.getByTestId('start-intro').textContent(),
    legal: await page.locator('footer a').allTextContents(),
  };
}

describe('language choice', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openPage(browser, { viewport: DESKTOP });
  });
  afterAll(async () => browser?.close());

  test('German by default', async () => {
    await page.goto(`${baseUrl}/`);
    await page.locator('main h2').first().waitFor();
    expect(await visibleTexts(page)).toMatchObject({
      lang: 'de',
      heading: 'Top-Alben',
      legal: ['Datenschutz', 'AGB', 'Impressum'],
    });
  });

  test('English changes the visible texts and persists over a reload', async () => {
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Top albums' }).waitFor();
    const english = {
      lang: 'en',
      heading: 'Top albums',
      intro:
        "Discover historical photographs, find them on the map and compare them with today's RetroSnaps.",
      legal: ['Privacy', 'Terms', 'Imprint'],
    };
    expect(await visibleTexts(page)).toEqual(english);
    expect(await page.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await page.getByRole('heading', { name: 'Top albums' }).waitFor();
    expect(await visibleTexts(page)).toEqual(english);
    await expectAccessible(page, 'start (en)');
    await saveScreenshot(page, 'desktop-start-en');
  });

  test('Italian changes the visible texts, persists, and reaches the lazily loaded legal texts', async () => {
    await page.getByRole('button', { name: 'Italiano' }).click();
    await page.getByRole('heading', { name: 'Album più belli' }).waitFor();
    expect(await visibleTexts(page)).toMatchObject({
      lang: 'it',
      legal: ['Privacy', 'Condizioni', 'Note legali'],
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Album più belli' }).waitFor();
    await expectAccessible(page, 'start (it)');
    await page.getByRole('link', { name: 'Privacy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Informativa sulla privacy' });
    await dialog.waitFor();
    // Dates keep the German format in every language (spec §9).
    expect(await dialog.textContent()).toContain('Aggiornato al: 23.02.2023');
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
  });

  test('back to German', async () => {
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { name: 'Top-Alben' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Top-Alben' }).waitFor();
    expect((await visibleTexts(page)).lang).toBe('de');
  });
});
