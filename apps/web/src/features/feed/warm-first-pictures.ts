import type { FeedItem } from '../../lib/resources/feed-items';
import { firstCards } from './api/feed-early';

/**
 * Starts downloading the first cards' pictures as soon as the feed's first page has arrived,
 * while the screen's texts load and React renders: on a slow line the largest picture then comes
 * from the cache when its card appears. The addresses are the cards' own (same layout, same size
 * choice), so nothing is fetched twice.
 */
export function warmFirstPictures(items: readonly FeedItem[]): void {
  for (const { url } of firstCards(items)) {
    if (!url) continue;
    const image = new Image();
    image.fetchPriority = 'high';
    image.decoding = 'async';
    image.src = url;
  }
}
