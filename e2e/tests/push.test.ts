import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { expectAccessible } from '../support/axe';
import { launchBrowser, trackPageErrors } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';
import { signedInContext } from '../support/session';
import { letTimePass, nextFrames } from '../support/waiting';

const baseUrl = inject('baseUrl');

const OFFER_TITLE = 'Benachrichtigungen einschalten?';
const BLOCKED_TEXT = 'Benachrichtigungen sind blockiert.';

/**
 * A fresh browser profile, signed in as the demo editor (Maria Huber: a chosen display name, so
 * the change-username notice stays away) or not, with the welcome notice already answered
 * (settings stored, push still undecided).
 */
async function openApp(
  browser: Browser,
  options: { signedIn: boolean; notifications?: 'granted' | 'denied'; showNotifications?: boolean },
) {
  const { context, session } = await signedInContext(browser, {
    as: options.signedIn ? 'editor' : null,
    // The guided tour (feedback.test.ts) would take the feed first; these tests are about push.
    settings: { darkTheme: true, showTour: false, showNotifications: options.showNotifications ?? null },
  });
  if (options.notifications === 'granted')
    await context.grantPermissions(['notifications'], { origin: baseUrl });
  const page = await context.newPage();
  if (options.notifications === 'denied') {
    // As if the person had blocked notifications for the site earlier; Playwright can only grant.
    const pageSession = await context.newCDPSession(page);
    const { targetInfo } = await pageSession.send('Target.getTargetInfo');
    await pageSession.detach();
    const cdp = await browser.newBrowserCDPSession();
    await cdp.send('Browser.setPermission', {
      permission: { name: 'notifications' },
      setting: 'denied',
      origin: baseUrl,
      ...(targetInfo.browserContextId && { browserContextId: targetInfo.browserContextId }),
    });
    // The override lasts as long as the session that set it: detached when the context closes.
    context.on('close', () => void cdp.detach().catch(() => undefined));
  }
  return { context, page, token: session?.token ?? '' };
}

async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

const storedShowNotifications = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('retropics.settings') ?? '{}') as { showNotifications?: unknown })
        .showNotifications,
  );

