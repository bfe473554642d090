/**
 * The image models' thread: onnxruntime-node (its CPU binary from the npm package; nothing is
 * fetched) imported with the first message, one inference session per model file kept open, then
 * one run per message, so the server's event loop stays free while a model works for seconds.
 *
 * Messages in: `{ id, modelPath, feeds? }` (feeds: name → { data: Float32Array, dims }). Without
 * feeds the answer describes the model: `{ id, inputs, outputs }` (names, element types, shapes).
 * With feeds: `{ id, outputs: name → { data, dims } }`. Failures: `{ id, error }`.
 */
import { parentPort } from 'node:worker_threads';
import type { InferenceSession } from 'onnxruntime-node';
import type { FloatTensor, ModelValue } from './onnx-runner.js';

type Ort = typeof import('onnxruntime-node');

let runtime: Promise<Ort> | null = null;
const sessions = new Map<string, Promise<InferenceSession>>();

function session(modelPath: string) {
  runtime ??= import('onnxruntime-node');
  let opened = sessions.get(modelPath);
  if (!opened) {
    opened = runtime.then((ort) =>
      ort.InferenceSession.create(modelPath, { intraOpNumThreads: 1, interOpNumThreads: 1 }),
    );
    sessions.set(modelPath, opened);
    opened.catch(() => sessions.delete(modelPath));
  }
  return opened;
}

const described = (values: readonly InferenceSession.ValueMetadata[]): ModelValue[] =>
  values.map((value) => ({
    name: value.name,
    type: value.isTensor ? value.type : 'non-tensor',
    shape: value.isTensor ? [...value.shape] : [],
  }));

parentPort?.on(
  'message',
  async (message: { id: number; modelPath: string; feeds?: Record<string, FloatTensor> }) => {
    try {
      const model = await session(message.modelPath);
      if (!message.feeds) {
        parentPort?.postMessage({
          id: message.id,
          inputs: described(model.inputMetadata),
          outputs: described(model.outputMetadata),
        });
        return;
      }
      const ort = await (runtime as Promise<Ort>);
      const feeds = Object.fromEntries(
        Object.entries(message.feeds).map(([name, tensor]) => [
          name,
          new ort.Tensor('float32', tensor.data, tensor.dims),
        ]),
      );
      const results = await model.run(feeds);
      const outputs: Record<string, FloatTensor> = {};
      const transfer: ArrayBuffer[] = [];
      for (const [name, value] of Object.entries(results)) {
        if (value.type !== 'float32') throw new Error(`output ${name} is ${value.type}, not float32`);
        const data = Float32Array.from(value.data as Float32Array);
        outputs[name] = { data, dims: [...value.dims] };
        transfer.push(data.buffer);
        value.dispose();
      }
      parentPort?.postMessage({ id: message.id, outputs }, transfer);
    } catch (error) {
      parentPort?.postMessage({
        id: message.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  },
);
