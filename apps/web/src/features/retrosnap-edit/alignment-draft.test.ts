import { containPlacement, type Homography, project } from '@retropics/domain/alignment';
import { describe, expect, it } from 'vitest';
import type { Retrosnap } from '../../lib/resources/retrosnaps';
import {
  adjustmentOf,
  alignmentDraft,
  alignmentStatus,
  applyAdjustment,
  dragAdjustment,
  stepOfKey,
} from './alignment-draft';

const ratios = { photograph: 1.5, retrosnap: 4 / 3 };
const alignment = (patch: Partial<Retrosnap['alignment']> = {}): Retrosnap['alignment'] => ({
  state: 'failed',
  homography: null,
  automatic: null,
  inliers: null,
  errorPx: null,
  ...patch,
});

const centre = (h: Homography) => project(h, 0.5, 0.5);

describe('the hand alignment draft', () => {
  it('starts from the stored alignment, else from the photograph fitted into the frame', () => {
    const stored = [0.9, 0.01, 0.05, -0.01, 0.9, 0.04, 0, 0, 1];
    expect(alignmentDraft(alignment({ state: 'aligned', homography: stored }), ratios).homography).toEqual(
      stored,
    );
    expect(alignmentDraft(alignment(), ratios)).toEqual({
      homography: containPlacement(1.5, 4 / 3),
      changed: false,
      refused: false,
    });
  });

  it('nudges by arrow, Shift nudging five times as far', () => {
    const start = alignmentDraft(alignment(), ratios);
    const right = applyAdjustment(start, adjustmentOf('right'), ratios);
    expect(right.changed).toBe(true);
    expect(centre(right.homography).x - centre(start.homography).x).toBeCloseTo(0.005 / ratios.retrosnap, 6);
    const farDown = applyAdjustment(start, adjustmentOf('down', true), ratios);
    expect(centre(farDown.homography).y - centre(start.homography).y).toBeCloseTo(0.025, 6);
  });

  it('scales and rotates about the centre of the RetroSnap', () => {
    const start = alignmentDraft(alignment(), ratios);
    const bigger = applyAdjustment(start, adjustmentOf('bigger'), ratios);
    expect(centre(bigger.homography).x).toBeCloseTo(0.5, 6);
    const corner = (h: Homography) => project(h, 0, 0);
    expect(corner(bigger.homography).x).toBeLessThan(corner(start.homography).x);
    const turned = applyAdjustment(start, adjustmentOf('rotateRight'), ratios);
    expect(centre(turned.homography).y).toBeCloseTo(0.5, 6);
    expect(corner(turned.homography).y).not.toBeCloseTo(corner(start.homography).y, 4);
    // Going back undoes it.
    const back = applyAdjustment(turned, adjustmentOf('rotateLeft'), ratios);
    for (const [index, value] of back.homography.entries()) {
      expect(value).toBeCloseTo(start.homography[index] as number, 9);
    }
  });

  it('refuses a step that would shrink the photograph to a speck, and keeps the last good matrix', () => {
    let draft = alignmentDraft(alignment(), ratios);
    let steps = 0;
    while (!draft.refused && steps < 2000) {
      draft = applyAdjustment(draft, adjustmentOf('smaller', true), ratios);
      steps += 1;
    }
    expect(draft.refused).toBe(true);
    expect(steps).toBeLessThan(2000);
    const again = applyAdjustment(draft, adjustmentOf('smaller', true), ratios);
    expect(again.homography).toEqual(draft.homography);
    // A step that is fine again clears the refusal.
    expect(applyAdjustment(draft, adjustmentOf('bigger'), ratios).refused).toBe(false);
  });

  it('turns a pointer drag into a nudge measured in frame heights', () => {
    expect(dragAdjustment(30, -60, 600)).toEqual({ dx: 0.05, dy: -0.1, scale: 1, rotation: 0 });
    expect(dragAdjustment(30, 30, 0)).toEqual({ dx: 0, dy: 0, scale: 1, rotation: 0 });
  });

  it('knows its keys', () => {
    expect(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', '+', '-', '[', ']'].map(stepOfKey)).toEqual([
      'left',
      'right',
      'up',
      'down',
      'bigger',
      'smaller',
      'rotateLeft',
      'rotateRight',
    ]);
    expect(stepOfKey('Enter')).toBeNull();
  });

  it('says the state in words, with the matcher figures when aligned', () => {
    expect(alignmentStatus(alignment({ state: 'aligned', inliers: 412, errorPx: 2.345 }))).toEqual({
      key: 'alignment.state.aligned',
      values: { inliers: 412, error: '2.3' },
    });
    expect(alignmentStatus(alignment({ state: 'pending' })).key).toBe('alignment.state.pending');
    expect(alignmentStatus(alignment({ state: 'manual' })).key).toBe('alignment.state.manual');
  });
});
