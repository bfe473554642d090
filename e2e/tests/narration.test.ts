import { spawnSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { api, callApi } from '../support/api';
import { expectAccessible } from '../support/axe';
import { launchBrowser, trackPageErrors } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';
import { quietContext, type Session, signInThroughApi } from '../support/session';

const baseUrl = inject('baseUrl');
const { poll } = expect;

/** Kapellbrücke (spoken) and Löwendenkmal (recorded by the editor), both with texts in de, en and it. */
const SPOKEN = 1;
const RECORDED = 2;

type Photograph = { id: number; audioLocales: string[] };

/** A short real recording for the upload: espeak-ng's Italian voice written as WAV (scripts/ensure-speech.sh installs it). */
function recordedWav(): Buffer {
  const made = spawnSync('espeak-ng', ['-v', 'it', '--stdout', 'Il ponte del leone, registrato a mano.'], {
    maxBuffer: 16 * 1024 * 1024,
  });
  expect(made.status, String(made.stderr)).toBe(0);
  return made.stdout;
}

async function fetchAudio(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, { headers });
  return {
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** Keeps every audio element the page plays in `window.playedAudio`, so the test can read its clock. */
async function watchAudio(page: Page) {
  await page.addInitScript(() => {
    const played: HTMLMediaElement[] = [];
    (window as unknown as { playedAudio: HTMLMediaElement[] }).playedAudio = played;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      played.push(this);
      return play.call(this);
    };
  });
}

const audioClock = (page: Page) =>
  page.evaluate(() => {
    const [audio] = (window as unknown as { playedAudio: HTMLMediaElement[] }).playedAudio;
    return audio ? { time: audio.currentTime, paused: audio.paused, src: audio.src } : null;
  });

describe('audio narration (issue 20): /getAudio, the viewer speed dial, recorded narrations', () => {
  let browser: Browser;
  let editor: Session;

  beforeAll(async () => {
    browser = await launchBrowser();
    editor = await signInThroughApi('editor');
  });
  afterAll(async () => {
    for (const locale of ['de', 'en', 'it'])
      await callApi('DELETE', `/photographs/${RECORDED}/narrations/${locale}`, editor);
    await browser?.close();
  });

  test('each language answers MP3 with ETag and byte ranges', async () => {
    const photograph = await api<Photograph>('GET', `/photographs/${SPOKEN}`, null);
    expect(photograph.audioLocales).toEqual(['de', 'en', 'it']);
    for (const locale of ['de', 'en', 'it']) {
      const whole = await fetchAudio(`/getAudio/${locale}/${SPOKEN}`);
      expect(whole.status, locale).toBe(200);
      expect(whole.headers.get('content-type')).toBe('audio/mpeg');
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      expect(whole.headers.get('etag')).toBeTruthy();
      expect(whole.body.length).toBeGreaterThan(20_000);
      const part = await fetchAudio(`/getAudio/${locale}/${SPOKEN}`, { Range: 'bytes=1000-1999' });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${whole.body.length}`);
      expect(part.body.equals(whole.body.subarray(1000, 2000))).toBe(true);
      const past = await fetchAudio(`/getAudio/${locale}/${SPOKEN}`, {
        Range: `bytes=${whole.body.length}-`,
      });
      expect(past.status).toBe(416);
    }
    expect((await fetchAudio(`/getAudio/fr/${SPOKEN}`)).status).toBe(400);
  });

  for (const desktop of [false, true]) {
    test(`the viewer's speed dial plays and pauses the narration (${desktop ? 'desktop' : 'phone'})`, async () => {
      const context = await quietContext(browser, null, { desktop });
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      await watchAudio(page);
      const answers: number[] = [];
      page.on('response', (response) => {
        if (response.url().includes(`/getAudio/`)) answers.push(response.status());
      });
      await page.goto(`${baseUrl}/photographs/show/${SPOKEN}`);
      await page.getByTestId('photograph-canvas').waitFor();
      const dial = page.getByRole('button', { name: 'Aktionen' });
      await dial.click();
      const entry = page.getByTestId('speed-dial-narration');
      await entry.waitFor();
      await saveScreenshot(page, `narration-speed-dial-${desktop ? 'desktop' : 'phone'}`);
      await expectAccessible(page, `viewer speed dial with narration (${desktop ? 'desktop' : 'phone'})`);
      await entry.click();
      await poll(async () => (await audioClock(page))?.time ?? 0, { timeout: 15_000 }).toBeGreaterThan(0.3);
      const playing = await audioClock(page);
      expect(playing?.src).toBe(`${baseUrl}/getAudio/de/${SPOKEN}`);
      expect(answers.some((status) => status === 200 || status === 206)).toBe(true);

      // Open again: the entry now says it pauses, and does.
      if ((await dial.getAttribute('aria-expanded')) !== 'true') await dial.click();
      await poll(() => entry.textContent()).toBe('Audio-Erzählung anhalten');
      await entry.click();
      await poll(async () => (await audioClock(page))?.paused).toBe(true);
      if ((await dial.getAttribute('aria-expanded')) !== 'true') await dial.click();
      await poll(() => entry.textContent()).toBe('Audio-Erzählung abspielen');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test('an editor records a narration in the photograph form, and it then wins', async () => {
    const recording = recordedWav();
    for (const desktop of [false, true]) {
      const page = await (await quietContext(browser, 'editor', { desktop })).newPage();
      await page.goto(`${baseUrl}/photographs/edit/${RECORDED}`);
      const section = page.getByTestId('photograph-edit-narration');
      await section.waitFor();
      await section.scrollIntoViewIfNeeded();
      const italian = page.getByTestId('narration-it');
      if (!desktop) {
        await expect
          .poll(() => page.getByTestId('narration-it-state').textContent())
          .toBe('Computerstimme aus den Texten');
        await page.getByTestId('narration-it-file').setInputFiles({
          name: 'erzaehlung.wav',
          mimeType: 'audio/wav',
          buffer: recording,
        });
        await poll(() => page.getByTestId('narration-it-state').textContent(), { timeout: 15_000 }).toBe(
          'Aufgenommene Erzählung',
        );
        await italian
          .getByRole('button', { name: 'Aufnahme entfernen (Italienisch)', exact: true })
          .waitFor();

        // Not audio: refused with a message in the interface language.
        await page.getByTestId('narration-en-file').setInputFiles({
          name: 'notes.mp3',
          mimeType: 'audio/mpeg',
          buffer: Buffer.from('these are notes, not a recording'),
        });
        await page.getByText('Diese Datei ist keine Audiodatei', { exact: false }).waitFor();
      }
      await poll(() => page.getByTestId('narration-it-state').textContent()).toBe('Aufgenommene Erzählung');
      await italian.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `narration-edit-${desktop ? 'desktop' : 'phone'}`);
      await expectAccessible(page, `photograph form, narration section (${desktop ? 'desktop' : 'phone'})`);
      await page.context().close();
    }

    const played = await fetchAudio(`/getAudio/it/${RECORDED}`, { Range: 'bytes=0-' });
    expect(played.status).toBe(206);
    expect(played.headers.get('content-type')).toBe('audio/wav');
    expect(played.body.equals(recording)).toBe(true);
    const spokenGerman = await fetchAudio(`/getAudio/de/${RECORDED}`);
    expect(spokenGerman.headers.get('content-type')).toBe('audio/mpeg');
  });
});