/** How many devices of the signed-in person the server reaches (spec §7 PING). */
async function registeredDevices(token: string): Promise<number> {
  const response = await fetch(`${baseUrl}/webpush/ping`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const report = (await response.json()) as { delivered: number; expired: number; failed: number };
  return report.delivered + report.expired + report.failed;
}

describe('push notifications offer (spec §4 Push)', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
  });

  test('visitors are never offered push notifications', async () => {
    const { context, page } = await openApp(browser, { signedIn: false });
    contexts.push(context);
    await page.clock.install();
    await page.goto(`${baseUrl}/feed`);
    await page.getByTestId('feed').waitFor();
    // A signed-in person gets the offer 5 s after arriving: that moment passes for the page at once.
    await letTimePass(page, 7000);
    // The offer also waits for an active service worker; what follows it is on screen two frames later.
    await waitForServiceWorker(page);
    await nextFrames(page);
    expect(await page.getByRole('dialog', { name: OFFER_TITLE }).count()).toBe(0);
  });

  test('a signed-in person is offered them 5 s after arriving; "Nein danke" is remembered', async () => {
    const { context, page, token } = await openApp(browser, { signedIn: true });
    contexts.push(context);
    const errors = trackPageErrors(page);
    const arrived = Date.now();
    await page.goto(`${baseUrl}/feed`);
    const offer = page.getByRole('dialog', { name: OFFER_TITLE });
    await offer.waitFor({ timeout: 20_000 });
    expect(Date.now() - arrived).toBeGreaterThanOrEqual(5000);
    expect(await offer.getByRole('listitem').count()).toBe(4);
    await offer.getByText('Jederzeit in den Einstellungen wieder abschaltbar').waitFor();
    await expectAccessible(page, 'push offer');
    await saveScreenshot(page, 'phone-push-offer');

    await offer.getByRole('button', { name: 'Nein danke' }).click();
    await offer.waitFor({ state: 'hidden' });
    expect(await storedShowNotifications(page)).toBe(false);

    await page.clock.install();
    await page.reload();
    await page.getByTestId('feed').waitFor();
    await letTimePass(page, 7000);
    // The offer also waits for an active service worker; what follows it is on screen two frames later.
    await waitForServiceWorker(page);
    await nextFrames(page);
    expect(await page.getByRole('dialog', { name: OFFER_TITLE }).count()).toBe(0);
    expect(await registeredDevices(token)).toBe(0);
    expect(errors).toEqual([]);
  });

  test('"Aktivieren" without permission shows the blocked info and leaves push off', async () => {
    // Headless Chromium has nobody to answer the permission prompt: it is refused.
    const { context, page, token } = await openApp(browser, { signedIn: true });
    contexts.push(context);
    await page.goto(`${baseUrl}/feed`);
    const offer = page.getByRole('dialog', { name: OFFER_TITLE });
    await offer.waitFor({ timeout: 20_000 });
    await offer.getByRole('button', { name: 'Aktivieren' }).click();
    const blocked = page.getByRole('dialog').filter({ hasText: BLOCKED_TEXT });
    await blocked.waitFor();
    await offer.waitFor({ state: 'hidden' });
    expect(await storedShowNotifications(page)).toBe(false);
    await expectAccessible(page, 'push blocked');
    await saveScreenshot(page, 'phone-push-blocked');
    await blocked.getByRole('button', { name: 'Schließen' }).click();
    await blocked.waitFor({ state: 'hidden' });
    expect(await registeredDevices(token)).toBe(0);
  });

  test('"Aktivieren" with permission but no reachable push service also ends in the blocked info', async () => {
    const { context, page, token } = await openApp(browser, { signedIn: true, notifications: 'granted' });
    contexts.push(context);
    await page.goto(`${baseUrl}/feed`);
    expect(await page.evaluate(() => Notification.permission)).toBe('granted');
    const offer = page.getByRole('dialog', { name: OFFER_TITLE });
    await offer.waitFor({ timeout: 20_000 });
    await offer.getByRole('button', { name: 'Aktivieren' }).click();
    await page.getByRole('dialog').filter({ hasText: BLOCKED_TEXT }).waitFor({ timeout: 30_000 });
    expect(await storedShowNotifications(page)).toBe(false);
    expect(await registeredDevices(token)).toBe(0);
  });

  test('Settings: switching push on while notifications are blocked reverts the toggle and says why', async () => {
    // Declined in the offer earlier, now changing their mind in Settings.
    const { context, page } = await openApp(browser, {
      signedIn: true,
      notifications: 'denied',
      showNotifications: false,
    });
    contexts.push(context);
    await page.goto(`${baseUrl}/settings`);
    expect(await page.evaluate(() => Notification.permission)).toBe('denied');
    const toggle = page.getByRole('switch', { name: 'Push-Benachrichtigungen' });
    await toggle.click();
    const blocked = page.getByRole('dialog').filter({ hasText: BLOCKED_TEXT });
    await blocked.waitFor();
    expect(await storedShowNotifications(page)).toBe(false);
    await blocked.getByRole('button', { name: 'Schließen' }).click();
    await blocked.waitFor({ state: 'hidden' });
    expect(await toggle.isChecked()).toBe(false);
  });

  test('Settings: switching push on with permission but no reachable push service reverts the toggle', async () => {
    const { context, page } = await openApp(browser, {
      signedIn: true,
      notifications: 'granted',
      showNotifications: false,
    });
    contexts.push(context);
    await page.goto(`${baseUrl}/settings`);
    const toggle = page.getByRole('switch', { name: 'Push-Benachrichtigungen' });
    await toggle.click();
    await page
      .getByText('Push-Benachrichtigungen konnten nicht eingeschaltet werden.')
      .waitFor({ timeout: 30_000 });
    expect(await toggle.isChecked()).toBe(false);
    expect(await storedShowNotifications(page)).toBe(false);
  });
});
