import { LOCALES, type Locale } from '@retropics/domain/constants';
import sanitizeHtml from 'sanitize-html';

/** Enough for the longest name and description the contract allows, with room to spare. */
const MAX_SPOKEN_CHARACTERS = 8000;

/** Block ends of rich text become pauses: a paragraph, a heading, a list item is a sentence of its own. */
const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|div)>|<br\s*\/?>/gi;
/** The only entities sanitize-html writes back into plain text. */
const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

function spokenText(html: string): string {
  const plain = sanitizeHtml(html.replace(BLOCK_END, '\n'), { allowedTags: [], allowedAttributes: {} });
  return plain
    .replace(/&(amp|lt|gt|quot);/g, (entity) => ESCAPED[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What a narration says in one language: the photograph's name, then its description without
 * markup. Null when there is no name in that language (then nothing is synthesised).
 */
export function narrationText(translation: { name: string; description: string | null } | undefined) {
  const name = translation ? spokenText(translation.name) : '';
  if (!name) return null;
  const description = spokenText(translation?.description ?? '');
  const text = description ? `${name}${/[.!?:]$/.test(name) ? '' : '.'} ${description}` : name;
  return text.slice(0, MAX_SPOKEN_CHARACTERS);
}

/**
 * The languages a photograph can be heard in (its `audioLocales`): those with a recorded
 * narration, and those with a name where this server has a voice for that language.
 */
export function narrationLocales(
  recorded: readonly string[],
  translations: readonly { locale: string; name: string; description: string | null }[],
  voices: ReadonlySet<Locale>,
): Locale[] {
  return LOCALES.filter(
    (locale) =>
      recorded.includes(locale) ||
      (voices.has(locale) && narrationText(translations.find((t) => t.locale === locale)) !== null),
  );
}
