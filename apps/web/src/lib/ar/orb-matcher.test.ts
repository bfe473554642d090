import { fileURLToPath } from 'node:url';
import { AR } from '@retropics/domain/constants';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { cornerDistance, type Quad } from './homography';
import { fitWithin, OrbMatcher } from './orb-matcher';
import { projectPicture, type Raster } from './synthetic-view';

const demoImage = (name: string) =>
  fileURLToPath(new URL(`../../../../server/demo-archive/images/${name}`, import.meta.url));

/** The frame the AR view sends the matcher: a 16:9 camera picture at 640 px. */
const FRAME = { width: 640, height: 360 };
/** Where the photograph lies in the camera's view: seen from below and to the left. */
const TRUTH: Quad = [
  { x: 150, y: 58 },
  { x: 492, y: 92 },
  { x: 478, y: 318 },
  { x: 128, y: 300 },
];

async function grey(file: string, size: { width: number; height: number }, blur = 0): Promise<Raster> {
  let image = sharp(file).resize(size.width, size.height, { fit: 'cover' }).greyscale();
  if (blur) image = image.blur(blur);
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: info.channels, data: new Uint8Array(data) };
}

/** What the AR view trains: the display thumbnail (1024 px) fitted within 512 px. */
async function pattern(file: string) {
  const { width = 0, height = 0 } = await sharp(file).metadata();
  const display = fitWithin(width, height, 1024);
  const raster = await grey(file, fitWithin(display.width, display.height, AR.patternImageMaxPx));
  return { width: raster.width, height: raster.height, pixels: raster.data };
}

/** The camera's view of `picture` on TRUTH over a blurred street scene. */
async function cameraView(picture: string) {
  const background = await grey(demoImage('milwaukee-1936-slums-milwaukee-wisconsin.jpg'), FRAME, 6);
  const seen = await grey(picture, { width: 768, height: 497 });
  const view = projectPicture(background, seen, TRUTH);
  return { width: view.width, height: view.height, pixels: view.data };
}

describe('ORB matcher', { timeout: 30_000 }, () => {
  const kapellbruecke = demoImage('luzern-kapellbruecke-ca1895.jpg');

  test('finds a photograph seen at an angle, its corners within 2 % of the frame of the truth', async () => {
    const matcher = new OrbMatcher();
    const learnt = matcher.train(await pattern(kapellbruecke));
    expect(learnt).toBeGreaterThan(AR.patternKeypoints);
    const result = matcher.match(await cameraView(kapellbruecke));
    expect(result.inliers).toBeGreaterThan(AR.minInliersExclusive);
    expect(result.matched).toBe(true);
    expect(result.corners).not.toBeNull();
    expect(cornerDistance(result.corners as Quad, TRUTH)).toBeLessThan(0.02 * FRAME.width);
  });

  test('does not match another picture in the same place', async () => {
    const matcher = new OrbMatcher();
    matcher.train(await pattern(kapellbruecke));
    const other = await cameraView(demoImage('tirol-brixen-1899.jpg'));
    for (let attempt = 0; attempt < 5; attempt++) expect(matcher.match(other).matched).toBe(false);
  });

  test('matches nothing before it is trained', () => {
    const matcher = new OrbMatcher();
    expect(matcher.match({ width: 4, height: 4, pixels: new Uint8Array(16) })).toEqual({
      inliers: 0,
      matched: false,
      corners: null,
    });
  });
});
