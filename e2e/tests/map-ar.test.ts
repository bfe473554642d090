import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { api } from '../support/api';
import { expectAccessible } from '../support/axe';
import { DESKTOP, launchBrowser, PHONE, trackPageErrors } from '../support/browser';
import { fakeCameraVideo, launchWithFakeCamera, videoIn } from '../support/fake-camera';
import { repoRoot } from '../support/paths';
import { saveScreenshot } from '../support/screenshots';
import { signedInContext } from '../support/session';

const baseUrl = inject('baseUrl');
const poll = <T>(read: () => Promise<T> | T, timeout = 15_000) =>
  expect.poll(read, { timeout, interval: 200 });

/** What the fake camera films: the Kapellbrücke today would do; the demo picture stands in. */
const SCENE = join(repoRoot, 'apps/server/demo-archive/images/luzern-kapellbruecke-ca1895.jpg');
const QUIET = { showNotifications: false, showTour: false };
const SENSORS = ['accelerometer', 'gyroscope', 'magnetometer'];

interface NearbyItem {
  document: string;
  headline: string;
  geo: { lat: number; lon: number };
}

/** The point `metres` due west of `point`: from there `point` lies due east. */
function westOf(point: { lat: number; lon: number }, metres: number) {
  return {
    latitude: point.lat,
    longitude: point.lon - metres / (111_320 * Math.cos((point.lat * Math.PI) / 180)),
  };
}

/** The unit quaternion of W3C's Z-X'-Y'' angles (alpha, beta, gamma), as a sensor reports it. */
function quaternionOf(alpha: number, beta: number, gamma: number) {
  const half = (degrees: number) => (degrees * Math.PI) / 360;
  const [cz, sz] = [Math.cos(half(alpha)), Math.sin(half(alpha))];
  const [cx, sx] = [Math.cos(half(beta)), Math.sin(half(beta))];
  const [cy, sy] = [Math.cos(half(gamma)), Math.sin(half(gamma))];
  return {
    x: cz * sx * cy - sz * cx * sy,
    y: cz * cx * sy + sz * sx * cy,
    z: sz * cx * cy + cz * sx * sy,
    w: cz * cx * cy - sz * sx * sy,
  };
}

/**
 * Chromium's absolute-orientation sensor, emulated: the phone held upright, its back towards
 * `heading`. A sensor reports only changes (Chromium drops those under a tenth of a degree), so each
 * turn sends 16 readings jittering by half a degree either way, as a real one does, enough to fill
 * the 10-sample average.
 */
