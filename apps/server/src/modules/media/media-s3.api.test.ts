import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareArchiveMedia } from '../../media/archive-media.js';
import { multipart, signedIn, twoToneJpeg } from '../../test/media-fixtures.js';
import { startS3TestServer } from '../../test/s3-test-server.js';
import { createTestApp } from '../../test/test-app.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let s3: Awaited<ReturnType<typeof startS3TestServer>>;
let t: TestApp;

beforeAll(async () => {
  s3 = await startS3TestServer();
  t = await createTestApp({ environment: s3.environment });
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

describe('the media pipeline on an S3-compatible store', () => {
  it('uploads into the bucket, then serves thumbnails and tiles made from it', async () => {
    expect(t.app.media.storage.kind).toBe('s3');
    const body = multipart([{ field: 'file', name: 'snap.jpg', body: await twoToneJpeg(700, 500) }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/retrosnap/upload',
      payload: body.payload,
      headers: { ...body.headers, ...(await signedIn(t.app, 'user')) },
    });
    expect(response.statusCode).toBe(201);
    const { filePath } = response.json()['hydra:member'][0];
    expect(await t.app.media.storage.stat(`photographs/${filePath}`)).not.toBeNull();

    const thumbnail = await t.app.inject({ url: `/thumbnail/list/${filePath}.webp` });
    expect(thumbnail.statusCode).toBe(200);
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(480);
    const again = await t.app.inject({
      url: `/thumbnail/list/${filePath}.webp`,
      headers: { 'if-none-match': thumbnail.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);

    await t.app.jobs.worker.drain();
    expect(await t.app.media.tiles.isBuilt({ namespace: 'photographs', path: filePath })).toBe(true);
    const tile = await t.app.inject({ url: `/tiles/${filePath}/10-2-1.webp` });
    expect(tile.statusCode).toBe(200);
    const meta = await sharp(tile.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([700 - 512, 500 - 256]);
    expect((await t.app.inject({ url: `/media/photographs/${filePath}` })).statusCode).toBe(200);
  });

  it('puts the seeded demo archive into the bucket on start', async () => {
    // The 75 pyramids it queues would be built in the background; this test is about the copy.
    await t.app.jobs.worker.stop();
    await prepareArchiveMedia(t.app);
    const original = await t.app.inject({ url: '/media/photographs/demo/luzern-kapellbruecke-ca1895.jpg' });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(
      (await t.app.inject({ url: '/thumbnail/small/demo/luzern-kapellbruecke-ca1895.jpg.jpeg' })).statusCode,
    ).toBe(200);
  });
});
