import path from 'node:path';
import { type Homography, project, toPixels } from '@retropics/domain/alignment';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverPaths } from '../config/config.js';
import { createImageRepository } from '../media/image.repository.js';
import { ALIGNMENT_WORKING_SIZE, type AlignmentRequest, alignPictures } from './homography-matcher.js';
import { loadOpenCv, type OpenCv } from './opencv.js';

/**
 * The matcher against a known truth: a demo photograph warped with a chosen homography (scale,
 * rotation, shift and perspective) into a larger RetroSnap frame must come back as that homography,
 * measured at the four corners in pixels of the full-size RetroSnap. And many runs must not leak
 * OpenCV memory (every Mat deleted).
 */
const images = createImageRepository({ maxInputPixels: 100_000_000 });
const photographFile = path.join(serverPaths.demoArchive, 'images', 'luzern-kapellbruecke-ca1895.jpg');
const snapSize = { width: 1600, height: 1200 };
/** Photograph pixels onto RetroSnap pixels: 0.95 ×, turned 4°, moved, and tilted in perspective. */
const truth: Homography = (() => {
  const angle = (4 * Math.PI) / 180;
  const scale = 0.95;
  return [
    scale * Math.cos(angle),
    -scale * Math.sin(angle),
    140,
    scale * Math.sin(angle),
    scale * Math.cos(angle),
    180,
    6e-5,
    -4e-5,
    1,
  ];
})();

let cv: OpenCv;
let request: () => AlignmentRequest;

beforeAll(async () => {
  cv = await loadOpenCv();
  const { data, info } = await sharp(photographFile)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const photographSize = { width: info.width, height: info.height };
  // The RetroSnap: the photograph warped at full size, grey where the photograph does not reach.
  const source = cv.matFromArray(info.height, info.width, cv.CV_8UC3, data);
  const matrix = cv.matFromArray(3, 3, cv.CV_64FC1, truth);
  const warped = new cv.Mat();
  cv.warpPerspective(
    source,
    warped,
    matrix,
    new cv.Size(snapSize.width, snapSize.height),
    cv.INTER_LINEAR,
    cv.BORDER_CONSTANT,
    new cv.Scalar(90, 90, 90),
  );
  const snapJpeg = await sharp(Buffer.from(warped.data), { raw: { ...snapSize, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  for (const mat of [source, matrix, warped]) mat.delete();
  const photograph = await images.uprightPixels(photographFile, ALIGNMENT_WORKING_SIZE);
  const retrosnap = await images.uprightPixels(snapJpeg, ALIGNMENT_WORKING_SIZE);
  request = () => ({
    photograph: { ...photograph, pixels: photograph.pixels.slice() },
    retrosnap: { ...retrosnap, pixels: retrosnap.pixels.slice() },
    photographSize,
    retrosnapSize: snapSize,
  });
});

describe('alignment against a known homography', () => {
  it('recovers the corners within a few pixels of the truth', () => {
    const started = performance.now();
    const outcome = alignPictures(cv, request());
    const ms = Math.round(performance.now() - started);
    if (!outcome.aligned) throw new Error(`not aligned: ${outcome.reason}`);
    const { photographSize } = request();
    const found = toPixels(outcome.homography, photographSize, snapSize);
    const corners = [
      [0, 0],
      [photographSize.width, 0],
      [photographSize.width, photographSize.height],
      [0, photographSize.height],
    ] as const;
    const errors = corners.map(([x, y]) => {
      const expected = project(truth, x, y);
      const actual = project(found, x, y);
      return Math.hypot(actual.x - expected.x, actual.y - expected.y);
    });
    console.log(
      `synthetic: ${outcome.inliers} inliers, median reprojection ${outcome.errorPx} px, corner errors ` +
        `${errors.map((error) => error.toFixed(2)).join(' / ')} px in a ${snapSize.width} × ${snapSize.height} RetroSnap (matched at 1024 px), ${ms} ms`,
    );
    // One working pixel is 1.56 RetroSnap pixels here; measured: all corners under 1.5 px.
    expect(Math.max(...errors)).toBeLessThan(4);
    expect(outcome.errorPx).toBeLessThan(3);
  });

  it('gives every OpenCV object back: the WebAssembly heap does not grow over many alignments', async () => {
    // A small real pair (720 × 256, under half a second) keeps the many runs short.
    const pair = async (file: string) =>
      images.uprightPixels(path.join(serverPaths.demoArchive, 'images', file), ALIGNMENT_WORKING_SIZE);
    const photograph = await pair('gnp-blackfoot-glacier-1914.jpg');
    const retrosnap = await pair('gnp-blackfoot-glacier-2009.jpg');
    const small = () => ({
      photograph: { ...photograph, pixels: photograph.pixels.slice() },
      retrosnap: { ...retrosnap, pixels: retrosnap.pixels.slice() },
      photographSize: photograph,
      retrosnapSize: retrosnap,
    });
    const heap = cv as unknown as {
      HEAP8: Int8Array;
      _malloc(size: number): number;
      _free(pointer: number): void;
    };
    // The next free address after the warm-up: a leak of the Mats pushes it up by megabytes.
    const probe = () => {
      const pointer = heap._malloc(1 << 20);
      heap._free(pointer);
      return pointer;
    };
    for (let run = 0; run < 2; run += 1) expect(alignPictures(cv, small()).aligned).toBe(true);
    const before = { heap: heap.HEAP8.length, free: probe() };
    for (let run = 0; run < 12; run += 1) alignPictures(cv, small());
    const after = { heap: heap.HEAP8.length, free: probe() };
    console.log(
      `heap ${before.heap / 2 ** 20} → ${after.heap / 2 ** 20} MB, probe ${before.free} → ${after.free}`,
    );
    expect(after.heap).toBe(before.heap);
    expect(Math.abs(after.free - before.free)).toBeLessThan(1 << 20);
  }, 120_000);
});
