import sharp from 'sharp';
import type { ImageInput } from '../media/image.repository.js';
import { imageModelShape } from './image-model-shape.js';
import type { OnnxRunner } from './onnx-runner.js';

/**
 * The colorization model convention (docs/OPERATIONS.md 'Colorization model'): one float input
 * N×3×H×W, the grey picture (its one grey value in all three channels) scaled to 0–1 and
 * stretched to H×W; one float output N×2×H'×W' of the a and b channels of CIE Lab (D65, about
 * −128…127), or N×3×H'×W' of RGB in 0–1. Only the colour is taken from the model: it is enlarged
 * to the original's size and put together with the original's own lightness (Lab L), so the
 * picture keeps every detail of the scan whatever size the model works at. H and W come from the
 * model file; where they are symbolic the picture is given at COLORIZE_MODEL_DEFAULT_SIZE square.
 */
export const COLORIZE_MODEL_DEFAULT_SIZE = 512;

export class ColorizeModelRefused extends Error {}

// sRGB (D65) ⇄ CIE Lab, as in the CIE and sRGB standards.
const WHITE = [0.95047, 1, 1.08883] as const;
const toLinear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
const fromLinear = (v: number) => (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);
const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);
const fInverse = (t: number) => (t ** 3 > 216 / 24389 ? t ** 3 : (t - 16 / 116) / (24389 / 27 / 116));

/** L, a and b of an sRGB colour (channels 0–1). */
export function srgbToLab(r: number, g: number, b: number): [number, number, number] {
  const [lr, lg, lb] = [toLinear(r), toLinear(g), toLinear(b)];
  const x = (0.4124 * lr + 0.3576 * lg + 0.1805 * lb) / WHITE[0];
  const y = 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  const z = (0.0193 * lr + 0.1192 * lg + 0.9505 * lb) / WHITE[2];
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** The sRGB bytes of a Lab colour, clipped to what sRGB can show. */
export function labToRgb(l: number, a: number, b: number): [number, number, number] {
  const fy = (l + 16) / 116;
  const x = WHITE[0] * fInverse(fy + a / 500);
  const y = WHITE[1] * fInverse(fy);
  const z = WHITE[2] * fInverse(fy - b / 200);
  const rgb = [
    3.2406 * x - 1.5372 * y - 0.4986 * z,
    -0.9689 * x + 1.8758 * y + 0.0415 * z,
    0.0557 * x - 0.204 * y + 1.057 * z,
  ].map((v) => Math.round(Math.min(1, Math.max(0, fromLinear(Math.max(0, v)))) * 255));
  return rgb as [number, number, number];
}

/** Lab lightness of each grey byte (grey has no a or b). */
const LIGHTNESS = Array.from({ length: 256 }, (_, grey) => 116 * f(toLinear(grey / 255)) - 16);

/** The model's answer as a and b planes (offset by 128 into bytes), whatever of the two forms it gave. */
function chromaOf(answer: { data: Float32Array; dims: number[] }) {
  const [, channels, height = 0, width = 0] = answer.dims;
  const plane = height * width;
  if (answer.dims.length !== 4 || (channels !== 2 && channels !== 3) || plane < 1)
    throw new ColorizeModelRefused(
      `the model's output [${answer.dims.join(', ')}] is neither N×2×H×W nor N×3×H×W`,
    );
  const bytes = Buffer.alloc(plane * 3);
  const byte = (v: number) => Math.round(Math.min(255, Math.max(0, (Number.isFinite(v) ? v : 0) + 128)));
  for (let index = 0; index < plane; index++) {
    const [, a, b] =
      channels === 2
        ? [0, answer.data[index] as number, answer.data[plane + index] as number]
        : srgbToLab(
            Math.min(1, Math.max(0, answer.data[index] as number)),
            Math.min(1, Math.max(0, answer.data[plane + index] as number)),
            Math.min(1, Math.max(0, answer.data[2 * plane + index] as number)),
          );
    bytes[index * 3] = byte(a);
    bytes[index * 3 + 1] = byte(b);
  }
  return { bytes, width, height };
}

/** Runs the operator's colorization model on an original (upright, any size) by the convention above. */
export function createColorizer(runner: OnnxRunner, options: { maxInputPixels: number }) {
  const model = imageModelShape(
    runner,
    COLORIZE_MODEL_DEFAULT_SIZE,
    (message) => new ColorizeModelRefused(message),
  );
  const open = (input: ImageInput) => sharp(input, { limitInputPixels: options.maxInputPixels }).rotate();

  return {
    modelName: runner.modelName,

    /** The colorized picture at the original's upright size, as JPEG. */
    async colorize(original: ImageInput): Promise<Buffer> {
      const { input, output, height, width } = await model();
      const grey = await open(original)
        .flatten({ background: '#ffffff' })
        .resize(width, height, { fit: 'fill' })
        .toColourspace('b-w')
        .raw()
        .toBuffer();
      const plane = width * height;
      const data = new Float32Array(3 * plane);
      for (let index = 0; index < plane; index++) {
        const value = (grey[index] as number) / 255;
        data[index] = value;
        data[plane + index] = value;
        data[2 * plane + index] = value;
      }
      const answer = (await runner.run({ [input]: { data, dims: [1, 3, height, width] } }))[output];
      if (!answer) throw new ColorizeModelRefused(`the model answered no ${output}`);
      const chroma = chromaOf(answer);

      const full = await open(original)
        .flatten({ background: '#ffffff' })
        .toColourspace('b-w')
        .raw()
        .toBuffer({ resolveWithObject: true });
      const { width: fullWidth, height: fullHeight } = full.info;
      const enlarged = await sharp(chroma.bytes, {
        raw: { width: chroma.width, height: chroma.height, channels: 3 },
      })
        .resize(fullWidth, fullHeight, { fit: 'fill' })
        .raw()
        .toBuffer();
      const rgb = Buffer.alloc(fullWidth * fullHeight * 3);
      for (let index = 0; index < fullWidth * fullHeight; index++) {
        const [r, g, b] = labToRgb(
          LIGHTNESS[full.data[index] as number] as number,
          (enlarged[index * 3] as number) - 128,
          (enlarged[index * 3 + 1] as number) - 128,
        );
        rgb[index * 3] = r;
        rgb[index * 3 + 1] = g;
        rgb[index * 3 + 2] = b;
      }
      return sharp(rgb, { raw: { width: fullWidth, height: fullHeight, channels: 3 } })
        .jpeg({ quality: 95 })
        .toBuffer();
    },

    close: () => runner.close(),
  };
}

export type Colorizer = ReturnType<typeof createColorizer>;
