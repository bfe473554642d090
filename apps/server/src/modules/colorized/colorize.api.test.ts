import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { COLORIZE_JOB, COLORIZE_SWEEP_JOB } from '../../image-models/colorize-jobs.js';
import { tinyColorizeModel } from '../../image-models/tiny-onnx-model.js';
import { useTestApp } from '../../test/api-test-app.js';
import { buildPhotograph, signedIn } from '../../test/factories.js';
import { multipart } from '../../test/media-fixtures.js';
import { prepareColorization } from './colorize.job.js';

/**
 * The colorize job with a real ONNX model run by onnxruntime: the tiny one of tiny-onnx-model.ts
 * answers the same Lab colour (a 30, b 60: a warm orange) everywhere at 64 × 64, so what is
 * stored must be that colour at the original's size with the original's own lightness.
 */
const modelFile = path.join(os.tmpdir(), `tiny-colorize-${process.pid}-${Date.now()}.onnx`);
writeFileSync(modelFile, tinyColorizeModel({ size: 64 }));
const modelName = path.basename(modelFile);

const api = useTestApp({ seed: false, environment: { COLORIZE_MODEL_PATH: modelFile } });
afterAll(() => rmSync(modelFile, { force: true }));

/** A grey picture, light on the left and dark on the right. */
async function lightToDark(width: number, height: number) {
  const pixels = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) pixels[y * width + x] = 230 - Math.round((x / (width - 1)) * 200);
  return sharp(pixels, { raw: { width, height, channels: 1 } })
    .jpeg()
    .toBuffer();
}

async function photographWithOriginal(options: { blackAndWhite?: boolean } = {}) {
  const photograph = await buildPhotograph(api.app, {
    width: 600,
    height: 400,
    isBlackAndWhite: options.blackAndWhite ?? true,
  });
  await api.app.media.storage.write(
    `photographs/${photograph.filePath}`,
    await lightToDark(600, 400),
    'image/jpeg',
  );
  return photograph;
}

async function colorize(id: number, side: 'front' | 'back' = 'front') {
  await api.app.jobs.enqueue(COLORIZE_JOB, `${id}:${side}`, { rerun: true });
  await api.app.jobs.worker.drain(30_000);
  return api.app.jobs.queue.find(COLORIZE_JOB, `${id}:${side}`);
}

const flags = async (id: number) => {
  const { body } = await api.get(`/photographs/${id}`);
  return { hasColorized: body.hasColorized, hasColorizedBack: body.hasColorizedBack };
};

describe("colorize.photograph with the operator's model (COLORIZE_MODEL_PATH)", () => {
  it("stores the model's colour with the original's lightness at the original's size, as an upload would be", async () => {
    const { id, filePath } = await photographWithOriginal();
    const job = await colorize(id);
    expect(job).toMatchObject({
      state: 'done',
      result: expect.objectContaining({ model: modelName, size: [600, 400] }),
    });
    expect(await flags(id)).toEqual({ hasColorized: true, hasColorizedBack: false });

    const stored = await api.app.media.storage.read(`colorized/${filePath}`);
    if (!stored) throw new Error('no colorized file');
    const { data, info } = await sharp(stored.body).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 600, height: 400, channels: 3 });
    const pixel = (x: number) => [...data.subarray((200 * 600 + x) * 3, (200 * 600 + x) * 3 + 3)] as number[];
    const [left, right] = [pixel(20), pixel(580)];
    // Warm (red above blue) everywhere, and light where the original is light.
    expect((left[0] as number) - (left[2] as number)).toBeGreaterThan(40);
    expect((right[0] as number) - (right[2] as number)).toBeGreaterThan(20);
    expect((left[1] as number) - (right[1] as number)).toBeGreaterThan(100);

    // Its thumbnails and tiles follow, as for an editor's upload.
    const thumbnail = await api.app.inject({
      method: 'GET',
      url: `/thumbnail/display/colorized.${filePath}.jpeg`,
    });
    expect(thumbnail.statusCode).toBe(200);
    expect(await api.app.media.tiles.isBuilt({ namespace: 'colorized', path: filePath })).toBe(true);
  });

  it("never replaces an editor's version, and leaves a photograph that is not black-and-white alone", async () => {
    const editor = await signedIn(api.app, 'editor');
    const photograph = await photographWithOriginal();
    const blue = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2050e0' } })
      .jpeg()
      .toBuffer();
    const form = multipart([{ field: 'file', name: 'blue.jpg', body: blue }]);
    const upload = await api.app.inject({
      method: 'PUT',
      url: `/photographs/${photograph.id}/colorized/front`,
      headers: { ...editor.headers, ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode).toBe(200);
    expect(await colorize(photograph.id)).toMatchObject({
      state: 'done',
      result: { skipped: 'it has a colorized version' },
    });
    const stored = await api.app.media.storage.read(`colorized/${photograph.filePath}`);
    const [red, , blueMean] = (await sharp(stored?.body).stats()).channels.map((c) => c.mean) as number[];
    expect((blueMean as number) - (red as number)).toBeGreaterThan(100);

    const coloured = await photographWithOriginal({ blackAndWhite: false });
    expect(await colorize(coloured.id)).toMatchObject({ result: { skipped: 'not black-and-white' } });
    expect(await colorize(coloured.id, 'back')).toMatchObject({ result: { skipped: 'not black-and-white' } });
    expect(await flags(coloured.id)).toEqual({ hasColorized: false, hasColorizedBack: false });
  });

  it('is queued when a photograph is marked black-and-white, and once per model file for the archive', async () => {
    const editor = await signedIn(api.app, 'editor');
    const marked = await photographWithOriginal({ blackAndWhite: false });
    const answer = await api.call('PUT', `/photographs/${marked.id}`, editor, { isBlackAndWhite: true });
    expect(answer.status).toBeLessThan(300);
    await api.app.jobs.worker.drain(30_000);
    expect(await api.app.jobs.queue.find(COLORIZE_JOB, `${marked.id}:front`)).toMatchObject({
      state: 'done',
    });
    expect(await flags(marked.id)).toMatchObject({ hasColorized: true });

    const waiting = await photographWithOriginal();
    await prepareColorization(api.app);
    await api.app.jobs.worker.drain(30_000);
    expect(await api.app.jobs.queue.find(COLORIZE_SWEEP_JOB, modelName)).toMatchObject({ state: 'done' });
    expect(await flags(waiting.id)).toMatchObject({ hasColorized: true });

    // A restart with the same model sweeps nothing again.
    const later = await photographWithOriginal();
    await prepareColorization(api.app);
    await api.app.jobs.worker.drain(30_000);
    expect(await api.app.jobs.queue.find(COLORIZE_JOB, `${later.id}:front`)).toBeNull();
    expect(await flags(later.id)).toMatchObject({ hasColorized: false });
  });
});
