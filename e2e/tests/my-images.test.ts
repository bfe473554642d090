import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { api, personIdOf } from '../support/api';
import { expectAccessible } from '../support/axe';
import { DESKTOP, launchBrowser, launchPersistent, PHONE, trackPageErrors } from '../support/browser';
import { answerInTwoPages, expectNextPageWithin40Px } from '../support/paging';
import { saveScreenshot } from '../support/screenshots';
import { waitForCachedAnswer, waitForController } from '../support/service-worker';
import { quietContext, type Session, signInThroughApi } from '../support/session';

const baseUrl = inject('baseUrl');
const BADGE = 'Offline – du siehst gespeicherte Inhalte';
const PUBLIC_ALBUM = 'E2E Trams von Meran';
const PRIVATE_ALBUM = 'E2E Großvaters Dorf';

type Album = { '@id': string; id: number };
type Collection = { 'hydra:totalItems': number };

/** Every album a test made, deleted again at the end: the server is shared with the other files. */
const made: Album[] = [];

/**
 * A browser with a real profile (the service worker and its caches), on the feed with the worker
 * in charge, then signed in as `session` the way the app stores it; push decided, no tour, so
 * nothing but the screen under test comes up.
 */
async function signedInBrowser(session: Session, language = 'de') {
  const browser = await launchPersistent({ viewport: PHONE, locale: 'de-DE' });
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  await page.goto(`${baseUrl}/feed`);
  await waitForController(page);
  await page.evaluate(
    ({ token, refresh, language }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('refresh_token', refresh);
      localStorage.setItem('retropics.language', language);
      localStorage.setItem(
        'retropics.settings',
        JSON.stringify({ showNotifications: false, showTour: false, darkTheme: true }),
      );
    },
    { token: session.token, refresh: session.refresh_token, language },
  );
  await page.reload();
  return { ...browser, page };
}

function albumCard(page: Page, headline: string) {
  return page.getByTestId('my-albums-list').getByTestId('my-album-card').filter({ hasText: headline });
}

async function openFromBottomNavigation(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'meine Bilder' })
    .click();
  await page.waitForURL(`${baseUrl}/my_images`);
}

