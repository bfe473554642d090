/**
 * How a RetroSnap lies over the historic photograph it repeats (issue 17, 'line-up help').
 *
 * An alignment is a homography: a 3×3 matrix, row-major as 9 numbers, that carries a point of the
 * historic photograph to the same point of the RetroSnap. Both pictures are measured in their own
 * normalised coordinates (0..1 across, 0..1 down), so one matrix serves every derivative size, the
 * tiles and the CSS that draws it. The server finds it by feature matching; a person may correct it
 * by hand (nudge, scale, rotate); the original files are never changed.
 */

export type Homography = readonly [number, number, number, number, number, number, number, number, number];

export const IDENTITY: Homography = [1, 0, 0, 0, 1, 0, 0, 0, 1];

/** The steps of the hand alignment: a nudge in RetroSnap pixels, a factor, degrees. */
export type AlignmentAdjustment = { dx: number; dy: number; scale: number; rotation: number };

export const ALIGNMENT_LIMITS = {
  /** Largest factor by which a plausible alignment stretches or shrinks the photograph. */
  maxScale: 8,
  /** Smallest share of the RetroSnap the aligned photograph must still cover. */
  minCoverage: 0.05,
} as const;

export function multiply(a: Homography, b: Homography): Homography {
  const m = (row: number, col: number) =>
    (a[row * 3] as number) * (b[col] as number) +
    (a[row * 3 + 1] as number) * (b[3 + col] as number) +
    (a[row * 3 + 2] as number) * (b[6 + col] as number);
  return [m(0, 0), m(0, 1), m(0, 2), m(1, 0), m(1, 1), m(1, 2), m(2, 0), m(2, 1), m(2, 2)];
}

export function invert(h: Homography): Homography | null {
  const [a, b, c, d, e, f, g, k, i] = h;
  const A = e * i - f * k;
  const B = -(d * i - f * g);
  const C = d * k - e * g;
  const det = a * A + b * B + c * C;
  if (!Number.isFinite(det) || Math.abs(det) < 1e-12) return null;
  return normalise([
    A / det,
    -(b * i - c * k) / det,
    (b * f - c * e) / det,
    B / det,
    (a * i - c * g) / det,
    -(a * f - c * d) / det,
    C / det,
    -(a * k - b * g) / det,
    (a * e - b * d) / det,
  ]);
}

/** Scales the matrix so its last entry is 1 (a homography is defined up to a factor). */
export function normalise(h: Homography): Homography {
  const last = h[8];
  if (Math.abs(last) < 1e-12) return h;
  return h.map((value) => value / last) as unknown as Homography;
}

export function project(h: Homography, x: number, y: number): { x: number; y: number } {
  const w = h[6] * x + h[7] * y + h[8];
  return { x: (h[0] * x + h[1] * y + h[2]) / w, y: (h[3] * x + h[4] * y + h[5]) / w };
}

const scaling = (sx: number, sy: number): Homography => [sx, 0, 0, 0, sy, 0, 0, 0, 1];

/** A homography between pixel frames (width × height each) as one between normalised frames. */
export function toNormalised(
  pixels: Homography,
  from: { width: number; height: number },
  to: { width: number; height: number },
): Homography {
  return normalise(
    multiply(multiply(scaling(1 / to.width, 1 / to.height), pixels), scaling(from.width, from.height)),
  );
}

/** The reverse of {@link toNormalised}: the matrix in pixels of the two frames. */
export function toPixels(
  normalised: Homography,
  from: { width: number; height: number },
  to: { width: number; height: number },
): Homography {
  return normalise(
    multiply(multiply(scaling(to.width, to.height), normalised), scaling(1 / from.width, 1 / from.height)),
  );
}

/**
 * Where the photograph lies before anything is aligned: fitted whole into the RetroSnap's frame and
 * centred, as the comparison slider draws an unaligned pair. Hand alignment starts from here.
 */
export function containPlacement(photographRatio: number, retrosnapRatio: number): Homography {
  // Width of the fitted photograph as a share of the RetroSnap's width, and likewise the height.
  const share =
    photographRatio >= retrosnapRatio
      ? { x: 1, y: retrosnapRatio / photographRatio }
      : { x: photographRatio / retrosnapRatio, y: 1 };
  return [share.x, 0, (1 - share.x) / 2, 0, share.y, (1 - share.y) / 2, 0, 0, 1];
}

