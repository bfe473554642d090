import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { expectAccessible } from '../support/axe';
import { DESKTOP, launchBrowser, openPage, PHONE, trackPageErrors } from '../support/browser';
import { waitForMailLink } from '../support/outbox';
import { saveScreenshot } from '../support/screenshots';
import { letTimePass } from '../support/waiting';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

interface VideoState {
  rendering: string | null;
  currentSrc: string;
  currentTime: number;
  duration: number;
  readyState: number;
  videoWidth: number;
  videoHeight: number;
  captions: Array<{ language: string; mode: string; cues: number; firstCue: string }>;
}

const video = (page: Page) => page.locator('video');

function videoState(page: Page): Promise<VideoState> {
  return video(page).evaluate((element: HTMLVideoElement) => ({
    rendering: element.dataset.rendering ?? null,
    currentSrc: element.currentSrc,
    currentTime: element.currentTime,
    duration: element.duration,
    readyState: element.readyState,
    videoWidth: element.videoWidth,
    videoHeight: element.videoHeight,
    captions: Array.from(element.textTracks).map((track) => ({
      language: track.language,
      mode: track.mode,
      cues: track.cues?.length ?? 0,
      firstCue: (track.cues?.[0] as VTTCue | undefined)?.text ?? '',
    })),
  }));
}

/** The film really plays: enough data is there and the position moves on. */
async function expectPlaying(page: Page): Promise<VideoState> {
  await expect.poll(async () => (await videoState(page)).currentTime, { timeout: 20_000 }).toBeGreaterThan(1);
  const state = await videoState(page);
  expect(state.readyState).toBeGreaterThanOrEqual(3);
  await expect.poll(async () => (await videoState(page)).currentTime).toBeGreaterThan(state.currentTime);
  return state;
}

async function shownCaptions(page: Page) {
  await expect
    .poll(async () => (await videoState(page)).captions.find((track) => track.mode === 'showing')?.cues ?? 0)
    .toBeGreaterThan(0);
  return (await videoState(page)).captions.find((track) => track.mode === 'showing');
}

