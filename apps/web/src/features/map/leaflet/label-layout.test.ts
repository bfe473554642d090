import { describe, expect, it } from 'vitest';
import { type LabelCandidate, placeLabels } from './label-layout';

const VIEW = { width: 800, height: 600 };
const town = (id: number, x: number, y: number, population: number, width = 60): LabelCandidate => ({
  id,
  x,
  y,
  width,
  height: 16,
  population,
});

describe('placeLabels', () => {
  it('keeps the biggest of towns whose names would collide', () => {
    const chosen = placeLabels(
      [town(1, 200, 100, 5_000), town(2, 200, 100, 100_000), town(3, 200, 100, 1_000)],
      [],
      { width: 300, height: 200 },
    );
    expect(chosen.get(2)).toBe('right');
    expect(chosen.has(1)).toBe(false);
    expect(chosen.has(3)).toBe(false);
  });

  it('keeps towns that stand apart, each to the right of its dot', () => {
    const chosen = placeLabels([town(1, 100, 100, 5_000), town(2, 400, 300, 100_000)], [], VIEW);
    expect(chosen).toEqual(
      new Map([
        [2, 'right'],
        [1, 'right'],
      ]),
    );
  });

  it('moves a name to the left when its right is taken', () => {
    const chosen = placeLabels([town(1, 200, 100, 5_000), town(2, 230, 100, 100_000)], [], VIEW);
    expect(chosen.get(2)).toBe('right');
    expect(chosen.get(1)).toBe('left');
  });

  it('sets a name beside a marker that stands on its town, and leaves out one with no room', () => {
    const marker = { left: 376, top: 276, right: 424, bottom: 324 };
    const chosen = placeLabels([town(1, 400, 300, 5_000)], [marker], VIEW);
    expect(chosen.get(1)).toBe('asideRight');
    const everywhere = { left: 0, top: 0, right: 800, bottom: 600 };
    expect(placeLabels([town(1, 400, 300, 5_000)], [everywhere], VIEW).size).toBe(0);
  });

  it('leaves out names cut by the edge of the view', () => {
    const chosen = placeLabels([town(1, 100, 2, 5_000), town(2, 790, 300, 5_000, 900)], [], VIEW);
    expect(chosen.size).toBe(0);
  });
});
