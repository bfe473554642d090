import type { Sharp } from 'sharp';
import type { OnnxRunner } from './onnx-runner.js';

/**
 * The depth model convention (docs/OPERATIONS.md 'Depth model'), that of MiDaS and Depth
 * Anything exported to ONNX: one float input N×3×H×W of RGB scaled to 0–1 and normalised with
 * ImageNet's mean and standard deviation; one float output whose last two dimensions are the
 * relative inverse depth (larger is nearer) at H'×W'. H and W come from the model file; where
 * they are symbolic the picture is given at DEPTH_MODEL_DEFAULT_SIZE square.
 */
export const DEPTH_MODEL_DEFAULT_SIZE = 518;
const MEAN = [0.485, 0.456, 0.406] as const;
const STD = [0.229, 0.224, 0.225] as const;

/** A depth map as the model saw it: one byte a pixel, 0 far … 255 near, row by row. */
export type EstimatedDepth = { pixels: Buffer; width: number; height: number };

export class DepthModelRefused extends Error {}

/** The input's height and width the model asks for (fixed numbers in the file, else the default). */
function inputSize(shape: ReadonlyArray<number | string>) {
  const fixed = (dim: number | string | undefined) =>
    typeof dim === 'number' && dim > 0 ? dim : DEPTH_MODEL_DEFAULT_SIZE;
  if (shape.length !== 4 || (typeof shape[1] === 'number' && shape[1] !== 3))
    throw new DepthModelRefused(`the model's input must be N×3×H×W, not [${shape.join(', ')}]`);
  return { height: fixed(shape[2]), width: fixed(shape[3]) };
}

/** Inverse depth to bytes: the nearest point 255, the farthest 0. A flat answer says nothing. */
export function normaliseDepth(values: Float32Array): Buffer {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    if (!Number.isFinite(value)) continue;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  if (!(max > min)) throw new DepthModelRefused('the model answered the same depth everywhere');
  const scale = 255 / (max - min);
  const bytes = Buffer.alloc(values.length);
  for (let index = 0; index < values.length; index++) {
    const value = values[index] as number;
    bytes[index] = Number.isFinite(value) ? Math.round((value - min) * scale) : 0;
  }
  return bytes;
}

/** Runs the operator's depth model on a picture (upright, any size) by the convention above. */
export function createDepthEstimator(runner: OnnxRunner) {
  let described: Promise<{ input: string; output: string; height: number; width: number }> | null = null;

  function model() {
    described ??= runner.describe().then(({ inputs, outputs }) => {
      const [input] = inputs;
      const [output] = outputs;
      if (!input || !output) throw new DepthModelRefused('the model has no input or no output');
      return { input: input.name, output: output.name, ...inputSize(input.shape) };
    });
    described.catch(() => {
      described = null;
    });
    return described;
  }

  return {
    modelName: runner.modelName,

    async estimate(picture: Sharp): Promise<EstimatedDepth> {
      const { input, output, height, width } = await model();
      const rgb = await picture
        .rotate()
        .flatten({ background: '#ffffff' })
        .resize(width, height, { fit: 'fill' })
        .toColourspace('srgb')
        .removeAlpha()
        .raw()
        .toBuffer();
      const plane = width * height;
      const data = new Float32Array(3 * plane);
      for (let index = 0; index < plane; index++) {
        for (let channel = 0; channel < 3; channel++) {
          const value = (rgb[index * 3 + channel] as number) / 255;
          data[channel * plane + index] = (value - (MEAN[channel] as number)) / (STD[channel] as number);
        }
      }
      const answer = (await runner.run({ [input]: { data, dims: [1, 3, height, width] } }))[output];
      if (!answer) throw new DepthModelRefused(`the model answered no ${output}`);
      const outHeight = answer.dims.at(-2) ?? 0;
      const outWidth = answer.dims.at(-1) ?? 0;
      if (outHeight < 2 || outWidth < 2 || outHeight * outWidth !== answer.data.length)
        throw new DepthModelRefused(`the model's output [${answer.dims.join(', ')}] is not one depth map`);
      return { pixels: normaliseDepth(answer.data), width: outWidth, height: outHeight };
    },

    close: () => runner.close(),
  };
}

export type DepthEstimator = ReturnType<typeof createDepthEstimator>;
