import { join } from 'node:path';
import sharp from 'sharp';
import type { Quad } from '../../apps/web/src/lib/ar/homography';
import { projectPicture, type Raster } from '../../apps/web/src/lib/ar/synthetic-view';
import { FAKE_FRAME, fakeCameraVideo } from './fake-camera';
import { repoRoot } from './paths';

/** A demo archive picture's file. */
export const demoPicture = (name: string) => join(repoRoot, 'apps/server/demo-archive/images', name);

/**
 * Where the filmed photograph lies in the fake camera's 1280 × 720 frame: seen from below and to
 * the left, as a visitor holding a phone up to a plaque would.
 */
export const AR_TRUTH: Quad = [
  { x: 300, y: 116 },
  { x: 984, y: 184 },
  { x: 956, y: 636 },
  { x: 256, y: 600 },
];

/** Frames in the video: the same view with fresh sensor noise in each. */
const FRAMES = 6;
/** Sensor noise, ± grey levels. */
const NOISE = 8;

async function rgb(file: string, size: { width: number; height: number }, blur = 0): Promise<Raster> {
  let image = sharp(file).resize(size.width, size.height, { fit: 'cover' }).removeAlpha();
  if (blur) image = image.blur(blur);
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: info.channels, data: new Uint8Array(data) };
}

/**
 * A fake-camera video of `picture` projected onto AR_TRUTH over a blurred `background` (another
 * demo picture: a real scene, not a flat colour), with noise that changes from frame to frame.
 */
export async function arSceneVideo(picture: string, background: string, file: string): Promise<string> {
  const scene = projectPicture(
    await rgb(background, FAKE_FRAME, 10),
    await rgb(picture, { width: 1024, height: 663 }),
    AR_TRUTH,
  );
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const frames = await Promise.all(
    Array.from({ length: FRAMES }, () => {
      const noisy = Buffer.from(
        scene.data.map((value) => Math.max(0, Math.min(255, value + (random() * 2 - 1) * NOISE))),
      );
      return sharp(noisy, {
        raw: { width: scene.width, height: scene.height, channels: scene.channels as 3 },
      })
        .png()
        .toBuffer();
    }),
  );
  return fakeCameraVideo(frames, file);
}
