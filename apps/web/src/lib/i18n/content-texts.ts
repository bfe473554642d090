import type {
  CollectionTranslationOutput,
  GalleryTranslationOutput,
} from '@retropics/domain/contracts/content-translation.contract';
import type { LocalNames } from '@retropics/domain/contracts/place.contract';
import { pickTranslation } from './pick-translation';

/**
 * An album with its headline, description and text in the interface language (spec §3: albums,
 * like photographs, are told in de, en and it). The server answers in the browser's language;
 * the reader's choice in the app wins, and switching it needs no new request.
 */
export function albumInLanguage<
  A extends {
    headline: string;
    description?: string;
    text?: string;
    translations?: GalleryTranslationOutput[];
  },
>(album: A, language: string): A {
  const texts = pickTranslation(album.translations, language);
  if (!texts) return album;
  return {
    ...album,
    headline: texts.headline,
    ...(album.description !== undefined ? { description: texts.description } : {}),
    ...(album.text !== undefined ? { text: texts.text } : {}),
  };
}

/** A collection with its headline, about text, text and cover caption in the interface language. */
export function collectionInLanguage<
  C extends {
    headline: string;
    about: string;
    text: string;
    coverCaption: string | null;
    translations: CollectionTranslationOutput[];
  },
>(collection: C, language: string): C {
  const texts = pickTranslation(collection.translations, language);
  if (!texts) return collection;
  return {
    ...collection,
    headline: texts.headline,
    about: texts.about,
    text: texts.text,
    coverCaption: texts.coverCaption,
  };
}

/**
 * A town's, region's or country's name in the interface language, where the server sent its names
 * ('Merano' is 'Meran' in German); otherwise the name as the server gave it.
 */
export function localName(
  name: string | null | undefined,
  names: LocalNames | null | undefined,
  language: string,
): string | null {
  if (!name) return null;
  const short = language.slice(0, 2);
  return (short === 'de' || short === 'en' || short === 'it' ? names?.[short] : undefined) ?? name;
}
