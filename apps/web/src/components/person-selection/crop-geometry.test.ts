import { describe, expect, it } from 'vitest';
import { boxOfFrame, centreOf, defaultFrame, frameOfBox, pixelsOfBox } from './crop-geometry';

describe('the cropper frame (spec §4 person selection)', () => {
  it('starts 350 × 350 shown pixels, centred on the picture', () => {
    const frame = defaultFrame({ width: 700, height: 1400 });
    expect(frame.width).toBeCloseTo(50);
    expect(frame.height).toBeCloseTo(25);
    expect(frame.x).toBeCloseTo(25);
    expect(frame.y).toBeCloseTo(37.5);
  });

  it('takes half of each side of a picture shown small (a phone), not the whole picture', () => {
    const frame = defaultFrame({ width: 340, height: 250 });
    expect(frame.width).toBeCloseTo(50);
    expect(frame.height).toBeCloseTo(50);
    expect(frame.x).toBeCloseTo(25);
    expect(frame.y).toBeCloseTo(25);
    // Tall and narrow: 350 px fit the height, half of the width.
    expect(defaultFrame({ width: 840, height: 560 }).height).toBeCloseTo(62.5);
    const tall = defaultFrame({ width: 300, height: 800 });
    expect(tall.width).toBeCloseTo(50);
    expect(tall.height).toBeCloseTo(43.75);
  });

  it('centres on what the viewer showed, but stays inside the picture', () => {
    const nearCorner = defaultFrame({ width: 1000, height: 1000 }, { x: 0.95, y: 0.1 });
    expect(nearCorner.x + nearCorner.width).toBeCloseTo(100);
    expect(nearCorner.y).toBe(0);
    const middle = defaultFrame({ width: 1000, height: 1000 }, { x: 0.4, y: 0.6 });
    expect(middle.x + middle.width / 2).toBeCloseTo(40);
    expect(middle.y + middle.height / 2).toBeCloseTo(60);
  });

  it('turns a face box into a frame and the frame back into an upright box of fractions', () => {
    const face = { x: 0.1, y: 0.2, width: 0.05, height: 0.07, degrees: 0 };
    expect(boxOfFrame(frameOfBox(face))).toEqual(face);
  });

  it('keeps the box inside the picture even when the frame rounds past an edge', () => {
    expect(boxOfFrame({ x: 80.0000001, y: -0.0001, width: 20, height: 100.0001 })).toEqual({
      x: 0.8,
      y: 0,
      width: 0.2,
      height: 1,
      degrees: 0,
    });
  });

  it('cuts whole pixels of the loaded picture, at least one each way', () => {
    expect(
      pixelsOfBox({ x: 0.25, y: 0.5, width: 0.5, height: 0.25, degrees: 0 }, { width: 1500, height: 1000 }),
    ).toEqual({
      x: 375,
      y: 500,
      width: 750,
      height: 250,
    });
    expect(
      pixelsOfBox({ x: 0.999, y: 0, width: 0.0001, height: 0.0001, degrees: 0 }, { width: 100, height: 100 }),
    ).toEqual({ x: 99, y: 0, width: 1, height: 1 });
  });

  it('finds the middle of the part the viewer shows', () => {
    expect(centreOf({ x: 0.2, y: 0.4, width: 0.4, height: 0.2 })).toEqual({ x: 0.4, y: 0.5 });
  });
});
