/**
 * The marked area of a comment (spec §3 'Comment' box) and the coordinate systems it passes
 * through while it is drawn. Stored: x, y, width and height as fractions (0..1) of the picture's
 * width and height, the unrotated rectangle; `degrees` turns it clockwise about its centre (as
 * Annotorious turns its rectangles, so boxes drawn there and here read the same).
 */
export interface FractionBox {
  x: number;
  y: number;
  width: number;
  height: number;
  degrees: number;
}

/** A rectangle in OpenSeadragon viewport coordinates: the picture is 1 wide and height/width high. */
export interface ViewportRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Ours: a box narrower than 1 % of the picture cannot be seen or grabbed. */
export const MIN_BOX_FRACTION = 0.01;
/** Ours: one arrow key press moves or resizes by 1 % of the picture. */
export const KEY_STEP_FRACTION = 0.01;
/** Ours: one rotate key press or button turns by 5 degrees. */
export const ROTATE_STEP_DEGREES = 5;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Fractions are sent with 6 decimals: finer than a pixel of any scan, and stable to compare. */
const round = (value: number, digits = 6) => Number(value.toFixed(digits));

/** Degrees in (-180, 180], to one decimal: the server takes -360..360. */
export function normaliseDegrees(degrees: number): number {
  let value = ((degrees % 360) + 360) % 360;
  if (value > 180) value -= 360;
  return round(value, 1) === -180 ? 180 : round(value, 1);
}

/**
 * The box kept inside the picture with at least the smallest size: the server refuses a box
 * reaching past an edge (x + width > 1), and a corner can be dragged past one.
 */
export function clampBox(box: FractionBox): FractionBox {
  const width = clamp(box.width, MIN_BOX_FRACTION, 1);
  const height = clamp(box.height, MIN_BOX_FRACTION, 1);
  return {
    x: round(clamp(box.x, 0, 1 - width)),
    y: round(clamp(box.y, 0, 1 - height)),
    width: round(width),
    height: round(height),
    degrees: normaliseDegrees(box.degrees),
  };
}

/** `aspect` is the picture's height / width: OpenSeadragon scales both axes by the width. */
export function fractionsToViewportRect(box: FractionBox, aspect: number): ViewportRect {
  return { x: box.x, y: box.y * aspect, width: box.width, height: box.height * aspect };
}

export function viewportRectToFractions(rect: ViewportRect, aspect: number, degrees = 0): FractionBox {
  return clampBox({
    x: rect.x,
    y: rect.y / aspect,
    width: rect.width,
    height: rect.height / aspect,
    degrees,
  });
}

/**
 * Spec §4: a new box is centred in the visible part of the picture and takes half the visible
 * width and height. `visible` is the viewport's bounds (the screen, possibly larger than the picture).
 */
export function defaultBox(visible: ViewportRect, aspect: number): FractionBox {
  // The part of the picture on screen: the screen's bounds cut to the picture.
  const left = Math.max(0, visible.x);
  const top = Math.max(0, visible.y / aspect);
  const right = Math.min(1, visible.x + visible.width);
  const bottom = Math.min(1, (visible.y + visible.height) / aspect);
  const width = Math.max(MIN_BOX_FRACTION, (right - left) / 2);
  const height = Math.max(MIN_BOX_FRACTION, (bottom - top) / 2);
  return clampBox({
    x: (left + right) / 2 - width / 2,
    y: (top + bottom) / 2 - height / 2,
    width,
    height,
    degrees: 0,
  });
}

/**
 * A step the person means on screen (right, down) as a step on the picture: when the viewer shows
 * the picture turned by `viewerDegrees`, the arrow keys still move the box the way they point.
 */
export function screenStepToPicture(dx: number, dy: number, viewerDegrees: number): [number, number] {
  const radians = (-viewerDegrees * Math.PI) / 180;
  const cos = Math.round(Math.cos(radians) * 1e9) / 1e9;
  const sin = Math.round(Math.sin(radians) * 1e9) / 1e9;
  // `+ 0` turns -0 into 0.
  return [dx * cos - dy * sin + 0, dx * sin + dy * cos + 0];
}

export function moveBox(box: FractionBox, dx: number, dy: number): FractionBox {
  return clampBox({ ...box, x: box.x + dx, y: box.y + dy });
}

/** Grows or shrinks the box from its top left corner, as dragging the bottom right corner does. */
export function resizeBox(box: FractionBox, dWidth: number, dHeight: number): FractionBox {
  const width = clamp(box.width + dWidth, MIN_BOX_FRACTION, 1 - box.x);
  const height = clamp(box.height + dHeight, MIN_BOX_FRACTION, 1 - box.y);
  return clampBox({ ...box, width, height });
}

