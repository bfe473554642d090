import { invert, type Quad, squareToQuad } from './homography';

/**
 * A camera's view of a flat picture, made without a camera: the picture projected onto a
 * quadrilateral of a background, sampled bilinearly. The matcher's unit test and the AR browser
 * test film such views, so they know exactly where the picture is.
 */

/** Raw pixels, `channels` bytes each, row by row. */
export interface Raster {
  width: number;
  height: number;
  channels: number;
  data: Uint8Array;
}

/** `background` with `picture` drawn onto `quad` (background pixels), both of the same channels. */
export function projectPicture(background: Raster, picture: Raster, quad: Quad): Raster {
  const { width, height, channels } = background;
  const out = new Uint8Array(background.data);
  // Frame pixel → unit square → picture pixel.
  const back = invert(squareToQuad(quad));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const z = back[6] * (x + 0.5) + back[7] * (y + 0.5) + back[8];
      const u = (back[0] * (x + 0.5) + back[1] * (y + 0.5) + back[2]) / z;
      const v = (back[3] * (x + 0.5) + back[4] * (y + 0.5) + back[5]) / z;
      if (u < 0 || u >= 1 || v < 0 || v >= 1) continue;
      const px = Math.min(picture.width - 1.001, Math.max(0, u * picture.width - 0.5));
      const py = Math.min(picture.height - 1.001, Math.max(0, v * picture.height - 0.5));
      const x0 = Math.floor(px);
      const y0 = Math.floor(py);
      const fx = px - x0;
      const fy = py - y0;
      for (let c = 0; c < channels; c++) {
        const at = (column: number, row: number) =>
          picture.data[(row * picture.width + column) * picture.channels + c] ?? 0;
        const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
        const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
        out[(y * width + x) * channels + c] = Math.round(top * (1 - fy) + bottom * fy);
      }
    }
  }
  return { width, height, channels, data: out };
}
