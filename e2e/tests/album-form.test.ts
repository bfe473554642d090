import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { callApi } from '../support/api';
import { expectAccessible } from '../support/axe';
import { launchBrowser, trackPageErrors } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';
import { quietContext, type Session, signInThroughApi } from '../support/session';

const baseUrl = inject('baseUrl');
/** Photographs of the demo archive (Luzern) that no other test counts albums of. */
const PHOTOGRAPHS = [1, 2, 3] as const;
/** The demo template 'Collage mit vier Bildern' (apps/server/src/seed/demo-content.ts). */
const COLLAGE_TEMPLATE = 2;
/** An album of the demo editor, Maria Huber. */
const EDITORS_ALBUM = 1;

type Album = {
  '@id': string;
  id: number;
  headline: string;
  text: string;
  isPrivate: boolean;
  place: { placeId: string } | null;
  categories: string[];
  categoryAttributes: Record<string, unknown>;
  fromYear: number;
  toYear: number;
  searchParameters: string | null;
  photographs: string[];
  subGalleries: string[];
  thumbnailSettings: { useTemplate: boolean; template: number | null; images: number[] };
};

/** Albums a test made, deleted again at the end: the server is shared with the other files. */
const made = new Set<number>();

async function feedTotal(query: string): Promise<number> {
  const response = await fetch(`${baseUrl}/feed_items?itemsPerPage=1&${query}`, {
    headers: { Accept: 'application/ld+json' },
  });
  return ((await response.json()) as { 'hydra:totalItems': number })['hydra:totalItems'];
}

/** The demo editor, nothing but the screen under test (push decided, no tour). */
function editorContext(browser: Browser, options: { desktop?: boolean } = {}): Promise<BrowserContext> {
  return quietContext(browser, 'editor', options);
}

const albumIdOf = (page: Page) =>
  Number(/\/image_galleries\/edit\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);

async function waitForForm(page: Page): Promise<Locator> {
  const form = page.getByTestId('album-form');
  await form.waitFor();
  // The editor is loaded on its own: the form is ready once its toolbar is there.
  await form.getByRole('toolbar', { name: 'Textformat' }).waitFor();
  return form;
}

