import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE } from '../../lib/i18n/i18n';

/**
 * The text in the interface language, else German (default), else English (fallback), else the
 * language there is: the demo archive, for one, describes its photographs in English only.
 */
export function pickTranslation<T extends { locale: string }>(
  translations: readonly T[],
  language: string,
): T | undefined {
  return (
    translations.find((entry) => entry.locale === language) ??
    translations.find((entry) => entry.locale === DEFAULT_LANGUAGE) ??
    translations.find((entry) => entry.locale === FALLBACK_LANGUAGE) ??
    translations[0]
  );
}

/** The date line: the date text as written ('ca. 1895'), else the year range. */
export function dateLine(photograph: {
  dateText: string | null;
  fromYear: number | null;
  toYear: number | null;
}) {
  if (photograph.dateText?.trim()) return photograph.dateText.trim();
  const { fromYear, toYear } = photograph;
  if (fromYear && toYear) return fromYear === toYear ? String(fromYear) : `${fromYear}–${toYear}`;
  return fromYear ? String(fromYear) : toYear ? String(toYear) : null;
}
