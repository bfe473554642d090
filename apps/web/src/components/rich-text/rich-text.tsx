import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { RICH_TEXT_TAGS } from '@retropics/domain/rich-text';
import { createElement, Fragment, type ReactNode, useMemo } from 'react';

/** Tags archive texts and comments may use: the list the server's sanitiser keeps too. */
const ALLOWED = new Set<string>(RICH_TEXT_TAGS);
/** Dropped with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
]);

const HEADING = /^h([1-3])$/;

/**
 * Headings inside a text are renumbered to start at `base` (the level below the page's own
 * headings) and keep their steps from there, so the outline never skips a level whatever level
 * the author began with.
 */
function headingTag(tag: string, base: number, top: number): string {
  const level = Number(HEADING.exec(tag)?.[1]);
  return `h${Math.min(6, base + level - top)}`;
}

function toReact(node: Node, key: number, base: number, top: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = [...element.childNodes].map((child, index) => toReact(child, index, base, top));
  if (!ALLOWED.has(tag)) return createElement(Fragment, { key }, ...children);
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = element.getAttribute('href')?.trim() ?? '';
    if (!/^(https?:|mailto:)/i.test(href)) return createElement(Fragment, { key }, ...children);
    return createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer' }, ...children);
  }
  return createElement(HEADING.test(tag) ? headingTag(tag, base, top) : tag, { key }, ...children);
}

/**
 * Rich text from the archive shown safely: parsed by the browser, then rebuilt as React elements
 * from an allow-list of tags, without any attribute but a link's http(s)/mailto address. Nothing
 * of the original markup reaches the DOM directly.
 */
export function RichText({
  html,
  sx,
  headingBase = 3,
}: {
  html: string;
  sx?: SxProps<Theme>;
  /** Level of the text's top headings (default h3: below a page's h1 and its section h2s). */
  headingBase?: number;
}) {
  const content = useMemo(() => {
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    const levels = [...body.querySelectorAll('h1, h2, h3')].map((heading) => Number(heading.tagName[1]));
    const top = levels.length > 0 ? Math.min(...levels) : 1;
    return [...body.childNodes].map((child, index) => toReact(child, index, headingBase, top));
  }, [html, headingBase]);
  return (
    <Box
      sx={[
        {
          '& h2, & h3, & h4, & h5, & h6': { fontSize: '1.1rem', fontWeight: 600, mt: 2, mb: 1 },
          '& p': { my: 1 },
          '& a': { color: 'primary.main' },
          lineHeight: 1.6,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {content}
    </Box>
  );
}

/** The plain text of rich text (for share descriptions, truncated lines). */
export function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
