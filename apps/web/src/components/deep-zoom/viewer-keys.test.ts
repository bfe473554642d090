import { describe, expect, it } from 'vitest';
import { nextRotation, viewerKeyAction } from './viewer-keys';

const key = (value: string, shiftKey = false) => viewerKeyAction({ key: value, shiftKey });

describe('viewer keys (spec §2)', () => {
  it.each(['+', '='])('%s zooms in', (value) => expect(key(value)).toBe('zoomIn'));
  it.each(['-', '_'])('%s zooms out', (value) => expect(key(value)).toBe('zoomOut'));

  it('shift+S and shift+ArrowDown zoom in, shift+W and shift+ArrowUp zoom out', () => {
    expect(key('S', true)).toBe('zoomIn');
    expect(key('ArrowDown', true)).toBe('zoomIn');
    expect(key('W', true)).toBe('zoomOut');
    expect(key('ArrowUp', true)).toBe('zoomOut');
  });

  it('pans without shift and ignores shortcuts of the browser', () => {
    expect(key('ArrowUp')).toBe('panUp');
    expect(key('s')).toBe('panDown');
    expect(viewerKeyAction({ key: '+', shiftKey: false, ctrlKey: true })).toBeNull();
  });

  it('rotates by 90° and wraps at 360', () => {
    expect(nextRotation(0, 90)).toBe(90);
    expect(nextRotation(270, 90)).toBe(0);
    expect(nextRotation(0, -90)).toBe(270);
  });
});
