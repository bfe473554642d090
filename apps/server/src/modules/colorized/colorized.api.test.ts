import { COLORIZED_MESSAGES } from '@retropics/domain/contracts/colorized.contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test-app.js';
import { buildPhotograph, type SignedIn, signedIn } from '../../test/factories.js';
import { averageColour, multipart } from '../../test/media-fixtures.js';
import { policyTable } from '../../test/policy.js';

const api = useTestApp({ seed: false });
const { call, violationsOf } = api;

const grey = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7a7a7a' } })
    .jpeg()
    .toBuffer();
const orange = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: '#e07020' } })
    .toFormat(format)
    .toBuffer();

/** A black-and-white photograph whose sides are stored: front 600 × 400, back 300 × 450. */
async function storedPhotograph(options: { back?: boolean; blackAndWhite?: boolean } = {}) {
  const photograph = await buildPhotograph(api.app, {
    width: 600,
    height: 400,
    isBlackAndWhite: options.blackAndWhite ?? true,
    ...(options.back && {
      backFilePath: `factory/back-${Date.now()}-${Math.random()}.jpg`,
      backOriginalName: 'back.jpg',
      backWidth: 300,
      backHeight: 450,
    }),
  });
  const { storage } = api.app.media;
  await storage.write(`photographs/${photograph.filePath}`, await grey(600, 400), 'image/jpeg');
  if (photograph.backFilePath)
    await storage.write(`photographs/${photograph.backFilePath}`, await grey(300, 450), 'image/jpeg');
  return photograph;
}

function uploadRequest(id: number, side: 'front' | 'back', body: Buffer, name = 'colour.jpg') {
  const form = multipart([{ field: 'file', name, body }]);
  return {
    method: 'PUT' as const,
    url: `/photographs/${id}/colorized/${side}`,
    headers: form.headers,
    payload: form.payload,
  };
}

