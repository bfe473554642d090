import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PLAIN_FEED_PAGE_SIZE, PLAIN_FEED_URL } from '@retropics/domain/constants';
import { firstPhoneFeedPictureSize } from '@retropics/domain/feed-first-picture';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { queryRows } from '../../db/database.js';
import { createTestApp } from '../../test/test-app.js';

let context: Awaited<ReturnType<typeof createTestApp>>;
let app: Awaited<ReturnType<typeof buildApp>>;

const indexHtml = `<!doctype html><html lang="de"><head><title>RetroPics</title>
<meta name="description" content="Start" /></head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  context = await createTestApp();
  // A minimal built web app, so that the server's page rendering is tested without a Vite build.
  const webDist = path.join(context.config.dataDir, 'web');
  await mkdir(webDist, { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), indexHtml);
  app = await buildApp({
    config: { ...context.config, webDist, publicUrl: 'https://retropics.example' },
    db: context.db,
    logger: false,
  });
});
afterAll(async () => {
  await app?.close();
  await context?.close();
});

const page = (url: string) => app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });

describe('link previews rendered by the server', () => {
  it('writes a photograph page title, description and 1024 px picture into the HTML', async () => {
    const [photo] = await queryRows<{ id: number; file_path: string }>(
      context.db,
      sql`select id, file_path from photographs where original_name = 'luzern-kapellbruecke-ca1895.jpg'`,
    );
    const response = await page(`/photographs/show/${photo?.id}/back`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>Kapellbrücke und Wasserturm, Luzern – RetroPics</title>');
    expect(response.body).toContain(
      '<meta property="og:title" content="Kapellbrücke und Wasserturm, Luzern – RetroPics" />',
    );
    expect(response.body).toContain(
      `<meta property="og:image" content="https://retropics.example/thumbnail/display/${photo?.file_path}.jpeg" />`,
    );
    expect(response.body).toMatch(
      /<meta property="og:description" content="ca\. 1895 · Kapellbrücke · Die gedeckte Brücke/,
    );
  });

  it('preloads the picture the photograph viewer paints first, on the front view only', async () => {
    const [photo] = await queryRows<{ id: number; file_path: string }>(
      context.db,
      sql`select id, file_path from photographs where original_name = 'luzern-kapellbruecke-ca1895.jpg'`,
    );
    const preload = `<link rel="preload" as="image" type="image/webp" href="/thumbnail/display/${photo?.file_path}.webp" imagesrcset="/thumbnail/small/${photo?.file_path}.webp 720w, /thumbnail/display/${photo?.file_path}.webp 1024w" imagesizes="100vw" fetchpriority="high" />`;
    expect((await page(`/photographs/show/${photo?.id}`)).body).toContain(preload);
    expect((await page(`/photographs/show/${photo?.id}/2`)).body).toContain(preload);
    // The back side and the colorized version paint another picture.
    expect((await page(`/photographs/show/${photo?.id}/back`)).body).not.toContain('rel="preload"');
    expect((await page(`/photographs/show/${photo?.id}/color`)).body).not.toContain('rel="preload"');
    expect((await page('/photographs/show/99999999')).body).not.toContain('rel="preload"');
  });

  it('previews albums and collections with their first picture', async () => {
    const [gallery] = await queryRows<{ id: number }>(
      context.db,
      sql`select id from image_galleries where headline = 'Luzern um 1900'`,
    );
    const album = await page(`/image_galleries/show/${gallery?.id}`);
    expect(album.body).toContain('<meta property="og:title" content="Luzern um 1900 – RetroPics" />');
    expect(album.body).toContain('og:image');
    const [collection] = await queryRows<{ id: number }>(
      context.db,
      sql`select id from photograph_collections where status = 1 limit 1`,
    );
    const crowdfunding = await page(`/photograph_collections/show/${collection?.id}`);
    expect(crowdfunding.body).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('previews an organization, and names it first in the previews of its collections', async () => {
    const [organization] = await queryRows<{ id: number }>(
      context.db,
      sql`insert into organizations (name, text, url)
          values ('Stadtarchiv Meran', '<p>Das <strong>Gedächtnis</strong> der Stadt.</p>', 'https://example.org')
          returning id`,
    );
    const [collection] = await queryRows<{ id: number }>(
      context.db,
      sql`update photograph_collections set organization_id = ${organization?.id}
          where id = (select min(id) from photograph_collections where status = 4) returning id`,
    );
    const own = await page(`/organizations/show/${organization?.id}`);
    expect(own.body).toContain('<title>Stadtarchiv Meran – RetroPics</title>');
    expect(own.body).toContain('<meta property="og:description" content="Das Gedächtnis der Stadt." />');
    // The first photograph of its collection is its picture.
    expect(own.body).toContain(
      '<meta property="og:image" content="https://retropics.example/thumbnail/display/',
    );
    const shown = await page(`/photograph_collections/show/${collection?.id}`);
    expect(shown.body).toMatch(/<meta property="og:description" content="Stadtarchiv Meran · \S/);
    expect((await page('/organizations/show/99999999')).body).toContain('<title>RetroPics</title>');
  });

  it('keeps private albums and unknown ids out of previews, and escapes text', async () => {
    const [privateAlbum] = await queryRows<{ id: number }>(
      context.db,
      sql`select id from image_galleries where is_private`,
    );
    const response = await page(`/image_galleries/show/${privateAlbum?.id}`);
    expect(response.body).toContain('<title>RetroPics</title>');
    expect(response.body).not.toContain('My RetroSnaps');
    expect((await page('/photographs/show/99999999')).body).toContain('<title>RetroPics</title>');
    await context.db.execute(
      sql`update image_galleries set headline = '<script>alert(1)</script>' where id = (select min(id) from image_galleries where not is_private)`,
    );
    const [first] = await queryRows<{ id: number }>(
      context.db,
      sql`select min(id) as id from image_galleries where not is_private`,
    );
    const escaped = await page(`/image_galleries/show/${first?.id}`);
    expect(escaped.body).not.toContain('<script>alert(1)</script>');
    expect(escaped.body).toContain('&lt;script&gt;');
  });

  it('answers API calls from a browser tab with JSON-LD, and client routes with the app', async () => {
    expect((await page('/feed_items')).headers['content-type']).toContain('application/ld+json');
    expect((await page('/retro')).headers['content-type']).toContain('text/html');
    const api = await app.inject({ url: '/' });
    expect(api.statusCode).toBe(302);
    expect(api.headers.location).toBe('/index.jsonld');
  });
});

describe('pages for browser navigations', () => {
  it('come compressed when the browser accepts it, and plain otherwise', async () => {
    const request = (encoding?: string) =>
      app.inject({
        url: '/feed',
        headers: { accept: 'text/html', ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const brotli = await request('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('<div id="root"></div>');
    const gzip = await request('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<div id="root"></div>');
    const plain = await request();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root"></div>');
  });
});

describe("the feed's first page in its HTML", () => {
  const inlinePage = (html: string) =>
    html.match(/<script type="application\/json" id="early-feed">(.*?)<\/script>/s)?.[1];

  it('is the plain feed first page the API answers, with every < escaped', async () => {
    // A title that would end the script element early if written as it is.
    const hostile = '</script><script>alert(1)</script>';
    const first = await app.inject({ url: PLAIN_FEED_URL, headers: { accept: 'application/ld+json' } });
    await context.db.execute(
      sql`update feed_items set headline = ${hostile} where id = ${first.json()['hydra:member'][0].id}`,
    );
    const response = await page('/feed');
    const inline = inlinePage(response.body);
    expect(inline).toBeDefined();
    expect(inline).not.toContain('<');
    const api = await app.inject({ url: PLAIN_FEED_URL, headers: { accept: 'application/ld+json' } });
    expect(JSON.parse(inline ?? '')).toEqual(api.json());
    expect(api.json()['hydra:member'].length).toBe(PLAIN_FEED_PAGE_SIZE);
    expect(api.json()['hydra:member'][0].headline).toBe(hostile);
  });

  it('is left out for a feed search and for other pages', async () => {
    expect(inlinePage((await page('/feed?text=Luzern')).body)).toBeUndefined();
    expect(inlinePage((await page('/map')).body)).toBeUndefined();
  });

  it("preloads the first card's picture for phones, in the size a phone's first card needs", async () => {
    const html = (await page('/feed')).body;
    const api = await app.inject({ url: PLAIN_FEED_URL, headers: { accept: 'application/ld+json' } });
    const first = api.json()['hydra:member'][0];
    const path: string = first.images[0]?.filePath ?? first.thumbnail;
    const preload = html.match(/<link rel="preload" as="image"[^>]*>/)?.[0] ?? '';
    expect(preload).toContain(`data-picture-path="${path}"`);
    expect(preload).toContain('media="(max-width: 599px)"');
    const href = preload.match(/href="([^"]+)"/)?.[1] ?? '';
    expect(href).toBe(`/thumbnail/${firstPhoneFeedPictureSize(first.imageRatio)}/${path}.webp`);
    // In the head, so the browser asks for it with the page instead of after the early script.
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('</head>'));
    expect((await page('/feed?text=Luzern')).body).not.toContain('data-picture-path');
  });
});
