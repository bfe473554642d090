import { type Homography, isPlausible, normalise, project, toNormalised } from '@retropics/domain/alignment';
import type { Deletable, Mat, OpenCv } from './opencv.js';

/** A picture as the matcher reads it: upright RGB bytes, row by row (image.repository uprightPixels). */
export type Pixels = { width: number; height: number; pixels: Uint8Array };

export type AlignmentRequest = {
  /** The historic photograph and the RetroSnap, each scaled down to at most the working size. */
  photograph: Pixels;
  retrosnap: Pixels;
  /** The RetroSnap's full size: the error is measured in its pixels. */
  retrosnapSize: { width: number; height: number };
  /** The photograph's full size: its width / height is the ratio the plausibility check uses. */
  photographSize: { width: number; height: number };
};

export type AlignmentFound = {
  /** Normalised photograph coordinates onto normalised RetroSnap coordinates (domain alignment.ts). */
  homography: Homography;
  inliers: number;
  /** Median distance, in pixels of the full-size RetroSnap, between a matched inlier and where the homography puts it. */
  errorPx: number;
};

/** Why there is no alignment; kept in the job's result so a failure can be read back. */
export type AlignmentOutcome =
  | ({ aligned: true } & AlignmentFound & Diagnostics)
  | ({ aligned: false; reason: string; inliers: number } & Diagnostics);
type Diagnostics = { keypoints: [number, number]; matches: number };

/** Both pictures are matched at most this many pixels along their long side. */
export const ALIGNMENT_WORKING_SIZE = 1024;

/**
 * Fewer RANSAC inliers than this and there is no alignment. Four matches fix a homography with
 * nothing left to confirm it, and RANSAC always finds a few chance agreements among a hundred wrong
 * matches: on the demo archive, 15 pairs of different places (one glacier's repeat against another
 * glacier, a glacier against a Milwaukee street, a Lucerne bridge, a Tyrolean glacier) reached at
 * most 9 inliers, the true repeat pairs that lined up 12 to 330.
 */
export const MIN_INLIERS = 12;

/** Which features and which contrast equalisation; alignment.pairs.test.ts compares them. */
export type MatchingMethod = { features: 'akaze' | 'orb'; contrast: 'clahe' | 'hist' };
export const DEFAULT_METHOD: MatchingMethod = { features: 'akaze', contrast: 'clahe' };
/** ORB keeps the strongest this many corners (AKAZE keeps what passes its threshold). */
const ORB_FEATURES = 5000;

/**
 * Lowe's ratio: a match counts only when clearly nearer than the second best. 0.8 (Lowe's own)
 * lost three of the demo pairs whose snow and rock changed most in a century; 0.9 let pictures of
 * different places reach 13 inliers; 0.85 kept those under 10.
 */
const RATIO = 0.85;
/** RANSAC's tolerance in working-size pixels of the RetroSnap (≈ 1 % of the long side). */
const RANSAC_THRESHOLD = 8;

/**
 * Matches the photograph against the RetroSnap and answers the homography between them. Both are
 * made grey and their contrast equalised locally (CLAHE: a faded albumen print and a colour phone
 * picture get comparable edges), AKAZE finds binary features (it kept more true matches across a
 * century than ORB: alignment.pairs.test.ts), a brute-force Hamming matcher with Lowe's ratio test
 * pairs them, and RANSAC fits the homography. Every OpenCV object is deleted before it returns.
 */
