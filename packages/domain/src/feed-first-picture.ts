import { aspectClass } from './constants.js';

/**
 * The feed's first picture, chosen the same way by the server (which preloads it in `/feed`'s HTML)
 * and by the web app (whose splash and first card show it): one choice, so the preloaded file is
 * the file the card asks for.
 */

/** Thumbnail sizes by the longest side the server makes them (apps/server media derivative sizes). */
const TILE_SIZES = [
  ['list', 480],
  ['small', 720],
  ['display', 1024],
] as const;

export type TileThumbnailSize = (typeof TILE_SIZES)[number][0];

/**
 * The smallest thumbnail that still fills a tile of this size sharply at this pixel density (capped
 * at 2): the picture is cropped to the tile (object-fit: cover), so the cropped side must exceed it.
 */
export function tileThumbnailSize(
  tileWidth: number,
  tileHeight: number,
  imageRatio: number,
  devicePixelRatio: number,
): TileThumbnailSize {
  const dpr = Math.min(Math.max(devicePixelRatio || 1, 1), 2);
  const ratio = imageRatio > 0 ? imageRatio : 1;
  const neededWidth = Math.max(tileWidth, tileHeight * ratio) * dpr;
  const longest = ratio >= 1 ? neededWidth : neededWidth / ratio;
  for (const [size, px] of TILE_SIZES) if (longest <= px * 1.15) return size;
  return 'display';
}

/** The feed grid's gap and phone column count (apps/web masonry: MASONRY_DEFAULTS below 600 px). */
const FEED_GAP = 8;
const PHONE_COLUMNS = 2;

/**
 * The first feed card's size in a grid this wide on a phone: it always sits top left, a wide
 * picture spanning both columns at 2:1, a tall one one column at 1:2, others one square cell —
 * what the web app's masonry layout gives its first tile (a web unit test holds them together).
 */
export function firstPhoneFeedTile(imageRatio: number, gridWidth: number): { width: number; height: number } {
  const { gridRatio } = aspectClass(imageRatio, { feed: true });
  const cell = (gridWidth - FEED_GAP * (PHONE_COLUMNS - 1)) / PHONE_COLUMNS;
  const columns = gridRatio === 2 ? 2 : 1;
  const rows = Math.max(1, Math.round(columns / gridRatio));
  return { width: columns * cell + (columns - 1) * FEED_GAP, height: rows * cell + (rows - 1) * FEED_GAP };
}

/** The first phone card's shape, for the server's CSS-placed first card (index.html `.boot-first`). */
export function firstPhoneFeedShape(imageRatio: number): 'wide' | 'tall' | 'square' {
  const { gridRatio } = aspectClass(imageRatio, { feed: true });
  return gridRatio === 2 ? 'wide' : gridRatio === 0.5 ? 'tall' : 'square';
}

/** Phones: viewports below 600 px, whose feed grid is the viewport less 16 px gutters. */
export const PHONE_FEED_MEDIA = '(max-width: 599px)';
const WIDEST_PHONE_GRID = 599 - 2 * 16;

/**
 * The thumbnail size that serves the first card on every phone: the widest phone grid at the
 * highest density the app asks for, so no phone gets a blurrier first picture than its own choice.
 */
export function firstPhoneFeedPictureSize(imageRatio: number): TileThumbnailSize {
  const tile = firstPhoneFeedTile(imageRatio, WIDEST_PHONE_GRID);
  return tileThumbnailSize(tile.width, tile.height, imageRatio, 2);
}
