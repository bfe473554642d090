import type { MapItem } from '../../lib/resources/map';
import { type RouteName, routePath } from '../../lib/routing/route-links';

const SHOW_ROUTE: Partial<Record<MapItem['documentType'], RouteName>> = {
  Photograph: 'PhotographShow',
  ImageGallery: 'ImageGalleryShow',
  PhotographCollection: 'PhotographCollectionShow',
  Retrosnap: 'RetrosnapShow',
};

/** The show screen of a marker's item, or null while that screen does not exist. */
export function itemPath(item: Pick<MapItem, 'documentType' | 'document'>): string | null {
  const route = SHOW_ROUTE[item.documentType];
  const id = item.document.split('/').pop();
  return route && id ? routePath(route, { id }) : null;
}

/** The item's name in the reader's language, else its headline. */
export function itemTitle(item: Pick<MapItem, 'translations' | 'headline'>, language: string): string {
  const translated = item.translations.find((t) => t.locale === language)?.name;
  return translated?.trim() || item.headline;
}

/** The picture a marker shows: the item's thumbnail, else its first image. */
export function itemPicture(item: Pick<MapItem, 'thumbnail' | 'images'>): string | null {
  return item.thumbnail ?? item.images[0]?.filePath ?? null;
}

export function itemYears(item: Pick<MapItem, 'fromYear' | 'toYear'>): string | null {
  const { fromYear, toYear } = item;
  if (fromYear && toYear) return fromYear === toYear ? String(fromYear) : `${fromYear}–${toYear}`;
  return fromYear ? String(fromYear) : toYear ? String(toYear) : null;
}
