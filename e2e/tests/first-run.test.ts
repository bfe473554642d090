import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { expectAccessible } from '../support/axe';
import { launchBrowser, trackPageErrors } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';
import { signedInContext } from '../support/session';
import { letTimePass } from '../support/waiting';

const baseUrl = inject('baseUrl');

/** Longer than every first-run delay (welcome, name notice, push: 5 s; tour: 500 ms) and the turn-taking pauses. */
const ALL_DELAYS_MS = 12_000;

type DialogLog = { most: number; seen: string[] };

/**
 * Watches every change of the page for dialogs (MUI's, the name notice card, the tour's popover):
 * how many were there at once at most, and which ones (by accessible name) came.
 */
async function watchDialogs(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const log: DialogLog = { most: 0, seen: [] };
    Object.assign(window, { __dialogLog: log });
    const look = () => {
      const open = [...document.querySelectorAll('[role="dialog"], .driver-popover')];
      log.most = Math.max(log.most, open.length);
      for (const dialog of open) {
        const name = dialog.classList.contains('driver-popover')
          ? 'tour'
          : (document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ?? '?');
        if (!log.seen.includes(name)) log.seen.push(name);
      }
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true });
  });
}

const dialogLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { __dialogLog: DialogLog }).__dialogLog);

/** A new tab of the same browser: a new browser session with the settings stored so far. */
async function newSession(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(`${baseUrl}/feed`);
  await page.getByTestId('feed').waitFor();
  return page;
}

describe('first-run offers after a real sign-in: one at a time, one per session (issue 12)', () => {
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
    // The demo user is still called usr_4821, so every first-run offer applies to them.
    ({ context } = await signedInContext(browser, { as: 'user' }));
    await watchDialogs(context);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  test('first session: the welcome, then one more (the thank-you), never two at once', async () => {
    const page = await newSession(context);
    const errors = trackPageErrors(page);
    await letTimePass(page, 5000);
    const welcome = page.getByRole('dialog', { name: 'Willkommen bei RetroPics' });
    await welcome.waitFor();
    await saveScreenshot(page, 'phone-first-run-welcome');
    await welcome.getByRole('button', { name: 'Einverstanden' }).click();
    await welcome.waitFor({ state: 'detached' });
    await letTimePass(page, 2000);
    const offer = page.getByRole('dialog', { name: 'Danke, dass du dabei bist!' });
    await offer.waitFor();
    await offer.getByRole('button', { name: 'Später' }).click();
    await offer.waitFor({ state: 'detached' });

    // The tour, the name notice and the push offer all still apply: none of them comes now.
    await letTimePass(page, ALL_DELAYS_MS);
    expect(await dialogLog(page)).toEqual({
      most: 1,
      seen: ['Willkommen bei RetroPics', 'Danke, dass du dabei bist!'],
    });
    await saveScreenshot(page, 'phone-first-run-session-1-after');
    expect(errors).toEqual([]);
    await page.close();
  });

  test('a second session brings one offer (the tour, on the feed), and nothing after it', async () => {
    const page = await newSession(context);
    const tour = page.locator('.driver-popover');
    await letTimePass(page, 1000);
    await tour.waitFor();
    await saveScreenshot(page, 'phone-first-run-session-2');
    await page.keyboard.press('Escape');
    await tour.waitFor({ state: 'detached' });
    await letTimePass(page, ALL_DELAYS_MS);
    expect(await dialogLog(page)).toEqual({ most: 1, seen: ['tour'] });
    await page.close();
  });

  test('the name notice comes in its own session, leaves the page usable, and never again once closed', async () => {
    const page = await newSession(context);
    await letTimePass(page, 5000);
    const notice = page.getByRole('dialog', { name: 'Wähle deinen Namen' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('usr_4821');
    await expectAccessible(page, 'name notice');
    await saveScreenshot(page, 'phone-first-run-name-notice');
    // Not modal: the page behind it still takes clicks (Playwright refuses a click on a covered element).
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Karte' })
      .click();
    await page.waitForURL(`${baseUrl}/map`);
    await notice.getByRole('button', { name: 'Später' }).click();
    await notice.waitFor({ state: 'detached' });
    await letTimePass(page, ALL_DELAYS_MS);
    expect(await dialogLog(page)).toEqual({ most: 1, seen: ['Wähle deinen Namen'] });
    await page.close();

    // Another session and a reload later, it stays away; at most the one offer left (push) comes.
    const next = await newSession(context);
    for (const visit of ['new session', 'reload']) {
      if (visit === 'reload') {
        await next.reload();
        await next.getByTestId('feed').waitFor();
      }
      await letTimePass(next, ALL_DELAYS_MS);
      expect(await next.getByTestId('change-username-notice').count(), visit).toBe(0);
      const log = await dialogLog(next);
      expect(log.most, visit).toBeLessThanOrEqual(1);
      expect(
        log.seen.filter((name) => name !== 'Benachrichtigungen einschalten?'),
        visit,
      ).toEqual([]);
    }
    await next.close();
  });
});
