/** What the tile math needs of a pyramid descriptor (components/deep-zoom/pyramid-source.ts). */
export interface PyramidShape {
  width: number;
  height: number;
  tileSize: number;
  minLevel: number;
  maxLevel: number;
  /** `/tiles/{filePath}/{level}-{x}-{y}.{format}` */
  tileUrlTemplate: string;
}

/**
 * The longest side up to which an album kept offline takes a photograph's tiles: sharp on a
 * phone and a laptop screen at the viewer's home view (a few dozen tiles), without every
 * full-resolution tile (hundreds, many megabytes per photograph).
 */
export const OFFLINE_TILE_SIDE = 2048;

/** Level `level` of a Deep Zoom pyramid: level 0 is 1×1 px, `maxLevel` the full image (apps/server tile.service). */
function levelGrid(shape: PyramidShape, level: number) {
  const scale = 2 ** (level - shape.maxLevel);
  const width = Math.max(1, Math.ceil(shape.width * scale));
  const height = Math.max(1, Math.ceil(shape.height * scale));
  return {
    longest: Math.max(width, height),
    columns: Math.ceil(width / shape.tileSize),
    rows: Math.ceil(height / shape.tileSize),
  };
}

/**
 * The addresses of every tile of the levels whose longest side is at most `longestSide` (the
 * lowest level always): what the viewer draws offline, a little softer than online at most.
 */
export function offlineTileUrls(
  shape: PyramidShape,
  format: 'webp' | 'jpeg',
  longestSide = OFFLINE_TILE_SIDE,
): string[] {
  const urls: string[] = [];
  for (let level = shape.minLevel; level <= shape.maxLevel; level++) {
    const grid = levelGrid(shape, level);
    if (grid.longest > longestSide && level > shape.minLevel) break;
    for (let x = 0; x < grid.columns; x++) {
      for (let y = 0; y < grid.rows; y++) {
        urls.push(
          shape.tileUrlTemplate
            .replace('{level}', String(level))
            .replace('{x}', String(x))
            .replace('{y}', String(y))
            .replace('{format}', format),
        );
      }
    }
  }
  return urls;
}
