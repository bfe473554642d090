import { notFound } from '../../hydra/hydra-errors.js';
import type { Media } from '../../media/media.plugin.js';
import { photographOriginal } from '../../media/media-paths.js';
import type { MediaAnswer } from '../media/media-response.js';
import type { OrderThumbnailRepository } from './order-thumbnail.repository.js';

/** Spec §2 print drawer: a print is cut from its photograph; only those have a crop to show. */
export const PRINT_CATEGORY = 'print';

/**
 * Spec §7 `/orders/{thumbnail}/display` for an order item: the section of the photograph the
 * print is cut from, made by the same derivative path as `/thumbnail/display/…?c=` (at most
 * 1024 px, stored once per crop). A photo book, an item without a crop, a hidden or deleted
 * photograph: 404.
 */
export function createOrderThumbnailService(
  media: Pick<Media, 'derivatives'>,
  repository: OrderThumbnailRepository,
) {
  return {
    async display(itemId: number): Promise<MediaAnswer> {
      const print = await repository.printOf(itemId);
      if (!print || print.category !== PRINT_CATEGORY || !print.crop || !print.filePath || print.hidden)
        throw notFound('Order item');
      const made = await media.derivatives.get(photographOriginal(print.filePath), 'display', 'jpeg', {
        unit: 'fraction',
        ...print.crop,
      });
      if (!made) throw notFound('Order item');
      // The photograph may be hidden later: browsers ask again each time (a 304 while unchanged).
      return { ...made, contentType: 'image/jpeg', cacheControl: 'public, no-cache' };
    },
  };
}
