/** Thumbnail sizes the media server makes (spec §7 media addresses). */
export type ThumbnailSize = 'list' | 'lazy' | 'small' | 'display' | 'big' | 'icon';

function encodePath(filePath: string): string {
  return filePath.split('/').map(encodeURIComponent).join('/');
}

export function thumbnailUrl(
  filePath: string,
  size: ThumbnailSize,
  format: 'webp' | 'jpeg' = 'webp',
): string {
  return `/thumbnail/${size}/${encodePath(filePath)}.${format}`;
}

/** Widths of the thumbnails the server makes (apps/server media derivative sizes, `fit: inside`). */
export const THUMBNAIL_WIDTHS = { list: 480, small: 720, display: 1024, big: 1500 } as const;

/** A `srcset` over the thumbnail sizes, so phones load 720 px and large screens up to 1500 px. */
export function thumbnailSrcSet(
  filePath: string,
  sizes: ReadonlyArray<keyof typeof THUMBNAIL_WIDTHS> = ['small', 'display', 'big'],
): string {
  return sizes.map((size) => `${thumbnailUrl(filePath, size)} ${THUMBNAIL_WIDTHS[size]}w`).join(', ');
}

export function originalPhotographUrl(filePath: string): string {
  return `/media/photographs/${encodePath(filePath)}`;
}

/** Thumbnail sizes by the longest side the server makes them (apps/server media/derivative-sizes). */
const SIZES: ReadonlyArray<readonly [ThumbnailSize, number]> = [
  ['list', 480],
  ['small', 720],
  ['display', 1024],
];

/**
 * The smallest thumbnail that still fills a tile of this size sharply: the picture is cropped to
 * the tile (object-fit: cover), so the side that gets cropped must exceed the tile.
 */
export function thumbnailSizeFor(tileWidth: number, tileHeight: number, imageRatio: number): ThumbnailSize {
  const dpr = typeof window === 'undefined' ? 1 : Math.min(window.devicePixelRatio || 1, 2);
  const ratio = imageRatio > 0 ? imageRatio : 1;
  // Pixels needed along the image's longest side so that the covered tile is sharp.
  const neededWidth = Math.max(tileWidth, tileHeight * ratio) * dpr;
  const longest = ratio >= 1 ? neededWidth : neededWidth / ratio;
  for (const [size, px] of SIZES) if (longest <= px * 1.15) return size;
  return 'display';
}
