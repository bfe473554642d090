/** A rectangle in pixels: [x, y, width, height], the shape `faces[].bounding_box` has. */
export type PixelBox = [number, number, number, number];

/** A face found on a picture: where, how sure the detector is, and its descriptor. */
export type DetectedFace = {
  box: PixelBox;
  /** The detector's confidence, 0 to 1. */
  score: number;
  /** The face's embedding, scaled to length 1, so the cosine similarity of two is their dot product. */
  descriptor: number[];
};

const area = (box: PixelBox) => Math.max(0, box[2]) * Math.max(0, box[3]);

/** The area two boxes share. */
export function intersection(a: PixelBox, b: PixelBox): number {
  const width = Math.min(a[0] + a[2], b[0] + b[2]) - Math.max(a[0], b[0]);
  const height = Math.min(a[1] + a[3], b[1] + b[3]) - Math.max(a[1], b[1]);
  return width > 0 && height > 0 ? width * height : 0;
}

/** Intersection over union: 1 for the same box, 0 for boxes apart. */
export function overlap(a: PixelBox, b: PixelBox): number {
  const shared = intersection(a, b);
  return shared === 0 ? 0 : shared / (area(a) + area(b) - shared);
}

/** How much of `inner` lies inside `outer`, 0 to 1. */
export function coverage(inner: PixelBox, outer: PixelBox): number {
  const size = area(inner);
  return size === 0 ? 0 : intersection(inner, outer) / size;
}

/**
 * One box per face from the detections of overlapping windows: the surest detection of a face
 * stays, and any other that overlaps it (IoU above 0.3, or lying mostly inside it or around it,
 * as a face cut at a window's edge does) is the same face seen again.
 */
export function mergeDetections<T extends { box: PixelBox; score: number }>(found: readonly T[]): T[] {
  const kept: T[] = [];
  for (const face of [...found].sort((a, b) => b.score - a.score)) {
    const same = kept.some(
      (other) =>
        overlap(face.box, other.box) > 0.3 ||
        coverage(face.box, other.box) > 0.6 ||
        coverage(other.box, face.box) > 0.6,
    );
    if (!same) kept.push(face);
  }
  return kept;
}

/** The vector scaled to length 1 (a zero vector stays zero). */
export function unitVector(values: ArrayLike<number>): number[] {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += (values[i] as number) ** 2;
  const length = Math.sqrt(sum);
  return Array.from(values, (value) => (length === 0 ? 0 : value / length));
}

/** Cosine similarity of two descriptors of length 1: their dot product, -1 to 1. */
export function similarity(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) sum += (a[i] as number) * (b[i] as number);
  return sum;
}

/**
 * Where the detector looks: the whole picture, then overlapping square windows of two sizes
 * (half a window apart, the last flush with the edge), so that faces far smaller than the
 * detector's 256-pixel input still fill enough of a window to be found.
 */
export function detectionWindows(width: number, height: number, sizes: readonly number[]): PixelBox[] {
  const windows: PixelBox[] = [[0, 0, width, height]];
  for (const size of sizes) {
    if (size >= Math.max(width, height)) continue;
    const across = positions(width, size);
    const down = positions(height, size);
    for (const y of down)
      for (const x of across) windows.push([x, y, Math.min(size, width), Math.min(size, height)]);
  }
  return windows;
}

function positions(length: number, size: number): number[] {
  if (size >= length) return [0];
  const steps = Math.ceil((length - size) / (size / 2));
  return Array.from({ length: steps + 1 }, (_, i) => Math.round(((length - size) * i) / steps));
}
