import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { api, callApi } from '../support/api';
import { expectAccessible } from '../support/axe';
import { DESKTOP, launchBrowser, PHONE, trackPageErrors } from '../support/browser';
import { repoRoot } from '../support/paths';
import { saveScreenshot } from '../support/screenshots';
import { quietContext, type Session, signInThroughApi } from '../support/session';

const baseUrl = inject('baseUrl');
const poll = <T>(read: () => Promise<T> | T, timeout = 15_000) => expect.poll(read, { timeout });

type Announcement = { '@id': string; id: number; clicks: number; validClicks: number };
type Upload = { 'hydra:member': Array<{ filePath: string }> };

/** Uploads a file as the editor to one of the announcement upload calls. */
async function upload(session: Session, kind: 'image' | 'video', name: string, body: Buffer, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(body)], { type }), name);
  const response = await fetch(`${baseUrl}/announcements/${kind}Upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.token}`, Accept: 'application/ld+json' },
    body: form,
  });
  expect(response.status, `${kind} upload`).toBe(201);
  const answer = (await response.json()) as Upload;
  return answer['hydra:member'][0]?.filePath ?? '';
}

/** The feed card of an announcement, by its IRI. */
const cardOf = (page: Page, iri: string) =>
  page.locator(`[data-document-type="Announcement"][data-document="${iri}"]`);

const videoState = (video: Locator) =>
  video.evaluate((element) => {
    const media = element as HTMLVideoElement;
    return { paused: media.paused, muted: media.muted, loop: media.loop, time: media.currentTime };
  });

describe('announcements in the feed', () => {
  let browser: Browser;
  let editor: Session;
  const stamp = Date.now();
  const pictureName = `Neue Sammlung ${stamp}`;
  const videoName = `Film über Meran ${stamp}`;
  let picture: Announcement;
  let film: Announcement;

  beforeAll(async () => {
    browser = await launchBrowser();
    editor = await signInThroughApi('editor');
    const image = await upload(
      editor,
      'image',
      'sammlung.jpg',
      await readFile(
        join(repoRoot, 'apps', 'server', 'demo-archive', 'images', 'luzern-kapellbruecke-ca1895.jpg'),
      ),
      'image/jpeg',
    );
    // A real film: the intro movie's narrow cut (H.264 in mp4), reused as an announcement video.
    const movie = await readFile(join(repoRoot, 'apps', 'web', 'public', 'intro', 'intro-narrow.mp4'));
    const video = await upload(editor, 'video', 'meran.mp4', movie, 'video/mp4');
    const window = {
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    };
    picture = await api<Announcement>('POST', '/announcements', editor, {
      translations: {
        de: { name: pictureName, text: 'Jetzt ansehen und unterstützen.' },
        en: { name: `New collection ${stamp}`, text: 'Have a look and support it.' },
        it: { name: `Nuova collezione ${stamp}`, text: 'Guardala e sostienila.' },
      },
      images: [image],
      link: '/collections',
      feedPosition: 1,
      ...window,
    });
    film = await api<Announcement>('POST', '/announcements', editor, {
      translations: { de: { name: videoName, text: 'Ein kurzer Film.' } },
      video,
      images: [image],
      link: 'https://example.org/',
      feedPosition: 2,
      ...window,
    });
  });
  afterAll(async () => {
    for (const made of [picture, film]) if (made) await callApi('DELETE', made['@id'], editor);
    await browser?.close();
  });

  test('shows the announcements at their feed positions, phone and desktop, accessibly', async () => {
    for (const [size, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const context = await quietContext(browser, null, { desktop: viewport === DESKTOP });
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      await page.goto(`${baseUrl}/feed`);
      await page.getByTestId('feed').waitFor();
      await poll(() =>
        page
          .locator('article[aria-posinset="2"] [data-document-type="Announcement"]')
          .getAttribute('data-document'),
      ).toBe(picture['@id']);
      await poll(() =>
        page
          .locator('article[aria-posinset="3"] [data-document-type="Announcement"]')
          .getAttribute('data-document'),
      ).toBe(film['@id']);
      const card = cardOf(page, picture['@id']);
      await expect(card.getByRole('link').getAttribute('href')).resolves.toBe('/collections');
      await poll(() =>
        card.locator('img').evaluate((image) => (image as HTMLImageElement).naturalWidth),
      ).toBeGreaterThan(0);
      await saveScreenshot(page, `announcements-feed-${size}`);
      await expectAccessible(page, `feed with announcements (${size})`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  test('a click on an announcement card counts and follows its link inside the app', async () => {
    const context = await quietContext(browser, 'editor');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/feed`);
    const clicked = page.waitForResponse(
      (response) => response.url().endsWith('/click') && response.request().method() === 'POST',
    );
    await cardOf(page, picture['@id']).getByRole('link').click();
    const answer = await clicked;
    expect(answer.status()).toBe(201);
    const sent = answer.request().postDataJSON() as { userId: number | null; announcement: string };
    expect(sent.announcement).toBe(picture['@id']);
    expect(sent.userId).toBeGreaterThan(0);
    await page.waitForURL(`${baseUrl}/collections`);
    const counted = await api<Announcement>('GET', picture['@id'], editor);
    expect(counted).toMatchObject({ clicks: 1, validClicks: 1 });
    const listed = await api<{ 'hydra:member': Announcement[] }>(
      'GET',
      '/announcements?itemsPerPage=200',
      editor,
    );
    expect(listed['hydra:member'].find((item) => item['@id'] === picture['@id'])).toMatchObject({
      clicks: 1,
    });
    await context.close();
  });

  test('an mp4 announcement plays muted and looping while on screen, and pauses off screen', async () => {
    const context = await quietContext(browser, null);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/feed`);
    const video = cardOf(page, film['@id']).locator('video');
    await video.scrollIntoViewIfNeeded();
    await poll(async () => {
      const state = await videoState(video);
      return state.muted && state.loop && !state.paused && state.time > 0;
    }).toBe(true);
    await expect(cardOf(page, film['@id']).getByRole('link').getAttribute('target')).resolves.toBe('_blank');
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 6));
    await poll(async () => (await videoState(video)).paused).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('with reduced motion the film waits for its play button', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    });
    await context.addInitScript(() => {
      localStorage.setItem(
        'retropics.settings',
        JSON.stringify({ showNotifications: false, showTour: false }),
      );
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/feed`);
    const card = cardOf(page, film['@id']);
    const video = card.locator('video');
    await video.scrollIntoViewIfNeeded();
    const play = card.getByRole('button', { name: `„${videoName}“ abspielen` });
    await play.waitFor();
    await page.waitForTimeout(1_000);
    expect((await videoState(video)).paused).toBe(true);
    expect(await video.getAttribute('poster')).toMatch(/\/thumbnail\//);
    await saveScreenshot(page, 'announcements-feed-reduced-motion-phone');
    await play.click();
    await poll(async () => (await videoState(video)).paused).toBe(false);
    await card.getByRole('button', { name: `„${videoName}“ anhalten` }).click();
    await poll(async () => (await videoState(video)).paused).toBe(true);
    await context.close();
  });
});
