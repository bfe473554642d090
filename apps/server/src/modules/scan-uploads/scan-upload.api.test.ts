import { randomUUID } from 'node:crypto';
import { SCAN_UPLOAD_MESSAGES } from '@retropics/domain/contracts/scan-upload.contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { photographs } from '../../db/schema/photographs.js';
import { createTusDatastore } from '../../media/tus-datastore.js';
import { buildCollection, type SignedIn, signedIn } from '../../test/factories.js';
import { pngBomb, solidPng, twoToneJpeg } from '../../test/media-fixtures.js';
import { policyTable } from '../../test/policy.js';
import { createTestApp } from '../../test/test-app.js';
import {
  createTusUpload,
  metadataHeader,
  patchTusUpload,
  TUS,
  uploadInHalves,
} from '../../test/tus-fixtures.js';
import { createCollectionRepository } from '../photograph-collections/photograph-collection.repository.js';
import { createPhotographCreateService } from '../photographs/photograph-create.service.js';
import { createScanUploadService } from './scan-upload.service.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let t: TestApp;
let owner: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t.app);
});
afterAll(async () => {
  await t?.close();
});

const upload = (
  collectionId: number,
  name: string,
  body: Buffer,
  options: { batchId: string; sidecar?: object },
) => uploadInHalves(t.app, owner, collectionId, { name, body, ...options });
const patch = (location: string, offset: number, body: Buffer, as: SignedIn = owner) =>
  patchTusUpload(t.app, as, location, offset, body);
const create = createTusUpload;

