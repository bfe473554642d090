import { RICH_TEXT_TAGS } from '@retropics/domain/rich-text';
import { isBlankRichText } from '@retropics/domain/validation';
import sanitizeHtml from 'sanitize-html';

/**
 * The markup a comment may keep: what the web app's rich-text editor produces and its renderer
 * shows (apps/web/src/components/rich-text). Everything else is dropped by an allow-list
 * sanitiser, never by a deny-list: no script or style, no event handler, no `style`, no
 * `javascript:` or `data:` link. Comments are stored clean, so every reader (the web app, a feed,
 * a push notification) gets text that is safe as it is.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  // `rel` and `target` only as the transform below writes them.
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script and style lose their content too; other unknown tags keep their text.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
  transformTags: {
    // Links lead away from the archive: no referrer, no ranking for whoever a comment links to.
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer ugc', target: '_blank' }),
  },
};

export function sanitizeCommentText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** True when nothing readable is left once the markup is cleaned (e.g. only a script was sent). */
export function isBlankAfterSanitizing(clean: string): boolean {
  return isBlankRichText(clean);
}

/** The words of a comment without markup, for a notification's one line. */
export function plainCommentText(html: string, maxLength: number): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}
