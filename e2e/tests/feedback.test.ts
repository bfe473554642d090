import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { expectAccessible } from '../support/axe';
import { launchBrowser, openPage, PHONE, trackPageErrors } from '../support/browser';
import { repoRoot } from '../support/paths';
import { saveScreenshot } from '../support/screenshots';
import { signedInContext } from '../support/session';
import { letTimePass } from '../support/waiting';

const baseUrl = inject('baseUrl');
/** Set for the test server in support/server.ts. */
const REVIEW_SITE_URL = 'https://reviews.example.org/retropics';
/** A JPEG, so the dialog has to turn it into the PNG the server takes. */
const SCREENSHOT_FILE = join(repoRoot, 'apps/server/demo-archive/images/albion-state-normal-school-1915.jpg');

type Json = Record<string, unknown>;

/**
 * The demo editor (not the demo user, whose usr_ name brings its own notice), with push already
 * decided: its offer (push.test.ts) would otherwise join these dialogs after 5 s.
 */
async function editorContext(browser: Browser, settings: Json): Promise<BrowserContext> {
  const { context } = await signedInContext(browser, {
    as: 'editor',
    settings: { showNotifications: false, ...settings },
  });
  return context;
}

async function openDrawerEntry(page: Page, entry: string) {
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  const drawer = page.locator('#app-drawer');
  await drawer.getByRole('button', { name: entry }).click();
  await drawer.waitFor({ state: 'hidden' });
}

/** The answer to the next POST /comments, as the server sent it. */
function nextCommentPost(page: Page) {
  return page.waitForResponse(
    (response) => response.url().endsWith('/comments') && response.request().method() === 'POST',
  );
}

/** Taps the star for a rating of whole or half stars: the left half of a star means half of it. */
async function chooseRating(dialog: Locator, rating: number, label: string) {
  const star = dialog.locator('.MuiRating-decimal').nth(Math.ceil(rating) - 1);
  const box = await star.boundingBox();
  if (!box) throw new Error('rating stars not shown');
  await star.click({
    position: { x: box.width * (Number.isInteger(rating) ? 0.75 : 0.25), y: box.height / 2 },
  });
  expect(await dialog.getByLabel(label).isChecked()).toBe(true);
}

const tourPopover = (page: Page) => page.locator('.driver-popover');

