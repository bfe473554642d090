// Frame drawing for the intro movie: photographs become "plates" once, each frame is a view into a
// plate (Ken Burns), and shots are mixed in plain RGB buffers (cross-fades, the before/after line).
import sharp, { type Sharp } from 'sharp';
import type { Framing, Inset, Move } from './storyboard';

export interface Size {
  width: number;
  height: number;
}

/** A prepared picture (RGB, 3 bytes a pixel) and the frame-shaped part of it that zoom 1 shows. */
export interface Plate extends Size {
  data: Buffer;
  viewWidth: number;
  viewHeight: number;
}

/**
 * Plates are twice the output size, so a view rounded to whole plate pixels moves by at most a
 * quarter of an output pixel: the slow camera moves stay smooth even for 720 px wide sources.
 */
const PLATE_SCALE = 2;

function insetRegion(size: Size, inset: Inset = {}) {
  const left = Math.round(size.width * (inset.left ?? 0));
  const top = Math.round(size.height * (inset.top ?? 0));
  const right = Math.round(size.width * (inset.right ?? 0));
  const bottom = Math.round(size.height * (inset.bottom ?? 0));
  return { left, top, width: size.width - left - right, height: size.height - top - bottom };
}

async function loadPhotograph(file: string, inset?: Inset): Promise<{ image: Sharp; size: Size }> {
  const metadata = await sharp(file).metadata();
  const region = insetRegion({ width: metadata.width, height: metadata.height }, inset);
  const image = sharp(file).rotate().extract(region).removeAlpha().toColourspace('srgb');
  return { image, size: { width: region.width, height: region.height } };
}

function frameShapedView(plate: Size, frame: Size): { viewWidth: number; viewHeight: number } {
  const frameAspect = frame.width / frame.height;
  if (plate.width / plate.height > frameAspect) {
    return { viewWidth: plate.height * frameAspect, viewHeight: plate.height };
  }
  return { viewWidth: plate.width, viewHeight: plate.width / frameAspect };
}

/** The whole photograph, scaled so that a frame-shaped part of it fills the output twice over. */
export async function coverPlate(file: string, frame: Size, inset?: Inset): Promise<Plate> {
  const { image, size } = await loadPhotograph(file, inset);
  const scale = Math.max(
    (frame.width * PLATE_SCALE) / size.width,
    (frame.height * PLATE_SCALE) / size.height,
  );
  const width = Math.round(size.width * scale);
  const height = Math.round(size.height * scale);
  const data = await image.resize(width, height, { fit: 'fill', kernel: 'lanczos3' }).raw().toBuffer();
  return { data, width, height, ...frameShapedView({ width, height }, frame) };
}

/**
 * The whole photograph inside the frame, on a blurred and darkened copy of itself: used where
 * cropping to the frame would cut away too much of a comparison (landscape pairs on a phone).
 */
export async function containPlate(file: string, frame: Size, inset?: Inset): Promise<Plate> {
  const width = frame.width * PLATE_SCALE;
  const height = frame.height * PLATE_SCALE;
  const { image } = await loadPhotograph(file, inset);
  const source = await image.png().toBuffer();
  const backdrop = await sharp(source)
    .resize(width, height, { fit: 'cover' })
    .blur(40)
    .linear(0.35, 0)
    .png()
    .toBuffer();
  const foreground = await sharp(source)
    .resize(width, height, { fit: 'inside', kernel: 'lanczos3' })
    .png()
    .toBuffer();
  const data = await sharp(backdrop)
    .composite([{ input: foreground, gravity: 'centre' }])
    .removeAlpha()
    .raw()
    .toBuffer();
  return { data, width, height, viewWidth: width, viewHeight: height };
}

/** A plate drawn from SVG at twice the output size (the closing logo). */
export async function svgPlate(svg: string, frame: Size): Promise<Plate> {
  const width = frame.width * PLATE_SCALE;
  const height = frame.height * PLATE_SCALE;
  const data = await sharp(Buffer.from(svg)).resize(width, height).removeAlpha().raw().toBuffer();
  return { data, width, height, viewWidth: width, viewHeight: height };
}

/** How much of the photograph a frame-shaped crop keeps (1 = all of it). */
export function coverKeeps(photo: Size, frame: Size): number {
  const photoAspect = photo.width / photo.height;
  const frameAspect = frame.width / frame.height;
  return Math.min(photoAspect, frameAspect) / Math.max(photoAspect, frameAspect);
}

export async function photographSize(file: string, inset?: Inset): Promise<Size> {
  const metadata = await sharp(file).metadata();
  const region = insetRegion({ width: metadata.width, height: metadata.height }, inset);
  return { width: region.width, height: region.height };
}

