import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { cornerDistance, type Quad } from '../../apps/web/src/lib/ar/homography';
import { api } from '../support/api';
import { AR_TRUTH, arSceneVideo, demoPicture } from '../support/ar-video';
import { expectAccessible } from '../support/axe';
import { DESKTOP, launchBrowser, PHONE, trackPageErrors } from '../support/browser';
import { FAKE_FRAME, fakeCameraVideo, launchWithFakeCamera, videoIn } from '../support/fake-camera';
import { saveScreenshot } from '../support/screenshots';
import { signedInContext } from '../support/session';
import { chooseFromDial } from '../support/speed-dial';

const baseUrl = inject('baseUrl');
const poll = <T>(read: () => Promise<T> | T, timeout = 30_000) =>
  expect.poll(read, { timeout, interval: 250 });
const QUIET = { showNotifications: false, showTour: false };
/** How long the matcher is watched for its figures. */
const MEASURE_MS = 6000;

type ShortUrl = { code: string; urlPath: string };

/** The Kapellbrücke, whose poster short link 'kapell' leads to its AR view. */
const kapellId = async () =>
  Number((await api<ShortUrl>('GET', '/short_urls/kapell', null)).urlPath.split('/').pop());

async function openAr(camera: Browser, id: number, viewport: { width: number; height: number } = PHONE) {
  const { context } = await signedInContext(camera, {
    as: null,
    settings: QUIET,
    context: { viewport, permissions: ['camera'] },
  });
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await page.goto(`${baseUrl}/image-ar/${id}`);
  await poll(() => page.getByTestId('image-ar-screen').getAttribute('data-state')).toBe('tracking');
  return { context, page, errors };
}

const overlayData = (page: Page) =>
  page.getByTestId('ar-overlay').evaluate((canvas) => ({ ...(canvas as HTMLCanvasElement).dataset }));

/** Any pointer move counts as activity: the controls faded after the quiet come back. */
async function wake(page: Page) {
  await page.mouse.move(40 + Math.random() * 20, 300);
  await poll(() => headerOpacity(page)).toBe('1');
}

/** The top bar's opacity: the controls fade out and in as one. */
const headerOpacity = (page: Page) =>
  page
    .getByTestId('image-ar-close')
    .evaluate((button) => getComputedStyle(button.closest('header') as Element).opacity);

const parseCorners = (text: string): Quad =>
  text.split(' ').map((pair) => {
    const [x = 0, y = 0] = pair.split(',').map(Number);
    return { x, y };
  }) as unknown as Quad;

/** The matcher's frames per second and match rate over MEASURE_MS, as the overlay canvas counts them. */
async function measure(page: Page, scene: string) {
  const before = await overlayData(page);
  const started = Date.now();
  await page.waitForTimeout(MEASURE_MS);
  const after = await overlayData(page);
  const seconds = (Date.now() - started) / 1000;
  const frames = Number(after.frames) - Number(before.frames);
  const matched = Number(after.matchedFrames) - Number(before.matchedFrames);
  const figures = { fps: frames / seconds, matchRate: frames ? matched / frames : 0, frames };
  console.log(
    `AR matcher on ${scene}: ${figures.fps.toFixed(1)} frames/s, match rate ${(figures.matchRate * 100).toFixed(1)} % (${matched}/${frames} frames)`,
  );
  return figures;
}

