/** Plane-to-plane projections (3×3 homographies, row major) between a picture and where it is seen. */

export interface Point {
  x: number;
  y: number;
}

/** A picture's corners where they are seen: top left, top right, bottom right, bottom left. */
export type Quad = readonly [Point, Point, Point, Point];

export type Homography = readonly [number, number, number, number, number, number, number, number, number];

/** Where a homography takes a point. */
export function project(h: ArrayLike<number>, x: number, y: number): Point {
  const at = (index: number) => h[index] ?? 0;
  const z = at(6) * x + at(7) * y + at(8);
  return { x: (at(0) * x + at(1) * y + at(2)) / z, y: (at(3) * x + at(4) * y + at(5)) / z };
}

/** The homography that takes the unit square's corners (0,0), (1,0), (1,1), (0,1) to a quad (Heckbert's closed form). */
export function squareToQuad([p0, p1, p2, p3]: Quad): Homography {
  const dx1 = p1.x - p2.x;
  const dx2 = p3.x - p2.x;
  const dx3 = p0.x - p1.x + p2.x - p3.x;
  const dy1 = p1.y - p2.y;
  const dy2 = p3.y - p2.y;
  const dy3 = p0.y - p1.y + p2.y - p3.y;
  const det = dx1 * dy2 - dx2 * dy1;
  const g = det === 0 ? 0 : (dx3 * dy2 - dx2 * dy3) / det;
  const h = det === 0 ? 0 : (dx1 * dy3 - dx3 * dy1) / det;
  return [
    p1.x - p0.x + g * p1.x,
    p3.x - p0.x + h * p3.x,
    p0.x,
    p1.y - p0.y + g * p1.y,
    p3.y - p0.y + h * p3.y,
    p0.y,
    g,
    h,
    1,
  ];
}

/** The inverse projection (the adjugate: a homography is defined up to scale). */
export function invert([a, b, c, d, e, f, g, h, i]: Homography): Homography {
  return [
    e * i - f * h,
    c * h - b * i,
    b * f - c * e,
    f * g - d * i,
    a * i - c * g,
    c * d - a * f,
    d * h - e * g,
    b * g - a * h,
    a * e - b * d,
  ];
}

/** The largest distance between corresponding corners of two quads. */
export function cornerDistance(a: Quad, b: Quad): number {
  return Math.max(
    ...a.map((point, index) => Math.hypot(point.x - (b[index] as Point).x, point.y - (b[index] as Point).y)),
  );
}
