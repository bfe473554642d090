import { thumbnailUrl } from '../../../lib/media/image-urls';
import type { GeoAggregation, MapItem } from '../../../lib/resources/map';
import { itemPicture } from '../item-links';
import { PICTURE_MARKER_PX } from './marker-layout';

const ALBUM_SVG =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M22 16V4c0-1.1-.9-2-2-2H8c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2m-11-4 2.03 2.71L16 11l4 5H8zM2 6v14c0 1.1.9 2 2 2h14v-2H4V6z"/></svg>';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function pictureImg(item: MapItem): string {
  const picture = itemPicture(item);
  return picture
    ? `<img src="${escapeHtml(thumbnailUrl(picture, 'icon'))}" alt="" loading="lazy" decoding="async" width="${PICTURE_MARKER_PX}" height="${PICTURE_MARKER_PX}">`
    : '';
}

/** A photograph or RetroSnap: its icon thumbnail. */
export function pictureHtml(item: MapItem): string {
  return `<div class="rp-pin">${pictureImg(item)}</div>`;
}

/** Several pictures close together: the best one with the count. */
export function clusterHtml(cover: MapItem, count: number): string {
  return `<div class="rp-pin">${pictureImg(cover)}<span class="rp-pin__badge">${count}</span></div>`;
}

/** An album: its cover on a stack, with the album sign. */
export function albumHtml(item: MapItem): string {
  return `<div class="rp-pin rp-pin--album">${pictureImg(item)}<span class="rp-pin__badge">${ALBUM_SVG}</span></div>`;
}

/** Spec §4: progress = funded / required × 100, kept within 0–100 for the ring. */
export function fundingPercent(
  item: Pick<MapItem, 'crowdfundingFunded' | 'crowdfundingRequired'>,
): number | null {
  const required = item.crowdfundingRequired ?? 0;
  if (required <= 0) return null;
  return Math.max(0, Math.min(100, ((item.crowdfundingFunded ?? 0) / required) * 100));
}

export const DONUT_PX = 48;

/** A photograph collection as a donut whose ring shows its crowdfunding progress (spec §2 Map). */
export function donutHtml(item: MapItem): string {
  const percent = fundingPercent(item);
  const radius = 19;
  const circumference = 2 * Math.PI * radius;
  const filled = percent === null ? 0 : (percent / 100) * circumference;
  const label = percent === null ? '' : `${Math.round(percent)}%`;
  return `<svg class="rp-donut" width="${DONUT_PX}" height="${DONUT_PX}" viewBox="0 0 48 48" aria-hidden="true">
  <circle cx="24" cy="24" r="23" fill="#1c1712" fill-opacity="0.85"/>
  <circle cx="24" cy="24" r="${radius}" fill="none" stroke="#5b5246" stroke-width="6"/>
  ${
    filled > 0
      ? `<circle cx="24" cy="24" r="${radius}" fill="none" stroke="#f0c987" stroke-width="6" stroke-linecap="round"
    stroke-dasharray="${filled.toFixed(1)} ${circumference.toFixed(1)}" transform="rotate(-90 24 24)"/>`
      : ''
  }
  ${
    percent === null
      ? `<g transform="translate(14 14) scale(0.85)" fill="#f0c987">${ALBUM_SVG.replace(/^<svg[^>]*>|<\/svg>$/g, '')}</g>`
      : `<text x="24" y="28" text-anchor="middle" fill="#fff">${label}</text>`
  }
</svg>`;
}

export function formatCount(count: number, language: string): string {
  return new Intl.NumberFormat(language, { notation: count >= 10_000 ? 'compact' : 'standard' }).format(
    count,
  );
}

/** Counter size grows with the logarithm of the count: 32 px for one photograph, 64 px for a million. */
export function counterSize(count: number): number {
  return Math.round(32 + Math.min(32, Math.log10(Math.max(1, count)) * 5.4));
}

/** A country, region or town with its number of photographs; names only above zoom 5 (spec §9). */
export function counterHtml(aggregate: GeoAggregation, showName: boolean, language: string): string {
  const size = counterSize(aggregate.count);
  const name = showName ? `<span class="rp-counter__name">${escapeHtml(aggregate.name)}</span>` : '';
  return `<div class="rp-counter rp-counter--${aggregate.level}" style="--size:${size}px"><span class="rp-counter__count">${formatCount(aggregate.count, language)}</span>${name}</div>`;
}
