import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { api, callApi } from '../support/api';
import { expectAccessible } from '../support/axe';
import { DESKTOP, launchBrowser, trackPageErrors } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';
import {
  type Account,
  registerPerson,
  type Session,
  signedInContext,
  signInThroughApi,
} from '../support/session';
import { chooseFromDial } from '../support/speed-dial';
import { nextFrames } from '../support/waiting';

const baseUrl = inject('baseUrl');

/** Settings of someone who has answered the welcome and the offers: no first-run dialog over the screens. */
const QUIET = { showNotifications: false, showTour: false, darkTheme: true };

const poll = <T>(read: () => Promise<T> | T, options = { timeout: 10_000 }) => expect.poll(read, options);

type Album = {
  '@id': string;
  id: number;
  headline: string;
  photographs: string[];
  retrosnaps: string[];
  subGalleries: string[];
  photographComments: string[];
};

async function albumOf(id: number, token: string): Promise<Album> {
  return api<Album>('GET', `/image_galleries/${id}`, token);
}

async function createAlbum(token: string, headline: string, items: Partial<Album> = {}): Promise<Album> {
  const response = await callApi<Album>('POST', '/image_galleries', token, { headline, ...items });
  expect(response.status).toBe(201);
  return response.body;
}

/** Sets what the album holds through the API, so that each test (and its retry) starts from a known album. */
async function setItems(token: string, id: number, items: Pick<Album, 'photographs' | 'retrosnaps'>) {
  const current = await albumOf(id, token);
  const response = await callApi('PUT', current['@id'], token, { ...current, ...items });
  expect(response.status).toBe(200);
}

/** Chooses the album in the open dialog, adds, and waits for the PUT and the success message. */
async function addInDialog(page: Page, album: Album, message: string) {
  const dialog = page.getByTestId('add-to-album-dialog');
  await dialog.getByRole('radio', { name: new RegExp(`^${album.headline}`) }).check();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith(album['@id']) && response.request().method() === 'PUT',
  );
  await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
  expect((await saved).status()).toBe(200);
  const snackbar = page.getByRole('status').filter({ hasText: message });
  await snackbar.waitFor();
  expect(await snackbar.getByRole('link', { name: 'Album öffnen' }).getAttribute('href')).toBe(
    `/image_galleries/show/${album.id}`,
  );
  await dialog.waitFor({ state: 'detached' });
}

/** The IRIs of a reorder list as the screen shows them. */
const shownOrder = (page: Page, list: string) =>
  page
    .getByTestId(`reorder-${list}`)
    .getByTestId('reorder-tile')
    .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-iri')));

