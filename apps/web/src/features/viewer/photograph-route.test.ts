import { describe, expect, it } from 'vitest';
import { colorizedAllowed, parsePhotographView, photographViewPath, withVariant } from './photograph-route';

describe('photograph view routes (spec §4)', () => {
  it.each([
    ['/photographs/show/12', { id: 12, back: false, color: false, commentId: null }],
    ['/photographs/show/12/back', { id: 12, back: true, color: false, commentId: null }],
    ['/photographs/show/12/color', { id: 12, back: false, color: true, commentId: null }],
    ['/photographs/show/12/back/color', { id: 12, back: true, color: true, commentId: null }],
    ['/photographs/show/12/7', { id: 12, back: false, color: false, commentId: 7 }],
    ['/photographs/show/12/back/7', { id: 12, back: true, color: false, commentId: 7 }],
    ['/photographs/show/12/color/7', { id: 12, back: false, color: true, commentId: 7 }],
    ['/photographs/show/12/back/color/7', { id: 12, back: true, color: true, commentId: 7 }],
  ])('reads %s and writes it back unchanged', (path, view) => {
    expect(parsePhotographView(path)).toEqual(view);
    expect(photographViewPath(view)).toBe(path);
  });

  it('refuses paths that are not a photograph view', () => {
    expect(parsePhotographView('/photographs/show/abc')).toBeNull();
    expect(parsePhotographView('/photographs/show/1/color/back')).toBeNull();
  });

  it('keeps the comment and the other variant when one variant is toggled', () => {
    const view = parsePhotographView('/photographs/show/3/color/9');
    if (!view) throw new Error('unparsed');
    expect(photographViewPath(withVariant(view, { back: true }))).toBe('/photographs/show/3/back/color/9');
    expect(photographViewPath(withVariant(view, { color: false }))).toBe('/photographs/show/3/9');
  });

  it('allows the colorized view only on a black-and-white side that has a colorized version', () => {
    const frontOnly = { isBlackAndWhite: true, hasColorized: true, hasColorizedBack: false };
    expect(colorizedAllowed(frontOnly, false)).toBe(true);
    expect(colorizedAllowed(frontOnly, true)).toBe(false);
    expect(colorizedAllowed({ ...frontOnly, hasColorized: false, hasColorizedBack: true }, true)).toBe(true);
    expect(colorizedAllowed({ ...frontOnly, isBlackAndWhite: false }, false)).toBe(false);
  });
});