async function summary(collectionId: number, batchId: string) {
  const response = await t.app.inject({
    url: `/photograph_collections/${collectionId}/uploads/${batchId}`,
    headers: owner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    added: Array<{ fileName: string; photographId: number }>;
    skipped: Array<{ fileName: string; reason: string }>;
    refused: Array<{ fileName: string; reason: string }>;
    receiving: Array<{ fileName: string }>;
  };
}

const photographsOf = (collectionId: number) =>
  t.db.select().from(photographs).where(eq(photographs.collectionId, collectionId));

describe('resumable scan upload into a collection (tus)', () => {
  it('adds a scan sent in two halves, with the sidecar row as its title and date', async () => {
    const collection = await buildCollection(t.app, { ownerId: owner.personId });
    const batchId = randomUUID();
    const { result } = await upload(collection.id, 'bahnhof-luzern.jpg', await twoToneJpeg(320, 200), {
      batchId,
      sidecar: { title: 'Bahnhof Luzern', date: 'ca. 1912', photographer: 'Unbekannt' },
    });
    expect(result).toBe('added');
    const [row] = await photographsOf(collection.id);
    expect(row).toMatchObject({ originalName: 'bahnhof-luzern.jpg', dateText: 'ca. 1912', fromYear: 1907 });
    const page = (await t.app.inject({ url: `/photographs/${row?.id}` })).json();
    expect(JSON.stringify(page)).toContain('Bahnhof Luzern');
    expect((await summary(collection.id, batchId)).added).toEqual([
      { fileName: 'bahnhof-luzern.jpg', photographId: row?.id },
    ]);
    // The derivative and tile work is queued for the new original.
    const jobs = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from jobs where key like ${`%${row?.filePath}%`}`,
    );
    expect(jobs[0]?.n).toBeGreaterThan(0);
  });

  it('pairs front and back by name in either order', async () => {
    const collection = await buildCollection(t.app, { ownerId: owner.personId });
    const batchId = randomUUID();
    // The back first: it waits for its front.
    expect(
      (await upload(collection.id, 'kapelle_back.png', await solidPng(200, 150), { batchId })).result,
    ).toBe('waiting');
    expect((await summary(collection.id, batchId)).receiving).toEqual([{ fileName: 'kapelle_back.png' }]);
    expect(
      (await upload(collection.id, 'Kapelle.jpg', await twoToneJpeg(200, 150), { batchId })).result,
    ).toBe('added');
    // The front first: the back joins the photograph already there.
    expect((await upload(collection.id, 'musegg.jpg', await twoToneJpeg(240, 150), { batchId })).result).toBe(
      'added',
    );
    expect(
      (await upload(collection.id, 'musegg-verso.jpg', await twoToneJpeg(180, 120), { batchId })).result,
    ).toBe('added');

    const rows = await photographsOf(collection.id);
    expect(rows.map((r) => [r.originalName, r.backOriginalName]).sort()).toEqual([
      ['Kapelle.jpg', 'kapelle_back.png'],
      ['musegg.jpg', 'musegg-verso.jpg'],
    ]);
    const done = await summary(collection.id, batchId);
    expect(done.added).toHaveLength(4);
    expect(done.receiving).toEqual([]);
  });

  it('skips what the collection has (same picture or same name): a repeated upload adds nothing twice', async () => {
    const collection = await buildCollection(t.app, { ownerId: owner.personId });
    const batchId = randomUUID();
    const scan = await twoToneJpeg(260, 180);
    expect((await upload(collection.id, 'hofkirche.jpg', scan, { batchId })).result).toBe('added');
    expect((await upload(collection.id, 'hofkirche-kopie.jpg', scan, { batchId })).result).toBe('skipped');
    // Sent again in the same batch (the browser lost the first answer): listed once, as added.
    expect((await upload(collection.id, 'hofkirche.jpg', scan, { batchId })).result).toBe('skipped');
    const later = randomUUID();
    expect(
      (await upload(collection.id, 'hofkirche.jpg', await twoToneJpeg(261, 180), { batchId: later })).result,
    ).toBe('skipped');
    expect(await photographsOf(collection.id)).toHaveLength(1);
    const first = await summary(collection.id, batchId);
    expect(first.added.map((file) => file.fileName)).toEqual(['hofkirche.jpg']);
    expect(first.skipped).toEqual([
      { fileName: 'hofkirche-kopie.jpg', reason: SCAN_UPLOAD_MESSAGES.sameContent },
    ]);
    expect((await summary(collection.id, later)).skipped).toEqual([
      { fileName: 'hofkirche.jpg', reason: SCAN_UPLOAD_MESSAGES.sameName },
    ]);
  });

  it('refuses what is no image and decompression bombs, with the reason; an unpaired back on completion', async () => {
    const collection = await buildCollection(t.app, { ownerId: owner.personId });
    const batchId = randomUUID();
    const text = Buffer.from('<html><script>alert(1)</script></html>'.repeat(20));
    expect((await upload(collection.id, 'notes.jpg', text, { batchId })).result).toBe('refused');
    expect((await upload(collection.id, 'huge.png', pngBomb(), { batchId })).result).toBe('refused');
    expect(
      (await upload(collection.id, 'lonely_verso.jpg', await twoToneJpeg(90, 90), { batchId })).result,
    ).toBe('waiting');
    const completed = await t.app.inject({
      method: 'POST',
      url: `/photograph_collections/${collection.id}/uploads/${batchId}/complete`,
      headers: owner.headers,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const refused = Object.fromEntries(
      (completed.json().refused as Array<{ fileName: string; reason: string }>).map((r) => [
        r.fileName,
        r.reason,
      ]),
    );
    expect(refused['notes.jpg']).toBe('Only JPEG, PNG and GIF images can be uploaded.');
    expect(refused['huge.png']).toMatch(/pixels/);
    expect(refused['lonely_verso.jpg']).toBe(SCAN_UPLOAD_MESSAGES.orphanBack);
    expect(await photographsOf(collection.id)).toHaveLength(0);
  });

  it('refuses an upload without a file name or batch, per field, before storing anything', async () => {
    const collection = await buildCollection(t.app, { ownerId: owner.personId });
    const response = await t.app.inject({
      method: 'POST',
      url: `/photograph_collections/${collection.id}/uploads`,
      headers: {
        ...TUS,
        ...owner.headers,
        'upload-length': '100',
        'upload-metadata': metadataHeader({ batchId: 'x' }),
      },
    });
    expect(response.statusCode).toBe(422);
    expect(
      response
        .json()
        .violations.map((v: { propertyPath: string }) => v.propertyPath)
        .sort(),
    ).toEqual(['batchId', 'filename']);
  });

  it("keeps another collection's upload out of reach and gives up unfinished uploads", async () => {
    const collection = await buildCollection(t.app, { ownerId: owner.personId });
    const other = await buildCollection(t.app, { ownerId: owner.personId });
    const batchId = randomUUID();
    const created = await create(t.app, owner, collection.id, { name: 'halb.jpg', bytes: 1000, batchId });
    const location = created.headers.location as string;
    const wrongCollection = location.replace(`/${collection.id}/`, `/${other.id}/`);
    expect((await patch(wrongCollection, 0, Buffer.alloc(10))).statusCode).toBe(404);
    expect((await patch(location, 0, Buffer.alloc(10))).statusCode).toBe(204);

    const signedOut = await t.app.inject({
      method: 'PATCH',
      url: location,
      headers: { ...TUS, 'upload-offset': '10', 'content-type': 'application/offset+octet-stream' },
      payload: Buffer.alloc(10),
    });
    expect(signedOut.statusCode).toBe(401);
    const stranger = await signedIn(t.app);
    expect((await patch(location, 10, Buffer.alloc(10), stranger)).statusCode).toBe(403);

    // The hourly clean-up, as it runs a day and more later.
    const day = 24 * 60 * 60 * 1000;
    const scans = createScanUploadService({
      db: t.db,
      media: t.app.media,
      datastore: createTusDatastore(t.app.config.media.storage, t.app.media.scratchDir, day),
      collections: createCollectionRepository(t.db),
      creation: createPhotographCreateService(t.app.media, t.db, { depth: false }),
    });
    expect(await scans.cleanUp(day, new Date(Date.now() + 2 * day))).toBeGreaterThanOrEqual(1);
    expect((await summary(collection.id, batchId)).refused).toEqual([
      { fileName: 'halb.jpg', reason: SCAN_UPLOAD_MESSAGES.unfinished },
    ]);
    const head = await t.app.inject({ method: 'HEAD', url: location, headers: { ...TUS, ...owner.headers } });
    expect(head.statusCode).toBe(404);
  });

  policyTable(
    () => t.app,
    [
      {
        route: 'POST /photograph_collections/{id}/uploads',
        allowed: ['owner', 'editor', 'admin'],
        request: async (who, app) => {
          const collection = await buildCollection(app, { ownerId: who.personId });
          return {
            method: 'POST',
            url: `/photograph_collections/${collection.id}/uploads`,
            headers: {
              ...TUS,
              'upload-length': '100',
              'upload-metadata': metadataHeader({ filename: 'a.jpg', batchId: randomUUID() }),
            },
          };
        },
      },
      {
        route: 'GET /photograph_collections/{id}/uploads/{batchId}',
        allowed: ['owner', 'editor', 'admin'],
        request: async (who, app) => {
          const collection = await buildCollection(app, { ownerId: who.personId });
          return { method: 'GET', url: `/photograph_collections/${collection.id}/uploads/${randomUUID()}` };
        },
      },
      {
        route: 'POST /photograph_collections/{id}/uploads/{batchId}/complete',
        allowed: ['owner', 'editor', 'admin'],
        request: async (who, app) => {
          const collection = await buildCollection(app, { ownerId: who.personId });
          return {
            method: 'POST',
            url: `/photograph_collections/${collection.id}/uploads/${randomUUID()}/complete`,
          };
        },
      },
    ],
  );
});
