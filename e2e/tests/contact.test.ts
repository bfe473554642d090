import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { expectAccessible } from '../support/axe';
import { DESKTOP, launchBrowser, openPage, PHONE, trackPageErrors } from '../support/browser';
import { waitForMail } from '../support/outbox';
import { saveScreenshot } from '../support/screenshots';
import { demoAccounts, signedInContext } from '../support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

type Puzzle = { folder: string; shuffled_tiles: number[]; grid: number; fixedTiles: number[] };

const isPuzzle = (response: Response) =>
  new URL(response.url()).pathname === '/captcha' && response.request().method() === 'GET';
const isSubmit = (response: Response) =>
  response.url().endsWith('/api/submit-feedback') && response.request().method() === 'POST';

/** Arrow keys from one cell of the grid to another, as a keyboard user moves the focus. */
async function moveFocus(page: Page, from: number, to: number, grid: number) {
  const rows = Math.floor(to / grid) - Math.floor(from / grid);
  const columns = (to % grid) - (from % grid);
  for (let i = 0; i < Math.abs(rows); i += 1) await page.keyboard.press(rows > 0 ? 'ArrowDown' : 'ArrowUp');
  for (let i = 0; i < Math.abs(columns); i += 1)
    await page.keyboard.press(columns > 0 ? 'ArrowRight' : 'ArrowLeft');
}

/**
 * Solves the puzzle with the keyboard only, as a person who sees the picture would: for each cell
 * in turn, find the tile that belongs there and swap it in (Enter on one, arrows, Enter on the
 * other). The order comes from the `/captcha` answer the page got, never from the server's store.
 */
async function solveByKeyboard(page: Page, puzzle: Puzzle) {
  const order = [...puzzle.shuffled_tiles];
  const dialog = page.getByTestId('captcha-dialog');
  await dialog.getByRole('button', { name: /an Position 1,/ }).focus();
  let focus = 0;
  for (let position = 0; position < order.length; position += 1) {
    if (puzzle.fixedTiles.includes(position) || order[position] === position) continue;
    const from = order.indexOf(position);
    await moveFocus(page, focus, position, puzzle.grid);
    await page.keyboard.press('Enter');
    await moveFocus(page, position, from, puzzle.grid);
    await page.keyboard.press(' ');
    focus = from;
    [order[position], order[from]] = [order[from] as number, order[position] as number];
  }
}

async function fillForm(page: Page, text: string, email: string) {
  await page.getByLabel('Deine Nachricht').fill(text);
  await page.getByLabel('E-Mail-Adresse (freiwillig)').fill(email);
}

