/** Where one picture sits in the mosaic, in world units (the mosaic is 1 wide). */
export interface MosaicPlacement {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Rows of pictures at their own aspect ratios, each row filling the full width (a justified
 * layout, as photo collages are usually set), with a small gap. `rowRatio` is the width-to-height
 * ratio a row aims at: wider on large screens, so that a row holds more pictures.
 */
export function mosaicLayout(ratios: readonly number[], rowRatio = 3, gap = 0.008): MosaicPlacement[] {
  const placements: MosaicPlacement[] = [];
  let row: number[] = [];
  let y = 0;
  const flush = (last: boolean) => {
    if (row.length === 0) return;
    const sum = row.reduce((total, ratio) => total + ratio, 0);
    const available = 1 - gap * (row.length - 1);
    // The last row keeps the height it would have in a full row instead of stretching.
    const height = last && sum < rowRatio * 0.6 ? available / rowRatio : available / sum;
    let x = 0;
    for (const ratio of row) {
      const width = ratio * height;
      placements.push({ x, y, width, height });
      x += width + gap;
    }
    y += height + gap;
    row = [];
  };
  for (const ratio of ratios) {
    row.push(ratio > 0 ? ratio : 1);
    if (row.reduce((total, value) => total + value, 0) >= rowRatio) flush(false);
  }
  flush(true);
  return placements;
}
