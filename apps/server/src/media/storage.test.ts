import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer } from '../test/s3-test-server.js';
import { createFsStorage } from './fs-storage.js';
import { createS3Storage } from './s3-storage.js';
import { contentTypeOfKey, type MediaStorage } from './storage.js';

let s3: Awaited<ReturnType<typeof startS3TestServer>>;
let folder: string;
let scratch: string;
const stores: Record<string, MediaStorage> = {};

beforeAll(async () => {
  s3 = await startS3TestServer();
  folder = await mkdtemp(path.join(os.tmpdir(), 'retropics-fs-storage-'));
  scratch = await mkdtemp(path.join(os.tmpdir(), 'retropics-scratch-'));
  stores.fs = createFsStorage(folder);
  stores.s3 = createS3Storage(s3.settings);
});
afterAll(async () => {
  await s3?.stop();
  await rm(folder, { recursive: true, force: true });
  await rm(scratch, { recursive: true, force: true });
});

const streamToBuffer = async (stream: AsyncIterable<Uint8Array>) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};

describe.each(['fs', 's3'])('%s storage', (kind) => {
  const store = () => stores[kind] as MediaStorage;

  it('writes, reads, streams and stats an object', async () => {
    const body = Buffer.from('a picture, byte for byte');
    const written = await store().write('photographs/a/b.jpg', body, 'image/jpeg');
    expect(written.size).toBe(body.length);
    const read = await store().read('photographs/a/b.jpg');
    expect(read?.body.equals(body)).toBe(true);
    expect(read?.info.etag).toMatch(/^"/);
    const stat = await store().stat('photographs/a/b.jpg');
    expect(stat?.size).toBe(body.length);
    const streamed = await store().stream('photographs/a/b.jpg');
    expect((await streamToBuffer(streamed?.body as AsyncIterable<Uint8Array>)).equals(body)).toBe(true);
    const source = await store().source('photographs/a/b.jpg');
    expect(typeof source === 'string' ? await readFile(source) : source).toEqual(body);
  });

  it('answers null for what is not there', async () => {
    expect(await store().read('photographs/none.jpg')).toBeNull();
    expect(await store().stat('photographs/none.jpg')).toBeNull();
    expect(await store().stream('photographs/none.jpg')).toBeNull();
    expect(await store().source('photographs/none.jpg')).toBeNull();
  });

  it('copies a local file in and replaces an object whole', async () => {
    const local = path.join(scratch, `${kind}-upload`);
    await writeFile(local, 'first');
    await store().writeFile('image_galleries/x.png', local, 'image/png');
    await writeFile(local, 'second version');
    await store().writeFile('image_galleries/x.png', local, 'image/png');
    expect((await store().read('image_galleries/x.png'))?.body.toString()).toBe('second version');
  });

  it('moves a folder tree in (a pyramid) and deletes by prefix', async () => {
    const tree = path.join(scratch, `${kind}-tree`);
    await mkdir(path.join(tree, '0'), { recursive: true });
    await mkdir(path.join(tree, '9'), { recursive: true });
    await writeFile(path.join(tree, '0', '0_0.webp'), 'tile 0');
    await writeFile(path.join(tree, '9', '1_2.webp'), 'tile 9');
    const count = await store().importDirectory('tiles/photographs/p.jpg_files/', tree, contentTypeOfKey);
    expect(count).toBe(2);
    expect((await store().read('tiles/photographs/p.jpg_files/9/1_2.webp'))?.body.toString()).toBe('tile 9');
    await store().write('tiles/photographs/p.jpg.dzi', Buffer.from('<Image/>'), 'application/xml');
    await store().deletePrefix('tiles/photographs/p.jpg_files/');
    expect(await store().read('tiles/photographs/p.jpg_files/0/0_0.webp')).toBeNull();
    expect(await store().read('tiles/photographs/p.jpg.dzi')).not.toBeNull();
    await store().delete('tiles/photographs/p.jpg.dzi');
    expect(await store().stat('tiles/photographs/p.jpg.dzi')).toBeNull();
  });
});
