import { describe, expect, it } from 'vitest';
import { clampAdjustment, transferFunction } from './image-adjustments';

describe('brightness and contrast (spec §9)', () => {
  it('leaves the picture unchanged at the neutral position', () => {
    expect(transferFunction({ brightness: 0, contrast: 0 })).toEqual({ slope: 1, intercept: 0 });
  });

  it('adds twice the slider value on the 0..255 scale for brightness', () => {
    const { slope, intercept } = transferFunction({ brightness: 50, contrast: 0 });
    expect(slope).toBe(1);
    expect(intercept * 255).toBeCloseTo(100);
  });

  it('scales contrast by (v + 100) / 200 × 2 around middle grey', () => {
    expect(transferFunction({ brightness: 0, contrast: 100 })).toEqual({ slope: 2, intercept: -0.5 });
    expect(transferFunction({ brightness: 0, contrast: -100 })).toEqual({ slope: 0, intercept: 0.5 });
  });

  it('keeps slider values in -100..100 on steps of 10', () => {
    expect(clampAdjustment(137)).toBe(100);
    expect(clampAdjustment(-14)).toBe(-10);
    expect(clampAdjustment(-250)).toBe(-100);
  });
});
