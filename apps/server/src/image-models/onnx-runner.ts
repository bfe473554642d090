import path from 'node:path';
import { createWorkerThreadClient } from '../jobs/worker-thread.js';

/** A float tensor as it travels to and from the model's thread. */
export type FloatTensor = { data: Float32Array; dims: number[] };
/** One input or output of a model as the model file declares it (a string dimension is symbolic). */
export type ModelValue = { name: string; type: string; shape: Array<number | string> };

/**
 * An operator-supplied ONNX model (a depth or colorization model), run by onnxruntime-node in a
 * worker thread of its own. Nothing is loaded until the first call, so without a configured model
 * the runtime is never imported; the thread ends after `idleMs` without work to give its memory
 * back, and a new call opens the model again.
 */
export interface OnnxRunner {
  /** The model file's name (recorded with what it made, e.g. depthMapData.model). */
  readonly modelName: string;
  /** The model's inputs and outputs as declared in the file. */
  describe(): Promise<{ inputs: ModelValue[]; outputs: ModelValue[] }>;
  /** Runs the model once; the input buffers are moved to the thread (not usable afterwards). */
  run(feeds: Record<string, FloatTensor>): Promise<Record<string, FloatTensor>>;
  close(): Promise<void>;
}

export function createOnnxRunner(modelPath: string, options: { idleMs?: number } = {}): OnnxRunner {
  const thread = createWorkerThreadClient({
    besides: import.meta.url,
    worker: 'onnx.worker',
    what: `the model ${path.basename(modelPath)}`,
    ...options,
  });
  const absolute = path.resolve(modelPath);
  return {
    modelName: path.basename(modelPath),
    async describe() {
      const { inputs, outputs } = await thread.call<{ inputs: ModelValue[]; outputs: ModelValue[] }>(
        { modelPath: absolute },
        [],
      );
      return { inputs, outputs };
    },
    async run(feeds) {
      const transfer = Object.values(feeds).map((tensor) => tensor.data.buffer as ArrayBuffer);
      const answer = await thread.call<{ outputs: Record<string, FloatTensor> }>(
        { modelPath: absolute, feeds },
        [...new Set(transfer)],
      );
      return answer.outputs;
    },
    close: thread.close,
  };
}
