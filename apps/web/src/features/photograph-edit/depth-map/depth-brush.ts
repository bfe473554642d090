/**
 * The pure parts of painting on a depth map: where a pointer or the keyboard's brush lands in the
 * map's pixels, how big the brush is, the grey a depth paints, and a bounded undo history.
 */

/** A pointer over the displayed canvas, in pixels of the map behind it. */
export function mapPoint(
  clientX: number,
  clientY: number,
  box: { left: number; top: number; width: number; height: number },
  map: { width: number; height: number },
): { x: number; y: number } {
  const fx = box.width > 0 ? (clientX - box.left) / box.width : 0;
  const fy = box.height > 0 ? (clientY - box.top) / box.height : 0;
  return {
    x: Math.min(map.width, Math.max(0, fx * map.width)),
    y: Math.min(map.height, Math.max(0, fy * map.height)),
  };
}

/** The brush's radius in map pixels for a size in percent of the map's longer side (at least one pixel). */
export function brushRadius(sizePercent: number, map: { width: number; height: number }): number {
  return Math.max(1, (Math.max(map.width, map.height) * sizePercent) / 200);
}

/** The grey a brush depth paints: 0 far (black) … 100 near (white), as in every depth map here. */
export function brushGrey(depthPercent: number): string {
  const level = Math.round((Math.min(100, Math.max(0, depthPercent)) / 100) * 255);
  return `rgb(${level}, ${level}, ${level})`;
}

/** The keyboard's brush moves a fiftieth of the map's longer side per arrow press, a fifth of that with Shift. */
export function nudge(
  point: { x: number; y: number },
  key: string,
  map: { width: number; height: number },
  fine: boolean,
): { x: number; y: number } | null {
  const step = (Math.max(map.width, map.height) / 50) * (fine ? 0.2 : 1);
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const move = moves[key];
  if (!move) return null;
  return {
    x: Math.min(map.width, Math.max(0, point.x + move[0])),
    y: Math.min(map.height, Math.max(0, point.y + move[1])),
  };
}

/** Snapshots before each stroke, the oldest dropped beyond `limit` (a 1024 px map is 4 MB a step). */
export class UndoHistory<T> {
  private readonly steps: T[] = [];

  constructor(private readonly limit: number) {}

  get size(): number {
    return this.steps.length;
  }

  push(step: T): void {
    this.steps.push(step);
    if (this.steps.length > this.limit) this.steps.shift();
  }

  pop(): T | undefined {
    return this.steps.pop();
  }
}
