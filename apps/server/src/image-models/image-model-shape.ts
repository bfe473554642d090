import type { OnnxRunner } from './onnx-runner.js';

/** What the image models' jobs need to know of a model file: its first input and output, and the picture size it takes. */
export type ImageModelShape = { input: string; output: string; height: number; width: number };

/**
 * Reads, once, the first input and output of an image model (depth, colorization) whose input is
 * a picture N×3×H×W; H and W come from the file, symbolic ones are `defaultSize`. A failed read is
 * tried again with the next call. `refuse` makes the model's own refusal error.
 */
export function imageModelShape(
  runner: Pick<OnnxRunner, 'describe'>,
  defaultSize: number,
  refuse: (message: string) => Error,
) {
  let described: Promise<ImageModelShape> | null = null;
  const fixed = (dim: number | string | undefined) =>
    typeof dim === 'number' && dim > 0 ? dim : defaultSize;
  return () => {
    described ??= runner.describe().then(({ inputs, outputs }) => {
      const [input] = inputs;
      const [output] = outputs;
      if (!input || !output) throw refuse('the model has no input or no output');
      const shape = input.shape;
      if (shape.length !== 4 || (typeof shape[1] === 'number' && shape[1] !== 3))
        throw refuse(`the model's input must be N×3×H×W, not [${shape.join(', ')}]`);
      return { input: input.name, output: output.name, height: fixed(shape[2]), width: fixed(shape[3]) };
    });
    described.catch(() => {
      described = null;
    });
    return described;
  };
}
