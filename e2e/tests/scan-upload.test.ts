import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { api, personIdOf } from '../support/api';
import { expectAccessible } from '../support/axe';
import { DESKTOP, launchBrowser, PHONE, trackPageErrors } from '../support/browser';
import { repoRoot } from '../support/paths';
import { saveScreenshot } from '../support/screenshots';
import { type Session, signedInContext, signInThroughApi } from '../support/session';

const baseUrl = inject('baseUrl');
const demoImages = join(repoRoot, 'apps', 'server', 'demo-archive', 'images');
const FRONTS = 36;
const BACKS = 4;

type CollectionRow = { id: number; status: number; headline: string };
type PhotographPage = { 'hydra:totalItems': number; 'hydra:member': Array<{ originalName?: string }> };

/**
 * 40 small scans made from the demo archive's pictures (each cut differently, so each is its own
 * picture): 36 fronts and the back sides of the first four, named as an archive names them.
 */
async function makeScans(folder: string) {
  const sources = (await readdir(demoImages)).filter((name) => name.endsWith('.jpg')).sort();
  const files: string[] = [];
  for (let i = 0; i < FRONTS + BACKS; i++) {
    const source = sources[i % sources.length] as string;
    const isBack = i >= FRONTS;
    const number = String(isBack ? i - FRONTS + 1 : i + 1).padStart(2, '0');
    const name = isBack ? `schachtel-1-${number}_back.jpg` : `schachtel-1-${number}.jpg`;
    const image = sharp(join(demoImages, source)).rotate();
    const { width = 800, height = 600 } = await image.metadata();
    const inset = Math.floor(i / sources.length) * 20 + (isBack ? 40 : 0);
    const jpeg = await image
      .extract({ left: inset, top: inset, width: width - 2 * inset, height: height - 2 * inset })
      .resize({ width: 900 + i })
      .jpeg({ quality: 80 })
      .toBuffer();
    const path = join(folder, name);
    await writeFile(path, jpeg);
    files.push(path);
  }
  return files;
}

async function photographsOf(collectionId: number) {
  return api<PhotographPage>('GET', `/photographs?collection=${collectionId}&itemsPerPage=500`, null);
}

const settledCount = (page: Page) =>
  page.locator('[data-testid="scan-file-state"][data-state="added"]').count();

describe('scan upload in the browser /photograph_collections/upload/:id', () => {
  let session: Session;
  let collection: CollectionRow;
  let folder: string;
  let scans: string[];
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    // The demo editor owns the Jackson collection (status 2, its photographs not yet shown).
    session = await signInThroughApi('editor');
    const own = await api<{ 'hydra:member': CollectionRow[] }>(
      'GET',
      `/photograph_collections?owner=${personIdOf(session)}&itemsPerPage=100`,
      null,
    );
    collection = own['hydra:member'].find((row) => row.status === 2) as CollectionRow;
    expect(collection).toBeTruthy();
    folder = await mkdtemp(join(tmpdir(), 'retropics-scans-'));
    await mkdir(folder, { recursive: true });
    scans = await makeScans(folder);
    browser = await launchBrowser();
    ({ context } = await signedInContext(browser, {
      as: 'editor',
      settings: { showNotifications: false, showTour: false, darkTheme: true },
      context: { viewport: PHONE, locale: 'de-DE' },
    }));
    page = await context.newPage();
    errors = trackPageErrors(page);
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  test('the collection page leads its owner to the upload', async () => {
    await page.goto(`${baseUrl}/photograph_collections/show/${collection.id}`);
    await page.getByTestId('scan-upload-link').click();
    await page.waitForURL(`${baseUrl}/photograph_collections/upload/${collection.id}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Scans hochladen' }).isVisible()).toBe(true);
  });

  test('40 scans interrupted halfway by a reload complete without duplicates', async () => {
    await page.goto(`${baseUrl}/photograph_collections/upload/${collection.id}`);
    const before = (await photographsOf(collection.id))['hydra:totalItems'];
    await page.getByTestId('scan-files-input').setInputFiles(scans);
    await expect
      .poll(() => page.getByRole('progressbar', { name: 'Gesamtfortschritt' }).getAttribute('aria-valuenow'))
      .not.toBe('0');
    await saveScreenshot(page, 'scan-upload-phone-progress');
    await expect.poll(() => settledCount(page), { timeout: 60_000 }).toBeGreaterThanOrEqual(15);

    // Halfway: the tab reloads. The screen offers to resume and asks for the same files again.
    await page.reload();
    const notice = page.getByTestId('scan-resume-notice');
    await expect.poll(() => notice.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await notice.textContent()).toContain('40 Dateien');
    await saveScreenshot(page, 'scan-upload-phone-resume');
    await page.getByTestId('scan-files-input').setInputFiles(scans);

    const summary = page.getByTestId('scan-summary-counts');
    await expect.poll(() => summary.isVisible(), { timeout: 120_000 }).toBe(true);
    expect(await summary.textContent()).toBe('40 hinzugefügt, 0 übersprungen, 0 abgelehnt.');

    const after = await photographsOf(collection.id);
    expect(after['hydra:totalItems'] - before).toBe(FRONTS);
    const names = after['hydra:member'].map((photograph) => photograph.originalName).filter(Boolean);
    expect(new Set(names).size).toBe(names.length);
    await saveScreenshot(page, 'scan-upload-phone-summary', true);

    await page.setViewportSize(DESKTOP);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'scan-upload-desktop-summary');
    await expectAccessible(page, 'scan upload summary');
    expect(errors).toEqual([]);
  }, 240_000);
});
