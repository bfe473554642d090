import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPaths } from '../config/config.js';
import { photographFaces } from '../db/schema/faces.js';
import { importFolder } from '../modules/media/folder-import.service.js';
import { useTestApp } from '../test/api-test-app.js';
import { buildCollection } from '../test/factories.js';
import { solidPng } from '../test/media-fixtures.js';
import { FACE_JOB, faceJobKey } from './face-jobs.js';

/**
 * The real detector (`@vladmandic/human` on WebAssembly, models from the npm package) on a demo
 * photograph with people: an alpine hut at Beatenberg, 1918, with soldiers, farmers, a mother and
 * her child in front of it. The only test that runs it; every other test app has it off.
 */
const api = useTestApp({ seed: false, environment: { FACE_DETECTION: 'on' } });
const demoPhotograph = path.join(
  serverPaths.demoArchive,
  'images/beatenberg-alphuette-erholungsstation-1918.jpg',
);

/**
 * Where faces are in the original (1525 × 1080), checked by eye on crops of the first run: the
 * man in the waistcoat, the man in the white shirt, the man with the basket, the soldier.
 */
const KNOWN_FACES = [
  { who: 'man in the waistcoat', centre: [583, 707] },
  { who: 'man in the white shirt', centre: [724, 712] },
  { who: 'man with the basket', centre: [804, 714] },
  { who: 'soldier in front of the hut', centre: [926, 742] },
] as const;

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'retropics-faces-'));
  await copyFile(demoPhotograph, path.join(folder, 'alphuette.jpg'));
  await writeFile(path.join(folder, 'alphuette_back.png'), await solidPng(400, 280));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

type Face = { id: string; bounding_box: [number, number, number, number] };

describe('faces of an ingested photograph', () => {
  it('are searched by a background job on both sides and kept with the photograph', async () => {
    const collection = await buildCollection(api.app);
    const [outcome] = await importFolder(api.app.media, api.db, { folder, collectionId: collection.id });
    expect(outcome?.status).toBe('imported');
    const photographId = (outcome as { photographId: number }).photographId;
    // Queued with the photograph, one job per side.
    expect(await api.app.jobs.queue.find(FACE_JOB, faceJobKey(photographId, false))).not.toBeNull();
    expect(await api.app.jobs.queue.find(FACE_JOB, faceJobKey(photographId, true))).not.toBeNull();

    await api.app.jobs.worker.drain(120_000);
    const front = await api.app.jobs.queue.find(FACE_JOB, faceJobKey(photographId, false));
    expect(front).toMatchObject({ state: 'done', lastError: null });
    expect(await api.app.jobs.queue.find(FACE_JOB, faceJobKey(photographId, true))).toMatchObject({
      state: 'done',
      result: expect.objectContaining({ found: 0 }),
    });

    const { body } = await api.get(`/photographs/${photographId}`);
    const faces = body.faces as Face[];
    expect(body.backFaces).toEqual([]);
    for (const known of KNOWN_FACES) {
      const [cx, cy] = known.centre;
      const hit = faces.find(
        ({ bounding_box: [x, y, w, h] }) => cx >= x && cx <= x + w && cy >= y && cy <= y + h,
      );
      expect(hit, `a box around the face of the ${known.who}`).toBeDefined();
    }
    // Nothing in the sky, on the roof or in the grass: every box is where the people's heads are,
    // and has the size of a face at this distance.
    for (const {
      bounding_box: [x, y, w, h],
    } of faces) {
      expect(y).toBeGreaterThan(600);
      expect(y + h).toBeLessThan(820);
      expect(x).toBeGreaterThan(100);
      expect(w).toBeGreaterThan(20);
      expect(w).toBeLessThan(70);
    }
    expect(faces.length).toBeLessThanOrEqual(7);

    // Each face keeps a descriptor of length 1 for suggestions; the viewer's copy has none.
    const rows = await api.db
      .select()
      .from(photographFaces)
      .where(eq(photographFaces.photographId, photographId));
    expect(rows.map((row) => String(row.id)).sort()).toEqual(faces.map((face) => face.id).sort());
    for (const row of rows) {
      expect(row.descriptor).toHaveLength(1024);
      const length = Math.sqrt(row.descriptor.reduce((sum, value) => sum + value * value, 0));
      expect(length).toBeCloseTo(1, 3);
      expect(row.isBackside).toBe(false);
    }
    expect(JSON.stringify(body.faces)).not.toContain('descriptor');
  });
});
