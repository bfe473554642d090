import type { ShareRepository } from './share.repository.js';

export type PageMetadata = { title: string; description: string; image: string | null; url: string };

const SITE = 'RetroPics';
const DEFAULT_DESCRIPTION =
  'Historische Fotografien entdecken, auf der Karte finden und mit RetroSnaps von heute vergleichen.';

/** Client routes of public documents (spec §2), with their variants (/back, /color, /{comment_id}). */
const documentRoutes: Array<{ pattern: RegExp; load: keyof ShareRepository }> = [
  { pattern: /^\/photographs\/show\/(\d+)(\/|$)/, load: 'photograph' },
  { pattern: /^\/photographs\/retrosnaps\/(\d+)\/?$/, load: 'photograph' },
  { pattern: /^\/image_galleries\/show\/(\d+)(\/|$)/, load: 'gallery' },
  { pattern: /^\/shopping_cart\/show\/(\d+)\/?$/, load: 'gallery' },
  { pattern: /^\/photograph_collections\/(show|cover\/show)\/(\d+)(\/|$)/, load: 'collection' },
  { pattern: /^\/retrosnaps\/show\/(\d+)(\/|$)/, load: 'retrosnap' },
];

const shorten = (text: string, length: number) => {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length <= length ? plain : `${plain.slice(0, length - 1).trimEnd()}…`;
};

/**
 * Link previews without JavaScript: the server writes each public page's title, description and
 * a 1024 px picture into the HTML it sends, for messengers and social networks to read.
 */
export function createShareService(
  repository: ShareRepository,
  options: { publicUrl: string; imageUrl: (filePath: string) => string },
) {
  return {
    async metadataFor(path: string): Promise<PageMetadata> {
      const url = `${options.publicUrl}${path}`;
      for (const route of documentRoutes) {
        const match = route.pattern.exec(path);
        if (!match) continue;
        const id = Number(match.slice(1).find((part) => part !== undefined && /^\d+$/.test(part)));
        const document = Number.isSafeInteger(id) ? await repository[route.load](id) : null;
        if (!document) break;
        return {
          title: `${shorten(document.title, 90)} – ${SITE}`,
          description: shorten(document.description || DEFAULT_DESCRIPTION, 200),
          image: document.filePath ? options.imageUrl(document.filePath) : null,
          url,
        };
      }
      return { title: SITE, description: DEFAULT_DESCRIPTION, image: null, url };
    },
  };
}

export type ShareService = ReturnType<typeof createShareService>;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** Puts the page's metadata into the built index.html: title, description, Open Graph and Twitter card. */
export function withMetadata(indexHtml: string, metadata: PageMetadata): string {
  const tags = [
    `<meta property="og:site_name" content="${SITE}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(metadata.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(metadata.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(metadata.url)}" />`,
    `<meta name="twitter:card" content="${metadata.image ? 'summary_large_image' : 'summary'}" />`,
    ...(metadata.image
      ? [
          `<meta property="og:image" content="${escapeHtml(metadata.image)}" />`,
          `<meta name="twitter:image" content="${escapeHtml(metadata.image)}" />`,
        ]
      : []),
  ].join('\n    ');
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(metadata.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(metadata.description)}" />\n    ${tags}`,
    );
}
