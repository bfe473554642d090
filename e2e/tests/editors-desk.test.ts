import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { api, callApi } from '../support/api';
import { expectAccessible } from '../support/axe';
import { launchBrowser, trackPageErrors } from '../support/browser';
import { repoRoot } from '../support/paths';
import { saveScreenshot } from '../support/screenshots';
import {
  type Account,
  quietContext,
  registerPerson,
  type Session,
  signInThroughApi,
} from '../support/session';

const baseUrl = inject('baseUrl');
/** A photograph no other test counts comments on; the comment made here is deleted at the end. */
const PHOTOGRAPH = 60;
/** A JPEG: the bug report dialog turns it into the PNG the server keeps. */
const SCREENSHOT_FILE = join(repoRoot, 'apps/server/demo-archive/images/albion-state-normal-school-1915.jpg');

/** A console line the bug report carries to the desk. */
const CONSOLE_LINE = 'e2e desk: the map tiles did not load';

type Json = Record<string, unknown>;

async function openDrawer(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  const drawer = page.locator('#app-drawer');
  await drawer.getByRole('link').first().waitFor();
  return drawer;
}

/** The answer to the next POST of `path`. */
function nextPost(page: Page, path: RegExp) {
  return page.waitForResponse(
    (response) => path.test(new URL(response.url()).pathname) && response.request().method() === 'POST',
  );
}

