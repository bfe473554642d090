import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/database.js';
import { buildCollection } from '../../test/factories.js';
import {
  averageColour,
  multipart,
  pngBomb,
  signedIn,
  solidGif,
  solidPng,
  twoToneJpeg,
} from '../../test/media-fixtures.js';
import { type PolicyRequest, policyTable } from '../../test/policy.js';
import { createTestApp } from '../../test/test-app.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const MAX_BYTES = 300_000;
let t: TestApp;
let editor: Record<string, string>;
let user: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ environment: { MEDIA_MAX_UPLOAD_BYTES: String(MAX_BYTES) } });
  editor = await signedIn(t.app, 'editor');
  user = await signedIn(t.app, 'user');
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, body: ReturnType<typeof multipart>, headers: Record<string, string> = user) =>
  t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...headers } });

const get = (url: string) => t.app.inject({ method: 'GET', url });

async function storedFiles() {
  // Background pyramid work uses the scratch folder; let it finish so the listing is stable.
  await t.app.jobs.worker.drain();
  const root = t.app.config.mediaDir;
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter(
      (e) => e.isFile() && !e.parentPath.includes('.scratch') && !e.parentPath.includes(`${path.sep}demo`),
    )
    .map((e) => path.join(e.parentPath, e.name))
    .filter(
      (file) =>
        !file.includes(`${path.sep}derivatives${path.sep}`) && !file.includes(`${path.sep}tiles${path.sep}`),
    );
}
const uploadRows = async () =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from media_uploads`))[0]?.n ?? 0;
const scratchFiles = async () =>
  (await readdir(t.app.media.scratchDir)).filter((f) => f.startsWith('upload-'));

/** One small JPEG posted to `url`, as the web app sends an upload. */
async function imageUpload(url: string): Promise<PolicyRequest> {
  const body = multipart([{ field: 'file', name: 'a.jpg', body: await twoToneJpeg(40, 20) }]);
  return { method: 'POST', url, payload: body.payload, headers: body.headers };
}

describe('spec §6: the policy of each upload route', () => {
  const everyone = ['owner', 'user', 'editor', 'admin'] as const;
  policyTable(
    () => t.app,
    [
      {
        route: 'POST /image_galleries/upload',
        allowed: everyone,
        request: () => imageUpload('/image_galleries/upload'),
      },
      {
        route: 'POST /imagegallery/upload',
        allowed: everyone,
        request: () => imageUpload('/imagegallery/upload'),
      },
      { route: 'POST /retrosnap/upload', allowed: everyone, request: () => imageUpload('/retrosnap/upload') },
      {
        route: 'POST /products/imageUpload',
        allowed: ['admin'],
        request: () => imageUpload('/products/imageUpload'),
      },
      {
        route: 'POST /photograph_collections/{id}/upload',
        allowed: ['owner', 'editor', 'admin'],
        request: async (owner, app) =>
          imageUpload(
            `/photograph_collections/${(await buildCollection(app, { ownerId: owner.personId })).id}/upload`,
          ),
      },
    ],
  );
});

describe('upload calls need a signed-in person', () => {
  it.each([
    '/image_galleries/upload',
    '/imagegallery/upload',
    '/retrosnap/upload',
    '/products/imageUpload',
    '/photograph_collections/1/upload',
  ])('POST %s without a token is 401', async (url) => {
    const body = multipart([{ field: 'file', name: 'a.jpg', body: await twoToneJpeg(40, 20) }]);
    const response = await post(url, body, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()['@type']).toBe('hydra:Error');
  });
});

describe('POST image_galleries/upload and imagegallery/upload', () => {
  it('stores an album cover and answers hydra:member[0] with filePath, originalName and thumbnail', async () => {
    const response = await post(
      '/image_galleries/upload',
      multipart([{ field: 'file', name: 'Mein Album.jpg', body: await twoToneJpeg(400, 300) }]),
    );
    expect(response.statusCode).toBe(201);
    const [member] = response.json()['hydra:member'];
    expect(member).toMatchObject({ originalName: 'Mein Album.jpg', width: 400, height: 300 });
    expect(member.thumbnail).toBe(member.filePath);
    expect(member.filePath).toMatch(/^[0-9a-f-]{36}\.jpeg$/);
    for (const variant of ['display', 'lazy', 'big.jpeg', 'list.jpeg']) {
      const cover = await get(`/image_galleries/${member.thumbnail}/${variant}`);
      expect(cover.statusCode).toBe(200);
      expect(cover.headers['content-type']).toBe('image/jpeg');
    }
  });

  it('keeps a separate thumbnail when one is sent, and accepts PNG', async () => {
    const response = await post(
      '/imagegallery/upload',
      multipart([
        { field: 'file', name: 'cover.png', body: await solidPng(300, 200) },
        { field: 'thumbnail', name: 'thumb.png', body: await solidPng(120, 80) },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const [member] = response.json()['hydra:member'];
    expect(member.thumbnail).not.toBe(member.filePath);
    expect((await get(`/image_galleries/${member.thumbnail}/display`)).statusCode).toBe(200);
  });

  it.each(['/image_galleries/upload', '/imagegallery/upload'])(
    '%s refuses what is no image with a violation on its field and keeps nothing',
    async (url) => {
      const before = await storedFiles();
      const text = {
        field: 'file',
        name: 'cover.jpg',
        body: Buffer.from('just some text'),
        type: 'image/jpeg',
      };
      const response = await post(url, multipart([text]));
      expect(response.statusCode).toBe(422);
      expect(response.json().violations).toEqual([
        { propertyPath: 'file', message: expect.stringMatching(/Only JPEG, PNG and GIF/) },
      ]);
      const thumbnail = await post(
        url,
        multipart([
          { field: 'file', name: 'cover.png', body: await solidPng(30, 20) },
          { ...text, field: 'thumbnail' },
        ]),
      );
      expect(thumbnail.statusCode).toBe(422);
      expect(thumbnail.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([
        'thumbnail',
      ]);
      expect(await storedFiles()).toEqual(before);
    },
  );
});

describe('POST retrosnap/upload', () => {
  it('applies EXIF orientation, reads date and GPS, and builds the pyramid in the background', async () => {
    const photo = await twoToneJpeg(400, 200, {
      orientation: 6,
      date: '2024:06:01 10:20:30',
      gps: { latitude: 47.0516, longitude: 8.3072 },
    });
    const response = await post(
      '/retrosnap/upload',
      multipart([{ field: 'file', name: 'RetroSnap-1717230000000', body: photo, type: 'image/jpeg' }]),
    );
    expect(response.statusCode).toBe(201);
    const [member] = response.json()['hydra:member'];
    // Orientation 6 turns the picture a quarter clockwise: 400 × 200 is shown as 200 × 400.
    expect(member).toMatchObject({ width: 200, height: 400, dateTaken: '2024-06-01' });
    expect(member.geo.latitude).toBeCloseTo(47.0516, 3);
    expect(member.geo.longitude).toBeCloseTo(8.3072, 3);
    expect(member.filePath).toMatch(/^retrosnaps\/\d{4}-\d{2}\/[0-9a-f-]{36}\.jpeg$/);

    const thumbnail = await get(`/thumbnail/list/${member.filePath}.jpeg`);
    const meta = await sharp(thumbnail.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([200, 400]);
    // The left (red) half of the sensor image is the top after turning.
    const [red, , blue] = await averageColour(thumbnail.rawPayload, {
      left: 0,
      top: 0,
      width: 200,
      height: 150,
    });
    expect(red).toBeGreaterThan(200);
    expect(blue).toBeLessThan(60);

    await t.app.jobs.worker.drain();
    const job = await t.app.jobs.queue.find('media.pyramid', `photographs/${member.filePath}`);
    expect(job).toMatchObject({ state: 'done', attempts: 1 });
    expect(job?.result).toMatchObject({ width: 200, height: 400, levels: 10 });
    const descriptor = (await get(`/tiles/${member.filePath}.json`)).json();
    expect(descriptor).toMatchObject({ width: 200, height: 400, tileSize: 256, maxLevel: 9, ready: true });
    // Every thumbnail size was made with the pyramid: the first visitor waits for nothing.
    expect(
      await t.app.media.storage.stat(`derivatives/photographs/${member.filePath}/display.webp`),
    ).not.toBeNull();
  });
});

describe('POST products/imageUpload', () => {
  it('stores a product picture (GIF too) from an admin that /orders/{thumbnail}/display shows', async () => {
    const response = await post(
      '/products/imageUpload',
      multipart([{ field: 'file', name: 'print.gif', body: await solidGif(60, 40) }]),
      await signedIn(t.app, 'admin'),
    );
    expect(response.statusCode).toBe(201);
    const [member] = response.json()['hydra:member'];
    expect(member.filePath).toMatch(/\.gif$/);
    const display = await get(`/orders/${member.thumbnail}/display`);
    expect(display.statusCode).toBe(200);
    expect(display.headers['content-type']).toBe('image/jpeg');
  });
});

describe('refusals: clear JSON-LD errors and nothing stored', () => {
  const refusals: Array<[string, () => Promise<ReturnType<typeof multipart>>, number, RegExp]> = [
    [
      'a text file named .jpg',
      async () =>
        multipart([
          { field: 'file', name: 'photo.jpg', body: Buffer.from('just some text'), type: 'image/jpeg' },
        ]),
      415,
      /Only JPEG, PNG and GIF/,
    ],
    [
      // A picture, but a RetroSnap is a JPEG photograph: refused on its field (issue 17).
      'a WebP image (not a RetroSnap format)',
      async () =>
        multipart([
          {
            field: 'file',
            name: 'x.png',
            body: await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
              .webp()
              .toBuffer(),
          },
        ]),
      422,
      /JPEG photograph/,
    ],
    [
      'a file over the size limit',
      async () => {
        const big = Buffer.alloc(MAX_BYTES + 10_000, 7);
        big.set([0xff, 0xd8, 0xff, 0xe0]);
        return multipart([{ field: 'file', name: 'huge.jpg', body: big }]);
      },
      413,
      /larger than/,
    ],
    [
      'a decompression bomb (2.5 billion pixels in a few hundred bytes)',
      async () => multipart([{ field: 'file', name: 'bomb.png', body: pngBomb() }]),
      413,
      /more than 150,000,000 pixels/,
    ],
    [
      'a truncated JPEG',
      async () => {
        const whole = await sharp({
          create: {
            width: 300,
            height: 300,
            channels: 3,
            background: '#808080',
            noise: { type: 'gaussian', mean: 128, sigma: 40 },
          },
        })
          .jpeg()
          .toBuffer();
        return multipart([
          { field: 'file', name: 'cut.jpg', body: whole.subarray(0, Math.floor(whole.length / 2)) },
        ]);
      },
      422,
      /damaged/,
    ],
    ['no file at all', async () => multipart([], { title: 'nothing' }), 422, /Choose an image/],
  ];

  it.each(refusals)('refuses %s', async (_name, body, status, message) => {
    const before = { files: await storedFiles(), rows: await uploadRows() };
    const response = await post('/retrosnap/upload', await body());
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/application\/ld\+json/);
    expect(response.json()['hydra:description']).toMatch(message);
    expect(await storedFiles()).toEqual(before.files);
    expect(await uploadRows()).toBe(before.rows);
    expect(await scratchFiles()).toEqual([]);
  });

  it('refuses a non-multipart request', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/retrosnap/upload',
      headers: { ...user, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('POST /photograph_collections/{id}/upload', () => {
  async function collectionOwnedBy(who: 'editor' | 'admin') {
    const collections = (await get('/photograph_collections?itemsPerPage=1000')).json()[
      'hydra:member'
    ] as Array<{
      id: number;
      owner: string | null;
      photographsCount: number;
    }>;
    const people = (await get('/people?itemsPerPage=100')).json()['hydra:member'] as Array<{
      '@id': string;
      name: string;
    }>;
    const owner = people.find((p) => p.name === (who === 'editor' ? 'Maria Huber' : 'RetroPics Archiv'));
    return collections.find((c) => c.owner === owner?.['@id']) as { id: number; photographsCount: number };
  }

  it('lets an editor add photographs with back sides; EXIF date and GPS fill the record', async () => {
    const collection = await collectionOwnedBy('admin');
    const front = await twoToneJpeg(600, 400, {
      date: '1923:05:04 12:00:00',
      gps: { latitude: 46.6713, longitude: 11.1586 },
    });
    const response = await post(
      `/photograph_collections/${collection.id}/upload`,
      multipart(
        [
          { field: 'file', name: 'Meran Kurhaus.jpg', body: front },
          { field: 'back', name: 'Meran Kurhaus Rückseite.png', body: await solidPng(600, 400) },
        ],
        { title: 'Kurhaus Meran', locale: 'de' },
      ),
      editor,
    );
    expect(response.statusCode).toBe(201);
    const [photograph] = response.json()['hydra:member'];
    expect(photograph).toMatchObject({
      '@type': 'Photograph',
      originalName: 'Meran Kurhaus.jpg',
      size: [600, 400],
      backSize: [600, 400],
      dateText: '1923-05-04',
      fromYear: 1923,
      toYear: 1923,
      collection: `/photograph_collections/${collection.id}`,
    });
    expect(photograph.translations).toContainEqual(
      expect.objectContaining({ locale: 'de', name: 'Kurhaus Meran' }),
    );
    expect(photograph.place?.name ?? JSON.stringify(photograph.place)).toMatch(/Meran|Merano/);
    expect(photograph.filePath).toMatch(
      new RegExp(`^photograph_collection/raw/${collection.id}/[0-9a-f-]{36}\\.jpeg$`),
    );
    // The raw address of spec §7 is the stored original, byte for byte.
    const raw = await get(`/media/photographs/${photograph.filePath}`);
    expect(raw.rawPayload.equals(front)).toBe(true);
    const jobs = await queryRows<{ key: string }>(
      t.db,
      sql`select key from jobs where kind = 'media.pyramid'`,
    );
    expect(jobs.map((j) => j.key)).toEqual(
      expect.arrayContaining([
        `photographs/${photograph.filePath}`,
        `photographs/${photograph.backFilePath}`,
      ]),
    );
    const listed = (await get(`/photograph_collections/${collection.id}`)).json();
    expect(listed.photographsCount).toBe(collection.photographsCount + 1);
  });

  it('refuses a signed-in person who neither owns the collection nor edits the archive', async () => {
    const collection = await collectionOwnedBy('editor');
    const response = await post(
      `/photograph_collections/${collection.id}/upload`,
      multipart([{ field: 'file', name: 'a.jpg', body: await twoToneJpeg(40, 20) }]),
      user,
    );
    expect(response.statusCode).toBe(403);
    expect((await post('/photograph_collections/99999/upload', multipart([]), editor)).statusCode).toBe(404);
  });

  it('keeps nothing when the database write fails midway: no rows, no files', async () => {
    const collection = await collectionOwnedBy('admin');
    const before = {
      files: await storedFiles(),
      rows: await uploadRows(),
      count: collection.photographsCount,
    };
    const spy = vi.spyOn(t.app.media, 'enqueuePyramid').mockRejectedValueOnce(new Error('disk full'));
    const response = await post(
      `/photograph_collections/${collection.id}/upload`,
      multipart([{ field: 'file', name: 'a.jpg', body: await twoToneJpeg(40, 20) }]),
      editor,
    );
    spy.mockRestore();
    expect(response.statusCode).toBe(500);
    expect(await storedFiles()).toEqual(before.files);
    expect(await uploadRows()).toBe(before.rows);
    expect((await get(`/photograph_collections/${collection.id}`)).json().photographsCount).toBe(
      before.count,
    );
  });
});
