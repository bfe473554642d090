import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { expectAccessible } from '../support/axe';
import { DESKTOP, launchBrowser, openPage, PHONE, trackPageErrors } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';

const baseUrl = inject('baseUrl');
const poll = <T>(read: () => Promise<T> | T, options = { timeout: 8000 }) => expect.poll(read, options);

const historicClip = (page: Page) =>
  page.getByTestId('comparison-historic').evaluate((image) => getComputedStyle(image).clipPath);

describe('RetroSnap show /retrosnaps/show/:id', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openPage(browser, { viewport: DESKTOP });
    errors = trackPageErrors(page);
  });
  afterAll(async () => {
    // Contexts first: closing the browser under an open context leaves a rejected close behind.
    await page?.context().close();
    await browser?.close();
  });

  test('compares the RetroSnap with its historic photograph: the slider moves the divide', async () => {
    await page.goto(`${baseUrl}/retrosnaps/show/1`);
    await page.getByTestId('comparison-historic').waitFor();
    expect(await page.locator('h1').textContent()).toContain('Agassiz-Gletscher');
    // The photo credit is the USGS photographer's; the account that uploaded it is only its uploader.
    const info = page.getByTestId('retrosnap-info');
    expect(await info.textContent()).toContain('Foto: Greg Pederson');
    expect(await info.textContent()).toContain('Hochgeladen von usr_4821');
    expect(await info.textContent()).not.toContain('Von usr_4821');
    expect(await historicClip(page)).toBe('inset(0px 50% 0px 0px)');

    const slider = page.getByRole('slider', { name: 'Vergleich: Anteil des historischen Fotos' });
    await slider.focus();
    for (let step = 0; step < 10; step++) await page.keyboard.press('ArrowRight');
    expect(await slider.getAttribute('aria-valuenow')).toBe('60');
    expect(await historicClip(page)).toBe('inset(0px 40% 0px 0px)');

    // Dragging the divider on the picture moves it too.
    const frame = await page.getByTestId('comparison-frame').boundingBox();
    if (!frame) throw new Error('no frame');
    const y = frame.y + frame.height / 2;
    await page.mouse.move(frame.x + frame.width * 0.6, y);
    await page.mouse.down();
    await page.mouse.move(frame.x + frame.width * 0.25, y, { steps: 5 });
    await page.mouse.up();
    await poll(() => slider.getAttribute('aria-valuenow')).toBe('25');
    expect(await historicClip(page)).toBe('inset(0px 75% 0px 0px)');
    await saveScreenshot(page, 'retrosnap-desktop');
    await expectAccessible(page, 'RetroSnap show (desktop)');
  });

  test('zooms from 100 to 500 % in steps of 50', async () => {
    await page.goto(`${baseUrl}/retrosnaps/show/1`);
    const frame = page.getByTestId('comparison-frame');
    await frame.waitFor();
    const width100 = (await frame.boundingBox())?.width ?? 0;
    await page.getByRole('button', { name: 'Vergrößern' }).click();
    expect(await frame.getAttribute('data-zoom')).toBe('150');
    expect((await frame.boundingBox())?.width).toBeCloseTo(width100 * 1.5, 0);
    const zoom = page.getByRole('slider', { name: 'Zoom' });
    await zoom.focus();
    await page.keyboard.press('End');
    expect(await frame.getAttribute('data-zoom')).toBe('500');
    expect(await page.getByRole('button', { name: 'Vergrößern' }).isDisabled()).toBe(true);
    await page.keyboard.press('Home');
    expect(await frame.getAttribute('data-zoom')).toBe('100');
  });

  test('hides the interface with a fade and brings it back', async () => {
    await page.goto(`${baseUrl}/retrosnaps/show/1`);
    await page.getByTestId('comparison-frame').waitFor();
    const header = page.locator('header').last();
    await page.getByTestId('toggle-interface').click();
    await poll(() => header.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
    await page.getByTestId('toggle-interface').click();
    await poll(() => header.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  });

  test('shows its comments and passes axe on a phone', async () => {
    const phone = await openPage(browser, { viewport: PHONE });
    await phone.goto(`${baseUrl}/retrosnaps/show/1`);
    await phone.getByTestId('comparison-historic').waitFor();
    await saveScreenshot(phone, 'retrosnap-phone');
    await expectAccessible(phone, 'RetroSnap show (phone)');
    // The interface fades after 5 s without input (axe took that long); any movement brings it back.
    await phone.mouse.move(200, 300);
    await phone.getByTestId('open-comments').click();
    await phone.getByTestId('comments-list').getByText('Gletscher').waitFor();
    await phone.context().close();
    expect(errors).toEqual([]);
  });
});

describe('cover and collage views', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  test('the cover of a collection is a zoomable mosaic of its first photographs', async () => {
    const page = await openPage(browser, { viewport: DESKTOP });
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/photograph_collections/cover/show/1`);
    const viewer = page.getByTestId('mosaic-viewer');
    await poll(() => viewer.getAttribute('data-loaded'), { timeout: 30_000 }).toBe('true');
    expect(await page.locator('h1').textContent()).toContain('Luzern 1860–1920');
    await viewer.focus();
    const before = Number(await viewer.getAttribute('data-zoom'));
    await page.keyboard.press('+');
    await poll(async () => Number(await viewer.getAttribute('data-zoom')) > before * 1.9).toBe(true);
    await saveScreenshot(page, 'cover-desktop');
    await expectAccessible(page, 'cover show');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('the collage opens on the picture named in the route and steps through the collection', async () => {
    const page = await openPage(browser, { viewport: PHONE });
    // Other tests share this server and may add pictures to the collection (the viewer's back-side test).
    const listed = (await (
      await fetch(`${baseUrl}/photographs?collection=1&parentPhotograph[exists]=false`)
    ).json()) as {
      'hydra:totalItems': number;
    };
    const total = listed['hydra:totalItems'];
    await page.goto(`${baseUrl}/photograph_collections/collage/show/1/3`);
    await poll(() => page.getByTestId('mosaic-viewer').getAttribute('data-loaded'), { timeout: 30_000 }).toBe(
      'true',
    );
    expect(await page.getByTestId('collage-position').textContent()).toBe(`Bild 3 von ${total}`);
    await page.getByTestId('collage-next').click();
    expect(await page.getByTestId('collage-position').textContent()).toBe(`Bild 4 von ${total}`);
    await page.getByRole('link', { name: 'Dieses Foto öffnen' }).waitFor();
    // The raw address names a picture by its file name as well.
    await page.goto(`${baseUrl}/photograph_collections/collage/show/1/luzern-kapellbruecke-ca1895`);
    await poll(() => page.getByTestId('collage-position').textContent()).toBe(`Bild 1 von ${total}`);
    await saveScreenshot(page, 'collage-phone');
    await expectAccessible(page, 'collage show');
    await page.context().close();
  });
});
