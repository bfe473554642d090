import { randomInt } from 'node:crypto';
import { CAPTCHA_FIXED_TILES, CAPTCHA_TILE_COUNT } from '@retropics/domain/contracts/captcha.contract';

const fixed = new Set<number>(CAPTCHA_FIXED_TILES);

/**
 * A shuffled order of the tiles (`order[position] = tile`): the fixed tiles stay at their own
 * positions, every other tile is moved by a uniform shuffle, and the result is never already
 * solved.
 */
export function shuffleTiles(random: (max: number) => number = randomInt): number[] {
  const movable = Array.from({ length: CAPTCHA_TILE_COUNT }, (_, tile) => tile).filter(
    (tile) => !fixed.has(tile),
  );
  const shuffled = [...movable];
  do {
    for (let i = shuffled.length - 1; i > 0; i -= 1) {
      const j = random(i + 1);
      [shuffled[i], shuffled[j]] = [shuffled[j] as number, shuffled[i] as number];
    }
  } while (shuffled.every((tile, i) => tile === movable[i]));
  const order: number[] = [];
  let next = 0;
  for (let position = 0; position < CAPTCHA_TILE_COUNT; position += 1) {
    order.push(fixed.has(position) ? position : (shuffled[next++] as number));
  }
  return order;
}

/** Solved when every tile stands at its own number. */
export const isSolved = (order: readonly number[]) =>
  order.length === CAPTCHA_TILE_COUNT && order.every((tile, position) => tile === position);
