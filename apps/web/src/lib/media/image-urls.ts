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

export function originalPhotographUrl(filePath: string): string {
  return `/media/photographs/${encodePath(filePath)}`;
}
