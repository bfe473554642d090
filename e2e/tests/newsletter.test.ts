import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { callApi } from '../support/api';
import { expectAccessible } from '../support/axe';
import { launchBrowser, trackPageErrors } from '../support/browser';
import { waitForMail, waitForMailLink } from '../support/outbox';
import { saveScreenshot } from '../support/screenshots';
import { quietContext, registerPerson, signInThroughApi } from '../support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/** The mail's links point at PUBLIC_URL; the test server answers on its own port. */
const onTestServer = (link: URL) => `${baseUrl}${link.pathname}${link.search}`;

const CONFIRM_LINK = /^\/newsletter\/confirm\/[\w-]+$/;
const UNSUBSCRIBE_LINK = /^\/newsletter\/unsubscribe\/[\w-]+$/;

const updatesToggle = (page: Page) => page.getByTestId('settings').getByLabel('Neuigkeiten zu RetroPics');

describe('newsletter in the browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  test('Settings toggle → confirmation mail → confirm page → toggle on → unsubscribe link → toggle off', async () => {
    const account = await registerPerson('newsletter', 'Nora Newsletter');
    const context = await quietContext(browser, account);
    const page = await context.newPage();
    const errors = trackPageErrors(page);

    await page.goto(`${baseUrl}/settings`);
    await expect.poll(() => updatesToggle(page).isEnabled()).toBe(true);
    expect(await updatesToggle(page).isChecked()).toBe(false);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/newsletter/me') && r.request().method() === 'PUT',
    );
    await updatesToggle(page).click();
    expect((await saved).status()).toBe(200);
    // On means 'asked': the switch shows it, and says that the mail has to be confirmed first.
    await page.getByTestId('newsletter-pending').getByText('Bestätigungs-Mail gesendet').waitFor();
    await page.getByText('Bestätigungs-Mail gesendet.', { exact: true }).waitFor();
    expect(await page.getByTestId('newsletter-pending').textContent()).toContain(account.email);
    expect(await updatesToggle(page).isChecked()).toBe(true);
    await expectAccessible(page, 'settings-newsletter-pending');
    await saveScreenshot(page, 'phone-newsletter-settings-pending', true);

    const mail = await waitForMail(dataDir, account.email, /Newsletter-Abonnement/);
    expect(mail.subject).toBe('RetroPics: Bitte bestätige dein Newsletter-Abonnement');
    expect(mail.text).toMatch(/\/newsletter\/unsubscribe\/[\w-]+/);
    const confirm = await waitForMailLink(dataDir, account.email, CONFIRM_LINK);
    await page.goto(onTestServer(confirm));
    await page.getByRole('heading', { name: 'Newsletter bestätigt' }).waitFor();
    await page.getByText(`Ab jetzt bekommst du unseren Newsletter an ${account.email}`).waitFor();
    // Nav hidden: a page of its own, like the activation page.
    expect(await page.getByRole('button', { name: 'Menü öffnen' }).count()).toBe(0);
    await expectAccessible(page, 'newsletter-confirm');
    await saveScreenshot(page, 'phone-newsletter-confirmed');

    // The link a second time: used up.
    await page.goto(onTestServer(confirm));
    await page.getByRole('heading', { name: 'Link ungültig' }).waitFor();
    await page.getByText('Dieser Bestätigungslink ist ungültig oder wurde schon benutzt.').waitFor();
    await expectAccessible(page, 'newsletter-confirm-invalid');
    await saveScreenshot(page, 'phone-newsletter-confirm-invalid');

    await page.getByRole('link', { name: 'Einstellungen' }).click();
    await page.waitForURL(`${baseUrl}/settings`, { waitUntil: 'commit' });
    await expect.poll(() => updatesToggle(page).isChecked()).toBe(true);
    expect(await page.getByTestId('newsletter-pending').count()).toBe(0);
    const session = await signInThroughApi(account);
    const me = await callApi<{ status: string; confirmedAt: string | null }>(
      'GET',
      '/newsletter/me',
      session,
    );
    expect(me.body.status).toBe('confirmed');
    expect(me.body.confirmedAt).not.toBeNull();

    // The unsubscribe link of the mail withdraws the consent; the toggle follows.
    const unsubscribe = await waitForMailLink(dataDir, account.email, UNSUBSCRIBE_LINK);
    await page.goto(onTestServer(unsubscribe));
    await page.getByRole('heading', { name: 'Newsletter abbestellt' }).waitFor();
    await expectAccessible(page, 'newsletter-unsubscribe');
    await saveScreenshot(page, 'phone-newsletter-unsubscribed');
    await page.goto(`${baseUrl}/settings`);
    await expect.poll(() => updatesToggle(page).isEnabled()).toBe(true);
    expect(await updatesToggle(page).isChecked()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a visitor subscribes, confirms on a desktop, and a mail program unsubscribes with one click', async () => {
    const email = `visitor.${Date.now()}@example.org`;
    const subscribed = await callApi<{ status: string }>('POST', '/newsletter/subscribe', null, {
      email,
      locale: 'de',
      source: 'contact',
    });
    expect(subscribed.status).toBe(202);
    const confirm = await waitForMailLink(dataDir, email, CONFIRM_LINK);

    const context = await quietContext(browser, null, { desktop: true });
    const page = await context.newPage();
    await page.goto(onTestServer(confirm));
    await page.getByRole('heading', { name: 'Newsletter bestätigt' }).waitFor();
    await expectAccessible(page, 'newsletter-confirm-desktop');
    await saveScreenshot(page, 'desktop-newsletter-confirmed');

    // RFC 8058: what a mail program posts to the List-Unsubscribe address, without any sign-in.
    const unsubscribe = await waitForMailLink(dataDir, email, UNSUBSCRIBE_LINK);
    const oneClick = await fetch(onTestServer(unsubscribe), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toMatchObject({ email, status: 'unsubscribed' });

    // Opening the page afterwards says the same, not an error.
    await page.goto(onTestServer(unsubscribe));
    await page.getByRole('heading', { name: 'Newsletter abbestellt' }).waitFor();
    await page.getByText(`${email} bekommt keinen Newsletter mehr von uns.`).waitFor();
    await expectAccessible(page, 'newsletter-unsubscribe-desktop');
    await saveScreenshot(page, 'desktop-newsletter-unsubscribed');
    await page.goto(`${baseUrl}/newsletter/unsubscribe/forged-token`);
    await page.getByRole('heading', { name: 'Link ungültig' }).waitFor();
    await saveScreenshot(page, 'desktop-newsletter-unsubscribe-invalid');
    await context.close();
  });
});
