/**
 * The markup rich texts may keep (spec §3: archive texts and comments, with headings h1 to h3):
 * the server's sanitiser keeps these tags and drops the rest, and the web app's renderer builds
 * only these. One list, so a tag the server keeps is one the app can show, and nothing more.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'a',
  'blockquote',
  'span',
] as const;