describe('my images /my_images: the person’s collections and albums, online and offline', () => {
  let session: Session;
  let person: number;
  let context: BrowserContext;
  let close: () => Promise<void>;
  let page: Page;
  let errors: string[];
  let privateAlbum: Album;

  beforeAll(async () => {
    // The demo editor: a chosen display name (no rename notice), with collections and albums of her own.
    session = await signInThroughApi('editor');
    person = personIdOf(session);
    made.push(await api<Album>('POST', '/image_galleries', session, { headline: PUBLIC_ALBUM }));
    privateAlbum = await api<Album>('POST', '/image_galleries', session, {
      headline: PRIVATE_ALBUM,
      isPrivate: true,
    });
    made.push(privateAlbum);
    ({ context, close, page } = await signedInBrowser(session));
    errors = trackPageErrors(page);
  });
  afterAll(async () => {
    await context?.setOffline(false);
    await close?.();
    for (const album of made.splice(0)) await api('DELETE', album['@id'], session);
  });

  test('both sections with every collection and album, the private chip, folding, an album and back', async () => {
    const collections = await api<Collection>('GET', `/photograph_collections?owner=${person}`, session);
    const albums = await api<Collection>('GET', `/image_galleries?owner=${person}`, session);
    expect(collections['hydra:totalItems']).toBeGreaterThan(0);

    await openFromBottomNavigation(page);
    await page.getByRole('heading', { name: 'Meine Bilder', level: 1 }).waitFor();
    const collectionsToggle = page.getByRole('button', { name: /^Deine Sammlungen/ });
    const albumsToggle = page.getByRole('button', { name: /^Deine Alben/ });
    await albumCard(page, PRIVATE_ALBUM).waitFor();
    await expect
      .poll(() => page.getByTestId('my-collections-list').getByTestId('my-collection-card').count())
      .toBe(collections['hydra:totalItems']);
    await expect
      .poll(() => page.getByTestId('my-albums-list').getByTestId('my-album-card').count())
      .toBe(albums['hydra:totalItems']);
    // The heading counts them all, for the eye and for screen readers.
    expect(await albumsToggle.textContent()).toContain(`${albums['hydra:totalItems']} insgesamt`);
    // Only the private album wears the chip; each card says how much it holds.
    expect(await albumCard(page, PRIVATE_ALBUM).getByTestId('private-chip').textContent()).toBe('privat');
    expect(await albumCard(page, PUBLIC_ALBUM).getByTestId('private-chip').count()).toBe(0);
    expect(await albumCard(page, PUBLIC_ALBUM).textContent()).toContain('0 Elemente');
    const tab = page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'meine Bilder' });
    expect(await tab.getAttribute('aria-current')).toBe('page');
    expect(await page.title()).toBe('Meine Bilder – RetroPics');
    await expectAccessible(page, 'my images');
    await saveScreenshot(page, 'my-images-phone');

    // Each section folds and unfolds; the other one stays as it is.
    expect(await collectionsToggle.getAttribute('aria-expanded')).toBe('true');
    await collectionsToggle.click();
    expect(await collectionsToggle.getAttribute('aria-expanded')).toBe('false');
    await page.getByTestId('my-collections-list').waitFor({ state: 'hidden' });
    expect(await albumsToggle.getAttribute('aria-expanded')).toBe('true');
    expect(await albumCard(page, PUBLIC_ALBUM).isVisible()).toBe(true);
    await expectAccessible(page, 'my images, collections folded');
    await collectionsToggle.press('Enter');
    expect(await collectionsToggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByTestId('my-collections-list').waitFor();

    // A card opens the album; back and forth again, the album view was kept alive (the same DOM).
    await albumCard(page, PRIVATE_ALBUM).click();
    await page.waitForURL(`${baseUrl}/image_galleries/show/${privateAlbum.id}`);
    const heading = page.getByRole('heading', { name: PRIVATE_ALBUM, level: 1 });
    await heading.waitFor();
    expect(await page.title()).toBe(`${PRIVATE_ALBUM} – RetroPics`);
    await heading.evaluate((element) => element.setAttribute('data-e2e-seen', 'yes'));
    await page.goBack();
    await albumCard(page, PRIVATE_ALBUM).waitFor();
    expect(await page.title()).toBe('Meine Bilder – RetroPics');
    // The kept album waits hidden: nothing of it is visible or focusable.
    expect(await heading.isVisible()).toBe(false);
    await expectAccessible(page, 'my images with an album kept alive');
    await page.goForward();
    await heading.waitFor();
    expect(await heading.getAttribute('data-e2e-seen')).toBe('yes');
    expect(await page.title()).toBe(`${PRIVATE_ALBUM} – RetroPics`);
    await page.getByRole('button', { name: 'Album schließen' }).first().click();
    await page.waitForURL(`${baseUrl}/my_images`);

    await page.setViewportSize(DESKTOP);
    await albumCard(page, PUBLIC_ALBUM).waitFor();
    await saveScreenshot(page, 'my-images-desktop');
    await page.setViewportSize(PHONE);
    expect(errors).toEqual([]);
  });

  test('back from a photograph, the album it was opened from is the same view at the same place', async () => {
    await page.goto(`${baseUrl}/image_galleries/show/1`);
    const heading = page.getByRole('heading', { name: 'Luzern um 1900', level: 1 });
    await heading.waitFor();
    await heading.evaluate((element) => element.setAttribute('data-e2e-seen', 'yes'));
    const photograph = page
      .locator('[data-testid="album-grid"]:visible a[href^="/photographs/show/"]')
      .nth(5);
    await photograph.scrollIntoViewIfNeeded();
    const top = await page.evaluate(() => Math.round(window.scrollY));
    expect(top).toBeGreaterThan(300);
    await photograph.click();
    await page.waitForURL(/\/photographs\/show\/\d+$/);
    await page.getByTestId('photograph-canvas').waitFor();
    await page.goBack();
    await heading.waitFor();
    expect(await heading.getAttribute('data-e2e-seen')).toBe('yes');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(top);
    expect(errors).toEqual([]);
  });

  test('offline, the list and the albums opened come from the worker’s cache', async () => {
    await page.goto(`${baseUrl}/my_images`);
    await albumCard(page, PRIVATE_ALBUM).waitFor();
    await waitForCachedAnswer(page, `/image_galleries?owner=${person}`, 'api-personal');
    await waitForCachedAnswer(page, `/image_galleries/${privateAlbum.id}`, 'api-personal');
    await context.setOffline(true);
    try {
      await page.reload();
      await albumCard(page, PRIVATE_ALBUM).waitFor();
      await albumCard(page, PUBLIC_ALBUM).waitFor();
      await page.getByRole('status').filter({ hasText: BADGE }).waitFor();
      expect(await page.getByTestId('my-albums-list-offline').count()).toBe(0);
      await saveScreenshot(page, 'my-images-offline-phone');
      await albumCard(page, PRIVATE_ALBUM).click();
      await page.getByRole('heading', { name: PRIVATE_ALBUM, level: 1 }).waitFor();
    } finally {
      await context.setOffline(false);
    }
  });

  test('offline without a saved answer, the list says so in the spec’s words', async () => {
    const fresh = await signedInBrowser(session, 'en');
    try {
      await fresh.page.getByTestId('feed').waitFor();
      await fresh.context.setOffline(true);
      await fresh.page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'My images' })
        .click();
      await fresh.page.waitForURL(`${baseUrl}/my_images`);
      for (const list of ['my-albums-list-offline', 'my-collections-list-offline']) {
        const message = fresh.page.getByTestId(list);
        await message.waitFor();
        expect(await message.textContent()).toBe('Unable to retrieve data. Device is offline');
      }
      expect(await fresh.page.getByTestId('my-albums-list-empty').count()).toBe(0);
      await expectAccessible(fresh.page, 'my images offline without cache');
      await saveScreenshot(fresh.page, 'my-images-offline-uncached-phone');
    } finally {
      await fresh.context.setOffline(false);
      await fresh.close();
    }
  });

  test('the next page of albums comes along hydra:next once the end is within 40 px of the bottom', async () => {
    const browser = await launchBrowser();
    try {
      // Without the worker, so the test can answer the list itself: two pages of made-up albums.
      const plain = await quietContext(browser, 'editor');
      const tab = await plain.newPage();
      const member = (id: number) => ({
        '@id': `/image_galleries/${9000 + id}`,
        '@type': 'ImageGallery',
        id: 9000 + id,
        headline: `Seite-Album ${id}`,
        translations: [],
        isPrivate: false,
        coverAccess: null,
        photographs: [],
        retrosnaps: [],
        subGalleries: [],
        photographComments: [],
      });
      const secondPage = await answerInTwoPages(
        tab,
        (url) => url.pathname === '/image_galleries' && url.searchParams.get('owner') === String(person),
        `/image_galleries?owner=${person}&page=2`,
        member,
      );
      await tab.goto(`${baseUrl}/my_images`);
      const cards = tab.getByTestId('my-albums-list').getByTestId('my-album-card');
      await expect.poll(() => cards.count()).toBe(12);
      const end = tab.getByTestId('my-albums-list-end');
      await expectNextPageWithin40Px(end, cards, secondPage, 15);
      await plain.close();
    } finally {
      await browser.close();
    }
  });
});
