import {
  type AlignmentAdjustment,
  adjust,
  containPlacement,
  type Homography,
  isPlausible,
} from '@retropics/domain/alignment';
import type { Retrosnap } from '../../lib/resources/retrosnaps';

/** The shapes of the two pictures, width / height each. */
export interface PairRatios {
  photograph: number;
  retrosnap: number;
}

/** One press of the hand-alignment buttons or keys. */
export type AlignmentStep =
  | 'left'
  | 'right'
  | 'up'
  | 'down'
  | 'bigger'
  | 'smaller'
  | 'rotateLeft'
  | 'rotateRight';

export const ALIGNMENT_STEPS: readonly AlignmentStep[] = [
  'left',
  'right',
  'up',
  'down',
  'smaller',
  'bigger',
  'rotateLeft',
  'rotateRight',
];

/** A nudge moves by 0.5 % of the RetroSnap's height; Shift makes every step five times as large. */
const NUDGE = 0.005;
const SCALE = 1.01;
const DEGREES = 0.5;
const COARSE = 5;

const NO_CHANGE: AlignmentAdjustment = { dx: 0, dy: 0, scale: 1, rotation: 0 };

export function adjustmentOf(step: AlignmentStep, coarse = false): AlignmentAdjustment {
  const factor = coarse ? COARSE : 1;
  switch (step) {
    case 'left':
      return { ...NO_CHANGE, dx: -NUDGE * factor };
    case 'right':
      return { ...NO_CHANGE, dx: NUDGE * factor };
    case 'up':
      return { ...NO_CHANGE, dy: -NUDGE * factor };
    case 'down':
      return { ...NO_CHANGE, dy: NUDGE * factor };
    case 'bigger':
      return { ...NO_CHANGE, scale: SCALE ** factor };
    case 'smaller':
      return { ...NO_CHANGE, scale: 1 / SCALE ** factor };
    case 'rotateLeft':
      return { ...NO_CHANGE, rotation: -DEGREES * factor };
    case 'rotateRight':
      return { ...NO_CHANGE, rotation: DEGREES * factor };
  }
}

/** The keyboard of the alignment surface: arrows nudge, + and − scale, [ and ] (or q and e) rotate. */
export function stepOfKey(key: string): AlignmentStep | null {
  switch (key) {
    case 'ArrowLeft':
      return 'left';
    case 'ArrowRight':
      return 'right';
    case 'ArrowUp':
      return 'up';
    case 'ArrowDown':
      return 'down';
    case '+':
    case '=':
      return 'bigger';
    case '-':
    case '_':
      return 'smaller';
    case '[':
    case 'q':
      return 'rotateLeft';
    case ']':
    case 'e':
      return 'rotateRight';
    default:
      return null;
  }
}

/** A pointer drag of (dx, dy) screen pixels over a RetroSnap drawn `frameHeight` pixels high. */
export function dragAdjustment(dx: number, dy: number, frameHeight: number): AlignmentAdjustment {
  if (!(frameHeight > 0)) return NO_CHANGE;
  return { ...NO_CHANGE, dx: dx / frameHeight, dy: dy / frameHeight };
}

/**
 * Whether the server will take this matrix: the contract checks it on its own (without the
 * pictures' shapes), and a plausible alignment must hold for the real shapes as well.
 */
export function isAcceptable(homography: Homography, ratios: PairRatios): boolean {
  return isPlausible(homography) && isPlausible(homography, ratios.photograph, ratios.retrosnap);
}

/** Where hand alignment starts: the alignment shown now, else the photograph fitted into the frame. */
export function startingHomography(alignment: Retrosnap['alignment'], ratios: PairRatios): Homography {
  const shown = alignment.homography;
  if (shown && shown.length === 9) return shown as unknown as Homography;
  return containPlacement(ratios.photograph, ratios.retrosnap);
}

export interface AlignmentDraft {
  homography: Homography;
  /** Changed by hand since it was loaded or saved. */
  changed: boolean;
  /** The last step went too far (fold, mirror, speck or blow-up) and was not taken. */
  refused: boolean;
}

export function alignmentDraft(alignment: Retrosnap['alignment'], ratios: PairRatios): AlignmentDraft {
  return { homography: startingHomography(alignment, ratios), changed: false, refused: false };
}

/** One hand step; a step the server would refuse is not taken, and the draft says so. */
export function applyAdjustment(
  draft: AlignmentDraft,
  adjustment: AlignmentAdjustment,
  ratios: PairRatios,
): AlignmentDraft {
  const next = adjust(draft.homography, adjustment, ratios.retrosnap);
  if (!isAcceptable(next, ratios)) return { ...draft, refused: true };
  return { homography: next, changed: true, refused: false };
}

/** How the state of the alignment reads (its `alignment.*` text and the values it names). */
export function alignmentStatus(alignment: Retrosnap['alignment']): {
  key: string;
  values: Record<string, string | number>;
} {
  if (alignment.state === 'aligned') {
    return {
      key: 'alignment.state.aligned',
      values: {
        inliers: alignment.inliers ?? 0,
        error: alignment.errorPx === null ? '–' : alignment.errorPx.toFixed(1),
      },
    };
  }
  return { key: `alignment.state.${alignment.state}`, values: {} };
}
