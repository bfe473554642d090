/// <reference path="./jsfeat.d.ts" />
import { AR } from '@retropics/domain/constants';
import jsfeat, { type keypoint_t, type matrix_t } from 'jsfeat';
import { type Point, project, type Quad } from './homography';

/**
 * Finds a trained picture (the pattern) in camera frames: ORB features (YAPE06 corners, oriented
 * by intensity centroid, rBRIEF descriptors) at several scales of the pattern, brute-force Hamming
 * matching and a RANSAC homography, with the spec §9 AR constants. The procedure is jsfeat's ORB
 * sample's, whose figures the spec took over; it runs in a Web Worker (`orb-matcher.worker.ts`).
 */

/** An 8-bit grey picture, row by row. */
export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

export interface MatchResult {
  /** Matches that agree with the homography. */
  inliers: number;
  /** More than `AR.minInliersExclusive` inliers and a quadrilateral a plane can project to. */
  matched: boolean;
  /** Where the pattern's corners (top left, top right, bottom right, bottom left) lie in the frame, in its pixels; null without a homography. */
  corners: Quad | null;
}

/** Scale steps between the trained pattern levels: √2, as in the ORB sample. */
const LEVEL_SCALE_STEP = Math.SQRT2;
/** Border (px) YAPE06 keeps free: the ORB patch around a corner must stay inside the picture. */
const DETECT_BORDER = 17;
/** RANSAC: a match is an inlier within 3 px of where the homography puts it. */
const REPROJECTION_THRESHOLD_PX = 3;
const DESCRIPTOR_BYTES = 32;
const DESCRIPTOR_INTS = DESCRIPTOR_BYTES / 4;

/** A size that fits within `max` on both sides, keeping the ratio (never enlarged). */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / width, max / height);
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
}

/** An RGBA picture (canvas ImageData) in grey, with the weights jsfeat's grayscale uses. */
export function greyOf(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): GreyImage {
  const pixels = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < pixels.length; i++, j += 4) {
    pixels[i] = ((rgba[j] ?? 0) * 4899 + (rgba[j + 1] ?? 0) * 9617 + (rgba[j + 2] ?? 0) * 1868 + 8192) >> 14;
  }
  return { width, height, pixels };
}

/**
 * A flat picture seen by a camera stays a convex quadrilateral with its corners in the same turn;
 * a homography made of chance matches usually folds or flips it.
 */
export function isPlausibleQuad(quad: Quad): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const a = quad[i] as Point;
    const b = quad[(i + 1) % 4] as Point;
    const c = quad[(i + 2) % 4] as Point;
    const cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (!Number.isFinite(cross) || cross === 0) return false;
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  // Image rows run downwards: the corners in order turn clockwise on screen, as in the pattern.
  return sign > 0;
}

// Half widths of the 31 px circular patch, row by row (ORB's intensity centroid).
const PATCH_HALF_WIDTHS = new Int32Array([15, 15, 15, 15, 14, 14, 14, 13, 13, 12, 11, 10, 9, 8, 6, 3, 0]);
const PATCH_RADIUS = 15;

/** A corner's orientation: the angle to its patch's intensity centroid. */
function orientation(image: matrix_t, px: number, py: number): number {
  const src = image.data;
  const step = image.cols;
  const centre = (py * step + px) | 0;
  let m01 = 0;
  let m10 = 0;
  for (let u = -PATCH_RADIUS; u <= PATCH_RADIUS; ++u) m10 += u * (src[centre + u] ?? 0);
  for (let v = 1; v <= PATCH_RADIUS; ++v) {
    let vSum = 0;
    const d = PATCH_HALF_WIDTHS[v] ?? 0;
    for (let u = -d; u <= d; ++u) {
      const plus = src[centre + u + v * step] ?? 0;
      const minus = src[centre + u - v * step] ?? 0;
      vSum += plus - minus;
      m10 += u * (plus + minus);
    }
    m01 += v * vSum;
  }
  return Math.atan2(m01, m10);
}

/** The strongest `max` corners of a (blurred) picture, oriented. */
function detectKeypoints(image: matrix_t, corners: keypoint_t[], max: number): number {
  let count = jsfeat.yape06.detect(image, corners, DETECT_BORDER);
  if (count > max) {
    jsfeat.math.qsort(corners, 0, count - 1, (a, b) => b.score < a.score);
    count = max;
  }
  for (let i = 0; i < count; ++i) {
    const corner = corners[i] as keypoint_t;
    corner.angle = orientation(image, corner.x, corner.y);
  }
  return count;
}

function popcount32(value: number): number {
  let n = value - ((value >> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >> 2) & 0x33333333);
  return (((n + (n >> 4)) & 0xf0f0f0f) * 0x1010101) >> 24;
}

function keypoints(count: number): keypoint_t[] {
  return Array.from({ length: count }, () => new jsfeat.keypoint_t(0, 0, 0, 0, -1));
}

interface PatternLevel {
  corners: keypoint_t[];
  descriptors: matrix_t;
}

export class OrbMatcher {
  private levels: PatternLevel[] = [];
  private patternSize = { width: 0, height: 0 };
  private screenCorners: keypoint_t[] = [];
  private readonly screenDescriptors = new jsfeat.matrix_t(
    DESCRIPTOR_BYTES,
    AR.screenKeypoints,
    jsfeat.U8C1_t,
  );
  private readonly homography = new jsfeat.matrix_t(3, 3, jsfeat.F32C1_t);
  private readonly kernel = new jsfeat.motion_model.homography2d();
  private readonly ransacParams = new jsfeat.ransac_params_t(4, REPROJECTION_THRESHOLD_PX, 0.5, 0.99);

