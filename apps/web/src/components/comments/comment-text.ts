import type { CommentOnSubjectInput } from '@retropics/domain/contracts/comment.contract';
import { isBlankRichText } from '@retropics/domain/validation';

/** What a comment is written on (spec §7 POST /comments): a side of a photograph, a RetroSnap or an album. */
export type CommentTarget =
  | { photograph: number; isBackside: boolean }
  | { retrosnap: number }
  | { imageGallery: number };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * Typed words as the rich text comments are stored in: what the person typed is text, never
 * markup ('a <b> c' stays those characters), blank lines part paragraphs, single ones break lines.
 */
export function plainTextToRichText(text: string): string {
  return text
    .trim()
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        `<p>${paragraph.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char).replace(/\n/g, '<br>')}</p>`,
    )
    .join('');
}

/** Spec §5: a quick comment of blank text is not sent at all. */
export function isBlankText(text: string): boolean {
  return isBlankRichText(plainTextToRichText(text));
}

/** Spec §7 POST /comments for a comment without a marked area on the target. */
export function quickCommentInput(target: CommentTarget, text: string): CommentOnSubjectInput {
  const common = { text: plainTextToRichText(text), box: null, isPrivate: false };
  if ('photograph' in target) {
    return { ...common, photograph: `/photographs/${target.photograph}`, isBackside: target.isBackside };
  }
  if ('retrosnap' in target) return { ...common, retrosnap: `/retrosnaps/${target.retrosnap}` };
  return { ...common, imageGallery: `/image_galleries/${target.imageGallery}` };
}

/**
 * A comment's rich text as the words to edit in a plain field: paragraphs and line breaks become
 * new lines (parsed by the browser, which runs nothing of an inert document).
 */
export function richTextToPlainText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const br of body.querySelectorAll('br')) br.replaceWith('\n');
  const blocks = [...body.querySelectorAll('p, li, h1, h2, h3, blockquote')];
  for (const block of blocks) block.append('\n\n');
  return (body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}
