import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { api, callApi, personIdOf } from '../support/api';
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
import { uploadWithBackSide } from '../support/uploads';

const baseUrl = inject('baseUrl');
const { poll } = expect;

type Photograph = {
  id: number;
  collection: string | null;
  translations: Array<{ locale: string; name: string }>;
  fromYear: number | null;
  toYear: number | null;
  internalRating?: number;
};
type Members<T> = { 'hydra:member': T[] };

/** The demo editor, the demo owner of collections (a plain user) and a stranger, each in a browser of their own. */
async function pageAs(browser: Browser, as: 'editor' | 'user' | Account, desktop: boolean): Promise<Page> {
  return (await quietContext(browser, as, { desktop })).newPage();
}

async function openEditScreen(page: Page, id: number) {
  await page.goto(`${baseUrl}/photographs/edit/${id}`);
  await page.getByTestId('photograph-edit-form').waitFor();
}

describe('photograph edit /photographs/edit/:id', () => {
  let browser: Browser;
  let editor: Session;
  /** A photograph of the editor's own upload (a front and a back), deleted by the last test. */
  let photographId: number;
  /** A photograph in a collection of the demo user's. */
  let ownersPhotograph: Photograph;
  let stranger: Account;
  /** A second upload, removed through the collection's grid. */
  let removableId: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    editor = await signInThroughApi('editor');
    photographId = await uploadWithBackSide('Postkarte Löwendenkmal (Bearbeiten-Test)');
    removableId = await uploadWithBackSide('Zum Entfernen aus der Sammlung');
    const user = await signInThroughApi('user');
    const collections = await api<Members<{ id: number }>>(
      'GET',
      `/photograph_collections?owner=${personIdOf(user)}&itemsPerPage=100`,
      null,
    );
    for (const collection of collections['hydra:member']) {
      const photographs = await api<Members<Photograph>>(
        'GET',
        `/photographs?collection=${collection.id}&itemsPerPage=1`,
        null,
      );
      const [first] = photographs['hydra:member'];
      if (first) {
        ownersPhotograph = first;
        break;
      }
    }
    stranger = await registerPerson('photo-stranger', 'Fremde Person');
  });
  afterAll(async () => {
    // Should a test fail before the delete, the upload leaves no trace for the other files.
    await callApi('DELETE', `/photographs/${photographId}`, editor);
    await callApi('DELETE', `/photographs/${removableId}`, editor);
    for (const context of browser?.contexts() ?? []) await context.close();
    await browser?.close();
  });

  test('an editor corrects the German title and the years from a date text; feed and search show the new title', async () => {
    const page = await pageAs(browser, 'editor', true);
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/photographs/show/${photographId}`);
    await page.getByTestId('photograph-canvas').waitFor();
    // The viewer's speed dial leads to the edit screen (spec §4 viewer: edit for editors, admins, owner).
    await chooseFromDial(page, 'speed-dial-edit');
    await page.waitForURL(`${baseUrl}/photographs/edit/${photographId}`);
    const form = page.getByTestId('photograph-edit-form');
    await form.waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Bearbeiten ${photographId}`);

    const title = `Löwendenkmal im Schnee ${Date.now()}`;
    await form.getByLabel('Titel', { exact: true }).fill(title);
    const dateText = form.getByLabel(/^Datum/);
    await dateText.fill('ca 1905');
    // The date text is read while typing (spec §5: 'ca' gives plus or minus five years).
    await poll(() => form.getByText('Ergibt die Jahre 1900 bis 1910.').count()).toBe(1);
    expect(await form.getByLabel('Jahr (min.)').inputValue()).toBe('1900');
    expect(await form.getByLabel('Jahr (max.)').inputValue()).toBe('1910');

    // A year before 1850 is refused with the spec's message beside its field, and nothing is sent.
    await form.getByLabel('Jahr (min.)').fill('1849');
    await form.getByTestId('photograph-edit-save').click();
    await poll(() => page.getByTestId('fromYear-message').textContent()).toBe(
      'Jahr (min.) muss größer oder gleich 1850 sein',
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('fromYear');
    // Two digits are completed with 19 when the field is left.
    await form.getByLabel('Jahr (min.)').fill('03');
    await form.getByLabel('Jahr (max.)').focus();
    expect(await form.getByLabel('Jahr (min.)').inputValue()).toBe('1903');
    // Typing the date text again sets the years from it once more.
    await dateText.fill('ca. 1905');
    expect(await form.getByLabel('Jahr (min.)').inputValue()).toBe('1900');

    // Editors see and set the internal rating (spec §6).
    const rating = page.getByTestId('photograph-internal-rating');
    expect(await rating.count()).toBe(1);
    await rating.getByRole('slider').focus();
    await page.keyboard.press('Home');
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
    await form.getByRole('tab', { name: 'Englisch' }).click();
    await form.getByLabel('Titel', { exact: true }).fill('Lion Monument in the snow');
    await saveScreenshot(page, 'photograph-edit-desktop', true);
    await expectAccessible(page, 'photograph edit form');

    await form.getByTestId('photograph-edit-save').click();
    await page.waitForURL(`${baseUrl}/photographs/show/${photographId}`);
    const saved = await api<Photograph>('GET', `/photographs/${photographId}`, editor);
    expect(saved.translations).toContainEqual(expect.objectContaining({ locale: 'de', name: title }));
    expect(saved.translations).toContainEqual(
      expect.objectContaining({ locale: 'en', name: 'Lion Monument in the snow' }),
    );
    expect([saved.fromYear, saved.toYear, saved.internalRating]).toEqual([1900, 1910, 3]);

    // The feed's search finds it by the new German words, with the new title and years, at once.
    await page.goto(`${baseUrl}/feed?text=${encodeURIComponent(title)}`);
    const card = page.locator(`main [data-document-type="Photograph"]`).filter({ hasText: title });
    await card.first().waitFor();
    const found = await api<
      Members<{ document: string; headline: string; fromYear: number; toYear: number }>
    >('GET', `/feed_items?text=${encodeURIComponent(title)}`, null);
    expect(
      found['hydra:member'].find((item) => item.document === `/photographs/${photographId}`),
    ).toMatchObject({
      headline: title,
      fromYear: 1900,
      toYear: 1910,
    });
    await saveScreenshot(page, 'photograph-edit-search-result');
    expect(errors).toEqual([]);
  });

  test('on a phone: texts per language, the live date, both sides with the swap', async () => {
    const page = await pageAs(browser, 'editor', false);
    await openEditScreen(page, photographId);
    const form = page.getByTestId('photograph-edit-form');
    await form.getByLabel(/^Datum/).fill('1920-25');
    await poll(() => form.getByText('Ergibt die Jahre 1920 bis 1925.').count()).toBe(1);
    const sides = page.getByTestId('photograph-sides');
    expect(await sides.locator('img').count()).toBe(2);
    await sides.getByLabel('Vorder- und Rückseite tauschen').check();
    await saveScreenshot(page, 'photograph-edit-phone');
    await saveScreenshot(page, 'photograph-edit-phone-full', true);
    // Not saved: the next test deletes this photograph as it is.
  });

  test('the owner of a collection edits its photograph without the internal rating', async () => {
    expect(ownersPhotograph, 'a collection of the demo user with a photograph').toBeTruthy();
    const page = await pageAs(browser, 'user', false);
    await openEditScreen(page, ownersPhotograph.id);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      `Bearbeiten ${ownersPhotograph.id}`,
    );
    expect(await page.getByTestId('photograph-internal-rating').count()).toBe(0);
    expect(await page.getByText(/Interne Bewertung/).count()).toBe(0);
    // Sending the form unchanged is allowed: it carries no rating.
    await page.getByTestId('photograph-edit-save').click();
    await page.waitForURL(`${baseUrl}/photographs/show/${ownersPhotograph.id}`);
    const after = await api<Photograph>('GET', `/photographs/${ownersPhotograph.id}`, null);
    expect(after.translations).toEqual(ownersPhotograph.translations);
    await saveScreenshot(page, 'photograph-edit-owner-viewer');
  });

  test('a stranger has no edit entry and is told so on the edit address', async () => {
    const page = await pageAs(browser, stranger, false);
    await page.goto(`${baseUrl}/photographs/show/${photographId}`);
    await page.getByTestId('photograph-canvas').waitFor();
    const dial = page.getByRole('button', { name: 'Aktionen' });
    await dial.click();
    await poll(() => dial.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByTestId('speed-dial-share').count()).toBe(1);
    expect(await page.getByTestId('speed-dial-edit').count()).toBe(0);
    await page.goto(`${baseUrl}/photographs/edit/${photographId}`);
    await page.getByTestId('photograph-edit-unavailable').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Keine Berechtigung');
    const refused = await callApi('PUT', `/photographs/${photographId}`, await signInThroughApi(stranger), {
      dateText: '1950',
    });
    expect(refused.status).toBe(403);
    await saveScreenshot(page, 'photograph-edit-stranger');
  });

  test('the editor deletes the photograph after confirming and lands on its collection', async () => {
    const page = await pageAs(browser, 'editor', true);
    await openEditScreen(page, photographId);
    await page.getByTestId('photograph-edit-delete').click();
    const dialog = page.getByTestId('confirm-delete-photograph');
    await dialog.waitFor();
    await saveScreenshot(page, 'photograph-edit-delete-confirm');
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await page.waitForURL(/\/photograph_collections\/show\/1$/);
    expect((await callApi('GET', `/photographs/${photographId}`, editor)).status).toBe(404);
  });

  test('the collection grid offers its owner to remove a photograph, after a confirmation', async () => {
    const removeButton = (page: Page) =>
      page.getByRole('button', { name: 'Zum Entfernen aus der Sammlung aus der Sammlung entfernen' });
    const findTile = async (page: Page) => {
      await page.goto(`${baseUrl}/photograph_collections/show/1`);
      await page.getByTestId('collection-grid').waitFor();
      // The grid draws the tiles near the viewport: scroll until the newest photograph is drawn.
      await poll(
        async () => {
          await page.mouse.wheel(0, 4000);
          return page.locator(`a[href="/photographs/show/${removableId}"]`).count();
        },
        { timeout: 20_000 },
      ).toBeGreaterThan(0);
    };
    const visitor = await pageAs(browser, stranger, false);
    await findTile(visitor);
    expect(await removeButton(visitor).count()).toBe(0);

    // Collection 1 is the demo editor's own.
    const page = await pageAs(browser, 'editor', false);
    await findTile(page);
    await removeButton(page).click();
    const dialog = page.getByTestId('confirm-remove-from-collection');
    await dialog.waitFor();
    await saveScreenshot(page, 'photograph-remove-from-collection-confirm');
    await dialog.getByRole('button', { name: 'Entfernen' }).click();
    await poll(() => page.locator(`a[href="/photographs/show/${removableId}"]`).count()).toBe(0);
    expect((await callApi('GET', `/photographs/${removableId}`, editor)).status).toBe(404);
  });
});
