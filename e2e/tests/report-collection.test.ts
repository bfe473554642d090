import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { expectAccessible } from '../support/axe';
import { DESKTOP, launchBrowser, openPage, PHONE, trackPageErrors } from '../support/browser';
import { waitForMail } from '../support/outbox';
import { saveScreenshot } from '../support/screenshots';
import { demoAccounts, signedInContext } from '../support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

type Size = 'phone' | 'desktop';

/** Each run reports under its own headline and address, so mails of earlier runs never match. */
function reporter(size: Size) {
  const run = `${size}-${Date.now()}`;
  return {
    headline: `Glasplatten vom Dachboden ${run}`,
    email: `reporter-${run}@example.org`,
  };
}

const step = (page: Page, number: number) => page.getByTestId(`report-step-${number}`);

/** The wizard's primary button (Los geht’s, Weiter, Sammlung melden) and its way back. */
async function next(page: Page, from: number, name: string) {
  await step(page, from).getByRole('button', { name, exact: true }).click();
}

async function shoot(page: Page, size: Size, name: string) {
  await expectAccessible(page, `report wizard ${name} (${size})`);
  // The toolbar is fixed: a whole-page picture taken scrolled would draw it over the stepper.
  await page.evaluate(() => window.scrollTo({ top: 0 }));
  await saveScreenshot(page, `${size}-report-${name}`, true);
}