async function upload(as: SignedIn, id: number, side: 'front' | 'back', body: Buffer, name?: string) {
  const request = uploadRequest(id, side, body, name);
  const response = await api.app.inject({ ...request, headers: { ...request.headers, ...as.headers } });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

const photographOf = async (id: number) => (await call('GET', `/photographs/${id}`, null)).body;

async function thumbnail(path: string) {
  const response = await api.app.inject({ method: 'GET', url: `/thumbnail/display/${path}` });
  expect(response.statusCode, path).toBe(200);
  return response.rawPayload;
}

/** How far a picture is from grey: red minus blue of its mean colour. */
const warmth = async (image: Buffer) => {
  const [red, , blue] = await averageColour(image);
  return red - blue;
};

describe('colorized versions', () => {
  policyTable(
    () => api.app,
    [
      {
        route: 'PUT /photographs/{id}/colorized/{side} (editors and admins)',
        ownerRole: 'editor',
        allowed: ['owner', 'editor', 'admin'],
        request: async () => uploadRequest((await storedPhotograph()).id, 'front', await orange(600, 400)),
      },
      {
        route: 'DELETE /photographs/{id}/colorized/{side} (editors and admins)',
        ownerRole: 'editor',
        allowed: ['owner', 'editor', 'admin'],
        request: async (_owner, app) => {
          const photograph = await storedPhotograph();
          const editor = await signedIn(app, 'editor');
          expect((await upload(editor, photograph.id, 'front', await orange(600, 400))).status).toBe(200);
          return { method: 'DELETE', url: `/photographs/${photograph.id}/colorized/front` };
        },
      },
    ],
  );

  it('stores an upload at the original size: the photograph, its thumbnails and, after the job, its tiles show it', async () => {
    const editor = await signedIn(api.app, 'editor');
    const photograph = await storedPhotograph();
    // 1 % wider than the original: within the tolerance, stretched to 600 × 400.
    const saved = await upload(editor, photograph.id, 'front', await orange(606, 400, 'png'), 'colour.png');
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      '@type': 'ColorizedVersion',
      photograph: `/photographs/${photograph.id}`,
      side: 'front',
      hasColorized: true,
      hasColorizedBack: false,
      width: 600,
      height: 400,
      source: 'upload',
    });
    expect(await photographOf(photograph.id)).toMatchObject({ hasColorized: true, hasColorizedBack: false });

    const stored = await api.app.media.storage.read(`colorized/${photograph.filePath}`);
    expect(stored && (await sharp(stored.body).metadata())).toMatchObject({
      format: 'jpeg',
      width: 600,
      height: 400,
    });

    const colorized = await thumbnail(`colorized.${photograph.filePath}.jpeg`);
    const plain = await thumbnail(`${photograph.filePath}.jpeg`);
    expect(await warmth(colorized)).toBeGreaterThan(100);
    expect(Math.abs(await warmth(plain))).toBeLessThan(5);

    const feed = await call('GET', '/feed_items', null);
    const card = (feed.body['hydra:member'] as Array<Record<string, unknown>>).find(
      (member) => member.document === `/photographs/${photograph.id}`,
    );
    expect(card).toMatchObject({ hasColorized: true });

    // Spec §4: a photograph no longer marked black-and-white shows no colorized card.
    const marked = await call('PUT', `/photographs/${photograph.id}`, editor, { isBlackAndWhite: false });
    expect(marked.status, JSON.stringify(marked.body)).toBeLessThan(300);
    const plainFeed = await call('GET', '/feed_items', null);
    expect(
      (plainFeed.body['hydra:member'] as Array<Record<string, unknown>>).find(
        (member) => member.document === `/photographs/${photograph.id}`,
      ),
    ).toMatchObject({ hasColorized: false });
    await call('PUT', `/photographs/${photograph.id}`, editor, { isBlackAndWhite: true });

    await api.app.jobs.worker.drain();
    const job = await api.app.jobs.queue.find('media.pyramid', `colorized/${photograph.filePath}`);
    expect(job).toMatchObject({ state: 'done' });
    const descriptor = await api.app.inject({
      method: 'GET',
      url: `/tiles/colorized/${photograph.filePath}.json`,
    });
    expect(descriptor.json()).toMatchObject({ width: 600, height: 400, ready: true });
    const tile = await api.app.inject({
      method: 'GET',
      url: `/tiles/colorized/${photograph.filePath}/8-0-0.jpeg`,
    });
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['x-media-note']).toBeUndefined();
    expect(tile.headers['cache-control']).toBe('public, no-cache');
    expect(await warmth(tile.rawPayload)).toBeGreaterThan(100);
  });

  it('replaces an earlier version: its old thumbnails are gone, the new picture is served', async () => {
    const editor = await signedIn(api.app, 'editor');
    const photograph = await storedPhotograph();
    expect((await upload(editor, photograph.id, 'front', await orange(600, 400))).status).toBe(200);
    expect(await warmth(await thumbnail(`colorized.${photograph.filePath}.jpeg`))).toBeGreaterThan(100);
    const blue = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2050e0' } })
      .jpeg()
      .toBuffer();
    expect((await upload(editor, photograph.id, 'front', blue)).status).toBe(200);
    expect(await warmth(await thumbnail(`colorized.${photograph.filePath}.jpeg`))).toBeLessThan(-100);
  });

  it('takes the back of a photograph that has one, at the back’s size', async () => {
    const editor = await signedIn(api.app, 'editor');
    const photograph = await storedPhotograph({ back: true });
    const saved = await upload(editor, photograph.id, 'back', await orange(300, 450));
    expect(saved.body).toMatchObject({
      hasColorized: false,
      hasColorizedBack: true,
      width: 300,
      height: 450,
    });
    expect(await photographOf(photograph.id)).toMatchObject({ hasColorized: false, hasColorizedBack: true });
    expect(await warmth(await thumbnail(`colorized.${photograph.backFilePath}.jpeg`))).toBeGreaterThan(100);

    // Swapping the sides takes each side's colorized version with its file.
    const swapped = await call('PUT', `/photographs/${photograph.id}`, editor, { swapSides: true });
    expect(swapped.status, JSON.stringify(swapped.body)).toBeLessThan(300);
    expect(await photographOf(photograph.id)).toMatchObject({ hasColorized: true, hasColorizedBack: false });

    const alone = await storedPhotograph();
    const refused = await upload(editor, alone.id, 'back', await orange(300, 450));
    expect(violationsOf(refused)).toEqual([{ propertyPath: 'side', message: COLORIZED_MESSAGES.noBack }]);
  });

  it('refuses what cannot be a colorized version with a clear 422, keeping the stored one', async () => {
    const editor = await signedIn(api.app, 'editor');
    const coloured = await storedPhotograph({ blackAndWhite: false });
    expect(violationsOf(await upload(editor, coloured.id, 'front', await orange(600, 400)))).toEqual([
      { propertyPath: 'file', message: COLORIZED_MESSAGES.notBlackAndWhite },
    ]);

    const photograph = await storedPhotograph();
    expect((await upload(editor, photograph.id, 'front', await orange(600, 400))).status).toBe(200);
    const before = await thumbnail(`colorized.${photograph.filePath}.jpeg`);

    const [ratio] = violationsOf(await upload(editor, photograph.id, 'front', await orange(400, 400)));
    expect(ratio?.message).toBe(COLORIZED_MESSAGES.ratio(1, 1.5));
    expect(ratio?.message).toContain('1.000');
    expect(ratio?.message).toContain('1.500');

    const text = Buffer.from('this is not a picture at all, only words pretending');
    expect(violationsOf(await upload(editor, photograph.id, 'front', text, 'picture.jpg'))).toEqual([
      { propertyPath: 'file', message: COLORIZED_MESSAGES.notAnImage },
    ]);
    // A JPEG's first bytes and then nothing: a damaged file is no picture either.
    const broken = (await orange(600, 400)).subarray(0, 200);
    expect(violationsOf(await upload(editor, photograph.id, 'front', broken))).toEqual([
      { propertyPath: 'file', message: COLORIZED_MESSAGES.notAnImage },
    ]);
    const gif = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#e07020' } })
      .gif()
      .toBuffer();
    expect(violationsOf(await upload(editor, photograph.id, 'front', gif))[0]?.message).toBe(
      COLORIZED_MESSAGES.notAnImage,
    );

    expect(await photographOf(photograph.id)).toMatchObject({ hasColorized: true });
    expect(await thumbnail(`colorized.${photograph.filePath}.jpeg`)).toEqual(before);
  });

  it('answers 404 for an unknown photograph and 400 for an unknown side', async () => {
    const editor = await signedIn(api.app, 'editor');
    const missing = await upload(editor, 2_000_000, 'front', await orange(600, 400));
    expect(missing.status).toBe(404);
    expect(missing.body['hydra:description']).toBe('Photograph not found.');
    expect((await call('DELETE', '/photographs/2000000/colorized/front', editor)).status).toBe(404);
    const photograph = await storedPhotograph();
    const side = await api.app.inject({
      method: 'DELETE',
      url: `/photographs/${photograph.id}/colorized/left`,
      headers: editor.headers,
    });
    expect(side.statusCode).toBe(400);
  });

  it('removes a version with its thumbnails, tiles and flag; the address falls back to the original', async () => {
    const editor = await signedIn(api.app, 'editor');
    const photograph = await storedPhotograph();
    expect((await upload(editor, photograph.id, 'front', await orange(600, 400))).status).toBe(200);
    await api.app.jobs.worker.drain();
    expect(await api.app.media.tiles.isBuilt({ namespace: 'colorized', path: photograph.filePath })).toBe(
      true,
    );

    const removed = await call('DELETE', `/photographs/${photograph.id}/colorized/front`, editor);
    expect(removed.status).toBe(204);
    expect(await photographOf(photograph.id)).toMatchObject({ hasColorized: false });
    const { storage, tiles } = api.app.media;
    expect(await storage.stat(`colorized/${photograph.filePath}`)).toBeNull();
    expect(await tiles.isBuilt({ namespace: 'colorized', path: photograph.filePath })).toBe(false);
    expect(await storage.stat(`derivatives/colorized/${photograph.filePath}/display.jpeg`)).toBeNull();
    expect(Math.abs(await warmth(await thumbnail(`colorized.${photograph.filePath}.jpeg`)))).toBeLessThan(5);
    expect((await call('DELETE', `/photographs/${photograph.id}/colorized/front`, editor)).status).toBe(404);
  });
});
