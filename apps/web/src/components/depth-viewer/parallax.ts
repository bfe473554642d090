/**
 * The pure geometry of the 2.5D depth viewer: how far each depth moves for a pointer or tilt,
 * how far the picture must be enlarged so that no edge shows, and the gentle automatic loop.
 * Pointer and tilt arrive as a vector in [-1, 1]²; offsets leave as fractions of the canvas.
 */

export interface Vec2 {
  x: number;
  y: number;
}

export interface ParallaxThreshold {
  x: number;
  y: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A threshold given as one number (the feed's 45, the default 20) or as x/y (45/45 elsewhere). */
export function thresholdOf(threshold: number | ParallaxThreshold): ParallaxThreshold {
  return typeof threshold === 'number' ? { x: threshold, y: threshold } : threshold;
}

/** The pointer's place over a box as a vector in [-1, 1]² (centre 0, right and down positive). */
export function pointerVector(
  clientX: number,
  clientY: number,
  box: { left: number; top: number; width: number; height: number },
): Vec2 {
  if (box.width <= 0 || box.height <= 0) return { x: 0, y: 0 };
  return {
    x: clamp(((clientX - box.left) / box.width) * 2 - 1, -1, 1),
    y: clamp(((clientY - box.top) / box.height) * 2 - 1, -1, 1),
  };
}

/** Degrees of tilt that move the picture as far as the pointer at the box's edge does. */
export const FULL_TILT_DEGREES = 25;

/**
 * Device tilt (deviceorientation beta: front-back, gamma: left-right) as the same vector. Beta is
 * taken around the `restBeta` a phone held in the hand has (about 45°), not around lying flat.
 */
export function tiltVector(beta: number, gamma: number, restBeta = 45): Vec2 {
  return {
    x: clamp(gamma / FULL_TILT_DEGREES, -1, 1),
    y: clamp((beta - restBeta) / FULL_TILT_DEGREES, -1, 1),
  };
}

/** The gentle automatic loop: an ellipse run once every `periodMs`, smaller than a full pointer move. */
export function loopVector(timeMs: number, periodMs = 6000, amplitude = 0.6): Vec2 {
  const angle = (timeMs / periodMs) * Math.PI * 2;
  return { x: Math.cos(angle) * amplitude, y: Math.sin(angle) * amplitude * 0.5 };
}

/**
 * The shift of the picture per unit of (depth − focus), as a fraction of the canvas: the
 * threshold is in CSS pixels at full strength (as the displacement scale of the original viewer),
 * so the same threshold moves a small feed tile as many pixels as a large screen. The picture
 * moves against the pointer, as if one looked past its near parts.
 */
export function parallaxOffset(
  vector: Vec2,
  threshold: ParallaxThreshold,
  strength: number,
  canvas: { width: number; height: number },
): Vec2 {
  if (canvas.width <= 0 || canvas.height <= 0) return { x: 0, y: 0 };
  return {
    x: (-vector.x * threshold.x * strength) / canvas.width,
    y: (-vector.y * threshold.y * strength) / canvas.height,
  };
}

/**
 * How much of each edge the picture must be cut (a fraction of the canvas) so that the largest
 * shift never samples beyond it: depth runs over [0, 1], so |depth − focus| is at most
 * max(focus, 1 − focus).
 */
export function edgeInset(
  threshold: ParallaxThreshold,
  strength: number,
  focus: number,
  canvas: { width: number; height: number },
): Vec2 {
  const reach = Math.max(focus, 1 - focus);
  const largest = parallaxOffset({ x: 1, y: 1 }, threshold, strength, canvas);
  return { x: Math.min(0.25, Math.abs(largest.x) * reach), y: Math.min(0.25, Math.abs(largest.y) * reach) };
}

/**
 * The part of the picture the canvas shows, as scale and offset of texture coordinates: it fills
 * the canvas and crops what sticks out, as the tiles' still pictures do (the 2.5D screen sizes its
 * canvas to the picture, so nothing is cropped there). The inset is cut from every edge on top.
 */
export function textureWindow(
  canvasRatio: number,
  imageRatio: number,
  inset: Vec2,
): { scale: Vec2; offset: Vec2 } {
  let width = 1;
  let height = 1;
  if (canvasRatio > 0 && imageRatio > 0) {
    if (canvasRatio > imageRatio) height = imageRatio / canvasRatio;
    else width = canvasRatio / imageRatio;
  }
  const scale = { x: width * (1 - 2 * inset.x), y: height * (1 - 2 * inset.y) };
  return { scale, offset: { x: (1 - scale.x) / 2, y: (1 - scale.y) / 2 } };
}

/** Eases `current` towards `target` so that pointer jumps become a glide (frame-rate independent). */
export function approach(current: Vec2, target: Vec2, elapsedMs: number, halfLifeMs = 90): Vec2 {
  const keep = 0.5 ** (Math.max(0, elapsedMs) / halfLifeMs);
  return { x: target.x + (current.x - target.x) * keep, y: target.y + (current.y - target.y) * keep };
}
