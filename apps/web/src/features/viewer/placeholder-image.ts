import { thumbnailUrl } from '../../lib/media/image-urls';

/**
 * The picture shown before the deep-zoom canvas has drawn: the display thumbnail (1024 px), or
 * the small one (720 px) where that is sharp enough, such as on phones.
 */
export function placeholderImage(filePath: string, colorized: boolean) {
  const path = colorized ? `colorized.${filePath}` : filePath;
  return {
    src: thumbnailUrl(path, 'display'),
    srcSet: `${thumbnailUrl(path, 'small')} 720w, ${thumbnailUrl(path, 'display')} 1024w`,
    sizes: '100vw',
  };
}
