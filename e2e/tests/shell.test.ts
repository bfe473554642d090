import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { expectAccessible } from '../support/axe';
import { DESKTOP, launchBrowser, openPage, PHONE, trackPageErrors } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';
import { signedInContext } from '../support/session';

const baseUrl = inject('baseUrl');

async function storedSettings(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('retropics.settings') ?? 'null'));
}

describe('shell on a phone and on a desktop', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`${size} (${viewport.width}×${viewport.height}): start, toolbar, drawer, legal dialog, NotFound`, async () => {
      const page = await openPage(browser, { viewport });
      const errors = trackPageErrors(page);
      await page.goto(`${baseUrl}/`);
      await page.getByRole('region', { name: 'Top-Alben, automatisch wechselnd' }).waitFor();
      await page.waitForLoadState('networkidle');
      // The start screen has no toolbar (navHidden).
      expect(await page.getByRole('banner').count()).toBe(0);
      await saveScreenshot(page, `${size}-start`);

      await page.goto(`${baseUrl}/delete_account`);
      await page.getByRole('heading', { name: 'Konto löschen' }).waitFor();
      expect(await page.getByRole('banner').count()).toBe(1);
      expect(await page.getByText('innerhalb von 3 Tagen').count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await expectAccessible(page, `delete account (${size})`);
      await saveScreenshot(page, `${size}-delete-account`);

      await page.getByRole('button', { name: 'Menü öffnen' }).click();
      const drawer = page.getByRole('dialog', { name: 'RetroPics' });
      await drawer.waitFor();
      expect((await drawer.boundingBox())?.width).toBe(280);
      await expectAccessible(page, `drawer (${size})`);
      await saveScreenshot(page, `${size}-drawer`);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });

      await page.goto(`${baseUrl}/impressum`);
      await page.getByRole('dialog', { name: 'Impressum' }).waitFor();
      await saveScreenshot(page, `${size}-impressum`);

      await page.goto(`${baseUrl}/gibt-es-nicht`);
      await page.getByRole('heading', { name: 'Seite nicht gefunden' }).waitFor();
      await expectAccessible(page, `not found (${size})`);
      await saveScreenshot(page, `${size}-not-found`);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  test('drawer switches are stored with the spec defaults, and the light theme survives a reload', async () => {
    const page = await openPage(browser, { viewport: PHONE });
    await page.goto(`${baseUrl}/delete_account`);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await storedSettings(page)).toBeNull();
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const drawer = page.getByRole('dialog', { name: 'RetroPics' });
    await drawer.getByRole('switch', { name: 'Kolorierte Fotos zeigen' }).check();
    expect(await storedSettings(page)).toMatchObject({
      showColorized: true,
      showInfosOverlay: false,
      show25DPhotos: true,
      darkTheme: true,
      showTour: true,
    });
    await drawer.getByRole('switch', { name: 'Dunkles Design' }).uncheck();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await expectAccessible(page, 'drawer (light theme)');
    await saveScreenshot(page, 'phone-drawer-light');
    await page.reload();
    await page.getByRole('heading', { name: 'Konto löschen' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await expectAccessible(page, 'delete account (light theme)');
    await page.close();
  });

  test('a visitor opening a sign-in route goes to / and the wanted path is kept', async () => {
    const page = await openPage(browser, { viewport: PHONE });
    await page.goto(`${baseUrl}/ranking`);
    await page.waitForURL(`${baseUrl}/`);
    expect(await storedSettings(page)).toMatchObject({ redirectRoute: '/ranking' });
    await page.close();
  });

  test('a failed load shows the red error snackbar at the top for 5 s', async () => {
    // The service worker would answer the API past page.route (and from its cache).
    const page = await openPage(browser, { viewport: PHONE, serviceWorkers: 'block' });
    await page.route('**/feed_items?**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/ld+json',
        body: JSON.stringify({ '@type': 'hydra:Error', 'hydra:description': 'Wartungsarbeiten' }),
      }),
    );
    await page.goto(`${baseUrl}/`);
    const alert = page.getByRole('alert').filter({ hasText: 'Wartungsarbeiten' });
    await alert.waitFor({ timeout: 15_000 });
    const box = await alert.boundingBox();
    expect(box?.y).toBeLessThan(PHONE.height / 3);
    expect(await alert.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(198, 40, 40)',
    );
    await expectAccessible(page, 'error snackbar');
    await saveScreenshot(page, 'phone-error-snackbar');
    await alert.waitFor({ state: 'detached', timeout: 7000 });
    await page.close();
  });
});

describe('signed in (a real sign-in, no settings stored yet)', () => {
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
    // The demo editor: a chosen display name, so the drawer has a name to show.
    ({ context } = await signedInContext(browser, { as: 'editor' }));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  test('sees the ranking notice, the welcome dialog after 5 s, and can log out', async () => {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/ranking`);
    await page.getByText('Das Ranking ist in dieser Version noch nicht verfügbar.').waitFor();
    // The bottom bar shows only tabs whose screens exist, so none of its links ends on NotFound.
    const tabs = await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
    for (const tab of tabs) {
      const tabPage = await context.newPage();
      await tabPage.goto(`${baseUrl}${tab}`);
      await tabPage.waitForLoadState('networkidle');
      expect(await tabPage.getByRole('heading', { name: 'Seite nicht gefunden' }).count(), tab).toBe(0);
      await tabPage.close();
    }

    const welcome = page.getByRole('dialog', { name: 'Willkommen bei RetroPics' });
    await welcome.waitFor({ timeout: 8000 });
    await expectAccessible(page, 'welcome dialog');
    await saveScreenshot(page, 'phone-welcome');
    await welcome.getByRole('button', { name: 'Einverstanden' }).click();
    await welcome.waitFor({ state: 'hidden' });
    // Agreeing is followed by the thank-you dialog with the intro movie offer (intro-movie.test.ts).
    const introOffer = page.getByRole('dialog', { name: 'Danke, dass du dabei bist!' });
    await introOffer.getByRole('button', { name: 'Später' }).click();
    await introOffer.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('retropics.settings'))).not.toBeNull();

    // The drawer names the person as others see them, not by the account's e-mail address.
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const drawer = page.getByRole('dialog', { name: 'Maria Huber' });
    await drawer.getByText('Angemeldet', { exact: true }).waitFor();
    expect(await drawer.textContent()).not.toContain('editor@retropics.local');
    await expectAccessible(page, 'drawer, signed in');
    await saveScreenshot(page, 'phone-drawer-signed-in');
    await drawer.getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.close();
  });
});
