/** A box on screen, in pixels. */
export interface ScreenBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface LabelCandidate {
  id: number;
  /** Screen position of the town. */
  x: number;
  y: number;
  /** The label's width in pixels (the text as measured, with the dot in front). */
  width: number;
  height: number;
  population: number;
}

/** Room kept free around a label, so neighbouring names do not touch. */
const GAP_PX = 8;
/** Half a picture marker and a little: a name set aside clears a marker standing on its town. */
const ASIDE_PX = 32;

/**
 * Where a name stands, in order of preference: right or left of the dot on the town; where a
 * marker stands on the town, beside or below the marker (the marker then shows the spot).
 */
const BY_THE_DOT = ['right', 'left'] as const;
const BY_THE_MARKER = ['asideRight', 'asideLeft', 'below'] as const;
export type Placement = (typeof BY_THE_DOT)[number] | (typeof BY_THE_MARKER)[number];

/** The label's box at a placement. */
export function labelBox(label: LabelCandidate, placement: Placement = 'right'): ScreenBox {
  const top = label.y - label.height / 2;
  const box = (left: number, boxTop = top) => ({
    left,
    top: boxTop,
    right: left + label.width,
    bottom: boxTop + label.height,
  });
  switch (placement) {
    case 'right':
      return box(label.x - 5);
    case 'left':
      return box(label.x + 5 - label.width);
    case 'asideRight':
      return box(label.x + ASIDE_PX);
    case 'asideLeft':
      return box(label.x - ASIDE_PX - label.width);
    case 'below':
      return box(label.x - label.width / 2, label.y + ASIDE_PX);
  }
}

function overlaps(a: ScreenBox, b: ScreenBox): boolean {
  return (
    a.left < b.right + GAP_PX &&
    b.left < a.right + GAP_PX &&
    a.top < b.bottom + GAP_PX &&
    b.top < a.bottom + GAP_PX
  );
}

/**
 * Which town labels to draw, and where: biggest towns first, each at the first placement where it
 * collides neither with a label already placed nor with a marker or counter (`obstacles`), and
 * inside the view. Greedy in population order, so at every zoom the names that stay are the ones
 * a reader looks for first.
 */
export function placeLabels(
  candidates: readonly LabelCandidate[],
  obstacles: readonly ScreenBox[],
  view: { width: number; height: number },
): Map<number, Placement> {
  const placed: ScreenBox[] = [];
  const chosen = new Map<number, Placement>();
  const ordered = [...candidates].sort((a, b) => b.population - a.population);
  for (const candidate of ordered) {
    const underMarker = obstacles.some(
      (obstacle) =>
        candidate.x >= obstacle.left &&
        candidate.x <= obstacle.right &&
        candidate.y >= obstacle.top &&
        candidate.y <= obstacle.bottom,
    );
    for (const placement of underMarker ? BY_THE_MARKER : BY_THE_DOT) {
      const box = labelBox(candidate, placement);
      if (box.left < 0 || box.top < 0 || box.right > view.width || box.bottom > view.height) continue;
      if (obstacles.some((obstacle) => overlaps(box, obstacle))) continue;
      if (placed.some((other) => overlaps(box, other))) continue;
      placed.push(box);
      chosen.set(candidate.id, placement);
      break;
    }
  }
  return chosen;
}