/**
 * Applies one hand step to an alignment: rotation and scale about the RetroSnap's centre, then the
 * nudge. Done in RetroSnap pixels (`retrosnapRatio` = width / height), so a rotation stays a
 * rotation on a frame that is not square.
 */
export function adjust(h: Homography, step: AlignmentAdjustment, retrosnapRatio: number): Homography {
  const frame = { width: retrosnapRatio, height: 1 };
  const radians = (step.rotation * Math.PI) / 180;
  const cos = Math.cos(radians) * step.scale;
  const sin = Math.sin(radians) * step.scale;
  const cx = frame.width / 2;
  const cy = frame.height / 2;
  // Translate to the centre, rotate and scale, translate back, then nudge (dx, dy in frame heights).
  const around: Homography = [
    cos,
    -sin,
    cx - cos * cx + sin * cy + step.dx,
    sin,
    cos,
    cy - sin * cx - cos * cy + step.dy,
    0,
    0,
    1,
  ];
  const inPixels = multiply(scaling(frame.width, frame.height), h);
  return normalise(multiply(scaling(1 / frame.width, 1 / frame.height), multiply(around, inPixels)));
}

/**
 * The CSS `matrix3d` that draws the photograph, laid out as a box of the RetroSnap's size
 * (`width` × `height` pixels, transform-origin at its top left), where the alignment puts it.
 */
export function cssMatrix(h: Homography, width: number, height: number): string {
  const m = toPixels(h, { width, height }, { width, height });
  const [a, b, c, d, e, f, g, k, i] = m;
  // matrix3d is column-major; the 2D homography sits in the x, y and w rows and columns.
  return `matrix3d(${[a, d, 0, g, b, e, 0, k, 0, 0, 1, 0, c, f, 0, i].map((value) => round(value)).join(',')})`;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * Whether a matrix can be an alignment at all: finite, invertible, keeping the photograph's corners
 * in front of the camera and in their order (no mirror, no fold), neither shrunk to a speck nor
 * blown up beyond {@link ALIGNMENT_LIMITS}. Both the server's matcher and the hand editor's answer
 * pass through this, so a wild match is never stored.
 */
export function isPlausible(h: Homography, photographRatio = 1, retrosnapRatio = 1): boolean {
  if (!h.every(Number.isFinite) || invert(h) === null) return false;
  const corners = [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 1],
  ] as const;
  const points = [];
  for (const [x, y] of corners) {
    const w = h[6] * x + h[7] * y + h[8];
    if (w <= 1e-6) return false;
    const point = project(h, x, y);
    points.push({ x: point.x * retrosnapRatio, y: point.y });
  }
  // Convex and turning the same way as the photograph's own corners: no fold, no mirror image.
  for (let index = 0; index < 4; index += 1) {
    const a = points[index] as { x: number; y: number };
    const b = points[(index + 1) % 4] as { x: number; y: number };
    const c = points[(index + 2) % 4] as { x: number; y: number };
    if ((b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x) <= 0) return false;
  }
  const area = polygonArea(points);
  const photographArea = photographRatio; // the photograph's own area in its height units, scaled below
  const retrosnapArea = retrosnapRatio;
  if (area < ALIGNMENT_LIMITS.minCoverage * retrosnapArea) return false;
  // The aligned photograph's area against the area it has when fitted into the frame.
  const fitted = Math.min(retrosnapRatio / photographRatio, 1) ** 2 * photographArea;
  const factor = Math.sqrt(area / fitted);
  return factor <= ALIGNMENT_LIMITS.maxScale && factor >= 1 / ALIGNMENT_LIMITS.maxScale;
}

function polygonArea(points: Array<{ x: number; y: number }>): number {
  let sum = 0;
  for (let index = 0; index < points.length; index += 1) {
    const a = points[index] as { x: number; y: number };
    const b = points[(index + 1) % points.length] as { x: number; y: number };
    sum += a.x * b.y - b.x * a.y;
  }
  return Math.abs(sum) / 2;
}