describe('feedback and bug reports', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  test('feedback: text, back to step 0 when emptied, 4.5 stars, thanks with the review link', async () => {
    const context = await editorContext(browser, { showTour: false });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/feed`);
    await page.getByTestId('feed').waitFor();
    await openDrawerEntry(page, 'Feedback geben');

    const dialog = page.getByRole('dialog', { name: 'Feedback geben' });
    const text = dialog.getByLabel('Dein Feedback');
    const next = dialog.getByRole('button', { name: 'Weiter' });
    expect(await next.isDisabled()).toBe(true);
    await text.fill('Die Karte ist großartig, bitte mehr Fotos aus Südtirol.');
    await expectAccessible(page, 'feedback dialog, step 0');
    await next.click();
    const rating = dialog.getByRole('group', { name: 'Wie gefällt dir RetroPics?' });
    await rating.waitFor();

    // Emptying the text goes back to step 0 (spec §4).
    await text.fill('');
    await rating.waitFor({ state: 'detached' });
    expect(await next.isDisabled()).toBe(true);
    await text.fill('Die Karte ist großartig, bitte mehr Fotos aus Südtirol.');
    await next.click();
    const send = dialog.getByRole('button', { name: 'Senden' });
    expect(await send.isDisabled()).toBe(true);
    await chooseRating(dialog, 4.5, '4,5 von 5 Sternen');
    await expectAccessible(page, 'feedback dialog, step 1');
    await saveScreenshot(page, 'phone-feedback-rating');

    // A failed send keeps the dialog and the text, and says so.
    await page.route('**/comments', (route) => route.abort('internetdisconnected'), { times: 1 });
    await send.click();
    await dialog.getByRole('alert').filter({ hasText: 'Senden fehlgeschlagen' }).waitFor();
    await expectAccessible(page, 'feedback dialog, send failed');
    expect(await text.inputValue()).toBe('Die Karte ist großartig, bitte mehr Fotos aus Südtirol.');

    const posted = nextCommentPost(page);
    await send.click();
    const answer = await posted;
    expect(answer.status()).toBe(201);
    expect(await answer.json()).toMatchObject({
      '@type': 'Comment',
      text: 'Die Karte ist großartig, bitte mehr Fotos aus Südtirol.',
      isPrivate: true,
      photograph: null,
      additionalData: { kind: 'feedback', rating: 4.5 },
      author: { name: 'Maria Huber' },
    });
    const thanks = page.getByRole('dialog', { name: 'Danke für dein Feedback!' });
    await thanks.waitFor();
    await dialog.waitFor({ state: 'detached' });
    const review = thanks.getByRole('link', { name: 'Bewertung schreiben' });
    expect(await review.getAttribute('href')).toBe(REVIEW_SITE_URL);
    await expectAccessible(page, 'feedback thanks');
    await saveScreenshot(page, 'phone-feedback-thanks');
    await thanks.getByRole('button', { name: 'Schließen' }).click();
    await thanks.waitFor({ state: 'detached' });

    // Private: not readable by anyone through the API.
    const id = ((await answer.json()) as Json).id;
    expect((await fetch(`${baseUrl}/comments/${id}`)).status).toBe(404);

    // Below 4 stars there is no review link; the sent draft starts empty again.
    await openDrawerEntry(page, 'Feedback geben');
    expect(await text.inputValue()).toBe('');
    await text.fill('Die Suche findet meinen Ort nicht.');
    await next.click();
    await chooseRating(dialog, 3, '3 von 5 Sternen');
    await send.click();
    await thanks.waitFor();
    expect(await thanks.getByRole('link', { name: 'Bewertung schreiben' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('bug report: text, an attached JPEG sent as PNG, the console log', async () => {
    const context = await editorContext(browser, { showTour: false });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/feed`);
    await page.getByTestId('feed').waitFor();
    await page.evaluate(() => console.warn('e2e: a warning the report should carry'));
    await openDrawerEntry(page, 'Fehler melden');

    const dialog = page.getByRole('dialog', { name: 'Fehler melden' });
    await dialog.getByLabel('Beschreibung des Fehlers').fill('Nach dem Teilen bleibt der Bildschirm leer.');
    await dialog.getByRole('button', { name: 'Weiter' }).click();
    await dialog.getByTestId('bug-report-screenshot').setInputFiles(SCREENSHOT_FILE);
    const preview = dialog.getByRole('img', { name: 'Angehängtes Bildschirmfoto' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expectAccessible(page, 'bug report dialog, screenshot attached');
    await saveScreenshot(page, 'phone-bug-report');

    const posted = nextCommentPost(page);
    await dialog.getByRole('button', { name: 'Senden' }).click();
    const answer = await posted;
    expect(answer.status()).toBe(201);
    const body = (await answer.json()) as { additionalData: Json; isPrivate: boolean };
    expect(body.isPrivate).toBe(true);
    expect(body.additionalData.kind).toBe('bugReport');
    expect(body.additionalData.screenshot).toMatch(/^data:image\/png;base64,/);
    expect(body.additionalData.consoleLog).toContain('e2e: a warning the report should carry');
    await page.getByRole('dialog', { name: 'Danke für deine Meldung!' }).waitFor();
    await expectAccessible(page, 'bug report thanks');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('visitors have no feedback entries in the drawer', async () => {
    const page = await openPage(browser, { viewport: PHONE });
    await page.goto(`${baseUrl}/delete_account`);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const drawer = page.getByRole('dialog', { name: 'RetroPics' });
    await drawer.getByRole('link', { name: 'Anmelden' }).waitFor();
    expect(await drawer.getByRole('button', { name: 'Feedback geben' }).count()).toBe(0);
    expect(await drawer.getByRole('button', { name: 'Fehler melden' }).count()).toBe(0);
    await page.close();
  });
});

describe('guided tour on the feed', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  test('starts for a signed-in person with showTour on, goes by keyboard, Escape stops it for good', async () => {
    const context = await editorContext(browser, { showTour: true });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/feed`);
    const popover = tourPopover(page);
    await popover.waitFor({ timeout: 10_000 });
    expect(await popover.textContent()).toContain('Historische Fotos');
    expect(await popover.textContent()).toContain('1 von 5');
    await expectAccessible(page, 'guided tour, first step');
    await saveScreenshot(page, 'phone-tour-feed');

    // Keyboard: the focus is in the tour; the arrow key moves on.
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.driver-popover')))).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => popover.textContent()).toContain('Suchen');
    await saveScreenshot(page, 'phone-tour-search');
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('retropics.settings') ?? '{}').showTour),
    ).toBe(false);

    await page.clock.install();
    await page.reload();
    await page.getByTestId('feed').waitFor();
    // The tour would start 500 ms after the feed shows: that moment passes for the page at once.
    await letTimePass(page, 1500);
    expect(await popover.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('finishing the last step switches it off too', async () => {
    const context = await editorContext(browser, { showTour: true });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/feed`);
    const popover = tourPopover(page);
    await popover.waitFor({ timeout: 10_000 });
    for (let step = 2; step <= 5; step++) {
      await popover.getByRole('button', { name: 'Weiter' }).click();
      await expect.poll(() => popover.textContent()).toContain(`${step} von 5`);
    }
    expect(await popover.textContent()).toContain('Menü');
    await expectAccessible(page, 'guided tour, last step');
    await popover.getByRole('button', { name: 'Fertig' }).click();
    await popover.waitFor({ state: 'detached' });
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('retropics.settings') ?? '{}').showTour),
    ).toBe(false);
    await context.close();
  });

  test('does not start for a visitor', async () => {
    const page = await openPage(browser, { viewport: PHONE });
    await page.clock.install();
    await page.goto(`${baseUrl}/feed`);
    await page.getByTestId('feed').waitFor();
    await letTimePass(page, 1500);
    expect(await tourPopover(page).count()).toBe(0);
    await page.close();
  });
});