async function face(cdp: CDPSession, heading: number): Promise<void> {
  for (let step = 0; step < 16; step++) {
    const alpha = (360 - heading + (step % 2 === 0 ? 0.5 : -0.5) + 360) % 360;
    await cdp.send('Emulation.setSensorOverrideReadings', {
      type: 'absolute-orientation',
      reading: { quaternion: quaternionOf(alpha, 90, 0) },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('places around me /map-ar', () => {
  let folder: string;
  let camera: Browser;
  let plain: Browser;
  let target: NearbyItem;
  let device: { latitude: number; longitude: number };
  let arPathOf: (item: NearbyItem) => string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'retropics-map-ar-'));
    camera = await launchWithFakeCamera(await fakeCameraVideo(SCENE, videoIn(folder, 'kapellbruecke')));
    plain = await launchBrowser();
    const found = await api<{ 'hydra:member': NearbyItem[] }>(
      'GET',
      `/feed_items?groups[]=map&documentType=Photograph&text=${encodeURIComponent('Schützenfesthalle')}`,
      null,
    );
    target = found['hydra:member'][0] as NearbyItem;
    expect(target?.geo).toBeTruthy();
    // 250 m west of the festival hall: it, and the station 90 m closer, lie due east.
    device = westOf(target.geo, 250);
    // The tap leads to the photograph's AR view.
    arPathOf = (item) => `/image-ar/${item.document.split('/').pop()}`;
  });

  afterAll(async () => {
    await camera?.close();
    await plain?.close();
    await rm(folder, { recursive: true, force: true });
  });

  async function arPage(
    browser: Browser,
    viewport: { width: number; height: number },
    options: { compass: boolean; permissions?: string[]; getLocation?: boolean },
  ): Promise<{ page: Page; context: BrowserContext; cdp: CDPSession; errors: string[]; warnings: string[] }> {
    const { context } = await signedInContext(browser, {
      as: null,
      settings: { ...QUIET, ...(options.getLocation ? { getLocation: true } : {}) },
      context: {
        viewport,
        geolocation: device,
        // Chromium asks DeviceOrientationEvent.requestPermission() of its sensor permissions.
        permissions: [...(options.permissions ?? ['geolocation', 'camera']), ...SENSORS],
      },
    });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const cdp = await context.newCDPSession(page);
    // The sensor must be there, with a reading, before the page listens, as on a phone.
    if (options.compass) {
      await cdp.send('Emulation.setSensorOverrideEnabled', { enabled: true, type: 'absolute-orientation' });
      await face(cdp, 0);
    }
    return { page, context, cdp, errors, warnings };
  }

  const markerOf = (page: Page, item: NearbyItem) =>
    page.locator(`[data-testid="map-ar-marker"][data-document="${item.document}"]`);

  /** Where the card's centre is across the screen, 0 … 1. */
  const centreX = async (page: Page, item: NearbyItem) => {
    if ((await markerOf(page, item).count()) === 0) return Number.NaN;
    const box = await markerOf(page, item).boundingBox();
    const width = page.viewportSize()?.width ?? 1;
    return box ? (box.x + box.width / 2) / width : Number.NaN;
  };

  test('asks for the position, then draws the photographs east of the person where they are', async () => {
    const { page, context, cdp, errors } = await arPage(camera, PHONE, { compass: true });
    await page.goto(`${baseUrl}/map-ar`);
    // No position yet: the app's own near-me question comes first.
    const dialog = page.getByRole('dialog', { name: 'Standort verwenden?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Standort verwenden' }).click();
    await poll(() => page.getByTestId('map-ar').getAttribute('data-camera')).toBe('live');

    // Facing east: the festival hall straight ahead.
    await face(cdp, 90);
    await poll(() => page.getByTestId('map-ar-heading').getAttribute('data-heading')).toBe('90');
    await markerOf(page, target).waitFor();
    await poll(() => centreX(page, target)).toBeCloseTo(0.5, 1);
    await expect(markerOf(page, target).textContent()).resolves.toContain('250 m');
    await expect(page.getByTestId('map-ar-heading').textContent()).resolves.toBe('Blickrichtung 90° O');
    await saveScreenshot(page, 'map-ar-phone-east');
    await expectAccessible(page, 'map-ar phone');

    // Turned 20° to the north of it (facing 70°): the hall moves right of centre, by a third of
    // the half view (20° of the 60° the screen spans).
    await face(cdp, 70);
    await poll(() => centreX(page, target)).toBeCloseTo(0.5 + 20 / 60, 1);
    // Facing 110°: as far left of centre.
    await face(cdp, 110);
    await poll(() => centreX(page, target)).toBeCloseTo(0.5 - 20 / 60, 1);

    // Facing north: east is out of view; the right edge counts it.
    await face(cdp, 0);
    await poll(() => markerOf(page, target).count()).toBe(0);
    const right = page.getByTestId('map-ar-edge-right');
    await poll(async () => Number(await right.getAttribute('data-count'))).toBeGreaterThanOrEqual(3);
    await expect(right.textContent()).resolves.toMatch(/weitere Fotos rechts/);
    await saveScreenshot(page, 'map-ar-phone-north');

    // A tap opens the photograph's AR view: the card in front (the station, nearer than the hall
    // in the same direction) is the one under the finger. Back comes back to the places around.
    await face(cdp, 90);
    const front = page.getByTestId('map-ar-marker').first();
    const document = (await front.getAttribute('data-document')) ?? '';
    expect(document).not.toBe(target.document);
    await front.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === arPathOf({ ...target, document }));
    await page.goBack();
    await page.getByTestId('map-ar').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  test("the map's AR button opens it; close goes back to the map; desktop", async () => {
    const { page, context, cdp, errors } = await arPage(camera, DESKTOP, {
      compass: true,
      getLocation: true,
    });
    await page.goto(`${baseUrl}/map`);
    await page.getByRole('link', { name: 'AR-Modus: Orte um mich' }).click();
    await page.waitForURL(/\/map-ar$/);
    await face(cdp, 90);
    await markerOf(page, target).waitFor();
    await poll(() => centreX(page, target)).toBeCloseTo(0.5, 1);
    await saveScreenshot(page, 'map-ar-desktop-east');
    await expectAccessible(page, 'map-ar desktop');
    await page.getByRole('button', { name: 'Schließen', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/map');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('without camera and compass: a dark page listing the photographs by distance, with §8 logged', async () => {
    const { page, context, errors, warnings } = await arPage(plain, PHONE, {
      compass: false,
      permissions: ['geolocation'],
      getLocation: true,
    });
    await page.goto(`${baseUrl}/map-ar`);
    await poll(() => page.getByTestId('map-ar').getAttribute('data-camera')).toBe('failed');
    await page.getByTestId('map-ar-camera-off').waitFor();
    await page.getByText(/DeviceOrientation wird nicht unterstützt/).waitFor();
    expect(warnings).toContain('DeviceOrientation is not supported');
    expect(warnings).toContain('DeviceOrientationEvent is not supported by your browser.');
    const list = page.getByTestId('map-ar-list');
    await list.waitFor();
    // Nearest first: the station (160 m) before the festival hall (250 m).
    const texts = await list.getByTestId('map-ar-list-item').allTextContents();
    const hall = texts.findIndex((text) => text.includes('250 m'));
    expect(hall).toBeGreaterThan(0);
    expect(texts[hall]).toContain('250 m · O');
    await saveScreenshot(page, 'map-ar-phone-no-camera-no-compass');
    await expectAccessible(page, 'map-ar without camera and compass');
    await list.getByRole('link').nth(hall).click();
    await page.waitForURL((url) => url.pathname === arPathOf(target));
    expect(errors).toEqual([]);
    await context.close();
  });
});
