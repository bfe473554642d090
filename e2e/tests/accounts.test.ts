import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { expectAccessible } from '../support/axe';
import { launchBrowser, PHONE, trackPageErrors } from '../support/browser';
import { waitForMailLink } from '../support/outbox';
import { saveScreenshot } from '../support/screenshots';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/** The app's links point at PUBLIC_URL; the test server answers on its own port. */
const onTestServer = (link: URL) => `${baseUrl}${link.pathname}${link.search}`;

const tokens = (page: Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('token'),
    refresh: localStorage.getItem('refresh_token'),
  }));

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-Mail', { exact: true }).fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.waitForFunction(() => localStorage.getItem('token') !== null);
}

describe('accounts in the browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  test('register → mail → activate → sign in → change settings → sign out', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const email = `e2e.${Date.now()}@example.org`;

    // A visitor who wants the settings is sent to the start and brought back after signing in.
    await page.goto(`${baseUrl}/settings`);
    await page.waitForURL(`${baseUrl}/`, { waitUntil: 'commit' });

    await page.goto(`${baseUrl}/register`);
    await page.getByRole('heading', { name: 'Registrieren' }).waitFor();
    // The spec's checks run before anything is sent.
    await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
    await page.getByText('Bitte gib deine E-Mail-Adresse ein.').waitFor();
    await page.getByText('Das Passwort muss mindestens 8 Zeichen lang sein.').waitFor();
    await expectAccessible(page, 'register');
    await saveScreenshot(page, 'phone-register');

    await page.getByLabel('E-Mail', { exact: true }).fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill('first-password');
    await page.getByRole('button', { name: 'E-Mail-Benachrichtigungen' }).click();
    await page.getByLabel('Neuigkeiten zu RetroPics').check();
    await page.getByRole('button', { name: 'Fertig' }).click();
    await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
    await page.getByRole('heading', { name: 'Fast geschafft!' }).waitFor();
    await saveScreenshot(page, 'phone-registered');

    const activation = await waitForMailLink(dataDir, email, /^\/users\/activate\/\d+\/[\w-]+$/);
    await page.goto(onTestServer(activation));
    await page.getByRole('heading', { name: 'Dein Konto ist freigeschaltet' }).waitFor();
    await saveScreenshot(page, 'phone-activated');
    // The link a second time: the spec's 'already active' page.
    await page.goto(onTestServer(activation));
    await page.getByRole('heading', { name: 'Bereits freigeschaltet' }).waitFor();

    await page.getByTestId('activation-already-active').getByRole('link', { name: 'Anmelden' }).click();
    await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
    await expectAccessible(page, 'login');
    await saveScreenshot(page, 'phone-login');
    await signIn(page, email, 'first-password');
    await page.waitForURL(`${baseUrl}/settings`, { waitUntil: 'commit' });

    const settings = page.getByTestId('settings');
    await settings.waitFor();
    await expect.poll(() => settings.getByLabel('E-Mail', { exact: true }).inputValue()).toBe(email);
    expect(await settings.getByLabel('E-Mail', { exact: true }).isDisabled()).toBe(true);
    // The preference chosen at registration arrived; switch another one on.
    await expect.poll(() => settings.getByLabel('Neuigkeiten zu RetroPics').isChecked()).toBe(true);
    const saved = page.waitForResponse((r) => r.url().includes('/users/') && r.request().method() === 'PUT');
    // The switch follows the account as the server answers it (an optimistic update first), so
    // wait for it to turn rather than expecting it to flip within the click.
    await settings.getByLabel('Umfragen').click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => settings.getByLabel('Umfragen').isChecked()).toBe(true);
    await settings.getByLabel('Name', { exact: true }).fill('Erika Muster');
    await settings.getByRole('button', { name: 'Name speichern' }).click();
    await page.getByText('Name gespeichert.').waitFor();
    await settings.getByRole('radio', { name: 'Avatar 5' }).click();
    await page.getByText('Avatar gespeichert.').waitFor();
    await expectAccessible(page, 'settings');
    await saveScreenshot(page, 'phone-settings', true);

    await page.reload();
    await expect.poll(() => page.getByTestId('settings').getByLabel('Umfragen').isChecked()).toBe(true);
    await expect
      .poll(() => page.getByTestId('settings').getByLabel('Name', { exact: true }).inputValue())
      .toBe('Erika Muster');
    expect(await page.getByRole('radio', { name: 'Avatar 5' }).getAttribute('aria-checked')).toBe('true');

    // Sign out from the menu: the tokens are gone and the server no longer accepts the old one.
    const { token } = await tokens(page);
    const userId = JSON.parse(Buffer.from(String(token).split('.')[1] ?? '', 'base64url').toString())
      .id as number;
    await page.getByRole('button', { name: 'OK' }).click();
    await page.goto(`${baseUrl}/delete_account`);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL(`${baseUrl}/`, { waitUntil: 'commit' });
    expect(await tokens(page)).toEqual({ token: null, refresh: null });
    const stale = await context.request.get(`${baseUrl}/users/${userId}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' },
    });
    expect(stale.status()).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('reset a forgotten password from the mailed link', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const errors = trackPageErrors(page);
    const email = `e2e.reset.${Date.now()}@example.org`;
    const registered = await page.request.post(`${baseUrl}/users`, {
      data: { email, password: 'forgotten-password' },
    });
    expect(registered.status()).toBe(201);
    const activation = await waitForMailLink(dataDir, email, /^\/users\/activate\//);
    await page.goto(onTestServer(activation));
    await page.getByRole('heading', { name: 'Dein Konto ist freigeschaltet' }).waitFor();

    await page.goto(`${baseUrl}/login`);
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await page.getByRole('heading', { name: 'Passwort vergessen?' }).waitFor();
    await page.getByLabel('E-Mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Link senden' }).click();
    await page.getByRole('heading', { name: 'Bitte schau in deine E-Mails' }).waitFor();

    const reset = await waitForMailLink(dataDir, email, /^\/users\/reset_password\/\d+\/[\w-]+$/);
    await page.goto(onTestServer(reset));
    await page.getByRole('heading', { name: 'Neues Passwort festlegen' }).waitFor();
    await page.getByLabel('Neues Passwort', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.getByText('Das Passwort muss mindestens 8 Zeichen lang sein.').waitFor();
    await page.getByLabel('Neues Passwort', { exact: true }).fill('remembered-password');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.getByRole('heading', { name: 'Passwort geändert' }).waitFor();
    await saveScreenshot(page, 'phone-password-reset');

    // The link works once.
    await page.goto(onTestServer(reset));
    await page.getByLabel('Neues Passwort', { exact: true }).fill('another-password');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.getByRole('alert').filter({ hasText: 'invalid or has expired' }).waitFor();

    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('E-Mail', { exact: true }).fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill('forgotten-password');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid credentials.' }).waitFor();
    await page.getByLabel('Passwort', { exact: true }).fill('remembered-password');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.waitForFunction(() => localStorage.getItem('token') !== null);
    expect(errors).toEqual([]);
    await page.close();
  });
});
