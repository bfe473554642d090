import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { api, callApi } from '../support/api';
import { expectAccessible } from '../support/axe';
import { launchBrowser, trackPageErrors } from '../support/browser';
import { artifactsDir } from '../support/paths';
import { saveScreenshot } from '../support/screenshots';
import { quietContext, type Session, signInThroughApi } from '../support/session';
import { uploadWithBackSide } from '../support/uploads';

const baseUrl = inject('baseUrl');
const { poll } = expect;
const TITLE = 'Farbprobe Löwendenkmal';

type Photograph = { hasColorized: boolean; hasColorizedBack: boolean; filePath: string };

/**
 * How colourful a picture is: the mean over its pixels of the spread between the strongest and
 * the weakest channel (0 for grey, about 40 and more for a tinted picture).
 */
async function chroma(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let sum = 0;
  for (let at = 0; at < data.length; at += info.channels) {
    const r = data[at] as number;
    const g = data[at + 1] as number;
    const b = data[at + 2] as number;
    sum += Math.max(r, g, b) - Math.min(r, g, b);
  }
  return sum / (data.length / info.channels);
}

/** The picture the viewer draws, once its tiles are there. */
async function shownPicture(page: Page) {
  const canvas = page.getByTestId('photograph-canvas');
  await canvas.waitFor();
  await poll(() => canvas.getAttribute('data-source'), { timeout: 30_000 }).toBe('tiles');
  // The tiles fade in: a moment for the last of them.
  await page.waitForTimeout(800);
  return chroma(await canvas.screenshot());
}

