import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { PLAIN_FEED_URL } from '@retropics/domain/constants';
import {
  firstPhoneFeedPictureSize,
  firstPhoneFeedShape,
  PHONE_FEED_MEDIA,
} from '@retropics/domain/feed-first-picture';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { App } from '../../app.types.js';
import { createShareRepository } from '../share/share.repository.js';
import { createShareService, withMetadata } from '../share/share.service.js';

/**
 * API addresses a person may open in a browser tab and expect JSON-LD from, not the app.
 * `/retrosnaps` alone is the app's RetroSnap list, so only its items count here. A short URL
 * (`/s/{code}`) is the server's redirect to its app path, its QR codes and posters are files.
 */
const apiPathForBrowsers =
  /^\/(docs|docs\.json|docs\.jsonld|index\.jsonld|contexts\/.*|media\/.*|thumbnail\/.*|tiles\/.*|avatars\/.*|connect\/(google|facebook)|(feed_items|home|photographs|photograph_collections|image_galleries|comments|categories|people|places|products|svg_templates|cities|api\/cities|short_urls|placesSearch|placesSearchWithDocs|geo_aggregations|placeDetail)(\/[^/]*\d[^/]*)*|retrosnaps\/\d+|s\/[A-Za-z0-9_-]+|short_urls\/[A-Za-z0-9_-]+\/qr\.(svg|png)|photographs\/\d+\/qr-poster\.(pdf|svg)|payment-provider\/checkout\/[^/]+)\/?$/;

type FeedPage = {
  'hydra:member'?: Array<{
    documentType?: string;
    imageRatio?: number;
    customThumbnail?: boolean;
    images?: Array<{ filePath?: string | null }>;
    thumbnail?: string | null;
  }>;
};

const VIEWPORT_META = /<meta name="viewport"[^>]*>/;

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The first feed card's picture on phones, as a preload in the HTML: the browser fetches it with
 * the page instead of after the early script, and the app (preloaded-thumbnails.ts) asks for this
 * very file. Phones only: there the first card's size hardly varies; on wider screens the app's
 * own choice stands.
 */
function firstPicture(page: FeedPage): { preload: string; card: string } | null {
  const first = page['hydra:member']?.[0];
  if (!first || (first.documentType === 'ImageGallery' && first.customThumbnail)) return null;
  const path = first.images?.find((image) => image.filePath)?.filePath ?? first.thumbnail;
  if (!path || path.toLowerCase().endsWith('.mp4')) return null;
  const ratio = first.imageRatio ?? 1;
  const href = attribute(
    `/thumbnail/${firstPhoneFeedPictureSize(ratio)}/${path.split('/').map(encodeURIComponent).join('/')}.webp`,
  );
  return {
    preload: `<link rel="preload" as="image" type="image/webp" fetchpriority="high" media="${PHONE_FEED_MEDIA}" href="${href}" data-picture-path="${attribute(path)}">`,
    // Placed by CSS alone (index.html `.boot-first`), so it paints with the page on a slow phone
    // instead of after the early script; the early script lays the other cards beside it.
    // Wider screens hide it, and get a 1 px stand-in instead of fetching a picture they do not show.
    card: `<div class="boot-grid"><div class="boot-card boot-first boot-first--${firstPhoneFeedShape(ratio)}"><picture><source media="(min-width: 600px)" srcset="${BLANK_GIF}"><img src="${href}" alt="" fetchpriority="high"></picture></div></div>`,
  };
}

const SPLASH = '<div class="boot" aria-hidden="true">';
const BLANK_GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const SPLASH_HEAD_END = /(<div class="boot-head">[\s\S]*?<\/div>\s*<\/div>)/;

/** A page of a few kilobytes: fast settings compress it in well under a millisecond. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * Serves the built PWA on the API's port. Browser navigations to client routes get index.html
 * (so reloads work), with the page's title, description and preview picture already written in.
 */
async function webApp(app: App) {
  const { webDist, publicUrl } = app.config;
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No web app at ${webDist}: run npm run build to serve it.`);
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const share = createShareService(createShareRepository(app.db), {
    publicUrl,
    imageUrl: (filePath) => `${publicUrl}/thumbnail/display/${filePath}.jpeg`,
  });

  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    setHeaders: (response, file) => {
      // Vite names built assets by content hash; everything else (sw.js, manifest) must revalidate.
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  /**
   * The plain feed's first page, written into `/feed`'s HTML for the app's early script (apps/web
   * feed-early.ts): it lays the first cards out before the app's code arrives, without a request.
   */
  const withFirstFeedPage = async (html: string) => {
    const page = await app.inject({
      method: 'GET',
      url: PLAIN_FEED_URL,
      headers: { accept: 'application/ld+json' },
    });
    if (page.statusCode !== 200) return html;
    // JSON in a script element: escaping `<` keeps a `</script>` in a title from ending it early.
    const json = page.body.replace(/</g, '\\u003c');
    const picture = firstPicture(JSON.parse(page.body) as FeedPage);
    if (picture) {
      // After the viewport's meta tag, so that its media query is read against the phone's width.
      html = VIEWPORT_META.test(html)
        ? html.replace(VIEWPORT_META, (meta) => `${meta}\n    ${picture.preload}`)
        : html.replace('</head>', `  ${picture.preload}\n  </head>`);
      if (html.includes(SPLASH) && SPLASH_HEAD_END.test(html))
        html = html
          .replace(SPLASH, '<div class="boot boot-feed" aria-hidden="true">')
          .replace(SPLASH_HEAD_END, (head) => `${head}\n        ${picture.card}`);
    }
    return html.replace(
      '</head>',
      `  <script type="application/json" id="early-feed">${json}</script>\n  </head>`,
    );
  };

  const sendIndex = async (url: string, request: FastifyRequest, reply: FastifyReply) => {
    const metadata = await share.metadataFor(url);
    let html = withMetadata(indexHtml, metadata);
    // The start screen's chunks are preloaded for `/` only; elsewhere they would take a slow line's
    // bandwidth from the page's own first pictures.
    if (url !== '/') html = html.replace(/\s*<link [^>]*data-start-screen[^>]*>/g, '');
    if (url === '/feed' && !request.url.includes('?')) html = await withFirstFeedPage(html);
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    // Compressed here: the navigation hook answers before routing, where @fastify/compress's
    // per-route hooks never run, and an uncompressed page costs a slow phone a round trip.
    const accepted = request.headers['accept-encoding'] ?? '';
    if (/\bbr\b/.test(accepted))
      return reply.header('content-encoding', 'br').send(brotliCompressSync(html, BROTLI));
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
    return reply.send(html);
  };

  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    if (request.headers.accept?.includes('text/html')) return sendIndex('/', request, reply);
    return reply.redirect('/index.jsonld');
  });
  app.addHook('onRequest', async (request, reply) => {
    const accept = request.headers.accept ?? '';
    if (request.method !== 'GET' || !accept.includes('text/html')) return;
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/' || apiPathForBrowsers.test(url)) return;
    const file = path.resolve(webDist, `.${decodeURIComponent(url)}`);
    if (file.startsWith(webDist) && existsSync(file) && !url.endsWith('/')) return;
    return sendIndex(url, request, reply);
  });
}

/** Not encapsulated: the navigation hook must see every request, including those other modules route. */
export const webAppRoutes = fastifyPlugin(webApp, { name: 'web-app' });