describe('curating an album: add from everywhere, reorder, remove, delete', () => {
  let browser: Browser;
  let owner: Account;
  let ownerSession: Session;
  let stranger: Account;
  let album: Album;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let feedPhotograph: string;
  let viewerPhotograph: string;
  let retrosnap: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    [owner, stranger] = await Promise.all([
      registerPerson('curator', 'Olga Ordnerin'),
      registerPerson('stranger', 'Stefan Fremd'),
    ]);
    ownerSession = await signInThroughApi(owner);
    // Spec §2: the dialog lists the person's albums by headline, in the reader's alphabet.
    album = await createAlbum(ownerSession.token, 'Meine Reise');
    await createAlbum(ownerSession.token, 'Ämter und Häuser');
    await createAlbum(ownerSession.token, 'alte Bahnhöfe', { isPrivate: true } as Partial<Album>);
    ({ context } = await signedInContext(browser, { as: owner, settings: QUIET }));
    page = await context.newPage();
    errors = trackPageErrors(page);
  });
  afterAll(async () => browser?.close());

  test('adds a photograph from a feed card, one from the viewer and a RetroSnap; twice is once', async () => {
    await setItems(ownerSession.token, album.id, { photographs: [], retrosnaps: [] });
    await page.goto(`${baseUrl}/feed`);
    const card = page.locator('[data-document-type="Photograph"]').first();
    await card.waitFor();
    const href = (await card.getByRole('link').first().getAttribute('href')) ?? '';
    feedPhotograph = `/photographs/${/\/photographs\/show\/(\d+)/.exec(href)?.[1]}`;
    const button = card.getByTestId('add-to-album');
    expect(await button.getAttribute('aria-label')).toMatch(/zu einem Album hinzufügen$/);
    // The button is a control of its own: it opens the dialog, the card's link stays where it is.
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('add-to-album-dialog');
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toBe('/feed');
    await dialog.getByText('Meine Reise').waitFor();
    const labels = await dialog
      .getByRole('radio')
      .evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.textContent ?? ''));
    expect(labels).toEqual(['alte Bahnhöfeprivat', 'Ämter und Häuser', 'Meine Reise']);
    // Spec §5: an album must be chosen first.
    expect(await dialog.getByRole('button', { name: 'Hinzufügen' }).isDisabled()).toBe(true);
    // The new-album shortcut hands the item to the album form.
    const newAlbum = dialog.getByRole('link', { name: 'Neues Album' });
    expect(await newAlbum.getAttribute('href')).toBe(
      `/image_galleries/create?item=${encodeURIComponent(feedPhotograph)}`,
    );
    await saveScreenshot(page, 'album-curation-dialog-phone');
    await expectAccessible(page, 'add-to-album dialog (phone)');
    await addInDialog(page, album, 'Zu „Meine Reise“ hinzugefügt');
    expect((await albumOf(album.id, ownerSession.token)).photographs).toEqual([feedPhotograph]);

    // The viewer's speed dial, for another photograph.
    const photographs = (await api('GET', '/photographs?itemsPerPage=8', null)) as {
      'hydra:member': Array<{ '@id': string }>;
    };
    viewerPhotograph =
      photographs['hydra:member'].map((entry) => entry['@id']).find((iri) => iri !== feedPhotograph) ?? '';
    await page.goto(`${baseUrl}${viewerPhotograph.replace('/photographs/', '/photographs/show/')}`);
    await page.getByTestId('photograph-viewer').waitFor();
    await chooseFromDial(page, 'speed-dial-addToAlbum');
    await page.getByTestId('add-to-album-dialog').waitFor();
    await addInDialog(page, album, 'Zu „Meine Reise“ hinzugefügt');

    // The first photograph again: the dialog marks the album, and adding changes nothing.
    await page.goto(`${baseUrl}${feedPhotograph.replace('/photographs/', '/photographs/show/')}`);
    await page.getByTestId('photograph-viewer').waitFor();
    await chooseFromDial(page, 'speed-dial-addToAlbum');
    const choice = page.getByTestId(`album-choice-${album.id}`);
    await poll(() => choice.getAttribute('data-state')).toBe('holds');
    expect(await choice.textContent()).toContain('enthält es schon');
    await addInDialog(page, album, 'Schon in „Meine Reise“ – nichts geändert');
    expect((await albumOf(album.id, ownerSession.token)).photographs).toEqual([
      feedPhotograph,
      viewerPhotograph,
    ]);

    // A RetroSnap from its show screen.
    const retrosnaps = (await api('GET', '/retrosnaps?itemsPerPage=1', null)) as {
      'hydra:member': Array<{ '@id': string; id: number }>;
    };
    retrosnap = retrosnaps['hydra:member'][0]?.['@id'] ?? '';
    await page.goto(`${baseUrl}${retrosnap.replace('/retrosnaps/', '/retrosnaps/show/')}`);
    await page.getByTestId('retrosnap-show').waitFor();
    await chooseFromDial(page, 'speed-dial-addToAlbum');
    await page.getByTestId('add-to-album-dialog').waitFor();
    await addInDialog(page, album, 'Zu „Meine Reise“ hinzugefügt');
    expect((await albumOf(album.id, ownerSession.token)).retrosnaps).toEqual([retrosnap]);

    const desktop = await context.newPage();
    await desktop.setViewportSize(DESKTOP);
    await desktop.goto(`${baseUrl}${viewerPhotograph.replace('/photographs/', '/photographs/show/')}`);
    await desktop.getByTestId('photograph-viewer').waitFor();
    await chooseFromDial(desktop, 'speed-dial-addToAlbum');
    await desktop.getByTestId(`album-choice-${album.id}`).waitFor();
    await saveScreenshot(desktop, 'album-curation-dialog-desktop');
    await desktop.close();
    expect(errors).toEqual([]);
  }, 120_000);

  test('the album shows them; its owner reorders by keyboard and by mouse, and the order stays', async () => {
    // Two more photographs (through the API), so a list has room to move in.
    const more = (await api('GET', '/photographs?itemsPerPage=12', null)) as {
      'hydra:member': Array<{ '@id': string }>;
    };
    const extra = more['hydra:member']
      .map((entry) => entry['@id'])
      .filter((iri) => iri !== feedPhotograph && iri !== viewerPhotograph)
      .slice(0, 2);
    const start = [feedPhotograph, viewerPhotograph, ...extra];
    await setItems(ownerSession.token, album.id, { photographs: start, retrosnaps: [retrosnap] });

    await page.goto(`${baseUrl}/image_galleries/show/${album.id}`);
    await page.getByRole('heading', { level: 1, name: 'Meine Reise' }).waitFor();
    await poll(() => page.getByTestId('album-grid').getAttribute('data-count').then(Number)).toBe(5);
    await page.getByTestId('album-owner-actions').waitFor();
    expect(await page.getByTestId('album-grid').getByTestId('remove-from-album').count()).toBe(5);
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'album-curation-owner-phone', true);
    await expectAccessible(page, 'album, owner view (phone)');

    const toggle = page.getByTestId('album-reorder-toggle');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('reorder-photographs').waitFor();
    expect(await shownOrder(page, 'photographs')).toEqual(start);
    expect(await shownOrder(page, 'retrosnaps')).toEqual([retrosnap]);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'album in reorder mode (phone)');

    // Keyboard: focus the first handle, Space, arrow right, Space.
    const handles = page.getByTestId('reorder-photographs').getByTestId('reorder-handle');
    await handles.first().focus();
    const keyboardSave = page.waitForResponse(
      (response) => response.url().endsWith(album['@id']) && response.request().method() === 'PUT',
    );
    await page.keyboard.press('Space');
    await nextFrames(page);
    await page.getByText(/aufgenommen, Stelle 1 von 4/).waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowRight');
    await nextFrames(page);
    await page.keyboard.press('Space');
    expect((await keyboardSave).status()).toBe(200);
    const afterKeys = [start[1], start[0], start[2], start[3]];
    await poll(async () => (await albumOf(album.id, ownerSession.token)).photographs).toEqual(afterKeys);
    await poll(() => shownOrder(page, 'photographs')).toEqual(afterKeys);

    // Mouse: the last photograph by its handle onto the first place (both in sight, as for a person).
    await page
      .getByTestId('reorder-photographs')
      .evaluate((list) => list.scrollIntoView({ block: 'center' }));
    await nextFrames(page);
    const from = await handles.nth(3).boundingBox();
    const to = await page
      .getByTestId('reorder-photographs')
      .getByTestId('reorder-tile')
      .first()
      .boundingBox();
    if (!from || !to) throw new Error('reorder tiles are not shown');
    const mouseSave = page.waitForResponse(
      (response) => response.url().endsWith(album['@id']) && response.request().method() === 'PUT',
    );
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 - 10, from.y + from.height / 2, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await nextFrames(page);
    await page.mouse.up();
    expect((await mouseSave).status()).toBe(200);
    const afterMouse = [afterKeys[3], afterKeys[0], afterKeys[1], afterKeys[2]];
    await poll(async () => (await albumOf(album.id, ownerSession.token)).photographs).toEqual(afterMouse);

    await page.reload();
    await page.getByTestId('album-reorder-toggle').click();
    await page.getByTestId('reorder-photographs').waitFor();
    await poll(() => shownOrder(page, 'photographs')).toEqual(afterMouse);
    await saveScreenshot(page, 'album-curation-reorder-phone');

    const desktop = await context.newPage();
    await desktop.setViewportSize(DESKTOP);
    await desktop.goto(`${baseUrl}/image_galleries/show/${album.id}`);
    await desktop.getByTestId('album-reorder-toggle').click();
    await desktop.getByTestId('reorder-photographs').waitFor();
    await desktop.waitForLoadState('networkidle');
    await saveScreenshot(desktop, 'album-curation-reorder-desktop', true);
    await expectAccessible(desktop, 'album in reorder mode (desktop)');
    await desktop.close();
    expect(errors).toEqual([]);
  }, 120_000);

  test('its owner removes an item after the question; the photograph itself stays', async () => {
    const before = await albumOf(album.id, ownerSession.token);
    const count = before.photographs.length + before.retrosnaps.length;
    await page.goto(`${baseUrl}/image_galleries/show/${album.id}`);
    await poll(() => page.getByTestId('album-grid').getAttribute('data-count').then(Number)).toBe(count);
    const removed = before.photographs[0] ?? '';
    const tile = page
      .getByTestId('album-grid')
      .locator(`a[href="${removed.replace('/photographs/', '/photographs/show/')}"]`);
    await tile.waitFor();
    await page
      .getByTestId('album-grid')
      .getByRole('button', { name: /^Aus Album entfernen: / })
      .first()
      .click();
    const confirm = page.getByTestId('confirm-remove-from-album');
    await confirm.getByText('Element wirklich aus Album entfernen?').waitFor();
    // 'Abbrechen' keeps it.
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await albumOf(album.id, ownerSession.token)).photographs).toEqual(before.photographs);

    await page
      .getByTestId('album-grid')
      .getByRole('button', { name: /^Aus Album entfernen: / })
      .first()
      .click();
    await confirm.getByRole('button', { name: 'Entfernen' }).click();
    await page.getByRole('status').filter({ hasText: 'Aus dem Album entfernt' }).waitFor();
    await poll(async () => (await albumOf(album.id, ownerSession.token)).photographs).toEqual(
      before.photographs.slice(1),
    );
    await poll(() => page.getByTestId('album-grid').getAttribute('data-count').then(Number)).toBe(count - 1);
    expect((await callApi('GET', removed, null)).status).toBe(200);
    expect(errors).toEqual([]);
  });

  test('another person and a visitor see no owner actions, and a stranger cannot write', async () => {
    const whole = await albumOf(album.id, ownerSession.token);
    const count = whole.photographs.length + whole.retrosnaps.length;
    const { context: strangerContext, session } = await signedInContext(browser, {
      as: stranger,
      settings: QUIET,
    });
    const strangerPage = await strangerContext.newPage();
    await strangerPage.goto(`${baseUrl}/image_galleries/show/${album.id}`);
    await poll(() => strangerPage.getByTestId('album-grid').getAttribute('data-count').then(Number)).toBe(
      count,
    );
    // A signed-in person may put the album's pictures into albums of their own, nothing more.
    expect(await strangerPage.getByTestId('album-grid').getByTestId('add-to-album').count()).toBe(count);
    expect(await strangerPage.getByTestId('album-owner-actions').count()).toBe(0);
    expect(await strangerPage.getByTestId('remove-from-album').count()).toBe(0);
    expect(await strangerPage.getByTestId('album-reorder-toggle').count()).toBe(0);
    await strangerContext.close();

    const { context: visitorContext } = await signedInContext(browser, { as: null, settings: QUIET });
    const visitorPage = await visitorContext.newPage();
    await visitorPage.goto(`${baseUrl}/image_galleries/show/${album.id}`);
    await poll(() => visitorPage.getByTestId('album-grid').getAttribute('data-count').then(Number)).toBe(
      count,
    );
    expect(await visitorPage.getByTestId('album-owner-actions').count()).toBe(0);
    expect(await visitorPage.getByTestId('remove-from-album').count()).toBe(0);
    expect(await visitorPage.getByTestId('add-to-album').count()).toBe(0);
    // Spec §4: a visitor's album action on a feed card asks to sign in.
    await visitorPage.goto(`${baseUrl}/feed`);
    await visitorPage
      .locator('[data-document-type="Photograph"]')
      .first()
      .getByTestId('add-to-album')
      .click();
    await visitorPage.getByTestId('sign-in-required').waitFor();
    expect(await visitorPage.getByTestId('add-to-album-dialog').count()).toBe(0);
    await visitorContext.close();

    const refused = await callApi('PUT', album['@id'], session?.token ?? null, { ...whole, photographs: [] });
    expect([403, 404]).toContain(refused.status);
    const refusedDelete = await callApi('DELETE', album['@id'], session?.token ?? null);
    expect([403, 404]).toContain(refusedDelete.status);
    expect((await albumOf(album.id, ownerSession.token)).photographs).toEqual(whole.photographs);
  });

  test('deleting the album asks first, leads to the album list and leaves its pictures', async () => {
    const last = await albumOf(album.id, ownerSession.token);
    await page.goto(`${baseUrl}/image_galleries/show/${album.id}`);
    await page.getByTestId('album-delete').click();
    const confirm = page.getByTestId('confirm-delete-album');
    await confirm.getByText('Möchtest du dieses Album wirklich löschen?').waitFor();
    await confirm.getByRole('button', { name: 'Album löschen' }).click();
    // Spec §4 album: delete success goes to the list.
    await poll(() => new URL(page.url()).pathname).toBe('/my_images');
    expect((await callApi('GET', album['@id'], ownerSession.token)).status).toBe(404);
    for (const iri of [...last.photographs, ...last.retrosnaps]) {
      expect((await callApi('GET', iri, null)).status, iri).toBe(200);
    }
    expect(errors).toEqual([]);
  });
});
