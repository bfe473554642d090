/**
 * The face detector's thread: `@vladmandic/human` on TensorFlow.js's WebAssembly backend. The
 * models and the .wasm files come from the npm packages on disk (nothing is fetched), and the
 * work runs here so that the server's event loop stays free while a picture is searched.
 *
 * Messages in: `{ id, width, height, pixels }` (RGB bytes, row by row). Out: `{ id, faces }` or
 * `{ id, error }`.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parentPort } from 'node:worker_threads';
import {
  type DetectedFace,
  detectionWindows,
  mergeDetections,
  type PixelBox,
  unitVector,
} from './face-geometry.js';

const require = createRequire(import.meta.url);

type Tensor = { dispose(): void; shape: number[] };
type Tf = {
  tensor3d(values: Uint8Array, shape: [number, number, number], dtype: 'int32'): Tensor;
  slice(tensor: Tensor, begin: number[], size: number[]): Tensor;
  io: { registerLoadRouter(router: (url: string | string[]) => unknown): void };
};
type HumanFace = { box: PixelBox; score: number; boxScore: number; faceScore: number; embedding?: number[] };
type HumanInstance = { load(): Promise<void>; detect(input: Tensor): Promise<{ face: HumanFace[] }>; tf: Tf };

/** Windows of these sizes (in pixels of the picture as the job sends it, at most 1600 across). */
const WINDOW_SIZES = [320, 640];
/**
 * Detections less sure than this are left out: on the demo archive the boxes between 0.3 and 0.4
 * were more often wheels, ornaments and handwriting than the faces of a distant crowd.
 */
const MIN_BOX_SCORE = 0.4;
/** A detection whose face mesh is less sure than this is not kept either. */
const MIN_FACE_SCORE = 0.5;

// The package's `exports` name its Node WebAssembly build without the leading './', which Node's
// resolver refuses; the file sits beside the default Node build.
const humanDist = path.dirname(require.resolve('@vladmandic/human'));
const modelsDir = path.join(humanDist, '..', 'models');
const wasmDir = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));

/** TensorFlow.js without its Node binding reads models over HTTP only: this reads `file://` from disk. */
function registerFileLoader(tf: Tf) {
  tf.io.registerLoadRouter((url) => {
    if (typeof url !== 'string' || !url.startsWith('file://')) return null;
    const file = fileURLToPath(url);
    return {
      async load() {
        const model = JSON.parse(await readFile(file, 'utf8'));
        const weightSpecs = [];
        const parts: Buffer[] = [];
        for (const group of model.weightsManifest) {
          weightSpecs.push(...group.weights);
          for (const part of group.paths) parts.push(await readFile(path.join(path.dirname(file), part)));
        }
        const weights = Buffer.concat(parts);
        return {
          modelTopology: model.modelTopology,
          format: model.format,
          generatedBy: model.generatedBy,
          convertedBy: model.convertedBy,
          // The descriptor model names its outputs here: without it the embedding is left out.
          signature: model.signature,
          userDefinedMetadata: model.userDefinedMetadata,
          modelInitializer: model.modelInitializer,
          weightSpecs,
          weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
        };
      },
    };
  });
}

let ready: Promise<HumanInstance> | null = null;

function human(): Promise<HumanInstance> {
  ready ??= (async () => {
    const { Human } = require(path.join(humanDist, 'human.node-wasm.js')) as {
      Human: new (config: object) => HumanInstance;
    };
    const instance = new Human({
      backend: 'wasm',
      wasmPath: `${wasmDir}${path.sep}`,
      modelBasePath: `file://${modelsDir}/`,
      debug: false,
      // Every window is a new picture: no reuse of the last result (made for video frames).
      cacheSensitivity: 0,
      face: {
        enabled: true,
        detector: {
          rotation: false,
          maxDetected: 50,
          minConfidence: MIN_BOX_SCORE,
          iouThreshold: 0.3,
          skipFrames: 0,
          skipTime: 0,
        },
        mesh: { enabled: true },
        iris: { enabled: false },
        description: { enabled: true },
        emotion: { enabled: false },
        antispoof: { enabled: false },
        liveness: { enabled: false },
        attention: { enabled: false },
      },
      body: { enabled: false },
      hand: { enabled: false },
      object: { enabled: false },
      gesture: { enabled: false },
      segmentation: { enabled: false },
      filter: { enabled: false },
    });
    registerFileLoader(instance.tf);
    await instance.load();
    return instance;
  })();
  return ready;
}

/** Every face on the picture, once, in its pixels. */
async function detect(width: number, height: number, pixels: Uint8Array): Promise<DetectedFace[]> {
  const instance = await human();
  const { tf } = instance;
  const image = tf.tensor3d(pixels, [height, width, 3], 'int32');
  const found: DetectedFace[] = [];
  try {
    for (const [x, y, w, h] of detectionWindows(width, height, WINDOW_SIZES)) {
      const window = tf.slice(image, [y, x, 0], [h, w, 3]);
      try {
        const result = await instance.detect(window);
        for (const face of result.face) {
          if (face.faceScore < MIN_FACE_SCORE || !face.embedding?.length) continue;
          const [fx, fy, fw, fh] = face.box;
          found.push({
            box: [x + fx, y + fy, fw, fh],
            // The mesh's and the combined score are 1 for nearly every face: the box's tells them apart.
            score: face.boxScore,
            descriptor: unitVector(face.embedding),
          });
        }
      } finally {
        window.dispose();
      }
    }
  } finally {
    image.dispose();
  }
  return mergeDetections(found);
}

parentPort?.on(
  'message',
  async (message: { id: number; width: number; height: number; pixels: Uint8Array }) => {
    try {
      const faces = await detect(message.width, message.height, message.pixels);
      parentPort?.postMessage({ id: message.id, faces });
    } catch (error) {
      parentPort?.postMessage({
        id: message.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  },
);
