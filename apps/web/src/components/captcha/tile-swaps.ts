/**
 * The puzzle's state without a screen: `slots[p]` is the load-time position whose tile picture is
 * shown at position p now. Swapping two slots moves two pictures; the order a person made is the
 * tile numbers the slots now hold.
 */
export function initialSlots(count: number): number[] {
  return Array.from({ length: count }, (_, position) => position);
}

export function swapSlots(slots: readonly number[], a: number, b: number): number[] {
  const next = [...slots];
  [next[a], next[b]] = [next[b] as number, next[a] as number];
  return next;
}

/** The tile numbers in the order they stand: what `/verify-captcha` checks. */
export function arrangedTiles(slots: readonly number[], shuffled: readonly number[]): number[] {
  return slots.map((slot) => shuffled[slot] as number);
}

export function isArranged(slots: readonly number[], shuffled: readonly number[]): boolean {
  return arrangedTiles(slots, shuffled).every((tile, position) => tile === position);
}

/** Where an arrow key moves the focus in a grid of `grid` × `grid` (it stops at the edges). */
export function neighbour(position: number, key: string, grid: number): number | null {
  const row = Math.floor(position / grid);
  const column = position % grid;
  if (key === 'ArrowLeft' && column > 0) return position - 1;
  if (key === 'ArrowRight' && column < grid - 1) return position + 1;
  if (key === 'ArrowUp' && row > 0) return position - grid;
  if (key === 'ArrowDown' && row < grid - 1) return position + grid;
  return null;
}
