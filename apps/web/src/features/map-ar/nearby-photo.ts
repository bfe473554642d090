import { pickTranslation } from '../../lib/i18n/pick-translation';
import type { MapItem } from '../../lib/resources/map';
import { routePath } from '../../lib/routing/route-links';

/** The photograph's name in the reader's language, else its headline. */
export function photoName(item: Pick<MapItem, 'translations' | 'headline'>, language: string): string {
  return pickTranslation(item.translations, language)?.name?.trim() || item.headline;
}

/** The picture of its card: the thumbnail, else its first image. */
export function photoPicture(item: Pick<MapItem, 'thumbnail' | 'images'>): string | null {
  return item.thumbnail ?? item.images[0]?.filePath ?? null;
}

/**
 * Where a tap on a place leads: the AR view of the photograph (spec §2 MapAr), or its viewer in a
 * build where the AR view is not there.
 */
export function photoArPath(item: Pick<MapItem, 'document'>): string | null {
  const id = item.document.split('/').pop();
  if (!id) return null;
  return routePath('ImageAr', { id }) ?? routePath('PhotographShow', { id });
}
