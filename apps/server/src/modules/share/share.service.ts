import type { ShareRepository } from './share.repository.js';

export type PageMetadata = {
  title: string;
  description: string;
  image: string | null;
  url: string;
  /** The photograph whose picture the page paints first (the viewer's front side); preloaded. */
  leadPicture?: string | null;
};

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
  { pattern: /^\/organizations\/show\/(\d+)\/?$/, load: 'organization' },
];

/** The front view of a photograph, with or without an active comment: its display thumbnail paints first. */
const photographFrontView = /^\/photographs\/show\/\d+(\/\d+)?\/?$/;

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
          leadPicture:
            route.load === 'photograph' && photographFrontView.test(path) ? document.filePath : null,
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
const encodePath = (filePath: string) => filePath.split('/').map(encodeURIComponent).join('/');

/**
 * Starts the download of the picture the photograph viewer paints first while the app's code is
 * still loading. The addresses and sizes are the viewer's (apps/web/src/features/viewer/
 * preview-image.ts: small 720w and display 1024w as WebP, full width), so the browser uses
 * the preloaded file instead of asking twice.
 */
function leadPicturePreload(filePath: string): string {
  const small = `/thumbnail/small/${encodePath(filePath)}.webp`;
  const display = `/thumbnail/display/${encodePath(filePath)}.webp`;
  return `<link rel="preload" as="image" type="image/webp" href="${escapeHtml(display)}" imagesrcset="${escapeHtml(
    `${small} 720w, ${display} 1024w`,
  )}" imagesizes="100vw" fetchpriority="high" />`;
}

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
    ...(metadata.leadPicture ? [leadPicturePreload(metadata.leadPicture)] : []),
  ].join('\n    ');
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(metadata.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(metadata.description)}" />\n    ${tags}`,
    );
}
