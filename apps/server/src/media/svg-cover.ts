import { createHash } from 'node:crypto';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/**
 * Titles longer than this are cut at a word and end in an ellipsis, so they never run off the
 * cover: the templates write the title in one line of about 58 px serif on 1200 px.
 */
const TITLE_MAX = 34;

export function coverTitle(title: string) {
  const clean = title.replace(/\s+/g, ' ').trim();
  if (clean.length <= TITLE_MAX) return clean;
  const cut = clean.slice(0, TITLE_MAX);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), TITLE_MAX - 10)).trimEnd()}…`;
}

/** A warm, neutral fill for template cells that have no picture chosen. */
const EMPTY_CELL =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="#3b342c"/></svg>',
  ).toString('base64');

/**
 * Fills an album cover template: `{{imageN}}` with the pictures (as data URLs, since the
 * renderer must never fetch anything) and `{{title}}` with the album's headline. An album with
 * fewer pictures than cells shows them again rather than empty cells.
 */
export function fillTemplate(svg: string, title: string, images: string[]) {
  return svg
    .replace(/\{\{image(\d+)\}\}/g, (_, n: string) =>
      images.length > 0 ? (images[(Number(n) - 1) % images.length] as string) : EMPTY_CELL,
    )
    .replace(/\{\{title\}\}/g, escapeXml(coverTitle(title)));
}

/** How many pictures a template shows: the highest {{imageN}} in it. */
export function templateImageCount(svg: string) {
  let count = 0;
  for (const match of svg.matchAll(/\{\{image(\d+)\}\}/g)) count = Math.max(count, Number(match[1]));
  return count;
}

/** The cover's identity: a new template, title or choice of pictures makes a new stored file. */
export function coverHash(svg: string, title: string, filePaths: string[]) {
  return createHash('sha256')
    .update(JSON.stringify([svg, title, filePaths]))
    .digest('hex')
    .slice(0, 24);
}
