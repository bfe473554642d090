import { describe, expect, it } from 'vitest';
import {
  applyBoxKey,
  boxKeyAction,
  clampBox,
  defaultBox,
  fractionsToImageRect,
  fractionsToViewportRect,
  imageRectToFractions,
  normaliseDegrees,
  sameBox,
  screenStepToPicture,
  viewportRectToFractions,
} from './box-geometry';

const key = (k: string, shiftKey = false) => ({
  key: k,
  shiftKey,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
});

describe('comment box geometry', () => {
  const box = { x: 0.2, y: 0.4, width: 0.3, height: 0.2, degrees: 30 };

  it('converts fractions to Annotorious image pixels and back, rotation in radians about the centre', () => {
    const image = { width: 2000, height: 1000 };
    const rect = fractionsToImageRect(box, image);
    expect(rect).toEqual({ x: 400, y: 400, w: 600, h: 200, rot: Math.PI / 6 });
    expect(imageRectToFractions(rect, image)).toEqual(box);
  });

  it('converts fractions to OpenSeadragon viewport coordinates (height scaled by the aspect) and back', () => {
    const aspect = 0.5;
    const rect = fractionsToViewportRect(box, aspect);
    expect(rect).toEqual({ x: 0.2, y: 0.2, width: 0.3, height: 0.1 });
    expect(viewportRectToFractions(rect, aspect, box.degrees)).toEqual(box);
  });

  it('keeps a dragged-out box inside the picture and at least 1 % large', () => {
    expect(clampBox({ x: 0.9, y: -0.1, width: 0.3, height: 0.001, degrees: 370 })).toEqual({
      x: 0.7,
      y: 0,
      width: 0.3,
      height: 0.01,
      degrees: 10,
    });
  });

  it('normalises degrees to (-180, 180]', () => {
    expect(normaliseDegrees(-190)).toBe(170);
    expect(normaliseDegrees(540)).toBe(180);
    expect(normaliseDegrees(-45)).toBe(-45);
  });

  it('centres a new box in the visible part of the picture with half its visible width and height', () => {
    const aspect = 0.75;
    // Whole picture visible, with margins around it.
    expect(defaultBox({ x: -0.2, y: -0.1, width: 1.4, height: 0.95 }, aspect)).toEqual({
      x: 0.25,
      y: 0.25,
      width: 0.5,
      height: 0.5,
      degrees: 0,
    });
    // Zoomed into the top left quarter (viewport height 0.375 = half of 0.75).
    expect(defaultBox({ x: 0, y: 0, width: 0.5, height: 0.375 }, aspect)).toEqual({
      x: 0.125,
      y: 0.125,
      width: 0.25,
      height: 0.25,
      degrees: 0,
    });
  });

  it('turns a screen step into a picture step when the viewer shows the picture rotated', () => {
    expect(screenStepToPicture(1, 0, 0)).toEqual([1, 0]);
    // Turned a quarter clockwise: the picture's top points right on screen.
    expect(screenStepToPicture(1, 0, 90)).toEqual([0, -1]);
    expect(screenStepToPicture(0, 1, 90)).toEqual([1, 0]);
    expect(screenStepToPicture(1, 0, 180)).toEqual([-1, 0]);
  });

  it('moves with arrows, resizes with shift and arrows, rotates with R', () => {
    const start = { x: 0.5, y: 0.5, width: 0.2, height: 0.1, degrees: 0 };
    const right = boxKeyAction(key('ArrowRight'));
    const wider = boxKeyAction(key('ArrowRight', true));
    const turn = boxKeyAction(key('r'));
    const back = boxKeyAction(key('R', true));
    if (!right || !wider || !turn || !back) throw new Error('keys not recognised');
    expect(applyBoxKey(start, right, 0)).toEqual({ ...start, x: 0.51 });
    expect(applyBoxKey(start, wider, 0)).toEqual({ ...start, width: 0.21 });
    // At a quarter turn of the viewer, wider on screen is taller on the picture.
    expect(applyBoxKey(start, wider, 90)).toEqual({ ...start, height: 0.11 });
    expect(applyBoxKey(start, turn, 0).degrees).toBe(5);
    expect(applyBoxKey(start, back, 0).degrees).toBe(-5);
    expect(boxKeyAction(key('x'))).toBeNull();
    expect(boxKeyAction({ ...key('ArrowLeft'), ctrlKey: true })).toBeNull();
  });

  it('stops at the edges when moved or grown by keys', () => {
    const atEdge = { x: 0.8, y: 0, width: 0.2, height: 0.1, degrees: 0 };
    const right = boxKeyAction(key('ArrowRight'));
    const up = boxKeyAction(key('ArrowUp'));
    const wider = boxKeyAction(key('ArrowRight', true));
    if (!right || !up || !wider) throw new Error('keys not recognised');
    expect(applyBoxKey(atEdge, right, 0)).toEqual(atEdge);
    expect(applyBoxKey(atEdge, up, 0)).toEqual(atEdge);
    expect(applyBoxKey(atEdge, wider, 0)).toEqual(atEdge);
  });

  it('treats boxes equal within rounding as the same', () => {
    expect(sameBox(box, { ...box, x: box.x + 1e-7 })).toBe(true);
    expect(sameBox(box, { ...box, degrees: box.degrees + 360 })).toBe(true);
    expect(sameBox(box, { ...box, width: box.width + 0.01 })).toBe(false);
  });
});
