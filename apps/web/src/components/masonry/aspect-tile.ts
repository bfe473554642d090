import { aspectClass } from '@retropics/domain/constants';

/**
 * Spec §9 aspect classes as grid tiles: a wide picture (grid ratio 2) spans two columns at 2:1, a
 * tall one (0.5) one column at 1:2, the rest one column at 1:1. Pictures are cropped to their tile.
 */
export function tileRatio(imageRatio: number, feed = false): number {
  return aspectClass(imageRatio, { feed }).gridRatio;
}

export function tileSpan(imageRatio: number, feed = false): number {
  return aspectClass(imageRatio, { feed }).gridRatio === 2 ? 2 : 1;
}
