import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { expectAccessible } from '../support/axe';
import {
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  trackPageErrors,
  withoutInlineFeedPage,
} from '../support/browser';
import { saveScreenshot } from '../support/screenshots';
import { nextFrames, scrollAndSettle } from '../support/waiting';

const baseUrl = inject('baseUrl');
const poll = <T>(read: () => Promise<T> | T, timeout = 10_000) => expect.poll(read, { timeout });

interface FeedPage {
  'hydra:totalItems': number;
  'hydra:member': Array<{ '@id': string; documentType: string; imageRatio: number }>;
  'hydra:view'?: { '@id'?: string; 'hydra:next'?: string };
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { Accept: 'application/ld+json' } });
  return (await response.json()) as T;
}

const feedCount = (page: Page) => page.getByTestId('feed').getAttribute('data-count').then(Number);
const renderedCards = (page: Page) => page.locator('[data-testid="feed"] > article').count();

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

describe('feed /feed', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  test('loads the next page by following hydra:next when scrolled 2000 px before the end', async () => {
    const page = await openPage(browser, { viewport: PHONE });
    const errors = trackPageErrors(page);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/feed_items?'))
        requests.push(new URL(request.url()).pathname + new URL(request.url()).search);
    });
    await page.goto(`${baseUrl}/feed`);
    await page.getByTestId('feed').waitFor();
    // The first page comes with the HTML (no request); the app asks for the pages after it.
    const first = await page.evaluate(
      () => JSON.parse(document.getElementById('early-feed')?.textContent ?? 'null') as FeedPage | null,
    );
    if (!first) throw new Error('the feed page came without its first page');
    expect(requests.some((request) => request.includes('page=1&'))).toBe(false);
    const firstUrl = first['hydra:view']?.['@id'] ?? '';
    expect(firstUrl).toContain('showInFeed=true');
    expect(firstUrl).toContain('order%5BcomputedRating%5D=DESC');
    const total = first['hydra:totalItems'];
    expect(total).toBeGreaterThan(first['hydra:member'].length);
    // Pages load until the end of the grid is more than 2000 px below the screen, then stop.
    await page.waitForLoadState('networkidle');
    const settled = await feedCount(page);
    expect(settled).toBeLessThan(total);
    expect(settled % first['hydra:member'].length).toBe(0);
    if (requests.length > 0) expect(requests[0]).toBe(first['hydra:view']?.['hydra:next']);
    const distanceToEnd = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight - window.scrollY,
    );
    expect(distanceToEnd).toBeGreaterThan(2000);
    const before = requests.length;
    // The grid watches its end as it is painted: a few frames later it would have asked again.
    await nextFrames(page, 5);
    expect(requests.length).toBe(before);

    // Scrolling to just within 2000 px of the end asks for the next page, the one hydra:next names.
    const previous = before > 0 ? await api<FeedPage>(requests[before - 1] as string) : first;
    await page.evaluate(() =>
      window.scrollTo(0, document.documentElement.scrollHeight - window.innerHeight - 1990),
    );
    await poll(() => feedCount(page)).toBeGreaterThan(settled);
    expect(requests[before]).toBe(previous['hydra:view']?.['hydra:next']);

    const seen = new Set<string | null>();
    const collectTypes = async () => {
      const types = await page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="feed"] [data-document-type]')].map((node) =>
          node.getAttribute('data-document-type'),
        ),
      );
      for (const type of types) seen.add(type);
    };
    await collectTypes();
    while ((await feedCount(page)) < total) {
      const shown = await feedCount(page);
      await scrollToEnd(page);
      await poll(() => feedCount(page)).toBeGreaterThan(shown);
      await nextFrames(page);
      await collectTypes();
    }
    await page.getByText('Das war alles – du hast den ganzen Feed gesehen.').waitFor();
    // Walk back up through the windowed grid, collecting every card type on the way.
    for (let y = await page.evaluate(() => window.scrollY); y > 0; y -= 600) {
      await scrollAndSettle(page, y);
      await collectTypes();
    }
    expect(seen).toEqual(new Set(['Announcement', 'ImageGallery', 'PhotographCollection', 'Photograph']));
    expect(errors).toEqual([]);
    await page.close();
  });

  test('shows the four card types with their overlays and the aspect classes of spec §9', async () => {
    const page = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${baseUrl}/feed`);
    await page.getByTestId('feed').waitFor();
    // An album card: name, type and a link to the album.
    const album = page.locator('[data-document-type="ImageGallery"]').first();
    await expect(album.getByRole('link').first().getAttribute('href')).resolves.toMatch(
      /^\/image_galleries\/show\/\d+$/,
    );
    // A crowdfunding collection shows its progress.
    const collection = page.locator('[data-document-type="PhotographCollection"]', { hasText: 'Meraner' });
    await collection.getByTestId('crowdfunding-progress').waitFor();
    // 860 € in the demo, more once order-checkout.test.ts has backed it.
    const { crowdfundingFunded: funded } = await api<{ crowdfundingFunded: number }>(
      '/photograph_collections/7',
    );
    const euros = `${funded.toLocaleString('de-DE', { maximumFractionDigits: 2 })} €`;
    expect((await collection.textContent())?.replace(/\s/g, ' ')).toContain(`${euros} von 2.400 €`);
    expect(await collection.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(
      String(Math.round((funded / 2400) * 100)),
    );
    // Photographs link to the viewer and to their RetroSnaps.
    const photograph = page.locator('[data-document-type="Photograph"]').first();
    expect(await photograph.getByRole('link').first().getAttribute('href')).toMatch(
      /^\/photographs\/show\/\d+$/,
    );
    expect(await photograph.getByRole('link', { name: /^RetroSnaps zu/ }).getAttribute('href')).toMatch(
      /^\/photographs\/retrosnaps\/\d+$/,
    );
    // Aspect classes: wide pictures take two columns at 2:1, squares (albums) one column at 1:2.
    const sizes = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-testid="feed"] > article')].map((article) => ({
        type: article.querySelector('[data-document-type]')?.getAttribute('data-document-type'),
        width: article.getBoundingClientRect().width,
        height: article.getBoundingClientRect().height,
      })),
    );
    const albumSize = sizes.find((size) => size.type === 'ImageGallery');
    expect(albumSize && albumSize.height / albumSize.width).toBeCloseTo(2, 1);
    const wide = sizes.filter((size) => size.width > (albumSize?.width ?? 0) * 1.5);
    expect(wide.length).toBeGreaterThan(0);
    for (const size of wide) expect(size.width / size.height).toBeCloseTo(2, 1);
    await saveScreenshot(page, 'feed-desktop');
    await expectAccessible(page, 'feed (desktop)');
    await page.close();
  });

  test('a photograph with a back side shows the flip icon; depth maps bring the dismissible 3D promo', async () => {
    // The service worker would answer the API past page.route (and from its cache).
    const page = await openPage(browser, { viewport: DESKTOP, serviceWorkers: 'block' });
    let flipped = '';
    await withoutInlineFeedPage(page, baseUrl);
    await page.route(/\/feed_items\?.*page=1/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { 'hydra:member': Array<Record<string, unknown>> };
      const photographs = body['hydra:member'].filter((item) => item.documentType === 'Photograph');
      const [withBack, withDepth] = photographs;
      if (!withBack || !withDepth) throw new Error('the first feed page has no two photographs');
      withBack.hasBackImage = true;
      flipped = String(withBack['@id']);
      withDepth.depthMapPath = String((withDepth.images as Array<{ filePath: string }>)[0]?.filePath);
      await route.fulfill({ response, json: body });
    });
    await page.goto(`${baseUrl}/feed`);
    const promo = page.getByTestId('depth-promo');
    await promo.waitFor();
    expect(await promo.getByRole('heading').textContent()).toBe('Neu: Fotos in 3D');
    expect(flipped).not.toBe('');
    await page.getByRole('img', { name: 'Mit Rückseite' }).first().waitFor();
    await saveScreenshot(page, 'feed-desktop-promo');
    await expectAccessible(page, 'feed with the 3D promo');
    await promo.getByRole('button', { name: 'Verstanden' }).click();
    expect(await promo.count()).toBe(0);
    await page.reload();
    await page.getByTestId('feed').waitFor();
    await page.getByRole('img', { name: 'Mit Rückseite' }).first().waitFor();
    expect(await page.getByTestId('depth-promo').count()).toBe(0);
    await page.close();
  });

  test('the landing buttons lead to the collections list', async () => {
    const page = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${baseUrl}/feed`);
    const buttons = page.getByTestId('landing-buttons');
    await buttons.waitFor();
    await buttons.getByRole('link', { name: 'Sammlungen unterstützen' }).click();
    await page.waitForURL(`${baseUrl}/collections`);
    await page.getByRole('heading', { level: 1, name: 'Sammlungen unterstützen' }).waitFor();
    await page.close();
  });

  test('phone: axe finds no serious problem; the narrow landing buttons show', async () => {
    const page = await openPage(browser, { viewport: PHONE });
    await page.goto(`${baseUrl}/feed`);
    await page.getByTestId('feed').waitFor();
    await page
      .getByTestId('landing-buttons')
      .getByRole('link', { name: 'Sammlungen unterstützen' })
      .waitFor();
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'feed-phone');
    await expectAccessible(page, 'feed (phone)');
    await page.close();
  });

  test('scrolling through 1,000 items keeps a few dozen cards in the page', async () => {
    // The service worker would answer the API past page.route (and from its cache).
    const page = await openPage(browser, { viewport: DESKTOP, serviceWorkers: 'block' });
    const errors = trackPageErrors(page);
    const real = await api<FeedPage>('/feed_items?documentType=Photograph&itemsPerPage=20');
    const pageSize = 100;
    // A feed of 1,000 photographs, 100 per page, each page pointing to the next.
    await withoutInlineFeedPage(page, baseUrl);
    await page.route(/\/feed_items\?/, async (route: Route) => {
      const url = new URL(route.request().url());
      const number = Number(url.searchParams.get('page') ?? 1);
      const members = Array.from({ length: pageSize }, (_, index) => {
        const source = real['hydra:member'][(number * pageSize + index) % real['hydra:member'].length];
        return { ...source, '@id': `/feed_items/synthetic-${number}-${index}`, id: number * 1000 + index };
      });
      const next = new URL(url);
      next.searchParams.set('page', String(number + 1));
      await route.fulfill({
        contentType: 'application/ld+json',
        body: JSON.stringify({
          'hydra:totalItems': 1000,
          'hydra:member': members,
          'hydra:view': number < 10 ? { 'hydra:next': `${next.pathname}${next.search}` } : {},
        }),
      });
    });
    await page.goto(`${baseUrl}/feed`);
    await page.getByTestId('feed').waitFor();
    let most = 0;
    while ((await feedCount(page)) < 1000) {
      await page.mouse.wheel(0, 4000);
      await nextFrames(page);
      most = Math.max(most, await renderedCards(page));
    }
    // Then scroll smoothly through the whole feed and measure the frames.
    const frames = await page.evaluate(async () => {
      const gaps: number[] = [];
      let last = performance.now();
      const end = document.documentElement.scrollHeight - window.innerHeight;
      for (let y = window.scrollY; y > 0; y -= 200) {
        window.scrollTo(0, y);
        await new Promise(requestAnimationFrame);
        const now = performance.now();
        gaps.push(now - last);
        last = now;
      }
      gaps.sort((a, b) => a - b);
      return {
        count: gaps.length,
        end,
        median: gaps[Math.floor(gaps.length / 2)],
        p95: gaps[Math.floor(gaps.length * 0.95)],
      };
    });
    console.log(`1,000-item feed: at most ${most} cards rendered; scroll frames`, frames);
    expect(await feedCount(page)).toBe(1000);
    expect(most).toBeLessThan(120);
    expect(await renderedCards(page)).toBeLessThan(120);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  test('going back from a photograph’s RetroSnaps returns to the same place in the feed', async () => {
    const page = await openPage(browser, { viewport: PHONE });
    await page.goto(`${baseUrl}/feed`);
    await page.getByTestId('feed').waitFor();
    await scrollAndSettle(page, 1500);
    // Going back restores what the feed remembered: wait until it has noted where the visitor is.
    await poll(() =>
      page.evaluate(() =>
        Object.entries(sessionStorage).some(
          ([key, value]) => key.startsWith('retropics.feedScroll.') && value === '1500',
        ),
      ),
    ).toBe(true);
    // Click without Playwright scrolling the link into view, so the feed stays where the visitor left it.
    await page.evaluate(() => {
      const links = [
        ...document.querySelectorAll<HTMLAnchorElement>(
          '[data-testid="feed"] a[href^="/photographs/retrosnaps/"]',
        ),
      ];
      const visible = links.find((link) => link.getBoundingClientRect().top > 0);
      visible?.click();
    });
    await page.waitForURL(/\/photographs\/retrosnaps\//);
    await page.getByRole('button', { name: 'Schließen' }).waitFor();
    await page.goBack();
    await page.getByTestId('feed').waitFor();
    await poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
    await page.close();
  });
  test('the first pictures show where their cards will be before the app’s code has arrived', async () => {
    const page = await openPage(browser, { viewport: PHONE });
    // Hold the app's code back: what shows now is the splash of index.html and its early script.
    let releaseApp: () => void = () => undefined;
    const appHeld = new Promise<void>((resolve) => {
      releaseApp = resolve;
    });
    await page.route(/\/assets\/(shell|index)-[\w-]+\.js$/, async (route: Route) => {
      await appHeld;
      await route.continue();
    });
    // Only until the page is committed: its load event waits for the held scripts.
    await page.goto(`${baseUrl}/feed`, { waitUntil: 'commit' });
    const splashPictures = page.locator('#root > .boot .boot-card img');
    await poll(() => splashPictures.count()).toBeGreaterThanOrEqual(2);
    const splashBoxes = await splashPictures.evaluateAll((images) =>
      images.slice(0, 2).map((image) => {
        const box = image.getBoundingClientRect();
        return {
          x: Math.round(box.x),
          y: Math.round(box.y),
          width: Math.round(box.width),
          src: image.getAttribute('src'),
        };
      }),
    );
    await saveScreenshot(page, 'feed-splash-phone');

    releaseApp();
    const cardPictures = page.locator('[data-testid="feed"] > article img[src*="/thumbnail/"]');
    await poll(() => cardPictures.count()).toBeGreaterThanOrEqual(2);
    await poll(() => page.locator('#root > .boot').count()).toBe(0);
    // The masonry puts the same pictures at the same places: nothing jumps when the app takes over.
    for (const splash of splashBoxes) {
      const card = page.locator(`[data-testid="feed"] > article img[src="${splash.src}"]`).first();
      const box = await card.boundingBox();
      expect(box, `card picture ${splash.src}`).not.toBeNull();
      expect(Math.abs((box?.x ?? 0) - splash.x)).toBeLessThanOrEqual(1);
      expect(Math.abs((box?.y ?? 0) - splash.y)).toBeLessThanOrEqual(1);
      expect(Math.abs((box?.width ?? 0) - splash.width)).toBeLessThanOrEqual(1);
    }
  });
});
