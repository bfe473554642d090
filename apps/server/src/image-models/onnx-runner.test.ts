import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOnnxRunner, type OnnxRunner } from './onnx-runner.js';
import { tinyDepthModel, tinyOnnxModel } from './tiny-onnx-model.js';

let folder: string;
const runners: OnnxRunner[] = [];

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'onnx-runner-'));
});
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.close()));
  await rm(folder, { recursive: true, force: true });
});

async function runnerOf(name: string, bytes: Uint8Array) {
  const file = path.join(folder, name);
  await writeFile(file, bytes);
  const runner = createOnnxRunner(file);
  runners.push(runner);
  return runner;
}

describe('the ONNX runner (onnxruntime-node in a thread of its own)', () => {
  it('describes and runs a hand-written depth model: the mean of the channels, scaled', async () => {
    const runner = await runnerOf('depth.onnx', tinyDepthModel({ scale: 2 }));
    expect(runner.modelName).toBe('depth.onnx');
    expect(await runner.describe()).toEqual({
      inputs: [{ name: 'image', type: 'float32', shape: [1, 3, 'S', 'S'] }],
      outputs: [{ name: 'depth', type: 'float32', shape: [1, 'S', 'S'] }],
    });
    const data = Float32Array.from({ length: 3 * 2 * 2 }, (_, index) => index);
    const { depth } = await runner.run({ image: { data, dims: [1, 3, 2, 2] } });
    expect(depth?.dims).toEqual([1, 2, 2]);
    // (i + (i + 4) + (i + 8)) / 3 × 2 = 2i + 8
    expect([...(depth?.data ?? [])]).toEqual([8, 10, 12, 14]);
  });

  it('runs an element-wise graph of another shape (Identity then Mul by a constant)', async () => {
    const runner = await runnerOf(
      'double.onnx',
      tinyOnnxModel({
        inputs: [{ name: 'x', dims: [1, 3] }],
        outputs: [{ name: 'y', dims: [1, 3] }],
        initializers: [{ name: 'two', dims: [1], values: [2] }],
        nodes: [
          { op: 'Identity', inputs: ['x'], outputs: ['copy'] },
          { op: 'Mul', inputs: ['copy', 'two'], outputs: ['y'] },
        ],
      }),
    );
    const { y } = await runner.run({ x: { data: Float32Array.from([1, -2, 0.5]), dims: [1, 3] } });
    expect([...(y?.data ?? [])]).toEqual([2, -4, 1]);
  });

  it("fails a run with wrong input with the runtime's reason, and a missing file with its name", async () => {
    const runner = await runnerOf('strict.onnx', tinyDepthModel({ size: 4 }));
    await expect(runner.run({ image: { data: new Float32Array(3), dims: [1, 3, 1, 1] } })).rejects.toThrow(
      /strict\.onnx failed/,
    );
    const missing = createOnnxRunner(path.join(folder, 'absent.onnx'));
    runners.push(missing);
    await expect(missing.describe()).rejects.toThrow(/absent\.onnx/);
  });
});
