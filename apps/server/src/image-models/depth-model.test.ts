import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDepthEstimator,
  DEPTH_MODEL_DEFAULT_SIZE,
  DepthModelRefused,
  normaliseDepth,
} from './depth-model.js';
import { createOnnxRunner } from './onnx-runner.js';
import { tinyDepthModel, tinyOnnxModel } from './tiny-onnx-model.js';

let folder: string;
const closers: Array<() => Promise<void>> = [];

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'depth-model-'));
});
afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
  await rm(folder, { recursive: true, force: true });
});

async function estimatorOf(name: string, bytes: Uint8Array) {
  const file = path.join(folder, name);
  await writeFile(file, bytes);
  const estimator = createDepthEstimator(createOnnxRunner(file));
  closers.push(estimator.close);
  return estimator;
}

/** Top half white, bottom half black. */
const halves = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#000000' } }).composite([
    {
      input: { create: { width, height: height / 2, channels: 3, background: '#ffffff' } },
      left: 0,
      top: 0,
    },
  ]);

describe('the depth model convention', () => {
  it('gives the picture at the size the model file fixes, and answers near as 255, far as 0', async () => {
    const estimator = await estimatorOf('fixed.onnx', tinyDepthModel({ size: 8 }));
    const depth = await estimator.estimate(sharp(await halves(64, 32).png().toBuffer()));
    expect(depth).toMatchObject({ width: 8, height: 8 });
    expect([...depth.pixels.subarray(0, 8)]).toEqual(Array(8).fill(255));
    expect([...depth.pixels.subarray(56, 64)]).toEqual(Array(8).fill(0));
  });

  it(`gives the picture at ${DEPTH_MODEL_DEFAULT_SIZE} px square where the size is symbolic`, async () => {
    const estimator = await estimatorOf('symbolic.onnx', tinyDepthModel());
    const depth = await estimator.estimate(sharp(await halves(40, 20).jpeg().toBuffer()));
    expect(depth).toMatchObject({ width: DEPTH_MODEL_DEFAULT_SIZE, height: DEPTH_MODEL_DEFAULT_SIZE });
  });

  it('refuses a model of another shape and a flat answer', async () => {
    const estimator = await estimatorOf(
      'flat.onnx',
      tinyOnnxModel({
        inputs: [{ name: 'x', dims: [1, 4] }],
        outputs: [{ name: 'y', dims: [1, 4] }],
        nodes: [{ op: 'Identity', inputs: ['x'], outputs: ['y'] }],
      }),
    );
    await expect(estimator.estimate(halves(8, 8))).rejects.toBeInstanceOf(DepthModelRefused);
    expect(() => normaliseDepth(new Float32Array([0.5, 0.5, 0.5]))).toThrow(DepthModelRefused);
    expect([...normaliseDepth(new Float32Array([2, 4, 3]))]).toEqual([0, 255, 128]);
  });
});
