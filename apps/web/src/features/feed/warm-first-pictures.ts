import { tileRatio, tileSpan } from '../../components/masonry/aspect-tile';
import { layoutMasonry } from '../../components/masonry/masonry-layout';
import { MASONRY_DEFAULTS } from '../../components/masonry/windowed-masonry';
import { getSettings } from '../../lib/settings/settings-store';
import type { FeedItem } from './api/get-feed-items';
import { firstPictureUrl } from './components/feed-card';

/** Cards whose pictures are fetched ahead: the first screen of a phone, most of a desktop's. */
const WARMED_CARDS = 6;

/** The feed grid's width: MUI's xl container (1920 px) less its gutters (16 px, 24 px from 600 px). */
function gridWidth(): number {
  const viewport = document.documentElement.clientWidth;
  return Math.min(viewport, 1920) - 2 * (viewport >= 600 ? 24 : 16);
}

/**
 * Starts downloading the first cards' pictures as soon as the feed's first page has arrived,
 * while the screen's texts load and React renders: on a slow line the largest picture then comes
 * from the cache when its card appears. The addresses are the cards' own (same layout, same size
 * choice), so nothing is fetched twice.
 */
export function warmFirstPictures(items: readonly FeedItem[]): void {
  const first = items.slice(0, WARMED_CARDS);
  const layout = layoutMasonry(
    first.map((item) => tileRatio(item.imageRatio, true)),
    { width: gridWidth(), ...MASONRY_DEFAULTS },
    (index) => tileSpan((first[index] as FeedItem).imageRatio, true),
  );
  const settings = getSettings();
  first.forEach((item, index) => {
    const placement = layout.placements[index];
    const url = placement ? firstPictureUrl(item, placement, settings) : null;
    if (!url) return;
    const image = new Image();
    image.fetchPriority = 'high';
    image.decoding = 'async';
    image.src = url;
  });
}
