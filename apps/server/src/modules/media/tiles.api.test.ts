import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { enqueueMissingPyramids } from '../../media/pyramid-jobs.js';
import { levelGeometry, pyramidGeometry } from '../../media/tile.service.js';
import { twoToneJpeg } from '../../test/media-fixtures.js';
import { createTestApp } from '../../test/test-app.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A known image: 1000 × 600 px, so the pyramid has levels 0..10 and a ragged last column and row. */
const known = 'test/known-1000x600.jpg';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.media.storage.write(`photographs/${known}`, await twoToneJpeg(1000, 600), 'image/jpeg');
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const size = async (body: Buffer) => {
  const meta = await sharp(body).metadata();
  return [meta.width, meta.height];
};

describe('deep-zoom pyramid of a known image', () => {
  it('has the Deep Zoom geometry: 256 px tiles, level 0 is one pixel, level 10 the full image', () => {
    const geometry = pyramidGeometry(1000, 600);
    expect(geometry.maxLevel).toBe(10);
    expect(levelGeometry(geometry, 10)).toEqual({ width: 1000, height: 600, columns: 4, rows: 3 });
    expect(levelGeometry(geometry, 9)).toEqual({ width: 500, height: 300, columns: 2, rows: 2 });
    expect(levelGeometry(geometry, 8)).toEqual({ width: 250, height: 150, columns: 1, rows: 1 });
    expect(levelGeometry(geometry, 0)).toEqual({ width: 1, height: 1, columns: 1, rows: 1 });
  });

  it('describes itself for OpenSeadragon (DZI and JSON) before and after it is built', async () => {
    const before = (await get(`/tiles/${known}.json`)).json();
    expect(before).toMatchObject({
      width: 1000,
      height: 600,
      tileSize: 256,
      tileOverlap: 0,
      maxLevel: 10,
      ready: false,
    });
    expect(before.Image).toMatchObject({ Url: `/tiles/${known}_files/`, Format: 'webp', TileSize: '256' });
    expect(before.tileUrlTemplate).toBe(`/tiles/${known}/{level}-{x}-{y}.{format}`);
    const dzi = await get(`/tiles/${known}.dzi`);
    expect(dzi.headers['content-type']).toMatch(/xml/);
    expect(dzi.body).toContain('TileSize="256"');
    expect(dzi.body).toContain('<Size Width="1000" Height="600"/>');
  });

  it('is built by the job with one tile per cell of every level', async () => {
    await t.app.media.enqueuePyramid({ namespace: 'photographs', path: known });
    await t.app.jobs.worker.drain();
    const job = await t.app.jobs.queue.find('media.pyramid', `photographs/${known}`);
    const expected = Array.from({ length: 11 }, (_, level) =>
      levelGeometry(pyramidGeometry(1000, 600), level),
    ).reduce((sum, level) => sum + level.columns * level.rows, 0);
    expect(job).toMatchObject({
      state: 'done',
      result: expect.objectContaining({ levels: 11, tiles: expected }),
    });
    expect((await get(`/tiles/${known}.json`)).json().ready).toBe(true);
  });

  it('serves each tile at {filePath}/{level}-{x}-{y} in the right size, WebP or JPEG', async () => {
    const full = await get(`/tiles/${known}/10-0-0.webp`);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(await size(full.rawPayload)).toEqual([256, 256]);
    // The last column and row hold what is left: 1000 − 3·256 = 232, 600 − 2·256 = 88.
    expect(await size((await get(`/tiles/${known}/10-3-2.webp`)).rawPayload)).toEqual([232, 88]);
    expect(await size((await get(`/tiles/${known}/9-1-1.webp`)).rawPayload)).toEqual([244, 44]);
    expect(await size((await get(`/tiles/${known}/0-0-0.webp`)).rawPayload)).toEqual([1, 1]);
    const jpeg = await get(`/tiles/${known}/10-3-2.jpeg`);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(jpeg.rawPayload).metadata()).format).toBe('jpeg');
    expect(await size(jpeg.rawPayload)).toEqual([232, 88]);
    // The Deep Zoom layout that a plain DZI tile source asks for is the same tile.
    const dz = await get(`/tiles/${known}_files/10/3_2.webp`);
    expect(dz.rawPayload.equals((await get(`/tiles/${known}/10-3-2.webp`)).rawPayload)).toBe(true);
  });

  it('answers tiles with ETag and 304, and 404 outside the pyramid', async () => {
    const tile = await get(`/tiles/${known}/10-1-1.webp`);
    expect(tile.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(
      (await get(`/tiles/${known}/10-1-1.webp`, { 'if-none-match': tile.headers.etag as string })).statusCode,
    ).toBe(304);
    expect((await get(`/tiles/${known}/10-4-0.webp`)).statusCode).toBe(404);
    expect((await get(`/tiles/${known}/11-0-0.webp`)).statusCode).toBe(404);
    expect((await get('/tiles/test/none.jpg/0-0-0.webp')).statusCode).toBe(404);
  });

  it('builds on the first tile request when the job has not got there yet', async () => {
    const demo = 'demo/luzern-kapellbruecke-ca1895.jpg';
    const tile = await get(`/tiles/${demo}/0-0-0.webp`);
    expect(tile.statusCode).toBe(200);
    expect(await t.app.media.tiles.isBuilt({ namespace: 'photographs', path: demo })).toBe(true);
  });
});

describe('the demo archive gets its pyramids', () => {
  it('queues one pyramid job per original of the archive, once', async () => {
    await enqueueMissingPyramids(t.db);
    await enqueueMissingPyramids(t.db);
    const [counts] = await queryRows<{ n: number; keys: number }>(
      t.db,
      sql`select count(*)::int as n, count(distinct key)::int as keys from jobs where kind = 'media.pyramid' and key like 'photographs/demo/%'`,
    );
    // 104 historical photographs and 11 modern repeats (RetroSnaps).
    expect(counts).toEqual({ n: 115, keys: 115 });
  });
});
