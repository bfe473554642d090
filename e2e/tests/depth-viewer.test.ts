import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { api, callApi } from '../support/api';
import { expectAccessible } from '../support/axe';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP, launchBrowser, trackPageErrors } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';
import { type Session, signedInContext, signInThroughApi } from '../support/session';
import { chooseFromDial } from '../support/speed-dial';
import { uploadWithBackSide } from '../support/uploads';
import { nextFrames } from '../support/waiting';

const baseUrl = inject('baseUrl');
const { poll } = expect;
const TITLE = 'Tiefenkarte Löwendenkmal';

type Photograph = {
  id: number;
  filePath: string;
  size: [number, number];
  depthMapPath: string | null;
  depthMapData: { source: string; width: number; height: number } | null;
};

/**
 * A depth map made from the real picture: its grey values (near things in this postcard are the
 * dark stone and trees) mixed with a vertical gradient (the ground near at the bottom, the sky far).
 */
async function depthMapOf(photograph: Photograph): Promise<Buffer> {
  const original = Buffer.from(
    await (await fetch(`${baseUrl}/media/photographs/${photograph.filePath}`)).arrayBuffer(),
  );
  const width = 400;
  const height = Math.round((width * photograph.size[1]) / photograph.size[0]);
  const grey = await sharp(original).greyscale().resize(width, height, { fit: 'fill' }).raw().toBuffer();
  const depth = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = y * width + x;
      depth[index] = Math.round(0.7 * ((255 * y) / (height - 1)) + 0.3 * (255 - (grey[index] ?? 0)));
    }
  }
  return sharp(depth, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}

