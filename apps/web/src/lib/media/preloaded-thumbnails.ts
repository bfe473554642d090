// Pure DOM, no React: the early script (feed splash) and the tiles share it, so both ask for the
// very file the server told the browser to preload.

/** Attribute of the server's `<link rel="preload" as="image">` that names the picture's file path. */
const PRELOADED_PICTURE_ATTRIBUTE = 'data-picture-path';

let preloaded: Map<string, string> | null = null;

function readPreloads(): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof document === 'undefined') return found;
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${PRELOADED_PICTURE_ATTRIBUTE}]`)) {
    const path = link.getAttribute(PRELOADED_PICTURE_ATTRIBUTE);
    const href = link.getAttribute('href');
    // A preload for another viewport (its media does not match) was not fetched: not worth reusing.
    if (path && href && (!link.media || window.matchMedia(link.media).matches)) found.set(path, href);
  }
  return found;
}

/**
 * The address the server preloaded for this file (`/feed`'s first picture on phones), if any: the
 * tile asks for that one instead of its own size choice, so the picture is fetched once, early.
 */
export function preloadedThumbnail(filePath: string): string | null {
  preloaded ??= readPreloads();
  return preloaded.get(filePath) ?? null;
}
