import type { ImageFormat } from './media-paths.js';

/**
 * Every thumbnail size, in one table. Boxes are in pixels; `inside` keeps the whole picture
 * within the box, `cover` fills it and crops the overflow (square icons). Nothing is enlarged.
 */
export const derivativeSizes = {
  /** Avatars of albums and people in lists, map markers. */
  icon: { width: 128, height: 128, fit: 'cover', quality: { webp: 78, jpeg: 80 } },
  /** A blurred placeholder shown while the real image loads (a few hundred bytes). */
  lazy: { width: 48, height: 48, fit: 'inside', quality: { webp: 50, jpeg: 55 } },
  /** Masonry grids and feed cards: two columns on a phone at 2× density. */
  list: { width: 480, height: 480, fit: 'inside', quality: { webp: 78, jpeg: 80 } },
  /** Cards shown large on small screens, the map's preview. */
  small: { width: 720, height: 720, fit: 'inside', quality: { webp: 80, jpeg: 82 } },
  /** Full-screen pictures and the page meta image (spec §9: 1024). */
  display: { width: 1024, height: 1024, fit: 'inside', quality: { webp: 82, jpeg: 84 } },
  /** RetroSnap show screen and zoomed covers on large displays. */
  big: { width: 2048, height: 2048, fit: 'inside', quality: { webp: 82, jpeg: 84 } },
} as const satisfies Record<
  string,
  { width: number; height: number; fit: 'inside' | 'cover'; quality: Record<ImageFormat, number> }
>;

export type DerivativeSize = keyof typeof derivativeSizes;
export type DerivativeSpec = (typeof derivativeSizes)[DerivativeSize];

export function isDerivativeSize(value: string): value is DerivativeSize {
  return Object.hasOwn(derivativeSizes, value);
}

/** Deep-zoom tiles: spec §9 'tile 256'. No overlap, so every tile is exactly 256 px except at the edges. */
export const TILE_SIZE = 256;
export const TILE_OVERLAP = 0;
export const TILE_QUALITY: Record<ImageFormat, number> = { webp: 80, jpeg: 84 };

/**
 * A crop in fractions of the (upright) image: `c=left,top,width,height`; `degrees` turns the
 * rectangle clockwise about its centre (a comment's marked area), and the crop comes out upright.
 */
export type Crop = { left: number; top: number; width: number; height: number; degrees?: number };
