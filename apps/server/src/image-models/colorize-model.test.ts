import { describe, expect, it } from 'vitest';
import { labToRgb, srgbToLab } from './colorize-model.js';

describe('the colorization convention’s Lab arithmetic', () => {
  it('gives grey no chroma and finds the colour again from its a and b', () => {
    const [, a, b] = srgbToLab(0.5, 0.5, 0.5);
    expect(Math.abs(a)).toBeLessThan(0.5);
    expect(Math.abs(b)).toBeLessThan(0.5);
    const [l, oa, ob] = srgbToLab(0xe0 / 255, 0x70 / 255, 0x20 / 255);
    expect(oa).toBeGreaterThan(30);
    expect(ob).toBeGreaterThan(50);
    const [r, g, bl] = labToRgb(l, oa, ob);
    expect(Math.abs(r - 0xe0)).toBeLessThan(8);
    expect(Math.abs(g - 0x70)).toBeLessThan(8);
    expect(Math.abs(bl - 0x20)).toBeLessThan(8);
  });
});
