import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { api, callApi, personIdOf } from '../support/api';
import { DESKTOP, launchBrowser } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';
import {
  type Account,
  registerPerson,
  type Session,
  signedInContext,
  signInThroughApi,
} from '../support/session';

/**
 * Issue 14: a private album is its owner's alone — the list, the feed and search, a direct URL and
 * the link preview show nothing of it to a visitor or another person, while its owner sees it
 * whole, its cover included (an <img> carries no token: the signed `coverAccess` query).
 */

const baseUrl = inject('baseUrl');
const HEADLINE = `E2E Geheimes Dachbodenalbum ${Date.now()}`;
/** A public album the same search finds, so the search is shown to work while it hides the private one. */
const PUBLIC_HEADLINE = `E2E Offenes Dachbodenalbum ${Date.now()}`;

type Album = { '@id': string; id: number; isPrivate: boolean; coverAccess: string | null };
type Collection = { 'hydra:member': Array<{ '@id': string }> };

/** Whether a picture on the page has loaded (a 404 leaves it with no width). */
const loaded = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);

describe('a private album', () => {
  let browser: Browser;
  let ownerAccount: Account;
  let strangerAccount: Account;
  let owner: Session;
  let stranger: Session;
  let album: Album;
  let publicAlbum: Album;

  beforeAll(async () => {
    browser = await launchBrowser();
    ownerAccount = await registerPerson('privacy-owner', 'Anna Dachboden');
    strangerAccount = await registerPerson('privacy-stranger', 'Otto Neugier');
    owner = await signInThroughApi(ownerAccount);
    stranger = await signInThroughApi(strangerAccount);
    const photographs = await api<Collection>('GET', '/photographs?itemsPerPage=3', null);
    album = await api<Album>('POST', '/image_galleries', owner, {
      headline: HEADLINE,
      isPrivate: true,
      photographs: photographs['hydra:member'].map((photograph) => photograph['@id']),
    });
    publicAlbum = await api<Album>('POST', '/image_galleries', owner, { headline: PUBLIC_HEADLINE });
  }, 120_000);

  afterAll(async () => {
    for (const made of [album, publicAlbum]) if (made) await callApi('DELETE', made['@id'], owner);
    await browser?.close();
  });

  test('shows nothing of itself to a visitor or another person', async () => {
    for (const viewer of [null, stranger]) {
      // The API: the item, the owner's list, the feed and the search.
      expect((await callApi('GET', album['@id'], viewer)).status).toBe(404);
      const owned = await api<Collection>('GET', `/image_galleries?owner=${personIdOf(owner)}`, viewer);
      expect(owned['hydra:member'].map((entry) => entry['@id'])).not.toContain(album['@id']);
      const search = await callApi('GET', `/feed_items?text=${encodeURIComponent('Dachbodenalbum')}`, viewer);
      expect(JSON.stringify(search.body)).toContain(PUBLIC_HEADLINE);
      expect(JSON.stringify(search.body)).not.toContain(HEADLINE);
      // Its cover, even with the address its owner's answer carries, opens for nobody without it.
      expect((await fetch(`${baseUrl}/image_galleries/${album.id}/list.jpeg`)).status).toBe(404);

      // In Chromium: the direct URL says the album is not there, with no trace of the headline.
      const { context } = await signedInContext(browser, {
        as: viewer === null ? null : strangerAccount,
        context: { viewport: DESKTOP },
      });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/image_galleries/show/${album.id}`);
      await page.getByText('Dieses Album gibt es nicht oder nicht mehr.').waitFor();
      expect(await page.content()).not.toContain(HEADLINE);
      // The feed searched for it finds nothing of it.
      await page.goto(`${baseUrl}/feed?text=${encodeURIComponent('Dachbodenalbum')}`);
      await page.getByText(PUBLIC_HEADLINE).first().waitFor();
      expect(await page.getByText(HEADLINE).count()).toBe(0);
      await context.close();
    }
    // The link preview a messenger would show: the site's own, not the album's.
    const preview = await (
      await fetch(`${baseUrl}/image_galleries/show/${album.id}`, { headers: { Accept: 'text/html' } })
    ).text();
    expect(preview).not.toContain(HEADLINE);
    expect(preview).not.toContain(`/image_galleries/${album.id}/`);
  });

  test('shows itself whole to its owner: list, screen and cover', async () => {
    const seen = await api<Album>('GET', album['@id'], owner);
    expect(seen.coverAccess).toMatch(/^access=/);
    const { context } = await signedInContext(browser, { as: ownerAccount });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/my_images`);
    const card = page.getByTestId('my-album-card').filter({ hasText: HEADLINE });
    await card.waitFor();
    await card.getByText('privat').waitFor();
    await expect
      .poll(() => loaded(page, `[data-testid="my-album-card"] img[src*="/image_galleries/${album.id}/"]`), {
        timeout: 20_000,
      })
      .toBe(true);
    await saveScreenshot(page, 'album-privacy-my-images-phone');
    await card.click();
    await page.waitForURL(`${baseUrl}/image_galleries/show/${album.id}`);
    await page.getByRole('heading', { level: 1, name: HEADLINE }).waitFor();
    await expect
      .poll(() => loaded(page, `header img[src*="/image_galleries/${album.id}/"]`), {
        timeout: 20_000,
      })
      .toBe(true);
    await saveScreenshot(page, 'album-privacy-album-phone');
    await context.close();
  });
});
