import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { expectAccessible } from '../support/axe';
import { DESKTOP, launchBrowser, openPage, PHONE, trackPageErrors } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';
import { uploadWithBackSide } from '../support/uploads';

const baseUrl = inject('baseUrl');
const KAPELLBRUECKE = 1;

/** Waits for a value; animations of the viewer take half a second. */
const poll = <T>(read: () => Promise<T> | T, options = { timeout: 8000 }) => expect.poll(read, options);

/** Reads the canvas state the viewer writes for tests and tools (zoom, home zoom, rotation, source). */
async function canvasState(page: Page) {
  return page.getByTestId('photograph-canvas').evaluate((element) => {
    const data = (element as HTMLElement).dataset;
    return {
      zoom: Number(data.zoom),
      homeZoom: Number(data.homeZoom),
      rotation: Number(data.rotation),
      source: data.source,
    };
  });
}

/** The picture's box as drawn (rotation included) and the canvas' box, both in page pixels. */
async function pictureAndCanvas(page: Page) {
  const canvas = page.getByTestId('photograph-canvas');
  const box = await canvas.boundingBox();
  const raw = await canvas.getAttribute('data-picture-box');
  if (!box || !raw) throw new Error('no picture box');
  const [x = 0, y = 0, width = 0, height = 0] = raw.split(',').map(Number);
  return { picture: { x: box.x + x, y: box.y + y, width, height }, canvas: box };
}

type Box = { x: number; y: number; width: number; height: number };
const inside = (inner: Box, outer: Box, tolerance = 1) =>
  inner.x >= outer.x - tolerance &&
  inner.y >= outer.y - tolerance &&
  inner.x + inner.width <= outer.x + outer.width + tolerance &&
  inner.y + inner.height <= outer.y + outer.height + tolerance;
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function waitForZoom(page: Page, predicate: (zoom: number, home: number) => boolean) {
  await poll(async () => {
    const state = await canvasState(page);
    return predicate(state.zoom, state.homeZoom);
  }).toBe(true);
}

async function openViewer(page: Page, path: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.getByTestId('photograph-canvas').waitFor();
  await poll(async () => (await canvasState(page)).source, { timeout: 30_000 }).toBe('tiles');
}

