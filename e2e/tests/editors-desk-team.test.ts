import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { api, callApi } from '../support/api';
import { expectAccessible } from '../support/axe';
import { launchBrowser, trackPageErrors } from '../support/browser';
import { waitForMail } from '../support/outbox';
import { repoRoot } from '../support/paths';
import { saveScreenshot } from '../support/screenshots';
import { demoAccounts, quietContext, type Session, signInThroughApi } from '../support/session';

/**
 * Issue 19's round trip through the team's desk: a visitor's contact message reaches the desk,
 * an announcement the editor makes on the desk stands in the feed and counts a visitor's click, and a
 * newsletter sent from the desk reaches a confirmed subscriber with an unsubscribe link.
 * (Bug reports and reported comments: editors-desk.test.ts; the contact form itself: contact.test.ts.)
 */

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const PICTURE = join(repoRoot, 'apps/server/demo-archive/images/albion-state-normal-school-1915.jpg');

type Puzzle = { folder: string; shuffled_tiles: number[] };

/** A contact message as a visitor's browser sends it, after the puzzle is put in order. */
async function sendContactMessage(text: string, email: string): Promise<number> {
  const puzzle = await api<Puzzle>('GET', '/captcha', null);
  const solved = [...puzzle.shuffled_tiles].sort((a, b) => a - b);
  const verified = await api<{ success: boolean; token: string }>('POST', '/verify-captcha', null, {
    folder: puzzle.folder,
    user_solution: solved,
  });
  expect(verified.success).toBe(true);
  const message = await api<{ id: number }>('POST', '/api/submit-feedback', null, {
    feedbackText: text,
    email,
    subscribeNewsletter: false,
    captchaToken: verified.token,
    locale: 'de',
  });
  return message.id;
}

const cardOf = (page: Page, iri: string) =>
  page.locator(`[data-document-type="Announcement"][data-document="${iri}"]`);

