const ALLOWED_TAGS = new Set([
  'P',
  'BR',
  'B',
  'STRONG',
  'I',
  'EM',
  'U',
  'UL',
  'OL',
  'LI',
  'H1',
  'H2',
  'H3',
  'A',
  'BLOCKQUOTE',
  'SPAN',
]);

/**
 * Rich text from the archive (collection texts) reduced to harmless markup: known tags only, no
 * attributes but a link's http(s)/mailto address, and links open in a new tab.
 */
export function safeHtml(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const clean = (node: Element) => {
    for (const child of [...node.children]) {
      if (!ALLOWED_TAGS.has(child.tagName)) {
        if (['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE'].includes(child.tagName))
          child.remove();
        else {
          clean(child);
          child.replaceWith(...child.childNodes);
        }
        continue;
      }
      const href = child.getAttribute('href');
      for (const attribute of [...child.attributes]) child.removeAttribute(attribute.name);
      if (child.tagName === 'A' && href && /^(https?:|mailto:)/i.test(href.trim())) {
        child.setAttribute('href', href.trim());
        child.setAttribute('target', '_blank');
        child.setAttribute('rel', 'noopener noreferrer');
      }
      clean(child);
    }
  };
  clean(document.body);
  return document.body.innerHTML;
}