describe('photograph viewer /photographs/show/:id', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  const tileAnswers: number[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openPage(browser, { viewport: DESKTOP });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    errors = trackPageErrors(page);
    page.on('response', (response) => {
      if (/\/tiles\/.+\/\d+-\d+-\d+\.(webp|jpeg)$/.test(new URL(response.url()).pathname)) {
        tileAnswers.push(response.status());
      }
    });
  });
  afterAll(async () => {
    // Contexts first: closing the browser under an open context leaves a rejected close behind.
    await page?.context().close();
    await browser?.close();
  });

  test('opens a photograph, shows its display thumbnail first and then its 256 px tiles', async () => {
    await openViewer(page, `/photographs/show/${KAPELLBRUECKE}`);
    expect(await page.locator('h1').textContent()).toBe('Kapellbrücke und Wasserturm, Luzern');
    expect(tileAnswers.length).toBeGreaterThan(0);
    expect(tileAnswers.every((status) => status === 200)).toBe(true);
    // The display thumbnail is the first paint; it stays in the page under the canvas.
    expect(await page.locator('img[src^="/thumbnail/display/demo/luzern-kapellbruecke"]').count()).toBe(1);
    await saveScreenshot(page, 'viewer-desktop');
    await expectAccessible(page, 'photograph viewer (desktop)');
  });

  test('zooms with the spec keys and the zoom total / 1:1 buttons', async () => {
    await openViewer(page, `/photographs/show/${KAPELLBRUECKE}`);
    const canvas = page.getByTestId('photograph-canvas');
    await canvas.focus();
    const { homeZoom } = await canvasState(page);
    await page.keyboard.press('+');
    await waitForZoom(page, (zoom) => Math.abs(zoom - homeZoom * 2) < 0.01);
    await page.keyboard.press('Shift+S');
    await waitForZoom(page, (zoom) => Math.abs(zoom - homeZoom * 4) < 0.02);
    await page.keyboard.press('-');
    await waitForZoom(page, (zoom) => Math.abs(zoom - homeZoom * 2) < 0.01);
    await page.keyboard.press('Shift+ArrowUp');
    await waitForZoom(page, (zoom) => Math.abs(zoom - homeZoom) < 0.01);

    // 1:1 is one image pixel per screen pixel: 1500 px wide in a 1280 px wide viewer.
    await page.getByTestId('zoom-1-1').click();
    await waitForZoom(page, (zoom) => Math.abs(zoom - 1500 / 1280) < 0.01);
    await page.getByTestId('zoom-total').click();
    await waitForZoom(page, (zoom, home) => Math.abs(zoom - home) < 0.01);

    // A double click toggles fit and actual size.
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no canvas');
    await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 3);
    await waitForZoom(page, (zoom) => Math.abs(zoom - 1500 / 1280) < 0.01);
    await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 3);
    await waitForZoom(page, (zoom, home) => Math.abs(zoom - home) < 0.01);
  });

  test('the keys keep working after a click on the picture and on a toolbar button', async () => {
    await openViewer(page, `/photographs/show/${KAPELLBRUECKE}`);
    const box = await page.getByTestId('photograph-canvas').boundingBox();
    if (!box) throw new Error('no canvas');
    // OpenSeadragon focuses its own canvas on a click; a quick click also hides the interface,
    // which gives the picture more room.
    await page.mouse.click(box.x + box.width - 200, box.y + box.height / 2);
    await poll(() => page.getByTestId('info-panel').count()).toBe(0);
    await waitForZoom(page, (zoom, home) => Math.abs(zoom - home) < 0.01);
    const { homeZoom } = await canvasState(page);
    await page.keyboard.press('+');
    await waitForZoom(page, (zoom) => Math.abs(zoom - homeZoom * 2) < 0.01);
    await page.keyboard.press('i');
    await page.getByTestId('info-panel').waitFor();

    await page.getByTestId('zoom-total').click();
    await waitForZoom(page, (zoom, home) => Math.abs(zoom - home) < 0.01);
    const { homeZoom: withInterface } = await canvasState(page);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('zoom-total');
    await page.keyboard.press('Shift+S');
    await waitForZoom(page, (zoom) => Math.abs(zoom - withInterface * 2) < 0.01);
    await page.keyboard.press('=');
    await waitForZoom(page, (zoom) => Math.abs(zoom - withInterface * 4) < 0.02);
    await page.keyboard.press('-');
    await waitForZoom(page, (zoom) => Math.abs(zoom - withInterface * 2) < 0.01);
    await page.keyboard.press('R');
    await poll(async () => (await canvasState(page)).rotation).toBe(90);
    await page.keyboard.press('+');
    await waitForZoom(page, (zoom, home) => Math.abs(zoom - home * 2) < 0.02);
    // The focused button still works with the keyboard.
    await page.keyboard.press('Enter');
    await waitForZoom(page, (zoom, home) => Math.abs(zoom - home) < 0.01);

    // A slider in the adjustments popover keeps its arrow keys.
    await page.getByTestId('adjust').click();
    const brightness = page.getByRole('slider', { name: 'Helligkeit' });
    await brightness.focus();
    const before = await canvasState(page);
    await page.keyboard.press('ArrowRight');
    expect(await brightness.getAttribute('aria-valuenow')).toBe('10');
    await page.keyboard.press('Escape');
    expect((await canvasState(page)).zoom).toBeCloseTo(before.zoom, 3);
  });

  test('a quick click hides and shows the whole interface', async () => {
    await openViewer(page, `/photographs/show/${KAPELLBRUECKE}`);
    const box = await page.getByTestId('photograph-canvas').boundingBox();
    if (!box) throw new Error('no canvas');
    await page.mouse.click(box.x + box.width - 200, box.y + box.height / 2);
    await poll(() => page.getByTestId('info-panel').count()).toBe(0);
    await page.mouse.click(box.x + box.width - 200, box.y + box.height / 2);
    await page.getByTestId('info-panel').waitFor();
  });

  test('rotates by 90° per step and wraps at 360', async () => {
    await openViewer(page, `/photographs/show/${KAPELLBRUECKE}`);
    await page.getByTestId('photograph-canvas').focus();
    await page.keyboard.press('r');
    await poll(async () => (await canvasState(page)).rotation).toBe(90);
    for (const expected of [180, 270, 0]) {
      await page.getByTestId('rotate').click();
      await poll(async () => (await canvasState(page)).rotation).toBe(expected);
    }
  });

  test('refits the picture to the viewer after every quarter turn', async () => {
    await openViewer(page, `/photographs/show/${KAPELLBRUECKE}`);
    const tools = await page.getByRole('toolbar').boundingBox();
    if (!tools) throw new Error('no toolbar');
    for (const expected of [90, 180, 270, 0]) {
      await page.getByTestId('rotate').click();
      await poll(async () => (await canvasState(page)).rotation).toBe(expected);
      await poll(async () => {
        const { picture, canvas } = await pictureAndCanvas(page);
        // Whole, not cut off, clear of the tool column, and as large as the viewer allows.
        const fills =
          Math.abs(picture.height - canvas.height) < 2 ||
          Math.abs(picture.x + picture.width - canvas.x - canvas.width) < 2;
        return inside(picture, canvas) && !overlap(picture, tools) && fills;
      }).toBe(true);
      if (expected === 90) await saveScreenshot(page, 'viewer-desktop-rotated');
    }
  });

  test('brightness and contrast sliders filter the picture', async () => {
    await openViewer(page, `/photographs/show/${KAPELLBRUECKE}`);
    await page.getByTestId('adjust').click();
    const brightness = page.getByRole('slider', { name: 'Helligkeit' });
    await brightness.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await brightness.getAttribute('aria-valuenow')).toBe('20');
    const slope = await page.locator('feFuncR').getAttribute('intercept');
    expect(Number(slope) * 255).toBeCloseTo(40, 0);
    expect(await page.locator('[data-adjusted="true"]').count()).toBe(1);
    await page.keyboard.press('Escape');
  });

  test('has no back-side or colorized control for the demo photograph, and drops those variants from the route', async () => {
    await openViewer(page, `/photographs/show/${KAPELLBRUECKE}`);
    expect(await page.getByTestId('flip-side').count()).toBe(0);
    expect(await page.getByTestId('toggle-color').count()).toBe(0);
    await page.goto(`${baseUrl}/photographs/show/${KAPELLBRUECKE}/back/color`);
    await page.waitForURL(`${baseUrl}/photographs/show/${KAPELLBRUECKE}`);
  });

  test('flips to the back side of an uploaded photograph, keeping the route and the history', async () => {
    const id = await uploadWithBackSide('Postkarte mit Rückseite');
    await openViewer(page, `/photographs/show/${id}`);
    const historyLength = await page.evaluate(() => history.length);
    await page.getByTestId('flip-side').click();
    await page.waitForURL(`${baseUrl}/photographs/show/${id}/back`);
    // The route changes first; the viewer follows with its next render.
    await poll(() => page.getByTestId('photograph-viewer').getAttribute('data-side')).toBe('back');
    await poll(async () => (await canvasState(page)).source, { timeout: 30_000 }).toBe('tiles');
    await page.getByTestId('flip-side').click();
    await page.waitForURL(`${baseUrl}/photographs/show/${id}`);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await page.goto(`${baseUrl}/photographs/show/${id}/back`);
    await poll(() => page.getByTestId('photograph-viewer').getAttribute('data-side')).toBe('back');
  });

  test('draws the comment rectangles of the Kapellbrücke, opens one, and keeps the layer toggle', async () => {
    await openViewer(page, `/photographs/show/${KAPELLBRUECKE}`);
    await page.getByTestId('comment-box-1').waitFor();
    await page.getByTestId('comment-box-2').waitFor();
    await page.getByTestId('comment-box-1').click();
    await page.waitForURL(`${baseUrl}/photographs/show/${KAPELLBRUECKE}/1`);
    expect(await page.getByTestId('active-comment').textContent()).toContain('Wasserturm');
    await saveScreenshot(page, 'viewer-active-comment');

    await page.getByTestId('toggle-boxes').click();
    await poll(() => page.getByTestId('comment-box-1').count()).toBe(0);
    await page.reload();
    await page.getByTestId('photograph-canvas').waitFor();
    expect(await page.getByTestId('toggle-boxes').getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByTestId('comment-box-2').count()).toBe(0);
    await page.getByTestId('toggle-boxes').click();
    await page.getByTestId('comment-box-2').waitFor();
  });

  test('lists the comments newest first', async () => {
    await openViewer(page, `/photographs/show/${KAPELLBRUECKE}`);
    await page.getByTestId('open-comments').click();
    const list = page.getByTestId('comments-list');
    await list.getByTestId('comment-2').waitFor();
    const ids = await list
      .locator('[data-testid^="comment-"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
    expect(ids).toEqual(['comment-2', 'comment-1']);
    await expectAccessible(page, 'photograph viewer comments');
    await page.keyboard.press('Escape');
  });

  test('shows place with street, hashtags and attribution with the licence link', async () => {
    await openViewer(page, `/photographs/show/${KAPELLBRUECKE}`);
    const panel = page.getByTestId('info-panel');
    await panel.getByTestId('street-sign').waitFor();
    expect(await panel.getByTestId('street-sign').textContent()).toBe('Kapellbrücke');
    expect(await panel.getByTestId('info-place').textContent()).toContain('Luzern');
    expect(await panel.textContent()).toContain('#Gebäude');
    expect(await panel.getByRole('link', { name: 'Public Domain' }).getAttribute('href')).toBe(
      'https://creativecommons.org/publicdomain/mark/1.0/',
    );
    await panel.getByRole('button', { name: 'Luzern 1860–1920: Stadtbilder aus der Sondersammlung' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Diese Sammlung enthält').waitFor();
    await expectAccessible(page, 'collection info dialog');
    await page.keyboard.press('Escape');
  });

  test('names the source as archive and signature under Mehr Infos, linked where it has an address', async () => {
    await openViewer(page, `/photographs/show/${KAPELLBRUECKE}`);
    const panel = page.getByTestId('info-panel');
    await panel.getByRole('button', { name: 'Mehr Infos' }).click();
    expect(await panel.getByTestId('source-line').textContent()).toBe(
      'Quelle: ZHB Luzern, Sondersammlung (ZentralGut), Sig. F2a/BRÜCKEN/24.01.01',
    );
    expect(await panel.textContent()).not.toMatch(/pairOf|Coordinates|@ [0-9a-f]{7}|static\/img/);
    const response = await fetch(
      `${baseUrl}/photographs?originalName=milwaukee-1936-slums-milwaukee-wisconsin.jpg`,
      { headers: { accept: 'application/ld+json' } },
    );
    const [slums] = ((await response.json()) as { 'hydra:member': Array<{ id: number }> })['hydra:member'];
    await openViewer(page, `/photographs/show/${slums?.id}`);
    await panel.getByRole('button', { name: 'Mehr Infos' }).click();
    const source = panel.getByTestId('source-line').getByRole('link', {
      name: 'Library of Congress, FSA/OWI Collection, fsa 8b26530',
    });
    expect(await source.getAttribute('href')).toBe('https://www.loc.gov/pictures/item/2017761462/');
    await saveScreenshot(page, 'viewer-source-line-de');
  });

  test('copy link shows its alert', async () => {
    await openViewer(page, `/photographs/show/${KAPELLBRUECKE}`);
    await page.getByRole('button', { name: 'Aktionen' }).click();
    await page.getByTestId('speed-dial-share').click();
    const dialog = page.getByRole('dialog', { name: 'Teilen' });
    await dialog.getByRole('link', { name: 'WhatsApp' }).waitFor();
    await expectAccessible(page, 'share dialog');
    await dialog.getByRole('button', { name: 'Link kopieren', exact: true }).click();
    await page.getByText('Link wurde erfolgreich kopiert').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseUrl}/photographs/show/${KAPELLBRUECKE}`,
    );
    await page.keyboard.press('Escape');
  });

  test('a link shared from a comment view opens that comment', async () => {
    await openViewer(page, `/photographs/show/${KAPELLBRUECKE}/1`);
    await page.getByTestId('active-comment').waitFor();
    await page.getByRole('button', { name: 'Aktionen' }).click();
    await page.getByTestId('speed-dial-share').click();
    const dialog = page.getByRole('dialog', { name: 'Teilen' });
    const whatsapp = await dialog.getByRole('link', { name: 'WhatsApp' }).getAttribute('href');
    expect(decodeURIComponent(whatsapp ?? '')).toContain(`${baseUrl}/photographs/show/${KAPELLBRUECKE}/1`);
    await dialog.getByRole('button', { name: 'Link kopieren', exact: true }).click();
    await page.getByText('Link wurde erfolgreich kopiert').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseUrl}/photographs/show/${KAPELLBRUECKE}/1`,
    );
    await page.keyboard.press('Escape');
  });

  test('actions that need sign-in open the sign-in prompt', async () => {
    await openViewer(page, `/photographs/show/${KAPELLBRUECKE}`);
    await page.getByRole('button', { name: 'Aktionen' }).click();
    await page.getByTestId('speed-dial-comment').click();
    await page.getByTestId('sign-in-required').waitFor();
    await page.keyboard.press('Escape');
  });

  test('a single RetroSnap opens directly from the strip', async () => {
    await openViewer(page, '/photographs/show/15');
    await page.getByTestId('related-strip').getByRole('link').click();
    await page.waitForURL(`${baseUrl}/retrosnaps/show/1`);
  });

  test('works on a phone and passes axe there', async () => {
    const phone = await openPage(browser, { viewport: PHONE, hasTouch: true, isMobile: true });
    await openViewer(phone, `/photographs/show/${KAPELLBRUECKE}`);
    await phone.getByTestId('comment-box-1').waitFor();
    // The landscape picture takes a fair share of the height (a plain fit leaves it at 30 %), and
    // the tools lie outside it, as do the comment rectangles.
    const { picture } = await pictureAndCanvas(phone);
    expect(picture.height / PHONE.height).toBeGreaterThan(0.36);
    const tools = await phone.getByRole('toolbar').boundingBox();
    if (!tools) throw new Error('no toolbar');
    expect(overlap(picture, tools)).toBe(false);
    const commentBox = await phone.getByTestId('comment-box-1').boundingBox();
    if (!commentBox) throw new Error('no comment box');
    expect(overlap(commentBox, tools)).toBe(false);
    await saveScreenshot(phone, 'viewer-phone');

    // A tap on a button leaves no tooltip behind.
    await phone.getByTestId('zoom-in').tap();
    await phone.getByTestId('toggle-info').tap();
    await phone.waitForTimeout(2500);
    expect(await phone.getByRole('tooltip').count()).toBe(0);
    await phone.getByTestId('toggle-info').tap();

    await phone.getByTestId('zoom-total').tap();
    await phone.getByTestId('rotate').tap();
    await poll(async () => {
      const { picture: turned, canvas } = await pictureAndCanvas(phone);
      return (await canvasState(phone)).rotation === 90 && inside(turned, canvas);
    }).toBe(true);
    await saveScreenshot(phone, 'viewer-phone-rotated');
    await phone.getByTestId('rotate').tap();
    await phone.getByTestId('rotate').tap();
    await phone.getByTestId('rotate').tap();
    await expectAccessible(phone, 'photograph viewer (phone)');
    await phone.context().close();
    expect(errors).toEqual([]);
  });
});
