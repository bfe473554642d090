import { thumbnailSrcSet, thumbnailUrl } from '../../lib/media/image-urls';

/**
 * The picture shown before the deep-zoom canvas has drawn: the display thumbnail (1024 px), or
 * the small one (720 px) where that is sharp enough, such as on phones. The server preloads the
 * same candidates for the front view (apps/server share.service.ts), so they must stay alike.
 */
export function previewImage(filePath: string, colorized: boolean) {
  const path = colorized ? `colorized.${filePath}` : filePath;
  return {
    src: thumbnailUrl(path, 'display'),
    srcSet: thumbnailSrcSet(path, ['small', 'display']),
    sizes: '100vw',
  };
}