describe('AR image view /image-ar/:id', () => {
  let folder: string;
  let id: number;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'retropics-ar-'));
    id = await kapellId();
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  describe('the camera films the photograph at an angle', () => {
    let camera: Browser;

    beforeAll(async () => {
      const video = await arSceneVideo(
        demoPicture('luzern-kapellbruecke-ca1895.jpg'),
        demoPicture('milwaukee-1936-slums-milwaukee-wisconsin.jpg'),
        videoIn(folder, 'kapellbruecke-at-an-angle'),
      );
      camera = await launchWithFakeCamera(video);
    });
    afterAll(async () => {
      await camera?.close();
    });

    test('the overlay locks onto it, its corners within 3 % of the truth', { timeout: 90_000 }, async () => {
      const { context, page, errors } = await openAr(camera, id);
      await poll(async () => (await overlayData(page)).matched).toBe('true');
      const corners = parseCorners((await overlayData(page)).corners ?? '');
      expect(cornerDistance(corners, AR_TRUTH)).toBeLessThan(0.03 * FAKE_FRAME.width);
      const figures = await measure(page, 'the Kapellbrücke at an angle');
      expect(figures.frames).toBeGreaterThan(0);
      expect(figures.matchRate).toBeGreaterThan(0.8);
      // Matched, the hint to point the camera is gone.
      expect(await page.getByTestId('image-ar-status').textContent()).toBe('');
      expect(errors).toEqual([]);
      await context.close();
    });

    test('the controls: picker, attribution, map, hiding; accessible on a phone', {
      timeout: 90_000,
    }, async () => {
      const { context, page, errors } = await openAr(camera, id);
      await poll(async () => (await overlayData(page)).matched).toBe('true');
      await page.getByRole('heading', { name: 'Kapellbrücke und Wasserturm, Luzern' }).waitFor();
      await saveScreenshot(page, 'image-ar-phone');
      await expectAccessible(page, 'AR view (phone)');
      // Quiet for a while (axe), the controls faded: any pointer activity brings them back.
      await wake(page);
      await page.getByTestId('image-ar-overlay-button').click();
      const picker = page.getByRole('dialog', { name: 'Bild über der Kamera' });
      await picker.waitFor();
      await expect(
        picker.getByRole('button', { name: 'Original', exact: true }).getAttribute('aria-pressed'),
      ).resolves.toBe('true');
      await expectAccessible(page, 'AR overlay picker');
      await picker.getByRole('button', { name: 'Original', exact: true }).click();
      await picker.waitFor({ state: 'hidden' });
      await wake(page);
      await page.getByRole('button', { name: 'Sammlung und Lizenz' }).click();
      const info = page.getByRole('dialog');
      await info
        .getByText(/Lizenz/)
        .first()
        .waitFor();
      await page.keyboard.press('Escape');
      await info.waitFor({ state: 'hidden' });
      await wake(page);
      await page.getByTestId('image-ar-speed-dial').getByRole('button').first().click();
      await page.getByRole('menuitem', { name: 'Auf der Karte zeigen' }).waitFor();
      await page.keyboard.press('Escape');

      // Hidden controls fade out and stop taking taps; a tap on the picture brings them back.
      await wake(page);
      await page.getByTestId('image-ar-hide').click();
      await poll(() => headerOpacity(page)).toBe('0');
      await page.getByTestId('ar-overlay').click({ position: { x: 200, y: 400 } });
      await poll(() => headerOpacity(page)).toBe('1');
      expect(errors).toEqual([]);
      await context.close();
    });

    test('on a desktop', { timeout: 90_000 }, async () => {
      const { context, page, errors } = await openAr(camera, id, DESKTOP);
      await poll(async () => (await overlayData(page)).matched).toBe('true');
      await wake(page);
      await saveScreenshot(page, 'image-ar-desktop');
      await expectAccessible(page, 'AR view (desktop)');
      expect(errors).toEqual([]);
      await context.close();
    });
  });

  test('a different scene: the overlay does not appear', { timeout: 90_000 }, async () => {
    const video = await arSceneVideo(
      demoPicture('tirol-brixen-1899.jpg'),
      demoPicture('milwaukee-1936-slums-milwaukee-wisconsin.jpg'),
      videoIn(folder, 'another-scene'),
    );
    const camera = await launchWithFakeCamera(video);
    try {
      const { context, page, errors } = await openAr(camera, id);
      await poll(async () => Number((await overlayData(page)).frames) > 3).toBe(true);
      const figures = await measure(page, 'a different scene');
      expect(figures.frames).toBeGreaterThan(0);
      expect(figures.matchRate).toBe(0);
      expect((await overlayData(page)).corners).toBeUndefined();
      await expect(page.getByTestId('image-ar-status').textContent()).resolves.toBe(
        'Richte die Kamera auf den Ort des Fotos.',
      );
      await wake(page);
      await saveScreenshot(page, 'image-ar-unmatched-phone');
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await camera.close();
    }
  });

  test('a QR code of another photograph’s AR view swaps the view in place', async () => {
    const link = await api<ShortUrl>('POST', '/short_urls', null, {
      urlPath: '/image-ar/2',
      utmSource: 'poster',
      utmMedium: 'qr',
    });
    const png = Buffer.from(await (await fetch(`${baseUrl}/short_urls/${link.code}/qr.png`)).arrayBuffer());
    const card = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#f4f1ea' } })
      .composite([{ input: await sharp(png).resize(400, 400).toBuffer(), gravity: 'center' }])
      .png()
      .toBuffer();
    const camera = await launchWithFakeCamera(await fakeCameraVideo(card, videoIn(folder, 'poster-code')));
    try {
      const { context, page, errors } = await openAr(camera, id);
      await page.waitForURL(/\/image-ar\/2\?utm_source=poster&utm_medium=qr$/, { timeout: 20_000 });
      await poll(() => page.getByTestId('image-ar-screen').getAttribute('data-state')).toBe('tracking');
      expect(await page.evaluate(() => window.history.length)).toBe(2);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await camera.close();
    }
  });

  test('without a camera: “WebRTC ist nicht verfügbar.”, the reason and a way out', async () => {
    const browser = await launchBrowser();
    try {
      const { context } = await signedInContext(browser, {
        as: null,
        settings: QUIET,
        context: { viewport: PHONE },
      });
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      // The photograph viewer's speed dial leads there.
      await page.goto(`${baseUrl}/photographs/show/${id}`);
      // With the info panel open a phone has no room for all of the dial's entries above its button.
      await page.getByTestId('toggle-info').click();
      await chooseFromDial(page, 'speed-dial-ar');
      await page.waitForURL(`${baseUrl}/image-ar/${id}`);
      const alert = page.getByRole('alert');
      await expect(
        alert.getByText('WebRTC ist nicht verfügbar.', { exact: true }).waitFor(),
      ).resolves.toBeUndefined();
      // The reason: headless Chromium without a fake device has no camera.
      await alert.getByText('Auf diesem Gerät wurde keine Kamera gefunden.', { exact: true }).waitFor();
      await alert.getByRole('button', { name: 'Erneut versuchen', exact: true }).waitFor();
      expect(await page.getByTestId('ar-overlay').count()).toBe(0);
      await saveScreenshot(page, 'image-ar-no-camera');
      await expectAccessible(page, 'AR view without camera');
      await page.getByRole('button', { name: 'Schließen', exact: true }).click();
      // Close goes back where the visitor came from.
      await page.waitForURL(`${baseUrl}/photographs/show/${id}`);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await browser.close();
    }
  });
});
