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
  /**
   * Grow tiles into the cells no later tile could fill (default true), so the grid is a closed
   * rectangle. An endless list that will load more passes false until its last page: the next
   * page's tiles fill those cells themselves, and tiles already seen do not change size.
   */
  closeHoles?: boolean;
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
  const cells: Cell[] = ratios.map((ratio, index) => {
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
    return { column, row, cols, rows, ratio: cols / rows };
  });
  if (options.closeHoles !== false) closeHoles(cells, columns, occupied.length);
  const placements = cells.map(({ column, row, cols, rows }) => ({
    x: column * (cell + gap),
    y: row * (cell + gap),
    width: cols * cell + (cols - 1) * gap,
    height: rows * cell + (rows - 1) * gap,
  }));
  const height = Math.max(0, occupied.length * (cell + gap) - gap);
  return { columns, columnWidth: cell, placements, height };
}

/** A tile in grid cells, with the ratio (columns / rows) its picture asked for. */
interface Cell {
  column: number;
  row: number;
  cols: number;
  rows: number;
  ratio: number;
}

/**
 * Dense flow leaves a cell empty when no later tile is small enough for it (a square's place
 * beside a tall picture when only wide ones follow, the end of the last row). Each such cell is
 * given to a neighbouring tile that can grow into it — the one above growing down, the one on
 * the left or right growing sideways, the one below growing up — choosing the tile whose new
 * shape stays closest to its picture's, so crops stay mild. Pictures fill their tiles (cover), so
 * a grown tile shows more of the same picture, never an empty frame.
 */
function closeHoles(cells: Cell[], columns: number, rowCount: number) {
  const owner: number[][] = Array.from({ length: rowCount }, () => new Array<number>(columns).fill(-1));
  cells.forEach((tile, index) => {
    for (let r = tile.row; r < tile.row + tile.rows; r++)
      for (let c = tile.column; c < tile.column + tile.cols; c++) (owner[r] as number[])[c] = index;
  });
  const free = (row: number, column: number) =>
    row >= 0 && row < rowCount && column >= 0 && column < columns && owner[row]?.[column] === -1;
  const allFree = (rows: [number, number], cols: [number, number]) => {
    for (let r = rows[0]; r <= rows[1]; r++)
      for (let c = cols[0]; c <= cols[1]; c++) if (!free(r, c)) return false;
    return true;
  };
  const misfit = (tile: Cell, cols: number, rows: number) => Math.abs(Math.log(cols / rows / tile.ratio));
  for (let row = 0; row < rowCount; row++) {
    for (let column = 0; column < columns; column++) {
      if (!free(row, column)) continue;
      type Growth = { index: number; grow: () => void; misfit: number };
      const growths: Growth[] = [];
      const neighbour = (r: number, c: number) => (r >= 0 && r < rowCount ? (owner[r]?.[c] ?? -1) : -1);
      const above = neighbour(row - 1, column);
      const left = column > 0 ? neighbour(row, column - 1) : -1;
      const right = column + 1 < columns ? neighbour(row, column + 1) : -1;
      const below = neighbour(row + 1, column);
      const tileAt = (index: number) => cells[index] as Cell;
      if (above >= 0) {
        const t = tileAt(above);
        if (t.row + t.rows === row && allFree([row, row], [t.column, t.column + t.cols - 1]))
          growths.push({ index: above, misfit: misfit(t, t.cols, t.rows + 1), grow: () => (t.rows += 1) });
      }
      if (left >= 0) {
        const t = tileAt(left);
        if (t.column + t.cols === column && allFree([t.row, t.row + t.rows - 1], [column, column]))
          growths.push({ index: left, misfit: misfit(t, t.cols + 1, t.rows), grow: () => (t.cols += 1) });
      }
      if (right >= 0) {
        const t = tileAt(right);
        if (t.column === column + 1 && allFree([t.row, t.row + t.rows - 1], [column, column]))
          growths.push({
            index: right,
            misfit: misfit(t, t.cols + 1, t.rows),
            grow: () => {
              t.column -= 1;
              t.cols += 1;
            },
          });
      }
      if (below >= 0) {
        const t = tileAt(below);
        if (t.row === row + 1 && allFree([row, row], [t.column, t.column + t.cols - 1]))
          growths.push({
            index: below,
            misfit: misfit(t, t.cols, t.rows + 1),
            grow: () => {
              t.row -= 1;
              t.rows += 1;
            },
          });
      }
      const best = growths.sort((a, b) => a.misfit - b.misfit)[0];
      if (!best) continue;
      best.grow();
      const t = tileAt(best.index);
      for (let r = t.row; r < t.row + t.rows; r++)
        for (let c = t.column; c < t.column + t.cols; c++) (owner[r] as number[])[c] = best.index;
      // The grown tile may now border cells left of this one in its new row: look at the row again.
      column = -1;
    }
  }
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