/** The share of pixels that differ clearly between two screenshots of the same element. */
async function differingShare(first: Buffer, second: Buffer): Promise<number> {
  const [a, b] = await Promise.all(
    [first, second].map((png) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (!a || !b || a.data.length !== b.data.length) return 1;
  let differing = 0;
  const pixels = a.data.length / 3;
  for (let index = 0; index < a.data.length; index += 3) {
    const delta =
      Math.abs((a.data[index] ?? 0) - (b.data[index] ?? 0)) +
      Math.abs((a.data[index + 1] ?? 0) - (b.data[index + 1] ?? 0)) +
      Math.abs((a.data[index + 2] ?? 0) - (b.data[index + 2] ?? 0));
    if (delta > 24) differing++;
  }
  return differing / pixels;
}

async function live(viewer: Locator): Promise<void> {
  await poll(() => viewer.getAttribute('data-state'), { timeout: 15_000 }).toBe('live');
}

/** Points at a place of the canvas (fractions of it) and waits for the glide to end. */
async function pointAt(page: Page, canvas: Locator, fx: number, fy: number): Promise<Buffer> {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  await page.mouse.move(box.x + box.width * fx, box.y + box.height * fy, { steps: 4 });
  await page.waitForTimeout(700);
  await nextFrames(page, 3);
  return canvas.screenshot();
}

describe('2.5D depth viewer', () => {
  let browser: Browser;
  let editor: Session;
  let photograph: Photograph;
  const contexts: BrowserContext[] = [];

  async function pageWith(options: {
    as?: 'editor' | null;
    show25D?: boolean;
    desktop?: boolean;
    reducedMotion?: boolean;
  }): Promise<Page> {
    const { context } = await signedInContext(browser, {
      as: options.as ?? null,
      settings: { showNotifications: false, showTour: false, show25DPhotos: options.show25D ?? true },
      context: {
        serviceWorkers: 'block',
        acceptDownloads: true,
        ...(options.desktop ? { viewport: DESKTOP } : {}),
        ...(options.reducedMotion ? { reducedMotion: 'reduce' as const } : {}),
      },
    });
    contexts.push(context);
    return context.newPage();
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    editor = await signInThroughApi('editor');
    const id = await uploadWithBackSide(TITLE);
    photograph = await api<Photograph>('GET', `/photographs/${id}`, null);
  });
  afterAll(async () => {
    // The demo archive has no depth maps; this photograph leaves none behind for the other files.
    if (photograph) await callApi('DELETE', `/photographs/${photograph.id}`, editor);
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  test('without a depth map, /viewer25d says so and offers an editor the upload', async () => {
    const page = await pageWith({ as: 'editor' });
    await page.goto(`${baseUrl}/viewer25d/${photograph.id}`);
    await page.getByTestId('viewer25d-no-depth-map').waitFor();
    await page.getByRole('link', { name: 'Tiefenkarte hinzufügen', exact: true }).click();
    await page.waitForURL(`${baseUrl}/photographs/edit/${photograph.id}#depth-map`);
    await page.getByTestId('depth-map-none').waitFor();
  });

  test('an editor uploads a depth map; a file of the wrong shape is refused with the reason', async () => {
    const page = await pageWith({ as: 'editor', desktop: true });
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/photographs/edit/${photograph.id}`);
    const section = page.getByTestId('photograph-edit-depth-map');
    await section.waitFor();

    const square = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#808080' } })
      .png()
      .toBuffer();
    await section
      .getByTestId('depth-map-file')
      .setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: square });
    await expect
      .poll(() => section.getByTestId('depth-map-error').textContent(), { timeout: 15_000 })
      .toMatch(/\S/);

    await section
      .getByTestId('depth-map-file')
      .setInputFiles({ name: 'depth.png', mimeType: 'image/png', buffer: await depthMapOf(photograph) });
    await expect
      .poll(() => section.getByTestId('depth-map-source').textContent(), { timeout: 15_000 })
      .toBe('Von der Redaktion hochgeladen');
    await poll(
      async () => (await api<Photograph>('GET', `/photographs/${photograph.id}`, null)).depthMapData?.source,
    ).toBe('upload');
    expect(errors).toEqual([]);
  });

  test('the editor paints a correction by pointer and keyboard and saves it as a painted map', async () => {
    const page = await pageWith({ as: 'editor', desktop: true });
    await page.goto(`${baseUrl}/photographs/edit/${photograph.id}`);
    const section = page.getByTestId('photograph-edit-depth-map');
    await section.getByRole('button', { name: 'Korrekturen malen', exact: true }).click();
    const canvas = section.getByTestId('depth-paint-canvas');
    await canvas.waitFor();
    const undo = section.getByRole('button', { name: 'Rückgängig', exact: true });
    await expect.poll(() => undo.isDisabled()).toBe(true);
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no canvas');
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.3, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => undo.isDisabled()).toBe(false);
    await undo.click();
    await expect.poll(() => undo.isDisabled()).toBe(true);
    await canvas.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(() => undo.isDisabled()).toBe(false);
    await expectAccessible(page, 'photograph edit: depth map painter');
    await saveScreenshot(page, 'depth-map-painter-desktop', true);
    const before = (await api<Photograph>('GET', `/photographs/${photograph.id}`, null)).depthMapPath;
    await section.getByTestId('depth-paint-save').click();
    await expect
      .poll(() => section.getByTestId('depth-map-source').textContent(), { timeout: 15_000 })
      .toBe('Von der Redaktion übermalt');
    const after = await api<Photograph>('GET', `/photographs/${photograph.id}`, null);
    expect(after.depthMapData?.source).toBe('painted');
    expect(after.depthMapPath).not.toBe(before);
  });

  test('/viewer25d draws the photograph in WebGL and moves it with the pointer', async () => {
    const page = await pageWith({ desktop: true });
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/viewer25d/${photograph.id}`);
    const viewer = page.getByTestId('depth-viewer');
    await live(viewer);
    const canvas = viewer.locator('canvas');
    const left = await pointAt(page, canvas, 0.1, 0.5);
    const right = await pointAt(page, canvas, 0.9, 0.5);
    expect(await differingShare(left, right)).toBeGreaterThan(0.05);
    // The same place again draws the same picture: the difference comes from the pointer.
    const leftAgain = await pointAt(page, canvas, 0.1, 0.5);
    expect(await differingShare(left, leftAgain)).toBeLessThan(0.01);

    // A stronger effect moves further.
    await page.getByTestId('depth-strength').getByRole('slider').focus();
    await page.keyboard.press('End');
    const strong = await pointAt(page, canvas, 0.1, 0.5);
    expect(await differingShare(left, strong)).toBeGreaterThan(0.02);

    await expectAccessible(page, '2.5D viewer');
    await saveScreenshot(page, 'viewer25d-desktop');
    expect(errors).toEqual([]);
  });

  test('reduced motion: no loop and no tilt, the picture stays still unless dragged', async () => {
    const page = await pageWith({ reducedMotion: true });
    await page.goto(`${baseUrl}/viewer25d/${photograph.id}`);
    const viewer = page.getByTestId('depth-viewer');
    await live(viewer);
    await expect
      .poll(() => page.getByRole('button', { name: 'Schleife', exact: true }).isDisabled())
      .toBe(true);
    await expect
      .poll(() => page.getByRole('button', { name: 'Neigen', exact: true }).isDisabled())
      .toBe(true);
    const canvas = viewer.locator('canvas');
    await nextFrames(page, 3);
    const first = await canvas.screenshot();
    await page.waitForTimeout(1500);
    const later = await canvas.screenshot();
    expect(await differingShare(first, later)).toBeLessThan(0.005);
    // Hovering does not move it either; dragging does.
    const hovered = await pointAt(page, canvas, 0.9, 0.5);
    expect(await differingShare(first, hovered)).toBeLessThan(0.005);
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no canvas');
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.05, box.y + box.height * 0.5, { steps: 4 });
    await page.waitForTimeout(700);
    const dragged = await canvas.screenshot();
    await page.mouse.up();
    expect(await differingShare(first, dragged)).toBeGreaterThan(0.02);
    await expectAccessible(page, '2.5D viewer, reduced motion');
    await saveScreenshot(page, 'viewer25d-phone');
  });

  test('without WebGL the screen shows the plain picture and says why', async () => {
    const noWebGl = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--disable-webgl', '--disable-3d-apis'],
      headless: true,
    });
    try {
      const { context } = await signedInContext(noWebGl, {
        as: null,
        settings: { showNotifications: false, showTour: false },
        context: { serviceWorkers: 'block' },
      });
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      await page.goto(`${baseUrl}/viewer25d/${photograph.id}`);
      await page.getByTestId('depth-unavailable').waitFor();
      expect(await page.getByTestId('depth-unavailable').textContent()).toContain(
        'WebGL ist auf diesem Gerät nicht verfügbar',
      );
      const viewer = page.getByTestId('depth-viewer');
      expect(await viewer.getAttribute('data-state')).toBe('unavailable-webgl');
      expect(await viewer.locator('canvas').count()).toBe(0);
      await poll(() =>
        viewer.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBeGreaterThan(0);
      await expectAccessible(page, '2.5D viewer without WebGL');
      expect(errors).toEqual([]);
    } finally {
      await noWebGl.close();
    }
  });

  test('the export buttons download a stereo pair, an anaglyph and a wiggle animation', async () => {
    const page = await pageWith({ desktop: true });
    await page.goto(`${baseUrl}/viewer25d/${photograph.id}`);
    for (const [key, type, magic] of [
      ['stereo', 'jpeg', 'ffd8'],
      ['anaglyph', 'jpeg', 'ffd8'],
      ['wiggle', 'gif', '4749'],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId(`depth-export-${key}`).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${type}$`));
      const path = await download.path();
      const bytes = Buffer.from(await (await import('node:fs/promises')).readFile(path));
      expect(bytes.subarray(0, 2).toString('hex')).toBe(magic);
    }
  });

  test("the viewer's speed dial leads to the 2.5D view when the setting is on", async () => {
    const page = await pageWith({ desktop: true });
    await page.goto(`${baseUrl}/photographs/show/${photograph.id}`);
    await chooseFromDial(page, 'speed-dial-depth25d');
    await page.waitForURL(`${baseUrl}/viewer25d/${photograph.id}`);
    await page.getByTestId('viewer25d-close').click();
    await page.waitForURL(`${baseUrl}/photographs/show/${photograph.id}`);
  });

  test('the feed card moves in depth with the setting on and is the plain picture with it off', async () => {
    const search = `${baseUrl}/feed?text=${encodeURIComponent('Tiefenkarte')}`;
    const on = await pageWith({ desktop: true });
    await on.goto(search);
    const card = on.locator('[data-document-type="Photograph"]', { hasText: TITLE });
    await card.waitFor();
    const viewer = card.getByTestId('depth-viewer');
    await live(viewer);
    const canvas = viewer.locator('canvas');
    const a = await pointAt(on, canvas, 0.1, 0.5);
    const b = await pointAt(on, canvas, 0.9, 0.5);
    expect(await differingShare(a, b)).toBeGreaterThan(0.03);
    await expectAccessible(on, 'feed with a depth card');
    await saveScreenshot(on, 'feed-depth-card-desktop');

    const off = await pageWith({ desktop: true, show25D: false });
    await off.goto(search);
    const plain = off.locator('[data-document-type="Photograph"]', { hasText: TITLE });
    await plain.locator('img').first().waitFor();
    expect(await plain.getByTestId('depth-viewer').count()).toBe(0);
    expect(await plain.locator('canvas').count()).toBe(0);
  });
});
