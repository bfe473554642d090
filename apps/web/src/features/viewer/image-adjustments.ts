import { VIEWER, viewerContrast } from '@retropics/domain/constants';

/** Slider positions of the brightness and contrast controls (spec §2: -100..100, step 10). */
export interface Adjustments {
  brightness: number;
  contrast: number;
}

export const NEUTRAL_ADJUSTMENTS: Adjustments = { brightness: 0, contrast: 0 };

/**
 * The spec's formulas as one linear transfer per colour channel (values 0..1):
 * brightness adds `slider × 2` on the 0..255 scale ('brightness x2'), contrast multiplies around
 * the middle grey by `(slider + 100) / 200 × 2` (0..2, 1 at the neutral position).
 */
export function transferFunction({ brightness, contrast }: Adjustments): {
  slope: number;
  intercept: number;
} {
  const offset = (brightness * VIEWER.brightnessFactor) / 255;
  const factor = viewerContrast(contrast);
  // contrast(brightness(v)) = (v + offset - 0.5) × factor + 0.5
  return { slope: factor, intercept: (offset - 0.5) * factor + 0.5 };
}

export function isNeutral(adjustments: Adjustments): boolean {
  return adjustments.brightness === 0 && adjustments.contrast === 0;
}

/** Keeps one step of the slider (-100..100 in steps of 10). */
export function clampAdjustment(value: number): number {
  const { min, max, step } = VIEWER.adjustmentSlider;
  return Math.min(max, Math.max(min, Math.round(value / step) * step));
}