export function rotateBox(box: FractionBox, degrees: number): FractionBox {
  return clampBox({ ...box, degrees: box.degrees + degrees });
}

/** A corner handle of the frame: which way its sides grow (x and y sign in the box's own axes). */
export type Corner = 'nw' | 'ne' | 'sw' | 'se';
const CORNER_SIGNS: Record<Corner, [number, number]> = { nw: [-1, -1], ne: [1, -1], sw: [-1, 1], se: [1, 1] };

const rotate = (x: number, y: number, radians: number): [number, number] => [
  x * Math.cos(radians) - y * Math.sin(radians),
  x * Math.sin(radians) + y * Math.cos(radians),
];

/** A drag of the frame by a step in viewport coordinates (what a pointer moved, the viewer's turn included). */
export function dragBox(box: FractionBox, step: { x: number; y: number }, aspect: number): FractionBox {
  return moveBox(box, step.x, step.y / aspect);
}

/**
 * A drag of a corner handle by a step in viewport coordinates: the opposite corner stays where it
 * is, also on a turned box (the step is read in the box's own axes). Viewport units are the same
 * on both axes, so the turn is exact there and not in fractions.
 */
export function resizeFromCorner(
  box: FractionBox,
  corner: Corner,
  step: { x: number; y: number },
  aspect: number,
): FractionBox {
  const [sx, sy] = CORNER_SIGNS[corner];
  const radians = (box.degrees * Math.PI) / 180;
  const [localX, localY] = rotate(step.x, step.y, -radians);
  const width = box.width;
  const height = box.height * aspect;
  const newWidth = Math.max(MIN_BOX_FRACTION, width + sx * localX);
  const newHeight = Math.max(MIN_BOX_FRACTION * aspect, height + sy * localY);
  const [shiftX, shiftY] = rotate((sx * (newWidth - width)) / 2, (sy * (newHeight - height)) / 2, radians);
  const centreX = box.x + width / 2 + shiftX;
  const centreY = box.y * aspect + height / 2 + shiftY;
  return clampBox({
    x: centreX - newWidth / 2,
    y: (centreY - newHeight / 2) / aspect,
    width: newWidth,
    height: newHeight / aspect,
    degrees: box.degrees,
  });
}

/** The turn that points the frame's top (its rotation handle) at a point in viewport coordinates. */
export function degreesTowards(box: FractionBox, point: { x: number; y: number }, aspect: number): number {
  const centreX = box.x + box.width / 2;
  const centreY = (box.y + box.height / 2) * aspect;
  const degrees = (Math.atan2(point.y - centreY, point.x - centreX) * 180) / Math.PI + 90;
  return normaliseDegrees(Math.round(degrees));
}

export type BoxKeyAction =
  | { kind: 'move'; dx: number; dy: number }
  | { kind: 'resize'; dx: number; dy: number }
  | { kind: 'rotate'; degrees: number };

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * Keys of box-edit mode (shown in its hint): arrows move, shift + arrows resize, R turns clockwise
 * and shift + R anticlockwise. Steps are in screen directions.
 */
export function boxKeyAction(event: {
  key: string;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}): BoxKeyAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const arrow = ARROWS[event.key];
  if (arrow) {
    return { kind: event.shiftKey ? 'resize' : 'move', dx: arrow[0], dy: arrow[1] };
  }
  if (event.key === 'r' || event.key === 'R') {
    return { kind: 'rotate', degrees: event.shiftKey ? -ROTATE_STEP_DEGREES : ROTATE_STEP_DEGREES };
  }
  return null;
}

/** Applies a key to the box; the viewer's own rotation decides which way is 'right' on the picture. */
export function applyBoxKey(box: FractionBox, action: BoxKeyAction, viewerDegrees: number): FractionBox {
  if (action.kind === 'rotate') return rotateBox(box, action.degrees);
  if (action.kind === 'move') {
    const [dx, dy] = screenStepToPicture(action.dx, action.dy, viewerDegrees);
    return moveBox(box, dx * KEY_STEP_FRACTION, dy * KEY_STEP_FRACTION);
  }
  // Right and down grow, left and up shrink, along the side that runs that way on screen: at a
  // quarter turn 'wider' on screen is taller on the picture.
  const grow = Math.sign(action.dx + action.dy) * KEY_STEP_FRACTION;
  const [dx, dy] = screenStepToPicture(action.dx, action.dy, viewerDegrees);
  return resizeBox(box, Math.abs(dx) * grow, Math.abs(dy) * grow);
}
