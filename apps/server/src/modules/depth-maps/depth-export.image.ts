import sharp from 'sharp';

/**
 * Views of a photograph from beside its camera, made from the picture and its depth map: each
 * pixel moves sideways in proportion to its nearness (depth 255 is nearest, 0 farthest and stays),
 * at most MAX_SHIFT of the width between the two outermost views; the nearer pixel wins where two
 * land on one place, and what no pixel covers (behind a near edge, at the border) is filled from
 * the farther of its two neighbours, the background that was hidden there.
 */
export const MAX_SHIFT = 0.03;
/** The wiggle animation: frames of one swing left and right, and each frame's time. */
export const WIGGLE_FRAMES = 8;
export const WIGGLE_FRAME_MS = 90;
/** The wiggle's long side: eight full frames of the display picture would make a heavy GIF. */
export const WIGGLE_MAX_SIDE = 640;

export type Rgb = { pixels: Buffer; width: number; height: number };

/** The picture as 8-bit RGB and its depth map at the same size. */
export async function decodePair(picture: Buffer, depthMap: Buffer, maxSide?: number) {
  let image = sharp(picture).rotate();
  if (maxSide) image = image.resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true });
  const rgb = await image
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = rgb.info;
  const depth = await sharp(depthMap)
    .greyscale()
    .resize(width, height, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  return { picture: { pixels: rgb.data, width, height } satisfies Rgb, depth };
}

/**
 * The view from `offset` (−1 … 1: −1 the leftmost eye, 1 the rightmost) as RGB. Seen from the
 * left, near things stand further right than far ones.
 */
export function viewFrom(picture: Rgb, depth: Buffer, offset: number): Rgb {
  const { width, height, pixels } = picture;
  const out = Buffer.alloc(width * height * 3);
  const reach = (-offset * MAX_SHIFT * width) / 2;
  const nearest = new Int16Array(width);
  for (let y = 0; y < height; y++) {
    nearest.fill(-1);
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const near = depth[row + x] as number;
      const target = Math.round(x + (reach * near) / 255);
      if (target < 0 || target >= width || near <= (nearest[target] as number)) continue;
      nearest[target] = near;
      pixels.copy(out, (row + target) * 3, (row + x) * 3, (row + x) * 3 + 3);
    }
    // Holes: a run of uncovered pixels takes the farther of the pixels on either side of it.
    for (let x = 0; x < width; x++) {
      if ((nearest[x] as number) >= 0) continue;
      let end = x;
      while (end < width && (nearest[end] as number) < 0) end++;
      const left = x - 1;
      const right = end < width ? end : -1;
      const from =
        left < 0
          ? right
          : right < 0
            ? left
            : (nearest[left] as number) <= (nearest[right] as number)
              ? left
              : right;
      if (from >= 0)
        for (let at = x; at < end; at++)
          out.copy(out, (row + at) * 3, (row + from) * 3, (row + from) * 3 + 3);
      x = end;
    }
  }
  return { pixels: out, width, height };
}

const rawOf = (view: Rgb, pages = 1) => ({
  raw: { width: view.width, height: view.height * pages, channels: 3 as const, pageHeight: view.height },
});

/** Side by side for parallel (wall-eyed) viewing: the left eye's view on the left. */
export async function stereoPair(picture: Rgb, depth: Buffer): Promise<Buffer> {
  const left = viewFrom(picture, depth, -1);
  const right = viewFrom(picture, depth, 1);
  const { width, height } = picture;
  const pair = Buffer.alloc(width * 2 * height * 3);
  for (let y = 0; y < height; y++) {
    left.pixels.copy(pair, y * width * 6, y * width * 3, (y + 1) * width * 3);
    right.pixels.copy(pair, y * width * 6 + width * 3, y * width * 3, (y + 1) * width * 3);
  }
  return sharp(pair, { raw: { width: width * 2, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** Red–cyan: red from the left eye's view, green and blue from the right's. */
export async function anaglyph(picture: Rgb, depth: Buffer): Promise<Buffer> {
  const left = viewFrom(picture, depth, -1);
  const right = viewFrom(picture, depth, 1);
  const out = Buffer.from(right.pixels);
  for (let index = 0; index < out.length; index += 3) out[index] = left.pixels[index] as number;
  return sharp(out, rawOf(right)).jpeg({ quality: 88, chromaSubsampling: '4:4:4' }).toBuffer();
}

/** A looping swing from one side to the other and back, as an animated GIF. */
export async function wiggle(picture: Rgb, depth: Buffer): Promise<Buffer> {
  const frames = Array.from({ length: WIGGLE_FRAMES }, (_, index) =>
    viewFrom(picture, depth, Math.sin((2 * Math.PI * index) / WIGGLE_FRAMES)),
  );
  return sharp(Buffer.concat(frames.map((frame) => frame.pixels)), rawOf(picture, WIGGLE_FRAMES))
    .gif({ loop: 0, delay: Array(WIGGLE_FRAMES).fill(WIGGLE_FRAME_MS), effort: 1 })
    .toBuffer();
}
