import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { api, personIdOf } from '../support/api';
import { expectAccessible } from '../support/axe';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP, PHONE, trackPageErrors } from '../support/browser';
import { FAKE_FRAME, fakeCameraVideo, launchWithFakeCamera, videoIn } from '../support/fake-camera';
import { repoRoot } from '../support/paths';
import { saveScreenshot } from '../support/screenshots';
import { waitForController } from '../support/service-worker';
import {
  type Account,
  registerPerson,
  type Session,
  signedInContext,
  signInThroughApi,
} from '../support/session';
import { chooseFromDial } from '../support/speed-dial';

const baseUrl = inject('baseUrl');
const poll = <T>(read: () => Promise<T> | T, timeout = 15_000) =>
  expect.poll(read, { timeout, interval: 250 });
const QUIET = { showNotifications: false, showTour: false };

/**
 * The demo archive's repeat photograph of the Chaney Glacier (USGS, 2005): what the fake camera sees.
 * (The Grant Glacier pair, matched with 16 points file to file, falls below the matcher's 12 once
 * the camera's 16:9 frame crops and enlarges it; Chaney's 300 points keep the test about the app.)
 */
const SCENE = join(repoRoot, 'apps/server/demo-archive/images/gnp-chaney-glacier-2005.jpg');
const FRAME = FAKE_FRAME;

/** The fake camera films the glacier as it is today. */
const sceneVideo = (folder: string) => fakeCameraVideo(SCENE, videoIn(folder, 'chaney-glacier-2005'));

interface Retrosnaps {
  'hydra:member': Array<{
    '@id': string;
    id: number;
    galleries: string[];
    photograph: string;
    alignment: { state: string };
  }>;
  'hydra:totalItems': number;
}

const uploadsOf = (context: BrowserContext) => {
  const uploads: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/retrosnap/upload')
      uploads.push(request.url());
  });
  return uploads;
};

