import type { TopAlbum } from './use-top-albums';

function translation(album: TopAlbum, language: string) {
  const translations = album.translations ?? [];
  return (
    translations.find((entry) => entry.locale === language) ??
    translations.find((entry) => entry.locale === 'de') ??
    translations[0]
  );
}

/** The album's name in the interface language, falling back to German, then to its headline. */
export function albumName(album: TopAlbum, language: string): string {
  return translation(album, language)?.name?.trim() || album.headline?.trim() || '';
}

const TAGS = /<[^>]*>/g;

/** A plain-text teaser from the description (or rich text), cut at a word near `maxLength`. */
export function albumTeaser(album: TopAlbum, language: string, maxLength = 160): string {
  const entry = translation(album, language);
  const raw = entry?.description || entry?.text || '';
  const text = raw.replace(TAGS, ' ').replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${cut.slice(0, lastSpace > maxLength / 2 ? lastSpace : maxLength).trimEnd()}…`;
}

/** The photograph that represents the album. */
export function albumImagePath(album: TopAlbum): string | null {
  return album.images?.find((image) => image.filePath)?.filePath ?? null;
}
