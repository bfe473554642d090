import { firstPhoneFeedTile } from '@retropics/domain/feed-first-picture';
import { describe, expect, it } from 'vitest';
import { tileRatio, tileSpan } from './aspect-tile';
import { columnCount, layoutMasonry, MASONRY_DEFAULTS, tilesInBand } from './masonry-layout';

const options = { width: 400, minColumnWidth: 180, minColumns: 2, maxColumns: 6, gap: 10 };

/** Whether the tiles cover every cell of the grid's rectangle exactly once. */
function covered(layout: ReturnType<typeof layoutMasonry>, columns: number) {
  const step = layout.columnWidth + options.gap;
  const rows = Math.round((layout.height + options.gap) / step);
  const seen = new Map<string, number>();
  for (const tile of layout.placements) {
    const column = Math.round(tile.x / step);
    const row = Math.round(tile.y / step);
    const cols = Math.round((tile.width + options.gap) / step);
    const tall = Math.round((tile.height + options.gap) / step);
    for (let r = row; r < row + tall; r++)
      for (let c = column; c < column + cols; c++) seen.set(`${r},${c}`, (seen.get(`${r},${c}`) ?? 0) + 1);
  }
  return seen.size === rows * columns && [...seen.values()].every((n) => n === 1);
}

describe('layoutMasonry', () => {
  it('fits as many columns as the width allows, within the limits', () => {
    expect(columnCount(options)).toBe(2);
    expect(columnCount({ ...options, width: 1280 })).toBe(6);
    expect(columnCount({ ...options, width: 1280, maxColumns: 5 })).toBe(5);
    expect(columnCount({ ...options, width: 100 })).toBe(2);
  });

  it('makes wide tiles two columns by one row, tall tiles one by two, others square', () => {
    const layout = layoutMasonry([2, 1, 0.5], { ...options, closeHoles: false }, (index) =>
      index === 0 ? 2 : 1,
    );
    expect(layout.columnWidth).toBe(195);
    expect(layout.placements).toEqual([
      { x: 0, y: 0, width: 400, height: 195 },
      { x: 0, y: 205, width: 195, height: 195 },
      { x: 205, y: 205, width: 195, height: 400 },
    ]);
    expect(layout.height).toBe(605);
  });

  it('fills the hole a wide tile leaves with the next tile that fits (dense flow)', () => {
    // square, wide (does not fit beside the square), square → fills the place beside the first.
    const layout = layoutMasonry([1, 2, 1], options, (index) => (index === 1 ? 2 : 1));
    expect(layout.placements.map(({ x, y }) => [x, y])).toEqual([
      [0, 0],
      [0, 205],
      [205, 0],
    ]);
    expect(layout.height).toBe(400);
  });

  it('grows a neighbour into a cell no later tile fits, so no hole stays (beside a tall picture)', () => {
    // wide, square, tall: the square's column has a hole under it that the square grows into.
    const layout = layoutMasonry([2, 1, 0.5], options, (index) => (index === 0 ? 2 : 1));
    expect(layout.placements[1]).toEqual({ x: 0, y: 205, width: 195, height: 400 });
    expect(covered(layout, 2)).toBe(true);
  });

  it('closes the end of the last row and holes inside the grid, choosing the mildest crop', () => {
    // The album 'Luzern um 1900' on a desktop: five columns, tall and wide pictures ending on wide ones.
    const ratios = [2, 2, 1, 0.5, 0.5, 1, 0.5, 1, 2, 2, 2];
    const layout = layoutMasonry(ratios, { ...options, width: 1366 }, (i) => (ratios[i] === 2 ? 2 : 1));
    expect(layout.columns).toBe(6);
    expect(covered(layout, 6)).toBe(true);
    const phone = layoutMasonry(ratios, options, (i) => (ratios[i] === 2 ? 2 : 1));
    expect(covered(phone, 2)).toBe(true);
    const open = layoutMasonry(ratios, { ...options, closeHoles: false }, (i) => (ratios[i] === 2 ? 2 : 1));
    expect(covered(open, 2)).toBe(false);
  });

  it('lays out a thousand tiles without overlaps, in well under a second on a busy machine', () => {
    const ratios = Array.from({ length: 1000 }, (_, i) => [1, 2, 0.5][i % 3] as number);
    const started = performance.now();
    const layout = layoutMasonry(ratios, { ...options, width: 1280 }, (i) => (ratios[i] === 2 ? 2 : 1));
    expect(performance.now() - started).toBeLessThan(1000);
    const cells = new Set<string>();
    for (const tile of layout.placements) {
      const key = `${tile.x},${tile.y}`;
      expect(cells.has(key)).toBe(false);
      cells.add(key);
    }
  });
});

describe('tilesInBand', () => {
  it('returns the tiles overlapping the band', () => {
    const layout = layoutMasonry([1, 1, 1, 1, 1, 1], options);
    expect(tilesInBand(layout.placements, 0, 100)).toEqual([0, 1]);
    expect(tilesInBand(layout.placements, 300, 420)).toEqual([2, 3, 4, 5]);
  });
});

describe("the server's idea of the first feed card on a phone", () => {
  it('is the first placement of the feed masonry at every phone width', () => {
    for (const ratio of [0.4, 0.75, 1, 1.33, 1.5, 2.5]) {
      for (const width of [288, 358, 380, 567]) {
        const first = layoutMasonry(
          [tileRatio(ratio, true)],
          { width, ...MASONRY_DEFAULTS, closeHoles: false },
          () => tileSpan(ratio, true),
        ).placements[0];
        expect(first, `ratio ${ratio}, width ${width}`).toMatchObject(firstPhoneFeedTile(ratio, width));
      }
    }
  });
});
