import { DEPTH_MAP_MESSAGES } from '@retropics/domain/contracts/depth-map.contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { depthExportKey } from '../../media/media-paths.js';
import { useTestApp } from '../../test/api-test-app.js';
import { buildPhotograph, type SignedIn, signedIn } from '../../test/factories.js';
import { multipart } from '../../test/media-fixtures.js';

const api = useTestApp({ seed: false });

let editor: SignedIn;
beforeAll(async () => {
  editor = await signedIn(api.app, 'editor');
});

/** Coloured noise: every pixel differs from its neighbours, so any shift shows. */
async function noise(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let index = 0; index < pixels.length; index++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[index] = seed >> 23;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** Far (black) around a near (white) rectangle in the middle. */
const nearRectangle = (width: number, height: number, shade = '#ffffff') =>
  sharp({ create: { width, height, channels: 3, background: '#000000' } })
    .composite([
      {
        input: { create: { width: width / 2, height: height / 2, channels: 3, background: shade } },
        left: width / 4,
        top: height / 4,
      },
    ])
    .png()
    .toBuffer();

async function setDepthMap(id: number, body: Buffer) {
  const form = multipart([{ field: 'file', name: 'depth.png', body }], { source: 'upload' });
  const response = await api.app.inject({
    method: 'PUT',
    url: `/photographs/${id}/depth_map`,
    payload: form.payload,
    headers: { ...form.headers, ...editor.headers },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().depthMapPath as string;
}

/** A 1200 × 800 photograph (display: 1024 × 683) with its original and, unless told, a depth map. */
async function photographWithDepth(options: { depth?: boolean; isHidden?: boolean } = {}) {
  const photograph = await buildPhotograph(api.app, { isHidden: options.isHidden ?? false });
  await api.app.media.storage.write(
    `photographs/${photograph.filePath}`,
    await noise(1200, 800),
    'image/jpeg',
  );
  const depthMapPath =
    options.depth === false ? null : await setDepthMap(photograph.id, await nearRectangle(600, 400));
  return { ...photograph, depthMapPath };
}

const fetchExport = (id: number, name: string, headers: Record<string, string> = {}) =>
  api.app.inject({ url: `/photographs/${id}/depth/${name}`, headers });

async function rawOf(body: Buffer) {
  return sharp(body).raw().toBuffer({ resolveWithObject: true });
}

/** Mean absolute difference of one channel of two same-sized raw RGB pictures. */
function channelDifference(a: Buffer, b: Buffer, channel: number) {
  let sum = 0;
  for (let index = channel; index < a.length; index += 3)
    sum += Math.abs((a[index] as number) - (b[index] as number));
  return sum / (a.length / 3);
}

describe('GET /photographs/{id}/depth/{name}', () => {
  it('answers a side-by-side stereo pair of the display picture whose halves differ', async () => {
    const { id } = await photographWithDepth();
    const response = await fetchExport(id, 'stereo.jpeg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['content-disposition']).toBe(`inline; filename="retropics-${id}-stereo.jpeg"`);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.headers.etag).toBeTruthy();
    const { data, info } = await rawOf(response.rawPayload);
    expect(info).toMatchObject({ width: 2048, height: 683 });
    const left = await sharp(response.rawPayload)
      .extract({ left: 0, top: 0, width: 1024, height: 683 })
      .raw()
      .toBuffer();
    const right = await sharp(response.rawPayload)
      .extract({ left: 1024, top: 0, width: 1024, height: 683 })
      .raw()
      .toBuffer();
    expect(channelDifference(left, right, 1)).toBeGreaterThan(10);
    // The far border stays in place in both views: only the near rectangle moved.
    const farLeft = await sharp(response.rawPayload)
      .extract({ left: 0, top: 0, width: 1024, height: 100 })
      .raw()
      .toBuffer();
    const farRight = await sharp(response.rawPayload)
      .extract({ left: 1024, top: 0, width: 1024, height: 100 })
      .raw()
      .toBuffer();
    expect(channelDifference(farLeft, farRight, 1)).toBeLessThan(6);
    expect(data.length).toBe(2048 * 683 * 3);

    const again = await fetchExport(id, 'stereo.jpeg', { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('answers a red–cyan anaglyph whose red comes from the left view and green from the right', async () => {
    const { id } = await photographWithDepth();
    const response = await fetchExport(id, 'anaglyph.jpeg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const anaglyph = await rawOf(response.rawPayload);
    expect(anaglyph.info).toMatchObject({ width: 1024, height: 683 });
    const stereo = (await fetchExport(id, 'stereo.jpeg')).rawPayload;
    const left = await sharp(stereo).extract({ left: 0, top: 0, width: 1024, height: 683 }).raw().toBuffer();
    const right = await sharp(stereo)
      .extract({ left: 1024, top: 0, width: 1024, height: 683 })
      .raw()
      .toBuffer();
    const red = {
      left: channelDifference(anaglyph.data, left, 0),
      right: channelDifference(anaglyph.data, right, 0),
    };
    const green = {
      left: channelDifference(anaglyph.data, left, 1),
      right: channelDifference(anaglyph.data, right, 1),
    };
    expect(red.left).toBeLessThan(red.right / 2);
    expect(green.right).toBeLessThan(green.left / 2);
  });

  it('answers a looping wiggle GIF of several frames', async () => {
    const { id } = await photographWithDepth();
    const response = await fetchExport(id, 'wiggle.gif');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/gif');
    expect(response.headers['content-disposition']).toBe(`inline; filename="retropics-${id}-wiggle.gif"`);
    const metadata = await sharp(response.rawPayload, { animated: true }).metadata();
    expect(metadata).toMatchObject({ format: 'gif', width: 640, pageHeight: 427, loop: 0 });
    expect(metadata.pages).toBeGreaterThanOrEqual(4);
    const first = await sharp(response.rawPayload, { page: 0 }).raw().toBuffer();
    const second = await sharp(response.rawPayload, { page: 2 }).raw().toBuffer();
    expect(channelDifference(first, second, 1)).toBeGreaterThan(3);
  });

  it('keeps each export beside the depth map, and makes new ones (removing the old) for a new map', async () => {
    const { id, depthMapPath } = await photographWithDepth();
    const first = await fetchExport(id, 'anaglyph.jpeg');
    const key = depthExportKey(depthMapPath as string, 'anaglyph.jpeg');
    expect(await api.app.media.storage.stat(key)).not.toBeNull();
    const newPath = await setDepthMap(id, await nearRectangle(600, 400, '#808080'));
    expect(await api.app.media.storage.stat(key)).toBeNull();
    const second = await fetchExport(id, 'anaglyph.jpeg');
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(await api.app.media.storage.stat(depthExportKey(newPath, 'anaglyph.jpeg'))).not.toBeNull();
  });

  it('answers 404 with a clear error without a depth map, for an unknown photograph, and 400 for an unknown export', async () => {
    const { id } = await photographWithDepth({ depth: false });
    const without = await fetchExport(id, 'stereo.jpeg');
    expect(without.statusCode).toBe(404);
    expect(without.json()).toMatchObject({
      '@type': 'hydra:Error',
      'hydra:description': DEPTH_MAP_MESSAGES.missing,
    });
    expect((await fetchExport(999_999, 'stereo.jpeg')).statusCode).toBe(404);
    expect((await fetchExport(id, 'stereo.png')).statusCode).toBe(400);
  });

  it("shows a hidden photograph's exports only to those who may see it, never to a shared cache", async () => {
    const { id } = await photographWithDepth({ isHidden: true });
    const stranger = await signedIn(api.app);
    expect((await fetchExport(id, 'anaglyph.jpeg')).statusCode).toBe(404);
    expect((await fetchExport(id, 'anaglyph.jpeg', stranger.headers)).statusCode).toBe(404);
    const seen = await fetchExport(id, 'anaglyph.jpeg', editor.headers);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('private, no-cache');
    expect(String(seen.headers.vary)).toMatch(/authorization/i);
  });
});
