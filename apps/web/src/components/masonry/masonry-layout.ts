/** Where one tile of a masonry goes, in px relative to the grid's top left corner. */
export interface TilePlacement {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface MasonryLayout {
  columns: number;
  columnWidth: number;
  placements: TilePlacement[];
  height: number;
}

/** Grid settings unless a screen asks for others; the feed's early splash lays out with them too. */
export const MASONRY_DEFAULTS = { minColumnWidth: 220, minColumns: 2, maxColumns: 6, gap: 8 } as const;

export interface LayoutOptions {
  width: number;
  minColumnWidth: number;
  minColumns: number;
  maxColumns: number;
  gap: number;
}

export function columnCount({ width, minColumnWidth, minColumns, maxColumns, gap }: LayoutOptions): number {
  const fitting = Math.floor((width + gap) / (minColumnWidth + gap));
  return Math.max(minColumns, Math.min(maxColumns, fitting));
}

/**
 * Packs tiles into a grid of square cells, the way CSS grid's `dense` flow does: each tile, in
 * order, takes the first place (top to bottom, left to right) where its cells are free. Tiles are
 * `span` columns wide and `span / ratio` rows tall (spec §9 aspect classes: 2 columns × 1 row for
 * wide pictures, 1 × 2 for tall ones, 1 × 1 otherwise), so a gap left by a wide tile is filled by
 * the next picture that fits instead of staying a hole. Pure and fast: a thousand tiles take about
 * a millisecond.
 */
export function layoutMasonry(
  ratios: readonly number[],
  options: LayoutOptions,
  spanOf: (index: number) => number = () => 1,
): MasonryLayout {
  const columns = columnCount(options);
  const { gap } = options;
  const cell = Math.max(0, (options.width - gap * (columns - 1)) / columns);
  // occupied[row][column]; rows are added as tiles need them.
  const occupied: boolean[][] = [];
  let firstOpenRow = 0;
  const isFree = (row: number, column: number) => !occupied[row]?.[column];
  const fits = (row: number, column: number, cols: number, rows: number) => {
    for (let r = row; r < row + rows; r++)
      for (let c = column; c < column + cols; c++) if (!isFree(r, c)) return false;
    return true;
  };
  const placements = ratios.map((ratio, index) => {
    const cols = Math.max(1, Math.min(columns, Math.round(spanOf(index))));
    const safeRatio = Number.isFinite(ratio) && ratio > 0 ? ratio : 1;
    const rows = Math.max(1, Math.round(cols / safeRatio));
    let row = firstOpenRow;
    let column = 0;
    search: for (; ; row++) {
      for (column = 0; column + cols <= columns; column++) if (fits(row, column, cols, rows)) break search;
    }
    for (let r = row; r < row + rows; r++) {
      occupied[r] ??= new Array<boolean>(columns).fill(false);
      for (let c = column; c < column + cols; c++) (occupied[r] as boolean[])[c] = true;
    }
    while (occupied[firstOpenRow]?.every(Boolean)) firstOpenRow++;
    return {
      x: column * (cell + gap),
      y: row * (cell + gap),
      width: cols * cell + (cols - 1) * gap,
      height: rows * cell + (rows - 1) * gap,
    };
  });
  const height = Math.max(0, occupied.length * (cell + gap) - gap);
  return { columns, columnWidth: cell, placements, height };
}

/** Indices of the tiles that overlap the band [top, bottom] (px from the grid's top). */
export function tilesInBand(placements: readonly TilePlacement[], top: number, bottom: number): number[] {
  const visible: number[] = [];
  for (let index = 0; index < placements.length; index++) {
    const tile = placements[index] as TilePlacement;
    if (tile.y < bottom && tile.y + tile.height > top) visible.push(index);
  }
  return visible;
}
