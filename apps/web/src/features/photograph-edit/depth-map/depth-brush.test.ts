import { describe, expect, it } from 'vitest';
import { brushGrey, brushRadius, mapPoint, nudge, UndoHistory } from './depth-brush';

const map = { width: 1000, height: 500 };

describe('painting on a depth map', () => {
  it('places the pointer in map pixels, whatever size the canvas is shown at', () => {
    const box = { left: 10, top: 20, width: 200, height: 100 };
    expect(mapPoint(110, 70, box, map)).toEqual({ x: 500, y: 250 });
    expect(mapPoint(-50, 999, box, map)).toEqual({ x: 0, y: 500 });
  });

  it('sizes the brush by the longer side and paints near white, far black', () => {
    expect(brushRadius(10, map)).toBe(50);
    expect(brushRadius(0, map)).toBe(1);
    expect(brushGrey(100)).toBe('rgb(255, 255, 255)');
    expect(brushGrey(0)).toBe('rgb(0, 0, 0)');
    expect(brushGrey(50)).toBe('rgb(128, 128, 128)');
    expect(brushGrey(180)).toBe('rgb(255, 255, 255)');
  });

  it('moves the keyboard brush by arrows, finer with shift, never off the map', () => {
    expect(nudge({ x: 500, y: 250 }, 'ArrowRight', map, false)).toEqual({ x: 520, y: 250 });
    expect(nudge({ x: 500, y: 250 }, 'ArrowUp', map, true)).toEqual({ x: 500, y: 246 });
    expect(nudge({ x: 0, y: 0 }, 'ArrowLeft', map, false)).toEqual({ x: 0, y: 0 });
    expect(nudge({ x: 0, y: 0 }, 'Enter', map, false)).toBeNull();
  });

  it('keeps a bounded undo history, newest first back', () => {
    const history = new UndoHistory<number>(2);
    history.push(1);
    history.push(2);
    history.push(3);
    expect(history.size).toBe(2);
    expect(history.pop()).toBe(3);
    expect(history.pop()).toBe(2);
    expect(history.pop()).toBeUndefined();
  });
});