describe('contact /contact', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`${size}, signed out: the tile puzzle solved by keyboard, the thank-you and the team's mail`, async () => {
      const page = await openPage(browser, { viewport, locale: 'de-DE' });
      const errors = trackPageErrors(page);
      await page.goto(`${baseUrl}/contact`);
      await page.getByRole('heading', { level: 1, name: 'Kontakt' }).waitFor();
      // Spec §2: nav hidden.
      expect(await page.getByRole('navigation', { name: /Hauptnavigation|Navigation/ }).count()).toBe(0);

      const send = page.getByRole('button', { name: 'Senden' });
      expect(await send.isDisabled()).toBe(true);
      const newsletter = page.getByRole('checkbox', { name: /Newsletter/ });
      const text = `Auf Foto 12 ist die Laubengasse zu sehen (${size}-${Date.now()}).`;
      await fillForm(page, text, 'leserin@example');
      await page.getByLabel('Deine Nachricht').focus();
      await page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.').waitFor();
      expect(await newsletter.isDisabled()).toBe(true);
      await expectAccessible(page, `contact form refused e-mail (${size})`);
      await saveScreenshot(page, `${size}-contact-refused-email`);
      await page.getByLabel('E-Mail-Adresse (freiwillig)').fill(`leserin-${size}@example.org`);
      expect(await newsletter.isDisabled()).toBe(false);
      // On the desktop the sender also asks for the newsletter: the thank-you then names the
      // confirmation mail, and that mail arrives (double opt-in).
      const wantsNewsletter = size === 'desktop';
      if (wantsNewsletter) await newsletter.check();
      await expectAccessible(page, `contact form (${size})`);
      await saveScreenshot(page, `${size}-contact-form`);

      const puzzleAnswer = page.waitForResponse(isPuzzle);
      await send.click();
      const puzzle = (await (await puzzleAnswer).json()) as Puzzle;
      const dialog = page.getByTestId('captcha-dialog');
      await dialog.getByTestId('captcha-puzzle').waitFor();
      expect(puzzle.fixedTiles).toEqual([4, 5, 6]);
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLElement>('[data-testid="captcha-puzzle"] button')].every((tile) =>
          getComputedStyle(tile).backgroundImage.startsWith('url('),
        ),
      );
      await expectAccessible(page, `captcha puzzle (${size})`);
      await saveScreenshot(page, `${size}-captcha-puzzle`);

      const submitted = page.waitForResponse(isSubmit);
      await solveByKeyboard(page, puzzle);
      await dialog.getByText('Gelöst! Deine Nachricht wird gesendet.').first().waitFor();
      await saveScreenshot(page, `${size}-captcha-solved`);
      const answer = await submitted;
      expect(answer.status()).toBe(201);
      const { id } = (await answer.json()) as { id: number };

      await page
        .getByTestId('contact-thanks')
        .getByRole('heading', { name: 'Danke für deine Nachricht!' })
        .waitFor();
      expect(await page.getByTestId('contact-newsletter-pending').count()).toBe(wantsNewsletter ? 1 : 0);
      await expectAccessible(page, `contact thanks (${size})`);
      await saveScreenshot(page, `${size}-contact-thanks`);
      await page.getByRole('button', { name: 'Weitere Nachricht schreiben' }).click();
      // The fields were cleared after sending.
      expect(await page.getByLabel('Deine Nachricht').inputValue()).toBe('');
      expect(await page.getByLabel('E-Mail-Adresse (freiwillig)').inputValue()).toBe('');

      // No team mailbox is set in the suite: the editors and admins are mailed.
      const mail = await waitForMail(
        dataDir,
        demoAccounts.editor.email,
        new RegExp(`Kontaktformular \\(#${id}\\)$`),
      );
      expect(mail.text).toContain(text);
      expect(mail.text).toContain(`E-Mail-Adresse: leserin-${size}@example.org`);
      if (wantsNewsletter) {
        const confirmation = await waitForMail(
          dataDir,
          `leserin-${size}@example.org`,
          /Bitte bestätige dein Newsletter-Abonnement$/,
        );
        expect(confirmation.text).toMatch(/\/newsletter\/confirm\/[\w-]+/);
      }
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  test('the proof of work instead of the picture, reached from the imprint', async () => {
    const page = await openPage(browser, { viewport: PHONE, locale: 'de-DE' });
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/impressum`);
    await page.getByRole('link', { name: 'Schreib uns über das Kontaktformular' }).click();
    await page.waitForURL(`${baseUrl}/contact`);
    await fillForm(page, 'Ohne Bild, bitte.', '');
    await page.getByRole('button', { name: 'Senden' }).click();
    const dialog = page.getByTestId('captcha-dialog');
    await dialog.getByTestId('captcha-puzzle').waitFor();
    await dialog.getByRole('button', { name: 'Ohne Bild bestätigen' }).click();
    const widget = dialog.locator('altcha-widget');
    await widget.waitFor();
    await expectAccessible(page, 'captcha proof of work (phone)');
    await saveScreenshot(page, 'phone-captcha-proof-of-work');
    const submitted = page.waitForResponse(isSubmit, { timeout: 60_000 });
    await widget.getByText('Ich bin kein Roboter').click();
    expect((await submitted).status()).toBe(201);
    await page.getByTestId('contact-thanks').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  test('signed in, from the drawer, with another address: the mismatch confirmation comes before the captcha', async () => {
    const { context } = await signedInContext(browser, { as: 'editor', context: { locale: 'de-DE' } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/feed`);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('link', { name: 'Kontakt' }).click();
    await page.waitForURL(`${baseUrl}/contact`);
    await fillForm(page, 'Bitte antwortet an meine private Adresse.', 'maria.privat@example.org');
    await page.getByRole('button', { name: 'Senden' }).click();
    const mismatch = page.getByRole('dialog', { name: 'Andere E-Mail-Adresse?' });
    await mismatch.waitFor();
    expect(await mismatch.textContent()).toContain(demoAccounts.editor.email);
    await expectAccessible(page, 'contact mismatch confirmation (phone)');
    await saveScreenshot(page, 'phone-contact-mismatch');
    await mismatch.getByRole('button', { name: 'Ja, so senden' }).click();
    await page.getByTestId('captcha-puzzle').waitFor();
    await context.close();
  });
});
