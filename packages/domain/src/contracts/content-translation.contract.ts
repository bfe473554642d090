import { z } from 'zod';
import { LOCALES, type Locale } from '../constants.js';

/** An album's texts in one language (spec §3: albums, like photographs, are told in de, en and it). */
export const galleryTranslationOutput = z.object({
  locale: z.enum(LOCALES),
  headline: z.string(),
  description: z.string(),
  text: z.string().describe('Rich text (HTML, headings h1 to h3)'),
});
export type GalleryTranslationOutput = z.infer<typeof galleryTranslationOutput>;

/** A collection's texts in one language; `coverCaption` says what its cover shows when that is not its own photograph. */
export const collectionTranslationOutput = z.object({
  locale: z.enum(LOCALES),
  headline: z.string(),
  about: z.string().describe('HTML'),
  text: z.string(),
  coverCaption: z.string().nullable(),
});
export type CollectionTranslationOutput = z.infer<typeof collectionTranslationOutput>;

/**
 * The text in the wanted language, else German (the archive's first language), else the first
 * there is: an album written by a visitor may exist in one language only.
 */
export function translationIn<T extends { locale: string }>(
  translations: readonly T[],
  locale: Locale,
): T | undefined {
  return (
    translations.find((entry) => entry.locale === locale) ??
    translations.find((entry) => entry.locale === 'de') ??
    translations[0]
  );
}
