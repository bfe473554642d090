import { describe, expect, it } from 'vitest';
import {
  applyBoxKey,
  boxKeyAction,
  clampBox,
  defaultBox,
  degreesTowards,
  dragBox,
  fractionsToViewportRect,
  normaliseDegrees,
  resizeFromCorner,
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

  it('drags the frame by a pointer step in viewport coordinates', () => {
    const start = { x: 0.2, y: 0.2, width: 0.2, height: 0.2, degrees: 0 };
    // The viewport's y runs to the aspect (0.5): a step of 0.05 there is 0.1 of the height.
    expect(dragBox(start, { x: 0.1, y: 0.05 }, 0.5)).toEqual({ ...start, x: 0.3, y: 0.3 });
  });

  it('resizes from a corner, keeping the opposite corner in place', () => {
    const start = { x: 0.2, y: 0.2, width: 0.2, height: 0.2, degrees: 0 };
    expect(resizeFromCorner(start, 'se', { x: 0.1, y: 0.05 }, 0.5)).toEqual({
      ...start,
      width: 0.3,
      height: 0.3,
    });
    expect(resizeFromCorner(start, 'nw', { x: 0.1, y: 0.05 }, 0.5)).toEqual({
      ...start,
      x: 0.3,
      y: 0.3,
      width: 0.1,
      height: 0.1,
    });
  });

  it('resizes a turned frame along its own sides', () => {
    // Turned a quarter: a drag of the bottom right corner to the left (on screen) makes it taller.
    const turned = { x: 0.4, y: 0.4, width: 0.2, height: 0.2, degrees: 90 };
    const grown = resizeFromCorner(turned, 'se', { x: -0.1, y: 0 }, 1);
    expect(grown.width).toBeCloseTo(0.2, 6);
    expect(grown.height).toBeCloseTo(0.3, 6);
    // The opposite corner (top left in the box's axes, top right on screen) stays: centre moves left by 0.05.
    expect(grown.x + grown.width / 2).toBeCloseTo(0.45, 6);
    expect(grown.y + grown.height / 2).toBeCloseTo(0.5, 6);
  });

  it("turns the frame's top towards the rotation handle's pointer", () => {
    const box = { x: 0.4, y: 0.4, width: 0.2, height: 0.2, degrees: 0 };
    expect(degreesTowards(box, { x: 0.5, y: 0.1 }, 1)).toBe(0);
    expect(degreesTowards(box, { x: 0.9, y: 0.5 }, 1)).toBe(90);
    expect(degreesTowards(box, { x: 0.1, y: 0.5 }, 1)).toBe(-90);
  });
});