export function alignPictures(
  cv: OpenCv,
  request: AlignmentRequest,
  method: MatchingMethod = DEFAULT_METHOD,
): AlignmentOutcome {
  const owned: Deletable[] = [];
  const keep = <T extends Deletable>(value: T): T => {
    owned.push(value);
    return value;
  };
  try {
    const photograph = keep(prepared(cv, request.photograph, method.contrast, keep));
    const retrosnap = keep(prepared(cv, request.retrosnap, method.contrast, keep));
    const detector = keep(method.features === 'akaze' ? new cv.AKAZE() : new cv.ORB(ORB_FEATURES));
    const noMask = keep(new cv.Mat());
    const photoPoints = keep(new cv.KeyPointVector());
    const snapPoints = keep(new cv.KeyPointVector());
    const photoDescriptors = keep(new cv.Mat());
    const snapDescriptors = keep(new cv.Mat());
    detector.detectAndCompute(photograph, noMask, photoPoints, photoDescriptors);
    detector.detectAndCompute(retrosnap, noMask, snapPoints, snapDescriptors);
    const keypoints: [number, number] = [photoPoints.size(), snapPoints.size()];
    if (photoDescriptors.rows < 2 || snapDescriptors.rows < 2)
      return { aligned: false, reason: 'too few features', inliers: 0, keypoints, matches: 0 };

    const matcher = keep(new cv.BFMatcher(cv.NORM_HAMMING, false));
    const pairs = keep(new cv.DMatchVectorVector());
    matcher.knnMatch(photoDescriptors, snapDescriptors, pairs, 2);
    const from: number[] = [];
    const to: number[] = [];
    for (let index = 0; index < pairs.size(); index += 1) {
      const candidates = keep(pairs.get(index));
      if (candidates.size() < 2) continue;
      const best = candidates.get(0);
      if (best.distance >= RATIO * candidates.get(1).distance) continue;
      const a = photoPoints.get(best.queryIdx).pt;
      const b = snapPoints.get(best.trainIdx).pt;
      from.push(a.x, a.y);
      to.push(b.x, b.y);
    }
    const matches = from.length / 2;
    if (matches < MIN_INLIERS)
      return { aligned: false, reason: 'too few matches', inliers: 0, keypoints, matches };

    const source = keep(cv.matFromArray(matches, 1, cv.CV_32FC2, from));
    const target = keep(cv.matFromArray(matches, 1, cv.CV_32FC2, to));
    const mask = keep(new cv.Mat());
    const found = keep(cv.findHomography(source, target, cv.RANSAC, RANSAC_THRESHOLD, mask, 5000, 0.999));
    if (found.empty() || found.rows !== 3)
      return { aligned: false, reason: 'no homography', inliers: 0, keypoints, matches };
    const pixels = normalise(Array.from(found.data64F) as unknown as Homography);
    const inlierIndexes = [...mask.data.keys()].filter((index) => mask.data[index] !== 0);
    const inliers = inlierIndexes.length;
    if (inliers < MIN_INLIERS)
      return { aligned: false, reason: 'too few inliers', inliers, keypoints, matches };

    const photo = { width: request.photograph.width, height: request.photograph.height };
    const snap = { width: request.retrosnap.width, height: request.retrosnap.height };
    const homography = toNormalised(pixels, photo, snap);
    const ratio = (size: { width: number; height: number }) => size.width / Math.max(size.height, 1);
    if (!isPlausible(homography, ratio(request.photographSize), ratio(request.retrosnapSize)))
      return { aligned: false, reason: 'implausible homography', inliers, keypoints, matches };

    // Reprojection error of the inliers, measured in the full-size RetroSnap's pixels.
    const scaleX = request.retrosnapSize.width / snap.width;
    const scaleY = request.retrosnapSize.height / snap.height;
    const errors = inlierIndexes.map((index) => {
      const projected = project(pixels, from[index * 2] as number, from[index * 2 + 1] as number);
      return Math.hypot(
        (projected.x - (to[index * 2] as number)) * scaleX,
        (projected.y - (to[index * 2 + 1] as number)) * scaleY,
      );
    });
    return {
      aligned: true,
      homography: homography.map((value) => Number(value.toPrecision(10))) as unknown as Homography,
      inliers,
      errorPx: Math.round(median(errors) * 100) / 100,
      keypoints,
      matches,
    };
  } finally {
    for (const value of owned.reverse()) value.delete();
  }
}

/** The picture grey, its contrast equalised in 8 × 8 tiles (CLAHE) or as a whole. */
function prepared(
  cv: OpenCv,
  picture: Pixels,
  contrast: MatchingMethod['contrast'],
  keep: <T extends Deletable>(value: T) => T,
): Mat {
  const colour = keep(cv.matFromArray(picture.height, picture.width, cv.CV_8UC3, picture.pixels));
  const grey = keep(new cv.Mat());
  cv.cvtColor(colour, grey, cv.COLOR_RGB2GRAY);
  const equalised = new cv.Mat();
  if (contrast === 'clahe') keep(new cv.CLAHE(2, new cv.Size(8, 8))).apply(grey, equalised);
  else cv.equalizeHist(grey, equalised);
  return equalised;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
