import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { callApi } from '../support/api';
import { DESKTOP, launchBrowser, openPage, PHONE, trackPageErrors } from '../support/browser';
import { waitForMail } from '../support/outbox';
import { repoRoot } from '../support/paths';
import { saveScreenshot } from '../support/screenshots';
import { demoAccounts, signedInContext } from '../support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const demoImages = join(repoRoot, 'apps', 'server', 'demo-archive', 'images');

/**
 * Issue 16 'done when': a collection goes from a signed-out report to a funded, scanned, browsable
 * collection entirely through the web app — the reporter's wizard, the editor's notice mail, the
 * status panel, the scan upload, and what a visitor then finds.
 */
describe('a collection from report to archive, through the web app only', () => {
  let browser: Browser;
  const headline = `Glasplatten der Familie Egger ${Date.now()}`;
  const reporterEmail = `egger-${Date.now()}@example.org`;
  let collectionPath = '';

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  /** The editor's status panel: move the collection on, with the figures that go with the status. */
  async function moveTo(page: Page, status: string, figures: { required?: string; funded?: string } = {}) {
    await page.getByTestId('collection-edit-button').click();
    await page.getByTestId('collection-status-select').waitFor({ state: 'attached' });
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: status, exact: true }).click();
    if (figures.required !== undefined) await page.getByLabel('Benötigter Betrag').fill(figures.required);
    if (figures.funded !== undefined) await page.getByLabel('Finanzierter Betrag').fill(figures.funded);
    await page.getByTestId('collection-save').click();
    await page.waitForURL(`${baseUrl}${collectionPath}`);
  }

  test('a visitor reports it, the editor takes it from the mail to Funded, uploads the scans and closes it', async () => {
    // 1. Signed out, on a phone: the report wizard.
    const reporterPage = await openPage(browser, { viewport: PHONE, locale: 'de-DE' });
    const reporterErrors = trackPageErrors(reporterPage);
    await reporterPage.goto(`${baseUrl}/report_collection`);
    await reporterPage.getByTestId('report-step-0').getByRole('button', { name: 'Los geht’s' }).click();
    await reporterPage.getByLabel('Titel der Sammlung').fill(headline);
    await reporterPage.getByRole('radio', { name: '1–10', exact: true }).check();
    await reporterPage.getByRole('checkbox', { name: 'Glasplattennegative' }).check();
    await reporterPage
      .getByTestId('report-step-1')
      .getByRole('button', { name: 'Weiter', exact: true })
      .click();
    await reporterPage.getByLabel('Erzähl uns von der Sammlung').fill('Zwölf Platten aus Brixen, um 1905.');
    await reporterPage
      .getByTestId('report-step-2')
      .getByRole('button', { name: 'Weiter', exact: true })
      .click();
    await reporterPage.getByLabel('Dein Name').fill('Maria Egger');
    await reporterPage.getByLabel('Deine E-Mail-Adresse').fill(reporterEmail);
    await reporterPage
      .getByTestId('report-step-3')
      .getByRole('button', { name: 'Weiter', exact: true })
      .click();
    await reporterPage
      .getByTestId('report-step-4')
      .getByRole('checkbox', { name: /Datenschutzerklärung/ })
      .check();
    await reporterPage.getByTestId('report-step-4').getByRole('button', { name: 'Sammlung melden' }).click();
    await reporterPage.waitForURL(`${baseUrl}/report_collection_thankyou`);
    expect(reporterErrors).toEqual([]);
    await reporterPage.close();

    // 2. The editor's notice links to the new collection, which only the team sees yet.
    const notice = await waitForMail(dataDir, demoAccounts.editor.email, new RegExp(`– ${headline}$`));
    const link = /https?:\/\/\S+(\/photograph_collections\/show\/\d+)/.exec(notice.text);
    expect(link, notice.text).not.toBeNull();
    collectionPath = link?.[1] as string;
    const id = Number(collectionPath.split('/').pop());
    expect((await callApi('GET', `/photograph_collections/${id}`, null)).status).toBe(404);

    const { context } = await signedInContext(browser, {
      as: 'editor',
      settings: { showNotifications: false, showTour: false },
      context: { viewport: DESKTOP },
    });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    // The team also finds it among the new reports in 'meine Bilder'.
    await page.goto(`${baseUrl}/my_images`);
    const reported = page.getByTestId('reported-collections-list');
    await reported.getByText(headline).click();
    await page.waitForURL(`${baseUrl}${collectionPath}`);
    await page.getByRole('heading', { level: 1, name: headline }).waitFor();

    // 3. Crowdfunding with a goal: the landing page lists it for everyone.
    await moveTo(page, 'Crowdfunding', { required: '480' });
    await page.getByTestId('crowdfunding').waitFor();
    const landing = await callApi<{ 'hydra:member': Array<{ id: number }> }>(
      'GET',
      '/photograph_collections?status=1&itemsPerPage=1000',
      null,
    );
    expect(landing.body['hydra:member'].map((entry) => entry.id)).toContain(id);

    // 4. Funded.
    await moveTo(page, 'Finanziert', { funded: '480' });
    await saveScreenshot(page, 'journey-funded-desktop');

    // 5. The scans arrive through the browser, a front with its back among them.
    const folder = await mkdtemp(join(tmpdir(), 'journey-scans-'));
    const scans: string[] = [];
    for (const [name, source] of [
      ['egger-01.jpg', 'tirol-brixen-1899.jpg'],
      ['egger-01_back.jpg', 'tirol-brixen-1899.jpg'],
      ['egger-02.jpg', 'tirol-meran-from-marling-1899.jpg'],
      ['egger-03.jpg', 'luzern-kapellbruecke-ca1895.jpg'],
    ] as const) {
      const image = sharp(join(demoImages, source));
      const picture = name.includes('_back') ? image.greyscale().negate() : image;
      const path = join(folder, name);
      await writeFile(path, await picture.resize({ width: 1000 }).jpeg({ quality: 80 }).toBuffer());
      scans.push(path);
    }
    await page.getByTestId('scan-upload-link').click();
    await page.getByTestId('scan-files-input').setInputFiles(scans);
    const summary = page.getByTestId('scan-summary-counts');
    await expect.poll(() => summary.isVisible(), { timeout: 60_000 }).toBe(true);
    expect(await summary.textContent()).toBe('4 hinzugefügt, 0 übersprungen, 0 abgelehnt.');

    // 6. Photos scanned, then done: the archive shows them.
    await page.goto(`${baseUrl}${collectionPath}`);
    await moveTo(page, 'Fotos gescannt');
    await moveTo(page, 'Fertig');
    expect(errors).toEqual([]);
    await context.close();

    // 7. A visitor finds three photographs (the back belongs to the first) on the collection's page.
    const visitor = await openPage(browser, { viewport: PHONE, locale: 'de-DE' });
    await visitor.goto(`${baseUrl}${collectionPath}`);
    const grid = visitor.getByTestId('collection-grid');
    await grid.waitFor();
    expect(await visitor.getByTestId('collection-count').textContent()).toContain('3');
    await grid.scrollIntoViewIfNeeded();
    await saveScreenshot(visitor, 'journey-done-phone');
    const history = await callApi<{ 'hydra:totalItems': number }>(
      'GET',
      `/photographs?collection=${id}&parentPhotograph%5Bexists%5D=false`,
      null,
    );
    expect(history.body['hydra:totalItems']).toBe(3);
    await visitor.close();

    // The reporter heard of each step in their language.
    const news = await waitForMail(dataDir, reporterEmail, /ist jetzt „Fertig“$/);
    expect(news.text).toContain(headline);
  }, 240_000);
});
