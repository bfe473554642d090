import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedItems } from '../../db/schema/feed.js';
import { jobs } from '../../db/schema/jobs.js';
import { photographs } from '../../db/schema/photographs.js';
import { DEPTH_JOB, DEPTH_SWEEP_JOB } from '../../image-models/depth-estimate-jobs.js';
import { tinyDepthModel } from '../../image-models/tiny-onnx-model.js';
import { useTestApp } from '../../test/api-test-app.js';
import { buildCollection, buildPhotograph, type SignedIn, signedIn } from '../../test/factories.js';
import { multipart } from '../../test/media-fixtures.js';
import { prepareDepthEstimation } from './depth-estimate.job.js';

/**
 * The depth job with a real ONNX model run by onnxruntime: the tiny one of tiny-onnx-model.ts
 * (the mean of the normalised channels), so a light picture is near. Its output is the input's
 * size, 1×S×S, as the convention in docs/OPERATIONS.md says.
 */
const modelFile = path.join(os.tmpdir(), `tiny-depth-${process.pid}-${Date.now()}.onnx`);
writeFileSync(modelFile, tinyDepthModel());
const modelName = path.basename(modelFile);

const api = useTestApp({ seed: false, environment: { DEPTH_MODEL_PATH: modelFile } });

let editor: SignedIn;
beforeAll(async () => {
  editor = await signedIn(api.app, 'editor');
});
afterAll(() => rmSync(modelFile, { force: true }));

/** A grey picture, light on the left and dark on the right, as a one-channel JPEG. */
async function lightToDark(width: number, height: number) {
  const pixels = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) pixels[y * width + x] = 255 - Math.round((x / (width - 1)) * 255);
  return sharp(pixels, { raw: { width, height, channels: 1 } })
    .jpeg()
    .toBuffer();
}

async function photographWithOriginal(width = 600, height = 400) {
  const photograph = await buildPhotograph(api.app, { width, height });
  await api.app.media.storage.write(
    `photographs/${photograph.filePath}`,
    await lightToDark(width, height),
    'image/jpeg',
  );
  return photograph;
}

const row = async (id: number) =>
  (
    await api.db.select().from(photographs).where(eq(photographs.id, id))
  )[0] as typeof photographs.$inferSelect;

async function estimate(id: number) {
  await api.app.jobs.enqueue(DEPTH_JOB, String(id));
  await api.app.jobs.worker.drain(30_000);
  return api.app.jobs.queue.find(DEPTH_JOB, String(id));
}

async function depthPixels(depthMapPath: string) {
  const stored = await api.app.media.storage.read(`photographs/${depthMapPath}`);
  if (!stored) throw new Error(`no file ${depthMapPath}`);
  return sharp(stored.body).raw().toBuffer({ resolveWithObject: true });
}

describe("depth.estimate with the operator's model (DEPTH_MODEL_PATH)", () => {
  it("stores the model's depth map as the editors' would be: grey PNG of the front's shape, near light, feed refreshed", async () => {
    const { id } = await photographWithOriginal(600, 400);
    const job = await estimate(id);
    expect(job).toMatchObject({
      state: 'done',
      result: expect.objectContaining({ model: modelName, size: [600, 400] }),
    });

    const stored = await row(id);
    expect(stored.depthMapPath).toMatch(new RegExp(`^depth-maps/${id}-[0-9a-f]{16}\\.png$`));
    expect(stored.depthMapData).toMatchObject({ source: 'model', model: modelName, width: 600, height: 400 });
    const { data, info } = await depthPixels(stored.depthMapPath as string);
    expect(info).toMatchObject({ width: 600, height: 400 });
    const at = (x: number) => data[(200 * info.width + x) * info.channels] as number;
    // Normalised from the nearest (255) to the farthest (0) point.
    expect(at(2)).toBeGreaterThan(240);
    expect(at(597)).toBeLessThan(15);
    expect(at(300)).toBeGreaterThan(at(450));

    const answer = await api.get(`/photographs/${id}`);
    expect(answer.body.depthMapData).toMatchObject({ source: 'model', model: modelName });
    const [feed] = await api.db.select().from(feedItems).where(eq(feedItems.documentId, id));
    expect(feed?.depthMapPath).toBe(stored.depthMapPath);
  });

  it('never replaces a depth map an editor uploaded or painted', async () => {
    const { id } = await photographWithOriginal();
    const painted = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#404040' } })
      .png()
      .toBuffer();
    const form = multipart([{ field: 'file', name: 'painted.png', body: painted }], { source: 'painted' });
    const put = await api.app.inject({
      method: 'PUT',
      url: `/photographs/${id}/depth_map`,
      payload: form.payload,
      headers: { ...form.headers, ...editor.headers },
    });
    expect(put.statusCode).toBe(200);
    const before = await row(id);
    const job = await estimate(id);
    expect(job).toMatchObject({ state: 'done', result: { skipped: 'it has a depth map (painted)' } });
    expect(await row(id)).toMatchObject({
      depthMapPath: before.depthMapPath,
      depthMapData: before.depthMapData,
    });
  });

  it('is queued with a photograph uploaded into a collection, and runs', async () => {
    const collection = await buildCollection(api.app, { ownerId: editor.personId });
    const form = multipart([{ field: 'file', name: 'Gasse.jpg', body: await lightToDark(400, 600) }], {
      title: 'Gasse',
      locale: 'de',
    });
    const upload = await api.app.inject({
      method: 'POST',
      url: `/photograph_collections/${collection.id}/upload`,
      payload: form.payload,
      headers: { ...form.headers, ...editor.headers },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const [created] = upload.json()['hydra:member'] as Array<{ id: number }>;
    const id = created?.id as number;
    expect(await api.app.jobs.queue.find(DEPTH_JOB, String(id))).not.toBeNull();
    await api.app.jobs.worker.drain(30_000);
    expect((await row(id)).depthMapData).toMatchObject({ source: 'model', width: 400, height: 600 });
  });

  it('sweeps the photographs without a depth map once per model, not again at the next start', async () => {
    const without = await photographWithOriginal();
    const back = await buildPhotograph(api.app, { frontsideId: without.id });
    await prepareDepthEstimation(api.app);
    await api.app.jobs.worker.drain(30_000);
    expect(await api.app.jobs.queue.find(DEPTH_SWEEP_JOB, modelName)).toMatchObject({ state: 'done' });
    expect((await row(without.id)).depthMapData).toMatchObject({ source: 'model' });
    expect(await api.app.jobs.queue.find(DEPTH_JOB, String(back.id))).toBeNull();

    const later = await buildPhotograph(api.app);
    await prepareDepthEstimation(api.app);
    await api.app.jobs.worker.drain(30_000);
    const queuedForLater = await api.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, DEPTH_JOB), eq(jobs.key, String(later.id))));
    expect(queuedForLater).toEqual([]);
  });

  it('fails for good when the original is missing, leaving the photograph without a depth map', async () => {
    const { id } = await buildPhotograph(api.app);
    const job = await estimate(id);
    expect(job).toMatchObject({ state: 'failed' });
    expect(job?.lastError).toContain('does not exist');
    expect((await row(id)).depthMapPath).toBeNull();
  });
});
