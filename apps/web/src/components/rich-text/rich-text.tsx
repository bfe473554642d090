import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { createElement, Fragment, type ReactNode, useMemo } from 'react';

/** Tags archive texts may use (spec §3: rich text with headings h1 to h3). */
const ALLOWED = new Set([
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
]);
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

/**
 * Headings inside a text sit below the page's own heading: h1 → h3, h2 → h4, h3 → h5, so the
 * document outline stays correct whatever level the author chose.
 */
const HEADING_SHIFT: Readonly<Record<string, string>> = { h1: 'h3', h2: 'h4', h3: 'h5' };

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = [...element.childNodes].map((child, index) => toReact(child, index));
  if (!ALLOWED.has(tag)) return createElement(Fragment, { key }, ...children);
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = element.getAttribute('href')?.trim() ?? '';
    if (!/^(https?:|mailto:)/i.test(href)) return createElement(Fragment, { key }, ...children);
    return createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer' }, ...children);
  }
  return createElement(HEADING_SHIFT[tag] ?? tag, { key }, ...children);
}

/**
 * Rich text from the archive shown safely: parsed by the browser, then rebuilt as React elements
 * from an allow-list of tags, without any attribute but a link's http(s)/mailto address. Nothing
 * of the original markup reaches the DOM directly.
 */
export function RichText({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  const content = useMemo(() => {
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    return [...body.childNodes].map((child, index) => toReact(child, index));
  }, [html]);
  return (
    <Box
      sx={[
        {
          '& h3, & h4, & h5': { fontSize: '1.1rem', fontWeight: 600, mt: 2, mb: 1 },
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