describe("the team's desk: contact messages and announcements", () => {
  let browser: Browser;
  let editor: Session;
  let announcementIri: string | undefined;
  const stamp = Date.now();
  const messageText = `Ich habe Fotos vom Bozner Obstmarkt aus den 1950ern (${stamp}).`;
  const announcementName = `Fotoabend im Stadtarchiv ${stamp}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    editor = await signInThroughApi('editor');
  });
  afterAll(async () => {
    if (announcementIri) await callApi('DELETE', announcementIri, editor);
    await browser?.close();
  });

  test("a visitor's contact message is on the desk, and the editor marks it done", async () => {
    const id = await sendContactMessage(messageText, 'obstmarkt@example.org');
    const context = await quietContext(browser, 'editor', { desktop: true });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/desk?tab=contactMessages`);
    const desk = page.getByTestId('editors-desk');
    const item = desk.getByTestId(`desk-item-${id}`);
    await item.getByText(messageText).waitFor();
    await item.getByRole('link', { name: 'obstmarkt@example.org' }).waitFor();
    await expectAccessible(page, "editors' desk, contact messages (desktop)");
    await saveScreenshot(page, 'editors-desk-contact-messages-desktop');
    const toggle = item.getByRole('switch', { name: 'Erledigt' });
    await toggle.click();
    await expect.poll(() => item.getByTestId('desk-done-by').textContent()).toMatch(/^Erledigt von /);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('an announcement made on the desk stands first in the feed, and a click on it counts', async () => {
    const context = await quietContext(browser, 'editor');
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/desk?tab=announcements`);
    const tab = page.getByTestId('announcements-tab');
    await tab.getByRole('button', { name: 'Neue Ankündigung' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Ankündigung' });
    await dialog.getByLabel('Name (Deutsch)').fill(announcementName);
    await dialog
      .getByLabel('Text (Deutsch)')
      .fill('Bringen Sie Ihre alten Fotos mit – wir scannen sie vor Ort.');
    await dialog.getByTestId('announcement-image-file').setInputFiles(PICTURE);
    await dialog.getByTestId('announcement-image-preview').waitFor();
    await dialog.getByLabel('Link').fill('/collections');
    await dialog.getByLabel('Position im Feed').fill('0');
    await expectAccessible(page, 'announcement dialog (phone)');
    await saveScreenshot(page, 'editors-desk-announcement-dialog-phone');
    const created = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/announcements' && response.request().method() === 'POST',
    );
    await dialog.getByTestId('announcement-save').click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    announcementIri = ((await answer.json()) as { '@id': string })['@id'];
    await dialog.waitFor({ state: 'detached' });
    const row = tab.getByTestId('announcement-row').filter({ hasText: announcementName });
    await row.waitFor();
    expect(await row.getByTestId('announcement-clicks').textContent()).toBe('0');

    // A visitor sees it as the feed's first card and follows it.
    const visitorContext = await quietContext(browser, null);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${baseUrl}/feed`);
    await visitor.getByTestId('feed').waitFor();
    await expect
      .poll(() =>
        visitor
          .locator('article[aria-posinset="1"] [data-document-type="Announcement"]')
          .getAttribute('data-document'),
      )
      .toBe(announcementIri);
    const card = cardOf(visitor, announcementIri as string);
    await card.getByText(announcementName).waitFor();
    await saveScreenshot(visitor, 'feed-announcement-from-desk-phone');
    const clicked = visitor.waitForResponse(
      (response) => new URL(response.url()).pathname === '/click' && response.request().method() === 'POST',
    );
    await card.getByRole('link').click();
    expect((await clicked).status()).toBe(201);
    await visitor.waitForURL(`${baseUrl}/collections`);
    await visitorContext.close();

    // Back on the desk the click is counted; then the editor deletes the announcement.
    await page.reload();
    await expect.poll(() => row.getByTestId('announcement-clicks').textContent()).toBe('1');
    await row.getByRole('button', { name: `„${announcementName}“ löschen` }).click();
    const confirm = page.getByRole('dialog', { name: 'Ankündigung löschen?' });
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await row.waitFor({ state: 'detached' });
    expect((await callApi('GET', announcementIri as string, editor)).status).toBe(404);
    announcementIri = undefined;
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a newsletter sent from the desk reaches a confirmed subscriber, with the unsubscribe link', async () => {
    const context = await quietContext(browser, 'editor', { desktop: true });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/desk?tab=newsletter`);
    const tab = page.getByTestId('newsletter-tab');
    // The demo accounts chose news at registration: they are confirmed subscribers.
    await tab.getByTestId('newsletter-subscribers').waitFor();
    const subject = `Neu im Archiv (${stamp})`;
    for (const [language, words] of [
      ['Deutsch', [subject, 'Zwölf neue Bilder vom Obstmarkt.']],
      ['Englisch', [`New in the archive (${stamp})`, 'Twelve new pictures of the fruit market.']],
      ['Italienisch', [`Novità in archivio (${stamp})`, 'Dodici nuove foto del mercato della frutta.']],
    ] as const) {
      await tab.getByLabel(`Betreff (${language})`).fill(words[0]);
      await tab.getByLabel(`Text (${language})`).fill(words[1]);
    }
    await expectAccessible(page, "editors' desk, newsletter (desktop)");
    await saveScreenshot(page, 'editors-desk-newsletter-desktop');
    await tab.getByRole('button', { name: 'Senden …' }).click();
    const confirm = page.getByRole('dialog', { name: 'Newsletter senden?' });
    await confirm.getByText(/geht jetzt an \d+ bestätigte Person/).waitFor();
    await confirm.getByRole('button', { name: 'Jetzt senden' }).click();
    await page.getByText(/^Newsletter an \d+ Person(en)? gesendet\.$/).waitFor();
    await tab.getByTestId('newsletter-mailings').getByText(subject).waitFor();

    // In the subscriber's own language, with their own unsubscribe link.
    const mail = await waitForMail(
      dataDir,
      demoAccounts.editor.email,
      new RegExp(`^RetroPics: .*\\(${stamp}\\)$`),
      30_000,
    );
    expect(mail.text).toMatch(/Obstmarkt|fruit market|mercato della frutta/);
    expect(mail.text).toMatch(/\/newsletter\/unsubscribe\/[\w-]+/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