describe('intro movie', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  test('phone: the drawer opens the narrow film with German captions; close and Escape go back', async () => {
    const page = await openPage(browser, { viewport: PHONE });
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/delete_account`);
    await page.getByRole('heading', { name: 'Konto löschen' }).waitFor();
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('dialog', { name: 'RetroPics' }).getByRole('link', { name: 'Intro-Video' }).click();
    await page.waitForURL(`${baseUrl}/intromovie`);

    const state = await expectPlaying(page);
    expect(state.rendering).toBe('narrow');
    expect(state.currentSrc).toMatch(/\/intro\/intro-narrow\.mp4$/);
    expect([state.videoWidth, state.videoHeight]).toEqual([720, 1280]);
    const captions = await shownCaptions(page);
    expect(captions?.language).toBe('de');
    expect(captions?.firstCue).toContain('Luzern');
    // The navigation is hidden: the film has the whole window.
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.title()).toBe('Intro-Video – RetroPics');
    await expectAccessible(page, 'intro movie (phone)');
    await saveScreenshot(page, 'phone-intro-movie');

    // Turning the phone sideways (wider than 768 px) switches to the wide film where it was.
    const before = (await videoState(page)).currentTime;
    await page.setViewportSize({ width: 844, height: 390 });
    await expect.poll(async () => (await videoState(page)).rendering).toBe('wide');
    await expect
      .poll(async () => (await videoState(page)).currentTime, { timeout: 20_000 })
      .toBeGreaterThan(before);
    expect((await videoState(page)).currentSrc).toMatch(/\/intro\/intro-wide\.mp4$/);
    await page.setViewportSize(PHONE);

    await page.getByRole('button', { name: 'Intro schließen' }).click();
    await page.waitForURL(`${baseUrl}/delete_account`);
    await page.getByRole('heading', { name: 'Konto löschen' }).waitFor();

    await page.goForward();
    await video(page).waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL(`${baseUrl}/delete_account`);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('desktop, English: opened directly it plays the wide film, seeks, credits, and ends on the feed', async () => {
    const page = await openPage(browser, { viewport: DESKTOP });
    const errors = trackPageErrors(page);
    await page.addInitScript(() => localStorage.setItem('retropics.language', 'en'));
    await page.goto(`${baseUrl}/intromovie`);

    const state = await expectPlaying(page);
    expect(state.rendering).toBe('wide');
    expect([state.videoWidth, state.videoHeight]).toEqual([1280, 720]);
    expect(state.duration).toBeGreaterThan(30);
    expect(state.duration).toBeLessThan(50);
    expect(state.captions.map((track) => track.language).sort()).toEqual(['de', 'en', 'it']);
    const captions = await shownCaptions(page);
    expect(captions?.language).toBe('en');
    expect(captions?.firstCue).toContain('Lucerne');
    await expectAccessible(page, 'intro movie (desktop)');
    await saveScreenshot(page, 'desktop-intro-movie');

    // The server answers byte ranges, so the player can jump without loading the whole file.
    const range = await page.request.get(`${baseUrl}/intro/intro-wide.mp4`, {
      headers: { Range: 'bytes=0-99' },
    });
    expect(range.status()).toBe(206);
    expect(range.headers()['content-range']).toMatch(/^bytes 0-99\//);
    await video(page).evaluate((element: HTMLVideoElement) => {
      element.currentTime = 30;
    });
    await expect.poll(async () => (await videoState(page)).currentTime).toBeGreaterThan(30.2);

    // The service worker does not precache the films: only people who watch them download them.
    const worker = await page.request.get(`${baseUrl}/sw.js`);
    expect(await worker.text()).not.toMatch(/intro-(wide|narrow)\.mp4|captions\.\w\w\.vtt/);

    await page.getByRole('button', { name: 'Photo credits' }).click();
    const credits = page.getByRole('dialog', { name: 'Photo credits' });
    await credits.waitFor();
    expect(await video(page).evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    expect(await credits.getByRole('listitem').count()).toBe(15);
    await credits.getByText('Public domain: U.S. federal government work (W.C. Alden').first().waitFor();
    await expectAccessible(page, 'intro movie credits');
    await saveScreenshot(page, 'desktop-intro-movie-credits');
    await credits.getByRole('button', { name: 'Close' }).click();
    await credits.waitFor({ state: 'hidden' });
    await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);

    // At the end the screen closes; opened directly, that leads to the feed.
    await video(page).evaluate((element: HTMLVideoElement) => {
      element.currentTime = element.duration - 0.5;
    });
    await page.waitForURL(`${baseUrl}/feed`, { timeout: 15_000 });
    expect(errors).toEqual([]);
    await page.close();
  });

  test('with reduced motion asked for, the film waits for the play button', async () => {
    const page = await openPage(browser, { viewport: PHONE, reducedMotion: 'reduce' });
    await page.goto(`${baseUrl}/intromovie`);
    // HAVE_ENOUGH_DATA: from here a film that plays by itself would be playing.
    await expect.poll(async () => (await videoState(page)).readyState, { timeout: 20_000 }).toBe(4);
    expect(await video(page).evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    expect((await videoState(page)).currentTime).toBe(0);
    await video(page).evaluate((element: HTMLVideoElement) => element.play());
    await expectPlaying(page);
    await page.close();
  });

  test('a newly signed-in person is thanked after the welcome dialog and offered the intro, once', async () => {
    const page = await openPage(browser, { viewport: PHONE });
    const errors = trackPageErrors(page);
    const email = `e2e.intro.${Date.now()}@example.org`;
    const registered = await page.request.post(`${baseUrl}/users`, {
      data: { email, password: 'intro-password' },
    });
    expect(registered.status()).toBe(201);
    const activation = await waitForMailLink(dataDir, email, /^\/users\/activate\/\d+\/[\w-]+$/);
    await page.goto(`${baseUrl}${activation.pathname}`);
    await page.getByRole('heading', { name: 'Dein Konto ist freigeschaltet' }).waitFor();

    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('E-Mail', { exact: true }).fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill('intro-password');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.waitForURL(`${baseUrl}/feed`, { waitUntil: 'commit' });

    // A new account is still called usr_…, but its name notice does not join the welcome: the
    // first-run offers take turns, and the first session has room for the welcome and one more.
    const welcome = page.getByRole('dialog', { name: 'Willkommen bei RetroPics' });
    await welcome.waitFor({ timeout: 10_000 });
    expect(await page.getByRole('dialog').count()).toBe(1);
    await welcome.getByRole('button', { name: 'Einverstanden' }).click();
    const offer = page.getByRole('dialog', { name: 'Danke, dass du dabei bist!' });
    await offer.waitFor();
    await expectAccessible(page, 'intro movie offer');
    await saveScreenshot(page, 'phone-intro-offer');
    await offer.getByRole('button', { name: 'Intro ansehen' }).click();
    await page.waitForURL(`${baseUrl}/intromovie`);
    await expectPlaying(page);
    expect(
      await page.evaluate(
        () => JSON.parse(localStorage.getItem('retropics.settings') ?? '{}').introMovieOffer,
      ),
    ).toBe('shown');

    // Back on the feed it does not come again, not even after a reload.
    await page.getByRole('button', { name: 'Intro schließen' }).click();
    await page.waitForURL(`${baseUrl}/feed`);
    await page.clock.install();
    await page.reload();
    await page.getByTestId('feed').waitFor();
    // The first-run steps come with delays: let them all pass. The offer does not come again, and
    // the rest (tour, name notice, push) wait for another session: this one had the welcome and
    // the thank-you.
    await letTimePass(page, 12_000);
    expect(await page.getByRole('dialog', { name: 'Danke, dass du dabei bist!' }).count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.locator('.driver-popover').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
