import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { expectAccessible } from '../support/axe';
import { launchBrowser, openPage, PHONE } from '../support/browser';

const baseUrl = inject('baseUrl');

const PAGES = [
  {
    path: '/privacy',
    link: 'Datenschutz',
    title: 'Datenschutzerklärung',
    date: 'Stand: 23.02.2023',
    fact: '90 Tagen anonymisiert',
  },
  {
    path: '/agb',
    link: 'AGB',
    title: 'Allgemeine Geschäftsbedingungen',
    date: 'Stand: 14.03.2022',
    fact: '50 Prozent der Netto-Lizenzerlöse',
  },
  { path: '/impressum', link: 'Impressum', title: 'Impressum', date: null, fact: 'Bildrechte' },
] as const;

describe('legal pages', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  for (const legal of PAGES) {
    test(`${legal.path} opens from the start screen as a full-screen dialog and closes back`, async () => {
      page = await openPage(browser, { viewport: PHONE });
      await page.goto(`${baseUrl}/`);
      await page
        .getByRole('navigation', { name: 'Rechtliches' })
        .getByRole('link', { name: legal.link })
        .click();
      await page.waitForURL(`${baseUrl}${legal.path}`);
      const dialog = page.getByRole('dialog', { name: legal.title });
      await dialog.waitFor();
      const box = await dialog.boundingBox();
      expect(box?.width).toBe(PHONE.width);
      expect(box?.height).toBe(PHONE.height);
      const text = await dialog.textContent();
      if (legal.date) expect(text).toContain(legal.date);
      expect(text).toContain(legal.fact);
      await expectAccessible(page, `legal ${legal.path}`);
      // History is longer than 2 (blank page, /, the dialog): close goes back.
      await dialog.getByRole('button', { name: 'Schließen' }).click();
      await page.waitForURL(`${baseUrl}/`);
      await page.close();
    });
  }

  test('opened directly, close leads to the home list (the start screen until the feed exists)', async () => {
    page = await openPage(browser, { viewport: PHONE });
    await page.goto(`${baseUrl}/agb`);
    const dialog = page.getByRole('dialog', { name: 'Allgemeine Geschäftsbedingungen' });
    await dialog.waitFor();
    expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(2);
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/feed');
    await page.close();
  });

  test('Escape closes the dialog, and closing goes back to the screen it was opened from', async () => {
    page = await openPage(browser, { viewport: PHONE });
    await page.goto(`${baseUrl}/delete_account`);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('dialog', { name: 'RetroPics' }).getByRole('link', { name: 'Datenschutz' }).click();
    await page.getByRole('dialog', { name: 'Datenschutzerklärung' }).waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL(`${baseUrl}/delete_account`);
    await page.close();
  });
});
