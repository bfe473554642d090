import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';

/** The frame Chromium's fake camera films: 720p, what the app's cameras ask for at least. */
export const FAKE_FRAME = { width: 1280, height: 720 };

/**
 * A Y4M video (raw YUV 4:2:0, BT.601 full range) of a few frames of one picture (a file or the
 * bytes of one), the format Chromium's `--use-file-for-fake-video-capture` reads.
 */
export async function fakeCameraVideo(picture: string | Buffer, file: string): Promise<string> {
  const { width, height } = FAKE_FRAME;
  const rgb = await sharp(picture)
    .resize(width, height, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
  for (let row = 0; row < height; row++) {
    for (let column = 0; column < width; column++) {
      const at = (row * width + column) * 3;
      const [r = 0, g = 0, b = 0] = [rgb[at], rgb[at + 1], rgb[at + 2]];
      y[row * width + column] = clamp(0.299 * r + 0.587 * g + 0.114 * b);
      if (row % 2 === 0 && column % 2 === 0) {
        const chroma = (row / 2) * (width / 2) + column / 2;
        u[chroma] = clamp(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
        v[chroma] = clamp(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
      }
    }
  }
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, u, v]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(file, Buffer.concat([header, ...Array.from({ length: 4 }, () => frame)]));
  return file;
}

/** A browser whose camera films the given Y4M video, with camera permission asked of nobody. */
export function launchWithFakeCamera(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}

/** Where in a folder a test keeps its fake camera's video. */
export const videoIn = (folder: string, name: string) => join(folder, `${name}.y4m`);
