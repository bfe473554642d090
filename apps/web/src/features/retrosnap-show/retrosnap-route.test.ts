import { VIEWER } from '@retropics/domain/constants';
import { describe, expect, it } from 'vitest';
import { containSize, parseRetrosnapView, retrosnapViewPath, stepZoom } from './retrosnap-route';

describe('RetroSnap show routes and zoom (spec §2, §9)', () => {
  it.each([
    ['/retrosnaps/show/4', { id: 4, color: false, commentId: null }],
    ['/retrosnaps/show/4/color', { id: 4, color: true, commentId: null }],
    ['/retrosnaps/show/4/6', { id: 4, color: false, commentId: 6 }],
    ['/retrosnaps/show/4/color/6', { id: 4, color: true, commentId: 6 }],
  ])('reads %s and writes it back', (path, view) => {
    expect(parseRetrosnapView(path)).toEqual(view);
    expect(retrosnapViewPath(view)).toBe(path);
  });

  it('zooms from 100 to 500 % in steps of 50', () => {
    const limits = VIEWER.retrosnapZoomPercent;
    expect(stepZoom(100, 1, limits)).toBe(150);
    expect(stepZoom(500, 1, limits)).toBe(500);
    expect(stepZoom(100, -1, limits)).toBe(100);
    expect(stepZoom(160, -1, limits)).toBe(100);
  });

  it('fits a picture into its box', () => {
    expect(containSize(2, { width: 400, height: 400 })).toEqual({ width: 400, height: 200 });
    expect(containSize(0.5, { width: 400, height: 400 })).toEqual({ width: 200, height: 400 });
  });
});
