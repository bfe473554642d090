import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { cssMatrix, type Homography } from '../../packages/domain/src/alignment';
import { api, callApi } from '../support/api';
import { expectAccessible } from '../support/axe';
import { launchBrowser, trackPageErrors } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';
import {
  type Account,
  quietContext,
  registerPerson,
  type Session,
  signInThroughApi,
} from '../support/session';
import { chooseFromDial } from '../support/speed-dial';

const baseUrl = inject('baseUrl');
/** Waits for what the screen shows; the machine is shared, so a screen may take a few seconds. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

type Alignment = { state: string; homography: number[] | null };
type Retrosnap = { id: number; text: string; photograph: string; alignment: Alignment };
type Members<T> = { 'hydra:member': T[] };

/** Issue 17's set-up through the API: a demo JPEG uploaded as the RetroSnap picture, then the RetroSnap. */
async function createRetrosnap(session: Session, photographId: number): Promise<Retrosnap> {
  const picture = await (
    await fetch(`${baseUrl}/media/photographs/demo/luzern-musegg-pilatus-ca1920.jpg`)
  ).arrayBuffer();
  const form = new FormData();
  form.append('clientKey', randomUUID());
  form.append('file', new Blob([picture], { type: 'image/jpeg' }), `RetroSnap-${Date.now()}.jpg`);
  const upload = await fetch(`${baseUrl}/retrosnap/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.token}`, Accept: 'application/ld+json' },
    body: form,
  });
  expect(upload.status).toBeLessThan(300);
  const [uploaded] = ((await upload.json()) as Members<{ filePath: string }>)['hydra:member'];
  return api<Retrosnap>('POST', '/retrosnaps', session, {
    filePath: uploaded?.filePath,
    photograph: `/photographs/${photographId}`,
    text: '',
    clientKey: randomUUID(),
  });
}

async function pageAs(browser: Browser, as: Account, desktop: boolean): Promise<Page> {
  return (await quietContext(browser, as, { desktop })).newPage();
}

/** Moves inside the app (no reload), so what the app keeps in its cache is what it shows. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL(`${baseUrl}${path}`);
}

/** The 16 numbers of a CSS transform; Chromium reports a matrix3d without perspective as a 2D matrix(). */
function matrixNumbers(transform: string): number[] {
  const values = (transform.slice(transform.indexOf('(') + 1, transform.lastIndexOf(')')) || '')
    .split(',')
    .map(Number);
  if (values.length !== 6) return values;
  const [a, b, c, d, e, f] = values as [number, number, number, number, number, number];
  return [a, b, 0, 0, c, d, 0, 0, 0, 0, 1, 0, e, f, 0, 1];
}

