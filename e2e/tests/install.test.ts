import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { expectAccessible } from '../support/axe';
import { launchBrowser, openPage, PHONE } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';

const baseUrl = inject('baseUrl');
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('install promotion', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  test("Chromium's install prompt: the start screen offers it, the dialog explains it and prompts", async () => {
    const page = await openPage(browser, { viewport: PHONE });
    await page.goto(`${baseUrl}/`);
    await page.getByRole('region', { name: 'Top-Alben, automatisch wechselnd' }).waitFor();
    // Chromium decides itself when to offer installation; the test offers it the same way.
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
      event.prompt = () => {
        (window as unknown as { promptShown: boolean }).promptShown = true;
        return Promise.resolve();
      };
      event.userChoice = Promise.resolve({ outcome: 'accepted' });
      window.dispatchEvent(event);
    });
    await page.getByRole('button', { name: 'RetroPics als App installieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'RetroPics als App' });
    await dialog.waitFor();
    expect(await dialog.getByText('Öffne RetroPics in Safari.').count()).toBe(0);
    await expectAccessible(page, 'install dialog');
    await saveScreenshot(page, 'phone-install-dialog');
    await dialog.getByRole('button', { name: 'Installieren' }).click();
    await page.waitForFunction(() => (window as unknown as { promptShown?: boolean }).promptShown === true);
    await dialog.waitFor({ state: 'hidden' });
    await page.close();
  });

  test('iPhone: no prompt exists, so the dialog shows the Safari guide', async () => {
    const page = await openPage(browser, {
      viewport: PHONE,
      userAgent: IPHONE_UA,
      hasTouch: true,
      isMobile: true,
    });
    await page.goto(`${baseUrl}/delete_account`);
    // The fullest toolbar (search, near me, install, sign-in, menu) still fits a phone's width.
    await page.getByRole('button', { name: 'Menü öffnen' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('button', { name: 'App installieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'RetroPics als App' });
    await dialog.waitFor();
    const steps = await dialog.locator('ol li').allTextContents();
    expect(steps).toEqual([
      'Öffne RetroPics in Safari.',
      'Tippe unten auf „Teilen“.',
      'Wähle „Zum Home-Bildschirm“.',
    ]);
    await expectAccessible(page, 'install dialog (iOS guide)');
    await saveScreenshot(page, 'phone-install-ios-guide');
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.close();
  });
});