describe('colorized versions (issue 20 part 5)', () => {
  let browser: Browser;
  let editor: Session;
  let photographId: number;
  let colorizedFile: string;
  let squareFile: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    editor = await signInThroughApi('editor');
    // A photograph of this test's own (no other file edits it), marked black-and-white.
    photographId = await uploadWithBackSide(TITLE);
    await api('PUT', `/photographs/${photographId}`, editor, { isBlackAndWhite: true });
    // The colorized version: the demo postcard itself, tinted blue (test data, its luminance kept).
    const original = Buffer.from(
      await (
        await fetch(`${baseUrl}/media/photographs/demo/luzern-loewendenkmal-postcard-ca1900.jpg`)
      ).arrayBuffer(),
    );
    colorizedFile = join(artifactsDir, 'colorized-postcard.jpg');
    await writeFile(colorizedFile, await sharp(original).tint({ r: 40, g: 150, b: 230 }).jpeg().toBuffer());
    squareFile = join(artifactsDir, 'colorized-square.png');
    await writeFile(
      squareFile,
      await sharp(original)
        .resize(400, 400, { fit: 'cover' })
        .tint({ r: 40, g: 150, b: 230 })
        .png()
        .toBuffer(),
    );
  });
  afterAll(async () => {
    await callApi('DELETE', `/photographs/${photographId}`, editor);
    for (const context of browser?.contexts() ?? []) await context.close();
    await browser?.close();
  });

  test('an editor uploads a colorized front in the edit screen; a wrong ratio is refused first', async () => {
    const page = await (await quietContext(browser, 'editor', { desktop: true })).newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/photographs/edit/${photographId}`);
    const section = page.getByTestId('colorized-versions');
    await section.getByRole('heading', { name: 'Kolorierte Fassungen', exact: true }).waitFor();
    const front = section.getByTestId('colorized-front');
    expect(await front.getByText('Noch keine kolorierte Fassung').count()).toBe(1);

    await front.getByTestId('colorized-front-file').setInputFiles(squareFile);
    await poll(() => front.getByTestId('colorized-front-error').textContent()).toMatch(
      /Seitenverhältnis des Bildes \(1\.000\).*Vorderseite/,
    );
    expect((await api<Photograph>('GET', `/photographs/${photographId}`, null)).hasColorized).toBe(false);

    await front.getByTestId('colorized-front-file').setInputFiles(colorizedFile);
    await front.getByTestId('colorized-front-preview').waitFor();
    await poll(() =>
      front.getByTestId('colorized-front-preview').evaluate((img) => (img as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0);
    expect(await front.getByTestId('colorized-front-error').count()).toBe(0);
    expect(
      await front.getByRole('button', { name: 'Kolorierte Vorderseite ersetzen', exact: true }).count(),
    ).toBe(1);
    expect(await api<Photograph>('GET', `/photographs/${photographId}`, null)).toMatchObject({
      hasColorized: true,
      hasColorizedBack: false,
    });
    await section.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'colorized-edit-desktop');
    await expectAccessible(page, 'photograph edit: colorized versions');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('/color shows the colorized picture; the toggle switches back and forth; the back without one resets', async () => {
    const page = await (await quietContext(browser, null)).newPage();
    await page.goto(`${baseUrl}/photographs/show/${photographId}/color`);
    const colourful = await shownPicture(page);
    const toggle = page.getByTestId('toggle-color');
    expect(await toggle.getAttribute('aria-label')).toBe('Original zeigen');
    await saveScreenshot(page, 'colorized-viewer-phone');
    await expectAccessible(page, 'viewer (colorized)');

    await toggle.click();
    await page.waitForURL(`${baseUrl}/photographs/show/${photographId}`);
    const plain = await shownPicture(page);
    expect(colourful).toBeGreaterThan(plain + 25);
    expect(await toggle.getAttribute('aria-label')).toBe('Koloriert zeigen');
    await toggle.click();
    await page.waitForURL(`${baseUrl}/photographs/show/${photographId}/color`);
    expect(await shownPicture(page)).toBeGreaterThan(plain + 25);

    // Spec §4: the back has no colorized version, so its /color route drops the variant and shows no toggle.
    await page.goto(`${baseUrl}/photographs/show/${photographId}/back/color`);
    await page.waitForURL(`${baseUrl}/photographs/show/${photographId}/back`);
    await poll(() => page.getByTestId('photograph-viewer').getAttribute('data-side')).toBe('back');
    expect(await page.getByTestId('toggle-color').count()).toBe(0);
    await page.context().close();
  });

  test('the drawer switch makes feed cards show and link the colorized version', async () => {
    const page = await (await quietContext(browser, null, { desktop: true })).newPage();
    await page.goto(`${baseUrl}/feed?text=${encodeURIComponent('Farbprobe')}`);
    const card = page.locator('main [data-document-type="Photograph"]').filter({ hasText: TITLE }).first();
    await card.waitFor();
    const link = card.locator('a').first();
    const picture = card.locator('img').first();
    await poll(() => picture.getAttribute('src')).toMatch(/^\/thumbnail\//);
    expect(await picture.getAttribute('src')).not.toContain('colorized.');
    expect(await link.getAttribute('href')).toBe(`/photographs/show/${photographId}`);

    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const drawer = page.getByRole('dialog', { name: 'RetroPics' });
    await drawer.getByRole('switch', { name: 'Kolorierte Fotos zeigen' }).check();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await poll(() => link.getAttribute('href')).toBe(`/photographs/show/${photographId}/color`);
    await poll(() => picture.getAttribute('src')).toContain('colorized.');
    await poll(() =>
      picture.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0);
    await saveScreenshot(page, 'colorized-feed-desktop');
    await expectAccessible(page, 'feed with colorized cards');
    await page.context().close();
  });

  test('removing the colorized version in the edit screen brings the original back', async () => {
    const page = await (await quietContext(browser, 'editor')).newPage();
    await page.goto(`${baseUrl}/photographs/edit/${photographId}`);
    const front = page.getByTestId('colorized-front');
    await front.getByTestId('colorized-front-preview').waitFor();
    await page.getByTestId('colorized-versions').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'colorized-edit-phone');
    await expectAccessible(page, 'photograph edit: colorized versions (phone)');
    await front.getByTestId('colorized-front-remove').click();
    await page
      .getByTestId('confirm-remove-colorized-front')
      .getByRole('button', { name: 'Entfernen', exact: true })
      .click();
    await front.getByText('Noch keine kolorierte Fassung').waitFor();
    expect((await api<Photograph>('GET', `/photographs/${photographId}`, null)).hasColorized).toBe(false);

    await page.goto(`${baseUrl}/photographs/show/${photographId}/color`);
    await page.waitForURL(`${baseUrl}/photographs/show/${photographId}`);
    expect(await page.getByTestId('toggle-color').count()).toBe(0);
    await page.context().close();
  });
});