describe('RetroSnap camera /retrosnaps/create/:photograph', () => {
  let folder: string;
  let camera: Browser;
  let account: Account;
  let session: Session;
  let personId: number;
  let photographId: number;

  const authorRetrosnaps = () =>
    api<Retrosnaps>('GET', `/retrosnaps?author=${personId}&itemsPerPage=50`, session);

  async function cameraPage(viewport: { width: number; height: number } = PHONE) {
    const { context } = await signedInContext(camera, {
      as: account,
      settings: QUIET,
      context: { viewport, permissions: ['camera'] },
    });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/retrosnaps/create/${photographId}`);
    await poll(() => page.getByTestId('retrosnap-camera').getAttribute('data-state')).toBe('live');
    await poll(() =>
      page.getByTestId('camera-overlay').evaluate((image) => (image as HTMLImageElement).naturalWidth > 0),
    ).toBe(true);
    await poll(() =>
      page.getByTestId('camera-video').evaluate((video) => (video as HTMLVideoElement).videoWidth),
    ).toBe(FRAME.width);
    return { context, page, errors };
  }

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'retropics-camera-'));
    const video = await sceneVideo(folder);
    camera = await launchWithFakeCamera(video);
    account = await registerPerson('snap', 'Ruth Snapper');
    session = await signInThroughApi(account);
    personId = personIdOf(session);
    const found = await api<{ 'hydra:member': Array<{ id: number }> }>(
      'GET',
      '/photographs?originalName=gnp-chaney-glacier-1911.jpg',
      null,
    );
    photographId = found['hydra:member'][0]?.id ?? 0;
    expect(photographId).toBeGreaterThan(0);
  });

  afterAll(async () => {
    await camera?.close();
    await rm(folder, { recursive: true, force: true });
  });

  test('lines the historic photograph up over the live camera, captures, saves into My RetroSnaps', async () => {
    const { context, page, errors } = await cameraPage();
    const uploads = uploadsOf(context);
    const overlay = page.getByTestId('camera-overlay');
    const opacity = page.getByRole('slider', { name: 'Deckkraft des historischen Fotos' });
    expect(await opacity.getAttribute('aria-valuenow')).toBe('50');
    expect(await overlay.evaluate((image) => getComputedStyle(image).opacity)).toBe('0.5');
    await opacity.focus();
    await page.keyboard.press('ArrowRight');
    expect(await opacity.getAttribute('aria-valuenow')).toBe('60');
    expect(await overlay.evaluate((image) => getComputedStyle(image).opacity)).toBe('0.6');

    // Chromium's fake camera has no zoom of its own: the digital zoom scales the picture and the capture alike.
    const zoom = page.getByRole('slider', { name: 'Zoom' });
    await zoom.focus();
    for (let step = 0; step < 10; step++) await page.keyboard.press('ArrowRight');
    expect(await zoom.getAttribute('aria-valuenow')).toBe('2');
    const video = page.getByTestId('camera-video');
    expect(await video.evaluate((element) => getComputedStyle(element).transform)).toBe(
      'matrix(2, 0, 0, 2, 0, 0)',
    );
    await saveScreenshot(page, 'retrosnap-camera-phone');
    await expectAccessible(page, 'RetroSnap camera (phone)');

    await page.getByRole('button', { name: 'Aufnehmen' }).click();
    const captured = page.getByTestId('captured-picture');
    await captured.waitFor();
    expect(await page.getByTestId('retrosnap-camera').getAttribute('data-state')).toBe('captured');
    // The middle half of the 1280 × 720 frame, as the zoomed screen showed it.
    await poll(() => captured.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(640);

    // Retry goes back to the live camera; a capture without zoom keeps the whole frame.
    await page.getByRole('button', { name: 'Neu aufnehmen' }).click();
    await poll(() => page.getByTestId('retrosnap-camera').getAttribute('data-state')).toBe('live');
    await zoom.focus();
    await page.keyboard.press('Home');
    // Space anywhere but on a control takes the picture.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Space');
    await captured.waitFor();
    await poll(() => captured.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(
      FRAME.width,
    );
    await saveScreenshot(page, 'retrosnap-camera-captured-phone');
    await expectAccessible(page, 'RetroSnap camera, captured (phone)');

    await page.getByRole('button', { name: 'Speichern' }).click();
    const dialog = page.getByRole('dialog', { name: 'RetroSnap gespeichert' });
    await dialog.waitFor();
    await saveScreenshot(page, 'retrosnap-camera-saved-phone');
    await expectAccessible(page, 'RetroSnap saved dialog (phone)');
    expect(uploads).toHaveLength(1);

    const mine = await authorRetrosnaps();
    expect(mine['hydra:totalItems']).toBe(1);
    const [retrosnap] = mine['hydra:member'];
    if (!retrosnap) throw new Error('no RetroSnap made');
    expect(retrosnap.photograph).toBe(`/photographs/${photographId}`);
    const [albumIri] = retrosnap.galleries;
    if (!albumIri) throw new Error('the RetroSnap is in no album');
    const album = await api<{ headline: string }>('GET', albumIri, session);
    expect(album.headline).toBe('My RetroSnaps');

    await dialog.getByRole('link', { name: 'Album anzeigen' }).click();
    await page.waitForURL(`**/image_galleries/show/${albumIri.split('/').pop()}`);
    await page.getByRole('heading', { name: 'My RetroSnaps' }).first().waitFor();
    await page.locator(`a[href="/retrosnaps/show/${retrosnap.id}"]`).first().waitFor();
    await saveScreenshot(page, 'retrosnap-my-retrosnaps-phone');

    // The server lines the capture up with the 1902 photograph (feature matching, a homography) ...
    type Alignment = { state: string; inliers: number | null };
    let settled: Alignment = { state: 'pending', inliers: null };
    for (const started = Date.now(); settled.state === 'pending' && Date.now() - started < 120_000; ) {
      settled = (await api<{ alignment: Alignment }>('GET', `/retrosnaps/${retrosnap.id}`, session))
        .alignment;
      if (settled.state === 'pending') await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(settled.state).toBe('aligned');
    expect(settled.inliers).toBeGreaterThan(11);

    // ... and its show screen lays the historic photograph exactly where that alignment puts it.
    await page.goto(`${baseUrl}/retrosnaps/show/${retrosnap.id}`);
    await page.getByTestId('comparison-historic').waitFor();
    await page.getByRole('slider', { name: 'Vergleich: Anteil des historischen Fotos' }).waitFor();
    await page.locator('[data-testid="comparison-frame"][data-aligned="true"]').waitFor();
    await saveScreenshot(page, 'retrosnap-camera-result-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('offline, the capture waits on the device and is sent exactly once when the connection returns', async () => {
    const before = (await authorRetrosnaps())['hydra:totalItems'];
    const { context, page, errors } = await cameraPage();
    const uploads = uploadsOf(context);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Aufnehmen' }).click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByTestId('camera-queued').waitFor();
    const entry = page.getByTestId('retrosnap-queue-entry');
    await entry.waitFor();
    expect(await entry.getAttribute('data-state')).toBe('waiting');
    expect(await entry.textContent()).toContain('Wartet auf Verbindung');
    // Back to the live camera: the next picture may be taken at once.
    expect(await page.getByTestId('retrosnap-camera').getAttribute('data-state')).toBe('live');
    await saveScreenshot(page, 'retrosnap-camera-queued-phone');
    await expectAccessible(page, 'RetroSnap camera with its queue (phone)');
    expect(uploads).toEqual([]);

    await context.setOffline(false);
    await poll(async () => (await authorRetrosnaps())['hydra:totalItems'], 30_000).toBe(before + 1);
    await page.getByTestId('retrosnap-queue').waitFor({ state: 'detached' });
    // Time for a second sender (the worker's Background Sync, the page's online handler) to go wrong.
    await page.waitForTimeout(3000);
    expect((await authorRetrosnaps())['hydra:totalItems']).toBe(before + 1);
    expect(uploads).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('with no page open, the service worker sends the queue on Background Sync, once', async () => {
    const before = (await authorRetrosnaps())['hydra:totalItems'];
    const { context, page } = await cameraPage();
    await waitForController(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Aufnehmen' }).click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByTestId('retrosnap-queue-entry').waitFor();
    // The page goes: nothing but the worker can send the capture now.
    const blank = await context.newPage();
    await page.close();
    await context.setOffline(false);

    // The browser fires the sync when the connection returns; here DevTools fires it on cue.
    const cdp = await context.newCDPSession(blank);
    const registrations: Array<{ registrationId: string; scopeURL: string }> = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
    await cdp.send('ServiceWorker.enable');
    await poll(() => registrations.some((registration) => registration.scopeURL.startsWith(baseUrl))).toBe(
      true,
    );
    const registration = registrations.find((candidate) => candidate.scopeURL.startsWith(baseUrl));
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: new URL(baseUrl).origin,
      registrationId: registration?.registrationId ?? '',
      tag: 'retropics-retrosnap-queue',
      lastChance: false,
    });
    await poll(async () => (await authorRetrosnaps())['hydra:totalItems'], 30_000).toBe(before + 1);

    // The app opened again finds the queue empty and sends nothing more.
    const again = await context.newPage();
    await again.goto(`${baseUrl}/retrosnaps/create/${photographId}`);
    await poll(() => again.getByTestId('retrosnap-camera').getAttribute('data-state')).toBe('live');
    await again.waitForTimeout(2000);
    expect(await again.getByTestId('retrosnap-queue').count()).toBe(0);
    expect((await authorRetrosnaps())['hydra:totalItems']).toBe(before + 1);
    await context.close();
  });

  test('the photograph viewer’s speed dial opens the camera; on a desktop the controls stay in a readable column', async () => {
    const { context } = await signedInContext(camera, {
      as: account,
      settings: QUIET,
      context: { viewport: DESKTOP, permissions: ['camera'] },
    });
    const viewer = await context.newPage();
    await viewer.goto(`${baseUrl}/photographs/show/${photographId}`);
    await chooseFromDial(viewer, 'speed-dial-takeRetrosnap');
    await viewer.waitForURL(`**/retrosnaps/create/${photographId}`);
    await poll(() => viewer.getByTestId('retrosnap-camera').getAttribute('data-state')).toBe('live');

    // The list's create button asks which photograph to repeat, then opens the camera for it.
    await viewer.goto(`${baseUrl}/retrosnaps`);
    await viewer.getByTestId('retrosnap-create').click();
    const picker = viewer.getByRole('dialog');
    await picker.getByTestId('picker-search').locator('input').fill('Chaney');
    const choice = picker.getByRole('button', { name: /Chaney.*1911/ }).first();
    await choice.waitFor();
    await saveScreenshot(viewer, 'retrosnap-picker-desktop');
    await expectAccessible(viewer, 'RetroSnap photograph picker (desktop)');
    await choice.click();
    await viewer.waitForURL(`**/retrosnaps/create/${photographId}`);
    await poll(() => viewer.getByTestId('retrosnap-camera').getAttribute('data-state')).toBe('live');
    await context.close();

    const { context: desktop, page } = await cameraPage(DESKTOP);
    await saveScreenshot(page, 'retrosnap-camera-desktop');
    await expectAccessible(page, 'RetroSnap camera (desktop)');
    await desktop.close();
  });

  test('a camera the browser refuses shows how to allow it', async () => {
    // No fake UI: the permission prompt is refused, as when a person blocked the camera.
    const refusing = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'],
    });
    try {
      const { context } = await signedInContext(refusing, { as: account, settings: QUIET });
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      await page.goto(`${baseUrl}/retrosnaps/create/${photographId}`);
      const failure = page.getByTestId('camera-failure');
      await failure.waitFor();
      expect(await failure.getAttribute('data-failure')).toBe('denied');
      await page.getByRole('heading', { name: 'Kamera nicht erlaubt' }).waitFor();
      expect(await failure.textContent()).toContain('erlaube die Kamera für diese Seite');
      // Spec §8: the failure is logged as well.
      expect(consoleErrors.some((text) => text.includes('RetroSnap camera failed'))).toBe(true);
      await saveScreenshot(page, 'retrosnap-camera-denied-phone');
      await expectAccessible(page, 'RetroSnap camera denied (phone)');
      await page.getByRole('button', { name: 'Zurück' }).waitFor();
      await context.close();
    } finally {
      await refusing.close();
    }
  });
  test('no camera, an insecure address and a camera in use each say why and what to do', async () => {
    // No fake device: this machine has no camera, so getUserMedia finds none (NotFoundError). The
    // fake UI grants the permission, so the failure is the missing device, not a refusal.
    const plain = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream'],
    });
    try {
      const cases = [
        { failure: 'noCamera', heading: 'Keine Kamera gefunden', hint: 'öffne RetroPics auf deinem Handy' },
        {
          failure: 'insecure',
          heading: 'Kamera nur über eine sichere Verbindung',
          hint: 'Öffne RetroPics über https',
        },
        { failure: 'busy', heading: 'Kamera ist belegt', hint: 'Schließe sie und versuche es erneut' },
      ] as const;
      for (const { failure, heading, hint } of cases) {
        const { context } = await signedInContext(plain, { as: account, settings: QUIET });
        // Neither can be staged for real here. Over plain http on another host the browser has no
        // camera API, but our CSP's upgrade-insecure-requests keeps the app itself from loading
        // there at all; what a page served without it sees is the API missing outside a secure
        // context. Another app holding the camera makes the browser answer NotReadableError.
        if (failure === 'insecure') {
          await context.addInitScript(() => {
            Object.defineProperty(window, 'isSecureContext', { value: false });
            Object.defineProperty(navigator, 'mediaDevices', { value: undefined });
          });
        }
        if (failure === 'busy') {
          await context.addInitScript(() => {
            navigator.mediaDevices.getUserMedia = () =>
              Promise.reject(new DOMException('Could not start video source', 'NotReadableError'));
          });
        }
        const page = await context.newPage();
        await page.goto(`${baseUrl}/retrosnaps/create/${photographId}`);
        const screen = page.getByTestId('camera-failure');
        await screen.waitFor();
        expect(await screen.getAttribute('data-failure')).toBe(failure);
        await page.getByRole('heading', { name: heading }).waitFor();
        expect(await screen.textContent()).toContain(hint);
        await page.getByRole('button', { name: 'Erneut versuchen' }).waitFor();
        await saveScreenshot(page, `retrosnap-camera-${failure}-phone`);
        await expectAccessible(page, `RetroSnap camera ${failure} (phone)`);
        await context.close();
      }
    } finally {
      await plain.close();
    }
  });
});