describe('RetroSnap list, edit and hand alignment (issue 17 parts 3, 5, 6)', () => {
  let browser: Browser;
  let author: Account;
  let authorSession: Session;
  let stranger: Account;
  let photographId: number;
  let first: Retrosnap;
  let second: Retrosnap;

  beforeAll(async () => {
    browser = await launchBrowser();
    author = await registerPerson('snap-author', 'Snap Autorin');
    authorSession = await signInThroughApi(author);
    stranger = await registerPerson('snap-stranger', 'Fremde Person');
    const photographs = await api<Members<{ id: number }>>('GET', '/photographs?itemsPerPage=1', null);
    photographId = photographs['hydra:member'][0]?.id ?? 0;
    expect(photographId).toBeGreaterThan(0);
    first = await createRetrosnap(authorSession, photographId);
    second = await createRetrosnap(authorSession, photographId);
  });
  afterAll(async () => {
    await callApi('DELETE', `/retrosnaps/${second?.id}`, authorSession);
    for (const context of browser?.contexts() ?? []) await context.close();
    await browser?.close();
  });

  test('the list pages through the author’s RetroSnaps, on a phone and on a desktop', async () => {
    for (const desktop of [false, true]) {
      const page = await pageAs(browser, author, desktop);
      const errors = trackPageErrors(page);
      await page.goto(`${baseUrl}/feed`);
      // The drawer's 'Meine RetroSnaps' leads to the list.
      await page.getByRole('button', { name: /Menü/ }).first().click();
      await page.getByRole('link', { name: 'Meine RetroSnaps' }).click();
      await page.waitForURL(`${baseUrl}/retrosnaps`);
      const rows = page.getByTestId('retrosnap-row');
      await poll(() => rows.count()).toBe(2);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Meine RetroSnaps');

      // One a page: the pager leads to the other one and back (spec §2 first/previous/next/last).
      await page.goto(`${baseUrl}/retrosnaps?itemsPerPage=1`);
      await poll(() => rows.count()).toBe(1);
      const position = page.getByTestId('retrosnap-pager-position');
      await poll(() => position.textContent()).toBe('Seite 1 von 2 · 2 RetroSnaps');
      expect(await page.getByTestId('retrosnap-pager-first').isDisabled()).toBe(true);
      expect(await page.getByTestId('retrosnap-pager-previous').isDisabled()).toBe(true);
      const firstOnPage1 = await rows.first().getAttribute('data-id');
      await page.getByTestId('retrosnap-pager-last').click();
      await poll(() => position.textContent()).toBe('Seite 2 von 2 · 2 RetroSnaps');
      await poll(() => rows.first().getAttribute('data-id')).not.toBe(firstOnPage1);
      expect(await page.getByTestId('retrosnap-pager-next').isDisabled()).toBe(true);
      await page.getByTestId('retrosnap-pager-first').click();
      await poll(() => rows.first().getAttribute('data-id')).toBe(firstOnPage1);
      expect(
        [first.id, second.id].map(String).includes(firstOnPage1 ?? ''),
        'the row is one of the author’s RetroSnaps',
      ).toBe(true);
      await expectAccessible(page, `retrosnap list (${desktop ? 'desktop' : 'phone'})`);
      await saveScreenshot(page, `retrosnap-list-${desktop ? 'desktop' : 'phone'}`);
      // Each row leads to its edit screen.
      await rows.first().getByTestId('retrosnap-row-edit').click();
      await page.waitForURL(`${baseUrl}/retrosnaps/edit/${firstOnPage1}`);
      await page.getByTestId('retrosnap-edit').waitFor();
      for (const picture of ['retrosnap-edit-historic', 'retrosnap-edit-current']) {
        await poll(() =>
          page
            .getByTestId(picture)
            .locator('img')
            .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
        ).toBe(true);
      }
      await saveScreenshot(page, `retrosnap-edit-${desktop ? 'desktop' : 'phone'}`, true);
      await expectAccessible(page, `retrosnap edit (${desktop ? 'desktop' : 'phone'})`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  test('the author aligns by hand, edits the text within its limit, and deletes it', async () => {
    const page = await pageAs(browser, author, true);
    const errors = trackPageErrors(page);

    // The photograph's RetroSnaps grid shows it, and leads to its show screen, whose speed dial has 'Bearbeiten'.
    await page.goto(`${baseUrl}/photographs/retrosnaps/${photographId}`);
    const tile = page.locator(`a[href="/retrosnaps/show/${first.id}"]`);
    await tile.first().waitFor();
    await tile.first().click();
    await page.waitForURL(`${baseUrl}/retrosnaps/show/${first.id}`);
    await page.getByTestId('comparison-frame').waitFor();
    await chooseFromDial(page, 'speed-dial-edit');
    await page.waitForURL(`${baseUrl}/retrosnaps/edit/${first.id}`);

    // Hand alignment: keys on the surface and the buttons; the state is said in words.
    const surface = page.getByTestId('alignment-surface');
    await surface.waitFor();
    const before = await surface.getAttribute('data-homography');
    await surface.focus();
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown', '+', ']']) await page.keyboard.press(key);
    await page.getByTestId('alignment-rotateLeft').click();
    await page.getByTestId('alignment-bigger').click();
    await poll(() => surface.getAttribute('data-homography')).not.toBe(before);
    await poll(() => page.getByTestId('alignment-state').textContent()).toMatch(/nicht gespeichert$/);
    await page.getByTestId('alignment-opacity').getByRole('slider').focus();
    await page.keyboard.press('ArrowLeft');
    await saveScreenshot(page, 'retrosnap-alignment-desktop');
    const chosen = ((await surface.getAttribute('data-homography')) ?? '').split(',').map(Number);
    await page.getByTestId('alignment-save').click();
    await poll(() => page.getByTestId('alignment-state').textContent()).toBe('Von Hand ausgerichtet');
    expect(await page.getByTestId('alignment-state').getAttribute('data-state')).toBe('manual');
    const stored = await api<Retrosnap>('GET', `/retrosnaps/${first.id}`, null);
    expect(stored.alignment.state).toBe('manual');
    stored.alignment.homography?.forEach((value, index) => {
      expect(value).toBeCloseTo(chosen[index] as number, 6);
    });
    await expectAccessible(page, 'retrosnap edit after alignment');

    // The show screen draws the photograph where the saved alignment puts it.
    await goInApp(page, `/retrosnaps/show/${first.id}`);
    const frame = page.getByTestId('comparison-frame');
    await poll(() => frame.getAttribute('data-aligned')).toBe('true');
    const drawn = await page.getByTestId('comparison-historic').evaluate((element) => {
      const box = element.parentElement?.parentElement?.getBoundingClientRect();
      return {
        transform: getComputedStyle(element).transform,
        width: box?.width ?? 0,
        height: box?.height ?? 0,
      };
    });
    const expected = matrixNumbers(
      cssMatrix(stored.alignment.homography as unknown as Homography, drawn.width, drawn.height),
    );
    const actual = matrixNumbers(drawn.transform);
    expect(actual).toHaveLength(16);
    actual.forEach((value, index) => {
      expect(value).toBeCloseTo(expected[index] as number, 1);
    });
    await saveScreenshot(page, 'retrosnap-show-aligned-desktop');
    await expectAccessible(page, 'retrosnap show aligned');

    // The text: a live counter, over the limit refused on the field (nothing sent), then saved → the feed.
    await goInApp(page, `/retrosnaps/edit/${first.id}`);
    const text = page.getByLabel('Text zum RetroSnap');
    await text.waitFor();
    const counter = page.getByTestId('retrosnap-text-counter');
    expect(await counter.textContent()).toBe('0 / 2000 Zeichen');
    await text.fill('x'.repeat(2001));
    await poll(() => counter.textContent()).toBe('2001 / 2000 Zeichen');
    await page.getByTestId('retrosnap-save').click();
    await poll(() => text.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Der Text darf höchstens 2000 Zeichen lang sein.').count()).toBe(1);
    expect(page.url()).toBe(`${baseUrl}/retrosnaps/edit/${first.id}`);
    expect((await api<Retrosnap>('GET', `/retrosnaps/${first.id}`, null)).text).toBe('');
    await saveScreenshot(page, 'retrosnap-edit-text-over-limit');
    const words = 'Die Kapellbrücke heute, vom selben Standpunkt';
    await text.fill(words);
    await poll(() => counter.textContent()).toBe(`${words.length} / 2000 Zeichen`);
    await page.getByTestId('retrosnap-save').click();
    await page.waitForURL(`${baseUrl}/feed`);
    await page.getByText('RetroSnap gespeichert').waitFor();
    expect((await api<Retrosnap>('GET', `/retrosnaps/${first.id}`, null)).text).toBe(words);

    // Delete after the spec's question → the feed; the photograph's grid no longer shows it.
    await goInApp(page, `/photographs/retrosnaps/${photographId}`);
    await tile.first().waitFor();
    await goInApp(page, `/retrosnaps/edit/${first.id}`);
    await page.getByTestId('retrosnap-delete').click();
    const question = page.getByRole('dialog').getByText('Willst du diesen RetroSnap wirklich löschen?');
    await question.waitFor();
    await saveScreenshot(page, 'retrosnap-delete-question');
    await expectAccessible(page, 'retrosnap delete question');
    await page.getByRole('button', { name: 'Ja, löschen' }).click();
    await page.waitForURL(`${baseUrl}/feed`);
    await page.getByText('RetroSnap gelöscht').waitFor();
    expect((await callApi('GET', `/retrosnaps/${first.id}`, null)).status).toBe(404);
    await goInApp(page, `/photographs/retrosnaps/${photographId}`);
    await page.locator(`a[href="/retrosnaps/show/${second.id}"]`).first().waitFor();
    // The grid asks again (refreshAfterRetrosnapWrite): the deleted one goes without a reload.
    await poll(() => tile.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a stranger has no edit entry, and the edit address says it cannot be edited there', async () => {
    const page = await pageAs(browser, stranger, false);
    await page.goto(`${baseUrl}/retrosnaps/show/${second.id}`);
    await page.getByTestId('comparison-frame').waitFor();
    const dial = page.getByRole('button', { name: 'Aktionen' });
    await dial.click();
    await poll(() => dial.getAttribute('aria-expanded')).toBe('true');
    await page.getByTestId('speed-dial-share').waitFor();
    expect(await page.getByTestId('speed-dial-edit').count()).toBe(0);
    await page.goto(`${baseUrl}/retrosnaps/edit/${second.id}`);
    const notice = page.getByTestId('retrosnap-edit-unavailable');
    await notice.waitFor();
    expect(await notice.getByText('Hier nicht bearbeitbar').count()).toBe(1);
    expect(await page.getByTestId('retrosnap-text-form').count()).toBe(0);
    await saveScreenshot(page, 'retrosnap-edit-stranger-phone');
    await expectAccessible(page, 'retrosnap edit refused to a stranger');
    // The server refuses a stranger's write as well.
    expect(
      (await callApi('PUT', `/retrosnaps/${second.id}`, await signInThroughApi(stranger), { text: 'fremd' }))
        .status,
    ).toBe(403);
  });
});
