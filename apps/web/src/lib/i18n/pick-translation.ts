import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE } from './i18n';

/**
 * The entry in the interface language, else German (default), else English (fallback), else the
 * first there is: archive texts are often written in one language only.
 */
export function pickTranslation<T extends { locale: string }>(
  translations: readonly T[] | null | undefined,
  language: string,
): T | undefined {
  if (!translations || translations.length === 0) return undefined;
  const base = language.slice(0, 2);
  return (
    translations.find((entry) => entry.locale === base) ??
    translations.find((entry) => entry.locale === DEFAULT_LANGUAGE) ??
    translations.find((entry) => entry.locale === FALLBACK_LANGUAGE) ??
    translations[0]
  );
}
