import type {
  CollectionTranslationOutput,
  GalleryTranslationOutput,
} from '@retropics/domain/contracts/content-translation.contract';
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
