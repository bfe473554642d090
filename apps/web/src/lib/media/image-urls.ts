import { tileThumbnailSize } from '@retropics/domain/feed-first-picture';
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

/** The smallest thumbnail that fills a tile of this size sharply on this screen (domain rule). */
export function thumbnailSizeFor(tileWidth: number, tileHeight: number, imageRatio: number): ThumbnailSize {
  const dpr = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  return tileThumbnailSize(tileWidth, tileHeight, imageRatio, dpr);
}

/** Sizes of an album cover (spec §7 /image_galleries/{thumbnail}/display|lazy|big|list). */
export type AlbumCoverSize = 'display' | 'lazy' | 'big' | 'list';

/**
 * An album's cover. A private album's cover opens only with the signed query the API gives its
 * owner (`coverAccess`): an <img> carries no token.
 */
export function albumCoverUrl(
  album: { id: number; coverAccess?: string | null },
  size: AlbumCoverSize,
): string {
  const url = `/image_galleries/${album.id}/${size}`;
  return album.coverAccess ? `${url}?${album.coverAccess}` : url;
}
