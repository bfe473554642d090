import { describe, expect, it } from 'vitest';
import { arrangedTiles, initialSlots, isArranged, neighbour, swapSlots } from './tile-swaps';

describe('tile swaps', () => {
  it('arranges the shuffled tiles by swapping what is shown where', () => {
    const shuffled = [1, 0, 2, 3, 4, 5, 6, 8, 7];
    let slots = initialSlots(9);
    expect(isArranged(slots, shuffled)).toBe(false);
    slots = swapSlots(slots, 0, 1);
    expect(arrangedTiles(slots, shuffled)).toEqual([0, 1, 2, 3, 4, 5, 6, 8, 7]);
    slots = swapSlots(slots, 7, 8);
    expect(isArranged(slots, shuffled)).toBe(true);
  });

  it('moves the focus by arrow keys within the grid', () => {
    expect(neighbour(0, 'ArrowRight', 3)).toBe(1);
    expect(neighbour(0, 'ArrowLeft', 3)).toBeNull();
    expect(neighbour(4, 'ArrowUp', 3)).toBe(1);
    expect(neighbour(7, 'ArrowDown', 3)).toBeNull();
    expect(neighbour(2, 'ArrowRight', 3)).toBeNull();
    expect(neighbour(5, 'Enter', 3)).toBeNull();
  });
});