describe('album form', () => {
  let browser: Browser;
  let editor: Session;

  beforeAll(async () => {
    browser = await launchBrowser();
    editor = await signInThroughApi('editor');
  });
  afterAll(async () => {
    for (const id of made) await callApi('DELETE', `/image_galleries/${id}`, editor);
    await browser?.close();
  });

  test('create, check, edit the cover, make private and delete an album', async () => {
    const context = await editorContext(browser, { desktop: true });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/image_galleries'))
        posts.push(request.url());
    });

    // The add-to-album dialog's 'new album' opens the form holding the item.
    await page.goto(`${baseUrl}/image_galleries/create?item=/photographs/${PHOTOGRAPHS[0]}`);
    const form = await waitForForm(page);
    await expect.poll(() => form.getByRole('button', { name: /für das Titelbild/ }).count()).toBe(1);
    await expectAccessible(page, 'album form, new (desktop)');

    // Nothing is sent while the form's own check refuses: an empty title and reversed years.
    await form.getByRole('textbox', { name: 'Von (Jahr)', exact: true }).fill('1950');
    await form.getByRole('textbox', { name: 'Bis (Jahr)', exact: true }).fill('1900');
    await form.getByRole('button', { name: 'Album anlegen' }).click();
    await form.getByText('Bitte gib dem Album einen Titel.').waitFor();
    await form.getByText('Das Endjahr darf nicht vor dem Anfangsjahr liegen.').waitFor();
    expect(await form.getByRole('textbox', { name: 'Titel', exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(
      await form.getByRole('textbox', { name: 'Bis (Jahr)', exact: true }).getAttribute('aria-invalid'),
    ).toBe('true');
    await page.getByRole('alert').filter({ hasText: 'Bitte prüfe die markierten Felder.' }).waitFor();
    // The first refused field has the focus.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('headline');
    expect(posts).toEqual([]);
    await saveScreenshot(page, 'album-form-refused-desktop');

    const headline = `Luzerner Brücken ${Date.now()}`;
    await form.getByRole('textbox', { name: 'Titel', exact: true }).fill(headline);
    await form
      .getByRole('textbox', { name: 'Kurzbeschreibung', exact: true })
      .fill('Brücken und Türme der Altstadt');
    await form.getByRole('textbox', { name: 'Von (Jahr)', exact: true }).fill('1890');
    await form.getByRole('textbox', { name: 'Bis (Jahr)', exact: true }).fill('1930');
    // Rich text: a heading, then a paragraph, from the toolbar.
    const text = form.getByRole('textbox', { name: 'Text' });
    await text.click();
    await form.getByRole('button', { name: 'Überschrift 2' }).click();
    await page.keyboard.type('Geschichte');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Die Kapellbrücke brannte 1993.');
    expect(await form.getByRole('button', { name: 'Überschrift 2' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    // The place from the app's place search.
    await form.getByRole('combobox', { name: 'Ort suchen' }).fill('Luzern');
    await page
      .getByRole('option', { name: /^Luzern/ })
      .first()
      .click();
    await form
      .getByTestId('album-place-chosen')
      .getByText(/Luzern/)
      .waitFor();
    // A category for albums, with its attribute fields.
    await form.getByRole('combobox', { name: 'Kategorien' }).click();
    await page.getByRole('option', { name: 'Gebäude' }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('textbox', { name: 'Baujahr', exact: true }).fill('1333');

    // A violation the server finds lands on its field (the years are bent on the way).
    await page.route(`${baseUrl}/image_galleries`, async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, fromYear: 1700 }) });
    });
    await form.getByRole('button', { name: 'Album anlegen' }).click();
    await form.getByText('Die Jahre liegen zwischen 1850 und 1980.').waitFor();
    expect(
      await form.getByRole('textbox', { name: 'Von (Jahr)', exact: true }).getAttribute('aria-invalid'),
    ).toBe('true');
    await page.unroute(`${baseUrl}/image_galleries`);
    expect(posts).toHaveLength(1);

    // Creation leads to the edit screen (spec §4).
    await form.getByRole('button', { name: 'Album anlegen' }).click();
    await page.waitForURL(/\/image_galleries\/edit\/\d+$/);
    const id = albumIdOf(page);
    made.add(id);
    await page.getByText(`Album „${headline}“ angelegt.`).waitFor();

    // Two more photographs, added elsewhere (the add-to-album dialog), so three can fill the cover.
    const saved = (await callApi<Album>('GET', `/image_galleries/${id}`, editor)).body;
    const photographs = PHOTOGRAPHS.map((photograph) => `/photographs/${photograph}`);
    expect(saved.photographs).toEqual(photographs.slice(0, 1));
    expect((await callApi('PUT', `/image_galleries/${id}`, editor, { ...saved, photographs })).status).toBe(
      200,
    );

    // After a reload everything is as saved.
    await page.reload();
    const edit = await waitForForm(page);
    expect(await edit.getByRole('textbox', { name: 'Titel', exact: true }).inputValue()).toBe(headline);
    expect(await edit.getByRole('textbox', { name: 'Kurzbeschreibung', exact: true }).inputValue()).toBe(
      'Brücken und Türme der Altstadt',
    );
    await edit.getByRole('textbox', { name: 'Text' }).locator('h2', { hasText: 'Geschichte' }).waitFor();
    expect(await edit.getByRole('textbox', { name: 'Text' }).locator('p').textContent()).toBe(
      'Die Kapellbrücke brannte 1993.',
    );
    expect(await edit.getByTestId('album-place-chosen').textContent()).toContain('Luzern');
    expect(await edit.getByTestId('album-categories').getByRole('button', { name: 'Gebäude' }).count()).toBe(
      1,
    );
    expect(await edit.getByRole('textbox', { name: 'Baujahr', exact: true }).inputValue()).toBe('1333');
    expect([
      await edit.getByRole('textbox', { name: 'Von (Jahr)', exact: true }).inputValue(),
      await edit.getByRole('textbox', { name: 'Bis (Jahr)', exact: true }).inputValue(),
    ]).toEqual(['1890', '1930']);

    // The cover: the collage template filled with the three photographs, in the order tapped.
    await edit.getByTestId('album-cover-template').click();
    await page.getByRole('option', { name: 'Collage mit vier Bildern' }).click();
    const pictures = edit.getByTestId('album-cover-pictures').getByRole('button');
    await expect.poll(() => pictures.count()).toBe(3);
    // Nothing chosen yet: the template shows the album's first pictures, whatever they are then.
    for (const index of [0, 1, 2])
      expect(await pictures.nth(index).getAttribute('aria-pressed')).toBe('false');
    await edit.getByText('Fotos für die Vorlage: 0 von 4 gewählt').waitFor();
    for (const index of [2, 0, 1]) await pictures.nth(index).click();
    expect(await pictures.nth(2).getAttribute('aria-pressed')).toBe('true');
    await edit.getByText('Fotos für die Vorlage: 3 von 4 gewählt').waitFor();
    const preview = edit.getByTestId('album-cover-preview');
    await expect
      .poll(() => preview.getAttribute('src'))
      .toBe(`/image_galleries/${id}/showSvg/${COLLAGE_TEMPLATE}?imageIds=3,1,2`);
    // Drawn on first request, while the server still makes the archive's tiles: give it time.
    await expect
      .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth), { timeout: 20_000 })
      .toBeGreaterThan(0);
    // A sub-album found by its headline (asked once typing pauses), added and shown in the list.
    await edit.getByRole('combobox', { name: 'Album suchen und hinzufügen' }).fill('Gletscher einst');
    await page.getByRole('option', { name: 'Gletscher einst und jetzt' }).click();
    await edit
      .getByTestId('album-sub-albums')
      .getByRole('button', { name: 'Unteralbum „Gletscher einst und jetzt“ entfernen' })
      .waitFor();
    await expectAccessible(page, 'album form, edit (desktop)');
    await saveScreenshot(page, 'album-form-edit-desktop', true);

    // Saving leads to the person's album list (spec §4).
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL(`${baseUrl}/my_images`);
    const stored = (await callApi<Album>('GET', `/image_galleries/${id}`, editor)).body;
    expect(stored.text).toBe('<h2>Geschichte</h2><p>Die Kapellbrücke brannte 1993.</p>');
    expect(stored.place?.placeId).toMatch(/^CH\.LU\.LUZERN/);
    expect(stored.categoryAttributes).toEqual({ built: 1333 });
    expect([stored.fromYear, stored.toYear]).toEqual([1890, 1930]);
    expect(stored.thumbnailSettings).toEqual({
      useTemplate: true,
      template: COLLAGE_TEMPLATE,
      images: [3, 1, 2],
      originalName: null,
    });
    expect(stored.isPrivate).toBe(false);
    expect(stored.subGalleries).toEqual(['/image_galleries/2']);

    // A file that is no picture is refused with the server's reason, in the reader's language.
    await page.goto(`${baseUrl}/image_galleries/edit/${id}`);
    const again = await waitForForm(page);
    await again.getByRole('radio', { name: 'Eigenes Bild' }).check();
    await again.getByTestId('album-cover-file').setInputFiles({
      name: 'notizen.txt',
      mimeType: 'image/png',
      buffer: Buffer.from('Das ist kein Bild, nur Text.'),
    });
    await again
      .getByTestId('album-cover-error')
      .getByText('Das ist kein Bild: Hochladen lassen sich JPEG-, PNG- und GIF-Bilder.')
      .waitFor();
    await again.getByRole('radio', { name: 'Vorlage mit Fotos des Albums' }).check();

    // Private, and saved.
    await again.getByRole('switch', { name: 'Privates Album' }).check();
    await again.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL(`${baseUrl}/my_images`);
    const privateAlbum = (await callApi<Album>('GET', `/image_galleries/${id}`, editor)).body;
    expect(privateAlbum.isPrivate).toBe(true);
    expect(privateAlbum.thumbnailSettings.images).toEqual([3, 1, 2]);
    expect(await feedTotal(`text=${encodeURIComponent(headline)}&documentType=ImageGallery`)).toBe(0);

    // Deleting asks first; 'Abbrechen' keeps the album.
    await page.goto(`${baseUrl}/image_galleries/edit/${id}`);
    const last = await waitForForm(page);
    await last.getByRole('button', { name: 'Album löschen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Willst du dieses Album wirklich löschen?' });
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await last.getByRole('button', { name: 'Album löschen' }).click();
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await page.waitForURL(`${baseUrl}/my_images`);
    expect((await callApi('GET', `/image_galleries/${id}`, editor)).status).toBe(404);
    made.delete(id);
    await context.close();
    expect(errors).toEqual([]);
  });

  test('the form on a phone, and a stranger cannot edit someone else’s album', async () => {
    const context = await editorContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/image_galleries/create?item=/photographs/${PHOTOGRAPHS[1]}`);
    await waitForForm(page);
    await expectAccessible(page, 'album form, new (phone)');
    await saveScreenshot(page, 'album-form-new-phone', true);
    await context.close();

    const stranger = await quietContext(browser, 'user');
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(`${baseUrl}/image_galleries/edit/${EDITORS_ALBUM}`);
    await strangerPage.getByRole('heading', { name: 'Nicht dein Album' }).waitFor();
    expect(await strangerPage.getByTestId('album-form').count()).toBe(0);
    await strangerPage.goto(`${baseUrl}/image_galleries/edit/999999`);
    await strangerPage.getByRole('heading', { name: 'Album nicht gefunden' }).waitFor();
    await stranger.close();
  });

  test('an album from a search keeps the search and shows what it finds', async () => {
    // Signed out, the feed's card asks to sign in first.
    const visitor = await quietContext(browser, null);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${baseUrl}/feed?text=Luzern`);
    await visitorPage
      .getByTestId('album-from-search')
      .getByRole('button', { name: 'Album erstellen' })
      .click();
    await visitorPage.getByRole('dialog', { name: 'Bitte melde dich an' }).waitFor();
    await visitor.close();

    const context = await editorContext(browser);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const expected = await feedTotal('text=Luzern');
    expect(expected).toBeGreaterThan(1);
    await page.goto(`${baseUrl}/feed`);
    await page.getByTestId('feed').waitFor();
    // Without filters there is no such card.
    expect(await page.getByTestId('album-from-search').count()).toBe(0);
    await page.goto(`${baseUrl}/feed?text=Luzern`);
    const card = page.getByTestId('album-from-search');
    await card.getByText('Album aus dieser Suche erstellen').waitFor();
    await saveScreenshot(page, 'album-from-search-card-phone');
    await card.getByRole('link', { name: 'Album erstellen' }).click();
    await page.waitForURL(`${baseUrl}/image_galleries/create/forSearchParameters?text=Luzern`);

    const form = await waitForForm(page);
    await form
      .getByTestId('album-form-search')
      .getByText(`Die Suche findet derzeit ${expected} Einträge.`)
      .waitFor();
    expect(await form.getByRole('textbox', { name: 'Titel', exact: true }).inputValue()).toBe('Luzern');
    await expectAccessible(page, 'album form from a search (phone)');
    await saveScreenshot(page, 'album-form-search-phone');
    const headline = `Luzern gesucht ${Date.now()}`;
    await form.getByRole('textbox', { name: 'Titel', exact: true }).fill(headline);
    await form.getByRole('button', { name: 'Album anlegen' }).click();
    await page.waitForURL(/\/image_galleries\/edit\/\d+$/);
    const id = albumIdOf(page);
    made.add(id);
    const album = (await callApi<Album>('GET', `/image_galleries/${id}`, editor)).body;
    expect(album.searchParameters).toBe('text=Luzern');
    expect(album.photographs).toEqual([]);

    // The album shows the search's result now, with its count: the new public album is found too.
    const now = await feedTotal('text=Luzern');
    expect(now).toBe(expected + 1);
    await page.goto(`${baseUrl}/image_galleries/show/${id}`);
    const result = page.getByTestId('album-search-result');
    await result.getByText(`Die Suche des Albums findet derzeit ${now} Einträge.`).waitFor();
    const tiles = result.getByTestId('album-search-grid').getByRole('link');
    await expect.poll(() => tiles.count()).toBeGreaterThan(1);
    expect(await page.getByText('Dieses Album ist noch leer.').count()).toBe(0);
    await expectAccessible(page, 'album from a search (phone)');
    await saveScreenshot(page, 'album-search-result-phone');
    await context.close();
    expect(errors).toEqual([]);
  });
});
