// Pure (no React, no MUI): the feed's early splash (src/app/boot) and the cards share it, so the
// picture the splash shows is the very file the card asks for.
import type { TilePlacement } from '../../components/masonry/masonry-layout';
import { idOfIri } from '../../lib/hydra/iri';
import { thumbnailSizeFor, thumbnailUrl } from '../../lib/media/image-urls';
import { preloadedThumbnail } from '../../lib/media/preloaded-thumbnails';
import type { FeedItem } from '../../lib/resources/feed-items';
import type { LocalSettings } from '../../lib/settings/settings-storage';

/** The pictures a card cross-fades: the item's images, else its thumbnail. */
export function feedImagesOf(item: FeedItem): string[] {
  const paths = item.images.map((image) => image.filePath).filter(Boolean);
  if (paths.length > 0) return paths;
  return item.thumbnail ? [item.thumbnail] : [];
}

/**
 * The address of the first picture a card shows at this size: the same choice the card makes
 * (feed-card.tsx), so that a picture the splash or the warm-up fetched is the one the card uses.
 */
export function firstPictureUrl(
  item: FeedItem,
  placement: Pick<TilePlacement, 'width' | 'height'>,
  settings: Pick<LocalSettings, 'showColorized'>,
): string | null {
  const [path] = feedImagesOf(item);
  if (item.documentType === 'ImageGallery' && item.customThumbnail)
    return `/image_galleries/${idOfIri(item.document)}/list`;
  if (!path || path.toLowerCase().endsWith('.mp4')) return null;
  const colorized =
    (item.documentType === 'Photograph' || item.documentType === 'Retrosnap') &&
    settings.showColorized &&
    item.hasColorized;
  const file = colorized ? `colorized.${path}` : path;
  return (
    preloadedThumbnail(file) ??
    thumbnailUrl(file, thumbnailSizeFor(placement.width, placement.height, item.imageRatio))
  );
}