describe("the editors' desk", () => {
  let browser: Browser;
  let editor: Session;
  let reporter: Account;
  let commentIri: string;
  let commentId: number;
  let bugReportId: number;
  const bugText = `Die Karte bleibt grau (${Date.now()}).`;

  beforeAll(async () => {
    browser = await launchBrowser();
    editor = await signInThroughApi('editor');
    reporter = await registerPerson('desk-reporter', 'Lena Berger');
    const comment = await api<{ '@id': string; id: number }>('POST', '/comments', editor, {
      text: '<p>Das ist doch Unsinn, wer hat das hochgeladen?</p>',
      photograph: `/photographs/${PHOTOGRAPH}`,
      box: null,
    });
    commentIri = comment['@id'];
    commentId = comment.id;
  });
  afterAll(async () => {
    if (commentIri) await callApi('DELETE', commentIri, editor);
    await browser?.close();
  });

  test('a signed-in person sends a bug report with a screenshot and reports a comment', async () => {
    const context = await quietContext(browser, reporter);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/feed`);
    await page.getByTestId('feed').waitFor();
    await page.evaluate((line) => console.warn(line), CONSOLE_LINE);
    const drawer = await openDrawer(page);
    // Not for them: the desk's entry is the curators'.
    expect(await drawer.getByRole('link', { name: 'Redaktion' }).count()).toBe(0);
    await drawer.getByRole('button', { name: 'Fehler melden' }).click();
    await drawer.waitFor({ state: 'hidden' });

    const dialog = page.getByRole('dialog', { name: 'Fehler melden' });
    await dialog.getByLabel('Beschreibung des Fehlers').fill(bugText);
    await dialog.getByRole('button', { name: 'Weiter' }).click();
    await dialog.getByTestId('bug-report-screenshot').setInputFiles(SCREENSHOT_FILE);
    await dialog.getByRole('img', { name: 'Angehängtes Bildschirmfoto' }).waitFor();
    const posted = nextPost(page, /^\/comments$/);
    await dialog.getByRole('button', { name: 'Senden' }).click();
    const answer = await posted;
    expect(answer.status()).toBe(201);
    bugReportId = ((await answer.json()) as { id: number }).id;
    const thanks = page.getByRole('dialog', { name: 'Danke für deine Meldung!' });
    await thanks.waitFor();
    await thanks.getByRole('button', { name: 'Schließen' }).click();
    await thanks.waitFor({ state: 'detached' });

    // The comment's 'Melden': a dialog with an optional reason, then thanks in a snackbar.
    await page.goto(`${baseUrl}/photographs/show/${PHOTOGRAPH}`);
    await page.getByTestId('open-comments').click();
    const comments = page.getByRole('dialog', { name: /Kommentar/ });
    const item = comments.getByTestId(`comment-${commentId}`);
    await item.waitFor();
    // Not the author: no edit or delete, but 'Melden'.
    expect(await item.getByTestId('edit-comment').count()).toBe(0);
    await item.getByRole('button', { name: 'Kommentar melden' }).click();
    const report = page.getByRole('dialog', { name: 'Kommentar melden' });
    await report.getByLabel('Grund (freiwillig)').fill('Unfreundlich gegenüber der Familie.');
    await expectAccessible(page, 'report comment dialog');
    await saveScreenshot(page, 'report-comment-dialog-phone');
    const reported = nextPost(page, /^\/comments\/\d+\/report$/);
    await report.getByRole('button', { name: 'Melden' }).click();
    expect((await reported).status()).toBe(201);
    await report.waitFor({ state: 'detached' });
    await page.getByText('Danke! Die Redaktion sieht sich den Kommentar an.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a visitor who taps "Melden" is asked to sign in', async () => {
    const context = await quietContext(browser, null);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/photographs/show/${PHOTOGRAPH}`);
    await page.getByTestId('open-comments').click();
    const item = page.getByTestId(`comment-${commentId}`);
    await item.getByRole('button', { name: 'Kommentar melden' }).click();
    await page.getByTestId('sign-in-required').waitFor();
    expect(await page.getByRole('dialog', { name: 'Kommentar melden' }).count()).toBe(0);
    await context.close();
  });

  test('an editor opens the desk from the drawer, sees the screenshot, marks the report done and sees the reported comment', async () => {
    expect(bugReportId, 'the bug report of the first test').toBeGreaterThan(0);
    for (const desktop of [false, true]) {
      const size = desktop ? 'desktop' : 'phone';
      const context = await quietContext(browser, 'editor', { desktop });
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      await page.goto(`${baseUrl}/feed`);
      await page.getByTestId('feed').waitFor();
      const drawer = await openDrawer(page);
      await drawer.getByRole('link', { name: 'Redaktion' }).click();
      await page.waitForURL(`${baseUrl}/desk`);
      const desk = page.getByTestId('editors-desk');
      await desk.getByRole('heading', { level: 1, name: 'Redaktion' }).waitFor();

      await desk.getByRole('tab', { name: /Fehlerberichte/ }).click();
      await page.waitForURL(`${baseUrl}/desk?tab=bugReports`);
      const item = desk.getByTestId(`desk-item-${bugReportId}`);
      const toggle = item.getByRole('switch', { name: 'Erledigt' });
      if (desktop) {
        // Marked done on the phone: it has left the open list and waits under 'Erledigt'.
        await desk.getByTestId('desk-state-open').waitFor();
        await desk.getByRole('button', { name: 'Erledigt', exact: true }).click();
        await item.getByText(bugText).waitFor();
        await item
          .getByTestId('desk-done-by')
          .filter({ hasText: /^Erledigt von Maria Huber am / })
          .waitFor();
        expect(await toggle.isChecked()).toBe(true);
      } else {
        await item.getByText(bugText).waitFor();
        // Open: the tab's badge counts it; it holds the console log.
        expect(Number(await desk.getByTestId('desk-badge-bugReports').textContent())).toBeGreaterThan(0);
        expect(await item.getByTestId('desk-bug-console-log').textContent()).toContain(CONSOLE_LINE);
      }
      const screenshot = item.getByRole('img', { name: 'Bildschirmfoto zum Fehlerbericht' });
      await screenshot.waitFor();
      await expect
        .poll(() => screenshot.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBeGreaterThan(0);
      await expectAccessible(page, `editors' desk, bug reports (${size})`);
      await saveScreenshot(page, `editors-desk-bug-reports-${size}`);

      if (!desktop) {
        expect(await toggle.isChecked()).toBe(false);
        const marked = page.waitForResponse((response) =>
          response.url().endsWith(`/bugReports/${bugReportId}/done`),
        );
        await toggle.click();
        expect((await marked).status()).toBe(200);
        await expect.poll(() => toggle.isChecked()).toBe(true);
        await expect
          .poll(() => item.getByTestId('desk-done-by').textContent())
          .toMatch(/^Erledigt von Maria Huber am .+\d/);
        await item.getByTestId('desk-done-by').scrollIntoViewIfNeeded();
        await saveScreenshot(page, 'editors-desk-bug-report-done-phone');
      }

      await desk.getByRole('tab', { name: /Gemeldete Kommentare/ }).click();
      const reportedComment = desk.getByTestId(`desk-item-${commentId}`);
      await reportedComment.getByText('Das ist doch Unsinn, wer hat das hochgeladen?').waitFor();
      await reportedComment.getByText(/Lena Berger am .*: Unfreundlich gegenüber der Familie\./).waitFor();
      expect(await reportedComment.getByRole('link', { name: 'Zum Foto' }).getAttribute('href')).toBe(
        `/photographs/show/${PHOTOGRAPH}`,
      );
      await expectAccessible(page, `editors' desk, reported comments (${size})`);
      await saveScreenshot(page, `editors-desk-comment-reports-${size}`);

      await desk.getByRole('tab', { name: /Feedback/ }).click();
      await desk.getByRole('tabpanel').waitFor();
      await expectAccessible(page, `editors' desk, feedback (${size})`);
      await saveScreenshot(page, `editors-desk-feedback-${size}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  test('anyone else is refused at /desk, by the screen and by the server', async () => {
    const context = await quietContext(browser, reporter);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/desk`);
    const refusal = page.getByTestId('editors-desk-only-editors');
    await refusal.getByRole('heading', { level: 1, name: 'Nur für die Redaktion' }).waitFor();
    expect(await page.getByTestId('editors-desk').count()).toBe(0);
    await expectAccessible(page, "editors' desk refused (phone)");
    await saveScreenshot(page, 'editors-desk-only-editors-phone');
    const session = await signInThroughApi(reporter);
    expect((await callApi('GET', '/editors_desk', session)).status).toBe(403);
    expect((await callApi('GET', '/editors_desk/bugReports', session)).status).toBe(403);
    const screenshot = await callApi<Json>(
      'GET',
      `/editors_desk/bugReports/${bugReportId}/screenshot.png`,
      null,
    );
    expect(screenshot.status).toBe(401);
    await context.close();
  });
});