/** Zoom changes geometrically (an even feel of approach), the centre linearly. */
export function framingAt(move: Move, progress: number): Framing {
  const p = Math.min(1, Math.max(0, progress));
  return {
    zoom: move.from.zoom ** (1 - p) * move.to.zoom ** p,
    x: move.from.x + (move.to.x - move.from.x) * p,
    y: move.from.y + (move.to.y - move.from.y) * p,
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Renders the part of `plate` that `framing` looks at, at the output size. */
export async function renderView(plate: Plate, framing: Framing, frame: Size): Promise<Buffer> {
  const width = Math.min(plate.width, Math.round(plate.viewWidth / framing.zoom));
  const height = Math.min(plate.height, Math.round(plate.viewHeight / framing.zoom));
  const left = Math.round(clamp(framing.x * plate.width - width / 2, 0, plate.width - width));
  const top = Math.round(clamp(framing.y * plate.height - height / 2, 0, plate.height - height));
  return sharp(plate.data, { raw: { width: plate.width, height: plate.height, channels: 3 } })
    .extract({ left, top, width, height })
    .resize(frame.width, frame.height, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
}

/** `amount` 0 keeps `from`, 1 gives `to`. */
export function mix(from: Buffer, to: Buffer, amount: number): Buffer {
  if (amount <= 0) return from;
  if (amount >= 1) return to;
  const out = Buffer.allocUnsafe(from.length);
  const keep = 1 - amount;
  for (let index = 0; index < from.length; index++) {
    out[index] = (from[index] as number) * keep + (to[index] as number) * amount + 0.5;
  }
  return out;
}

export function dim(frame: Buffer, brightness: number): Buffer {
  if (brightness >= 1) return frame;
  const out = Buffer.allocUnsafe(frame.length);
  for (let index = 0; index < frame.length; index++) out[index] = (frame[index] as number) * brightness;
  return out;
}

function paint(frame: Buffer, size: Size, x: number, y: number, rgb: readonly number[], alpha: number) {
  if (x < 0 || y < 0 || x >= size.width || y >= size.height) return;
  const offset = (y * size.width + x) * 3;
  for (let channel = 0; channel < 3; channel++) {
    const value = frame[offset + channel] as number;
    frame[offset + channel] = value + ((rgb[channel] as number) - value) * alpha;
  }
}

const LINE_COLOUR = [255, 255, 255] as const;
const HANDLE_FILL = [28, 23, 18] as const;

/**
 * The RetroSnap screen's before/after view: `historic` left of the line, `modern` right of it,
 * with the line and its round handle drawn in.
 */
export function splitAt(historic: Buffer, modern: Buffer, size: Size, position: number): Buffer {
  const lineX = Math.round(position * size.width);
  if (lineX >= size.width) return historic;
  const out = Buffer.from(historic);
  const rowBytes = size.width * 3;
  const from = Math.max(0, lineX) * 3;
  for (let y = 0; y < size.height; y++)
    modern.copy(out, y * rowBytes + from, y * rowBytes + from, (y + 1) * rowBytes);

  const unit = Math.min(size.width, size.height) / 180;
  const halfLine = Math.max(1, Math.round(unit / 2));
  for (let y = 0; y < size.height; y++) {
    for (let x = lineX - halfLine; x < lineX + halfLine; x++) paint(out, size, x, y, LINE_COLOUR, 0.9);
  }
  const radius = unit * 9;
  const ring = unit * 1.2;
  const centreY = size.height / 2;
  for (let y = Math.floor(centreY - radius - 1); y <= centreY + radius + 1; y++) {
    for (let x = Math.floor(lineX - radius - 1); x <= lineX + radius + 1; x++) {
      const distance = Math.hypot(x + 0.5 - lineX, y + 0.5 - centreY);
      // One pixel of soft edge, so the circle is not jagged.
      const inside = clamp(radius + 0.5 - distance, 0, 1);
      if (inside <= 0) continue;
      const onRing = distance > radius - ring;
      paint(out, size, x, y, onRing ? LINE_COLOUR : HANDLE_FILL, inside * (onRing ? 0.95 : 0.85));
    }
  }
  // Two arrow heads (◀ ▶) inside the handle, as on the slider in the app.
  const arrow = unit * 3.2;
  for (const direction of [-1, 1]) {
    const baseX = lineX + direction * unit * 1.8;
    for (let dy = -arrow; dy <= arrow; dy++) {
      const reach = arrow - Math.abs(dy);
      for (let d = 0; d <= reach; d++) {
        paint(out, size, Math.round(baseX + direction * d), Math.round(centreY + dy), LINE_COLOUR, 0.95);
      }
    }
  }
  return out;
}

/** Smooth 0→1 between `start` and `end` (and flat outside). */
export function smoothStep(value: number, start: number, end: number): number {
  const t = clamp((value - start) / (end - start), 0, 1);
  return t * t * (3 - 2 * t);
}
