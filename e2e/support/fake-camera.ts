import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';

/** The frame Chromium's fake camera films: 720p, what the app's cameras ask for at least. */
export const FAKE_FRAME = { width: 1280, height: 720 };

/**
 * A Y4M video (raw YUV 4:2:0, BT.601 full range) of a few frames of one picture (a file or the
 * bytes of one), the format Chromium's `--use-file-for-fake-video-capture` reads. Given several
 * pictures, the video shows each once in turn (Chromium loops it).
 */
export async function fakeCameraVideo(
  picture: string | Buffer | readonly (string | Buffer)[],
  file: string,
): Promise<string> {
  const header = Buffer.from(`YUV4MPEG2 W${FAKE_FRAME.width} H${FAKE_FRAME.height} F10:1 Ip A1:1 C420jpeg\n`);
  const pictures: readonly (string | Buffer)[] = Array.isArray(picture) ? picture : [picture];
  const frames = await Promise.all(pictures.map(y4mFrame));
  // One picture still makes a few frames, as before.
  const video = pictures.length === 1 ? Array.from({ length: 4 }, () => frames[0] as Buffer) : frames;
  await writeFile(file, Buffer.concat([header, ...video]));
  return file;
}

/** One picture as one Y4M frame of FAKE_FRAME's size. */
async function y4mFrame(picture: string | Buffer): Promise<Buffer> {
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
  return Buffer.concat([Buffer.from('FRAME\n'), y, u, v]);
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