/** Signed out, through steps 0 to 4 with the checks that hold each step, to the thank-you page. */
async function reportSignedOut(page: Page, size: Size, entry: () => Promise<void>) {
  const { headline, email } = reporter(size);
  await entry();
  await page.waitForURL(`${baseUrl}/report_collection`);

  // Step 0: the intro.
  await step(page, 0)
    .getByRole('heading', { name: 'Alte Fotos im Schrank oder auf dem Dachboden?' })
    .waitFor();
  expect(await page.getByTestId('report-progress').textContent()).toBe('Schritt 1 von 5: Willkommen');
  await shoot(page, size, 'step-0');
  await next(page, 0, 'Los geht’s');

  // Step 1: headline and photograph count are required.
  await step(page, 1).waitFor();
  await next(page, 1, 'Weiter');
  await step(page, 1).getByText('Bitte gib der Sammlung einen Titel.').waitFor();
  await step(page, 1).getByText('Bitte wähle, wie viele Fotos es ungefähr sind.').waitFor();
  // The first refused field takes the focus.
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('headline');
  await shoot(page, size, 'step-1-refused');
  await page.getByLabel('Titel der Sammlung').fill(headline);
  await page.getByRole('radio', { name: '101–200', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Glasplattennegative' }).check();
  await page.getByRole('checkbox', { name: 'Dias' }).check();
  await page
    .getByRole('group', { name: 'Sind die Fotos bereits digitalisiert?' })
    .getByRole('radio', { name: 'Nein' })
    .check();
  await shoot(page, size, 'step-1');
  await next(page, 1, 'Weiter');

  // Step 2: about.
  await step(page, 2).waitFor();
  await page
    .getByLabel('Erzähl uns von der Sammlung')
    .fill('Eine Kiste mit Platten aus Meran, um 1910.\nGut erhalten.');
  await shoot(page, size, 'step-2');
  await next(page, 2, 'Weiter');

  // Step 3: name and e-mail are checked before leaving.
  await step(page, 3).waitFor();
  await page.getByLabel('Dein Name').fill('Anna Huber');
  await page.getByLabel('Deine E-Mail-Adresse').fill('anna@example');
  await next(page, 3, 'Weiter');
  await step(page, 3).getByText('Bitte gib eine gültige E-Mail-Adresse an.').waitFor();
  expect(await step(page, 3).isVisible()).toBe(true);
  await shoot(page, size, 'step-3-refused');
  await page.getByLabel('Deine E-Mail-Adresse').fill(email);
  await shoot(page, size, 'step-3');
  await next(page, 3, 'Weiter');

  // Step 4: the summary and the consent ('You must agree to continue!').
  await step(page, 4).waitFor();
  expect(await step(page, 4).textContent()).toContain(headline);
  expect(await step(page, 4).textContent()).toContain('Glasplattennegative, Dias');
  const privacyLink = step(page, 4).getByRole('link', { name: 'Datenschutzerklärung' });
  expect(await privacyLink.getAttribute('href')).toBe('/privacy');
  await next(page, 4, 'Sammlung melden');
  await step(page, 4).getByText('Du musst zustimmen, um fortzufahren!').waitFor();
  await shoot(page, size, 'step-4-refused');
  await step(page, 4)
    .getByRole('checkbox', { name: /Datenschutzerklärung/ })
    .check();
  await shoot(page, size, 'step-4');
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/photograph_collections/report') && response.request().method() === 'POST',
  );
  await next(page, 4, 'Sammlung melden');
  const created = await answer;
  expect(created.status()).toBe(201);
  const reported = await created.json();
  expect(reported).toMatchObject({ headline, status: 0, owner: null });
  // What was reported is the team's to read: the answer to a signed-out reporter does not repeat it.
  expect(reported).not.toHaveProperty('howManyPhotographs');

  // The thank-you page: three text blocks and the way back to the home list.
  await page.waitForURL(`${baseUrl}/report_collection_thankyou`);
  await page.getByRole('heading', { level: 1, name: 'Danke für deine Meldung!' }).waitFor();
  expect(await page.getByText(/Bestätigung per E-Mail/).count()).toBe(1);
  const back = page.getByRole('link', { name: 'Zurück zur Startseite' });
  expect(await back.getAttribute('href')).toBe('/feed');
  await shoot(page, size, 'thankyou');

  // The mails: the reporter's confirmation and a notice to each editor and admin, in German.
  const confirmation = await waitForMail(dataDir, email, /^RetroPics: Danke für deine Meldung/);
  expect(confirmation.subject).toBe(`RetroPics: Danke für deine Meldung „${headline}“`);
  expect(confirmation.text).toContain('Hallo Anna Huber,');
  expect(confirmation.text).toContain('Anzahl Fotos: 101 - 200');
  expect(confirmation.text).toContain('Material: Glasplattennegative, Dias');
  for (const team of [demoAccounts.editor.email, demoAccounts.admin.email]) {
    const notice = await waitForMail(dataDir, team, new RegExp(`Neue Sammlung gemeldet – ${headline}$`));
    expect(notice.text).toContain(`Anna Huber (${email}) hat eine Sammlung gemeldet.`);
    expect(notice.text).toMatch(/\/photograph_collections\/show\/\d+/);
  }

  await back.click();
  await page.waitForURL(`${baseUrl}/feed`);
}

describe('report a collection /report_collection', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  test('phone, signed out: from the landing page through all five steps to the thank-you page and the mails', async () => {
    const page = await openPage(browser, { viewport: PHONE, locale: 'de-DE' });
    const errors = trackPageErrors(page);
    await reportSignedOut(page, 'phone', async () => {
      await page.goto(`${baseUrl}/retro`);
      const invitation = page.getByTestId('landing-report-collection');
      await invitation.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'phone-landing-report-invitation');
      await invitation.getByRole('link', { name: 'Sammlung melden' }).click();
    });
    expect(errors).toEqual([]);
    await page.close();
  });

  test('desktop, signed out: from the feed’s landing button through all five steps', async () => {
    const page = await openPage(browser, { viewport: DESKTOP, locale: 'de-DE' });
    const errors = trackPageErrors(page);
    await reportSignedOut(page, 'desktop', async () => {
      await page.goto(`${baseUrl}/feed`);
      await page.getByTestId('landing-buttons').getByRole('link', { name: 'Sammlung melden' }).click();
    });
    expect(errors).toEqual([]);
    await page.close();
  });

  test('a refusal by the server is shown beside its field, on its step; the draft survives a reload', async () => {
    const page = await openPage(browser, { viewport: PHONE, locale: 'de-DE' });
    await page.goto(`${baseUrl}/report_collection`);
    await next(page, 0, 'Los geht’s');
    await page.getByLabel('Titel der Sammlung').fill('Dias aus Bozen');
    await page.getByRole('radio', { name: '1–10', exact: true }).check();
    await next(page, 1, 'Weiter');
    await next(page, 2, 'Weiter');
    await page.getByLabel('Dein Name').fill('Luca Rossi');
    await page.getByLabel('Deine E-Mail-Adresse').fill('luca@example.org');
    await next(page, 3, 'Weiter');
    // A reload keeps the draft and the step (sessionStorage).
    await page.reload();
    await step(page, 4).waitFor();
    expect(await step(page, 4).textContent()).toContain('Dias aus Bozen');
    await step(page, 4)
      .getByRole('checkbox', { name: /Datenschutzerklärung/ })
      .check();
    await page.route('**/photograph_collections/report', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/ld+json',
        body: JSON.stringify({
          '@type': 'ConstraintViolationList',
          'hydra:description': 'personEmail: E-mail must be valid',
          violations: [{ propertyPath: 'personEmail', message: 'E-mail must be valid' }],
        }),
      }),
    );
    await next(page, 4, 'Sammlung melden');
    await step(page, 3).getByText('Bitte gib eine gültige E-Mail-Adresse an.').waitFor();
    expect(await page.getByLabel('Deine E-Mail-Adresse').inputValue()).toBe('luca@example.org');
    await expectAccessible(page, 'report wizard, server refusal');

    // Too many reports: said in words, the draft stays.
    await page.unroute('**/photograph_collections/report');
    await page.route('**/photograph_collections/report', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/ld+json',
        body: JSON.stringify({ '@type': 'hydra:Error', 'hydra:description': 'Too many attempts.' }),
      }),
    );
    await next(page, 3, 'Weiter');
    await next(page, 4, 'Sammlung melden');
    await step(page, 4).getByRole('alert').filter({ hasText: 'zu viele Meldungen' }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/report_collection`);
    await page.close();
  });

  test('signed out, feedback explains that it needs an account; close leads to /retro', async () => {
    const page = await openPage(browser, { viewport: PHONE, locale: 'de-DE' });
    await page.goto(`${baseUrl}/report_collection`);
    await page.getByRole('button', { name: 'Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Feedback zum Formular' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Anmelden' }).isVisible()).toBe(true);
    await expectAccessible(page, 'report wizard, feedback for visitors');
    await saveScreenshot(page, 'phone-report-feedback-signed-out');
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Schließen' }).click();
    await page.waitForURL(`${baseUrl}/retro`);
    await page.close();
  });

  test('signed in, from my images: name and e-mail come from the account, feedback opens the app’s dialog', async () => {
    const { context } = await signedInContext(browser, {
      as: 'editor',
      settings: { showNotifications: false, showTour: false },
      context: { locale: 'de-DE' },
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/my_images`);
    await page.getByTestId('my-collections').getByRole('link', { name: 'Sammlung melden' }).click();
    await page.waitForURL(`${baseUrl}/report_collection`);
    await next(page, 0, 'Los geht’s');
    await page.getByLabel('Titel der Sammlung').fill('Postkarten aus Brixen');
    await page.getByRole('radio', { name: '11–50', exact: true }).check();
    await next(page, 1, 'Weiter');
    await next(page, 2, 'Weiter');
    await step(page, 3).waitFor();
    expect(await page.getByLabel('Dein Name').inputValue()).toBe('Maria Huber');
    expect(await page.getByLabel('Deine E-Mail-Adresse').inputValue()).toBe(demoAccounts.editor.email);
    await page.getByRole('button', { name: 'Feedback' }).click();
    await page.getByRole('dialog', { name: 'Feedback geben' }).waitFor();
    await context.close();
  });
});