  constructor() {
    jsfeat.yape06.laplacian_threshold = AR.laplacianThreshold;
    jsfeat.yape06.min_eigen_value_threshold = AR.eigenvalueThreshold;
  }

  get trained(): boolean {
    return this.levels.length > 0;
  }

  /** Learns the pattern at `AR.trainLevels` scales; answers the number of keypoints learnt. */
  train(pattern: GreyImage): number {
    const source = new jsfeat.matrix_t(pattern.width, pattern.height, jsfeat.U8C1_t);
    source.data.set(pattern.pixels.subarray(0, pattern.width * pattern.height));
    const size = fitWithin(pattern.width, pattern.height, AR.patternImageMaxPx);
    const base = new jsfeat.matrix_t(size.width, size.height, jsfeat.U8C1_t);
    if (size.width < pattern.width) jsfeat.imgproc.resample(source, base, size.width, size.height);
    else source.copy_to(base);
    this.patternSize = size;

    const level = new jsfeat.matrix_t(size.width, size.height, jsfeat.U8C1_t);
    const levels: PatternLevel[] = [];
    let scale = 1;
    for (let index = 0; index < AR.trainLevels; index++) {
      const corners = keypoints(size.width * size.height);
      const descriptors = new jsfeat.matrix_t(DESCRIPTOR_BYTES, AR.patternKeypoints, jsfeat.U8C1_t);
      if (index === 0) jsfeat.imgproc.gaussian_blur(base, level, AR.blurSize);
      else {
        jsfeat.imgproc.resample(base, level, (size.width * scale) | 0, (size.height * scale) | 0);
        jsfeat.imgproc.gaussian_blur(level, level, AR.blurSize);
      }
      const count = detectKeypoints(level, corners, AR.patternKeypoints);
      jsfeat.orb.describe(level, corners, count, descriptors);
      corners.length = count;
      // Every level's keypoints in the full pattern's coordinates.
      for (const corner of corners) {
        corner.x /= scale;
        corner.y /= scale;
      }
      levels.push({ corners, descriptors });
      scale /= LEVEL_SCALE_STEP;
    }
    this.levels = levels;
    return levels.reduce((sum, entry) => sum + entry.corners.length, 0);
  }

  /** Looks for the pattern in one frame. */
  match(frame: GreyImage): MatchResult {
    if (!this.trained) return { inliers: 0, matched: false, corners: null };
    const image = new jsfeat.matrix_t(frame.width, frame.height, jsfeat.U8C1_t);
    image.data.set(frame.pixels.subarray(0, frame.width * frame.height));
    const smooth = new jsfeat.matrix_t(frame.width, frame.height, jsfeat.U8C1_t);
    jsfeat.imgproc.gaussian_blur(image, smooth, AR.blurSize);
    if (this.screenCorners.length < frame.width * frame.height)
      this.screenCorners = keypoints(frame.width * frame.height);
    const count = detectKeypoints(smooth, this.screenCorners, AR.screenKeypoints);
    jsfeat.orb.describe(smooth, this.screenCorners, count, this.screenDescriptors);

    const { from, to } = this.matchDescriptors(count);
    const inliers = this.findHomography(from, to);
    if (inliers === 0) return { inliers: 0, matched: false, corners: null };
    const h = this.homography.data;
    const { width, height } = this.patternSize;
    const corners: Quad = [
      project(h, 0, 0),
      project(h, width, 0),
      project(h, width, height),
      project(h, 0, height),
    ];
    return { inliers, matched: inliers > AR.minInliersExclusive && isPlausibleQuad(corners), corners };
  }

  /** Each screen keypoint's nearest pattern keypoint (any level) within the match threshold. */
  private matchDescriptors(count: number): { from: Point[]; to: Point[] } {
    const from: Point[] = [];
    const to: Point[] = [];
    const query = new Int32Array(this.screenDescriptors.buffer.u8.buffer, 0, count * DESCRIPTOR_INTS);
    for (let q = 0; q < count; q++) {
      const offset = q * DESCRIPTOR_INTS;
      let best = 256;
      let bestCorner: keypoint_t | undefined;
      for (const level of this.levels) {
        const train = level.descriptors.buffer.i32;
        for (let p = 0; p < level.corners.length; p++) {
          let distance = 0;
          for (let k = 0; k < DESCRIPTOR_INTS; k++)
            distance += popcount32((query[offset + k] ?? 0) ^ (train[p * DESCRIPTOR_INTS + k] ?? 0));
          if (distance < best) {
            best = distance;
            bestCorner = level.corners[p];
          }
        }
      }
      const screen = this.screenCorners[q];
      if (best < AR.matchThreshold && bestCorner && screen) {
        from.push({ x: bestCorner.x, y: bestCorner.y });
        to.push({ x: screen.x, y: screen.y });
      }
    }
    return { from, to };
  }

  /** RANSAC over the matches, then the homography again from its inliers alone; answers their number. */
  private findHomography(from: Point[], to: Point[]): number {
    const mask = new jsfeat.matrix_t(Math.max(1, from.length), 1, jsfeat.U8C1_t);
    const found = jsfeat.motion_estimator.ransac(
      this.ransacParams,
      this.kernel,
      from,
      to,
      from.length,
      this.homography,
      mask,
      AR.maxRansacIterations,
    );
    if (!found) return 0;
    const inFrom: Point[] = [];
    const inTo: Point[] = [];
    for (let i = 0; i < from.length; i++) {
      if (mask.data[i]) {
        inFrom.push(from[i] as Point);
        inTo.push(to[i] as Point);
      }
    }
    this.kernel.run(inFrom, inTo, this.homography, inFrom.length);
    return inFrom.length;
  }
}
