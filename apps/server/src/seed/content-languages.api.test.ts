import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database.js';
import { jobs } from '../db/schema/jobs.js';
import {
  FEED_PROJECTION_JOB,
  FEED_PROJECTION_VERSION,
  feedProjectionJobHandler,
} from '../modules/feed-items/feed-projection.job.js';
import { createTestApp } from '../test/test-app.js';

type Json = Record<string, unknown>;
type Translation = { locale: string; headline: string };
type Album = Json & { id: number; headline: string; description: string; translations: Translation[] };
type Collection = Json & {
  id: number;
  headline: string;
  thumbnail: string | null;
  coverCaption: string | null;
  translations: Array<Translation & { coverCaption: string | null }>;
};
type FeedMember = {
  document: string;
  documentType: string;
  translations: Array<{ locale: string; name: string }>;
};

let context: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  context = await createTestApp();
});
afterAll(async () => context?.close());

const get = async <T>(url: string, language?: string) => {
  const response = await context.app.inject({
    method: 'GET',
    url,
    headers: language ? { 'accept-language': language } : {},
  });
  expect(response.statusCode).toBe(200);
  return { body: response.json() as T, vary: String(response.headers.vary ?? '') };
};

const feedDocuments = async (text: string, language: string, documentType = 'ImageGallery') =>
  (
    await get<{ 'hydra:member': FeedMember[] }>(
      `/feed_items?text=${encodeURIComponent(text)}&documentType=${documentType}&itemsPerPage=50`,
      language,
    )
  ).body['hydra:member'].map((member) => member.document);

describe('albums in de, en and it', () => {
  it('answers in the language the request asks for, and lists every language', async () => {
    const german = await get<Album>('/image_galleries/1', 'de-DE,de;q=0.9');
    const english = await get<Album>('/image_galleries/1', 'en-GB,en;q=0.9');
    const italian = await get<Album>('/image_galleries/1', 'it-IT');
    expect(german.body.headline).toBe('Luzern um 1900');
    expect(english.body.headline).toBe('Lucerne around 1900');
    expect(italian.body.headline).toBe('Lucerna intorno al 1900');
    expect(italian.body.description).toMatch(/^Ponti, torri e stazioni/);
    expect(german.body.translations.map((t) => [t.locale, t.headline])).toEqual([
      ['de', 'Luzern um 1900'],
      ['en', 'Lucerne around 1900'],
      ['it', 'Lucerna intorno al 1900'],
    ]);
    // Caches keep the languages apart, beside the viewer's token.
    expect(english.vary).toMatch(/Authorization/);
    expect(english.vary).toMatch(/Accept-Language/);
  });

  it('falls back to German for a language it has no text in', async () => {
    const french = await get<Album>('/image_galleries/1', 'fr-FR');
    expect(french.body.headline).toBe('Luzern um 1900');
  });

  it('lists albums in the request language too', async () => {
    const list = await get<{ 'hydra:member': Album[] }>('/image_galleries', 'en');
    expect(list.body['hydra:member'].map((album) => album.headline)).toContain('Glaciers then and now');
  });
});

describe('collections in de, en and it', () => {
  it('answers in the language the request asks for', async () => {
    const collections = await get<{ 'hydra:member': Collection[] }>('/photograph_collections', 'it');
    const headlines = collections.body['hydra:member'].map((c) => c.headline);
    expect(headlines).toContain('Alto Adige prima del 1900');
    const german = await get<Collection>('/photograph_collections/10', 'de');
    expect(german.body.headline).toBe('Südtirol vor 1900');
    expect(german.body.translations.map((t) => t.locale)).toEqual(['de', 'en', 'it']);
  });

  it('gives every running campaign a real archive picture, and says honestly what it shows', async () => {
    const { body } = await get<{ 'hydra:member': Collection[] }>('/photograph_collections?status=1', 'en');
    const campaigns = body['hydra:member'];
    expect(campaigns.length).toBeGreaterThan(0);
    for (const campaign of campaigns) {
      expect(campaign.thumbnail).toMatch(/^demo\/tirol-.*\.jpg$/);
      expect(campaign.coverCaption).toBeTruthy();
    }
    const innsbruck = campaigns.find((c) => c.headline.includes('Innsbruck')) as Collection;
    // No photograph of Innsbruck is in the archive: the caption says so instead of passing one off.
    expect(innsbruck.coverCaption).toMatch(/no photograph of Innsbruck/);
    const [file] = await queryRows<{ n: number }>(
      context.db,
      sql`select count(*)::int as n from photographs where file_path = ${innsbruck.thumbnail}`,
    );
    expect(file?.n).toBe(1);
  });
});

describe('search over every language of album and collection texts', () => {
  it('finds an album by a word of its Italian text with a German interface, and by its English one', async () => {
    const lucerne = '/image_galleries/1';
    // 'lungolago' is only in the Italian description of 'Luzern um 1900'.
    expect(await feedDocuments('lungolago', 'de')).toContain(lucerne);
    // 'promenade' / 'lakeside' only in the English one.
    expect(await feedDocuments('lakeside', 'de')).toContain(lucerne);
    expect(await feedDocuments('Leuchtenstadt', 'it')).toContain(lucerne);
  });

  it('finds a collection by its Italian headline whatever the interface language', async () => {
    for (const language of ['de', 'en', 'it']) {
      const found = await feedDocuments('Alto Adige', language, 'PhotographCollection');
      expect(found).toContain('/photograph_collections/10');
    }
  });

  it('carries every language of an album into its feed card', async () => {
    const { body } = await get<{ 'hydra:member': FeedMember[] }>(
      '/feed_items?documentType=ImageGallery&itemsPerPage=50',
    );
    const card = body['hydra:member'].find((m) => m.document === '/image_galleries/2') as FeedMember;
    expect(card.translations.map((t) => t.name)).toEqual([
      'Gletscher einst und jetzt',
      'Glaciers then and now',
      'Ghiacciai ieri e oggi',
    ]);
  });
});

describe('feed projection version', () => {
  it('is recorded as current by the seed, so a fresh database is not rewritten at its first start', async () => {
    const rows = await context.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, FEED_PROJECTION_JOB), eq(jobs.key, `v${FEED_PROJECTION_VERSION}`)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.state).toBe('done');
  });

  it('rewrites search vectors an older projection left behind', async () => {
    // An older projection searched albums in German only.
    await context.db.execute(
      sql`update feed_items set search_vector = to_tsvector('german', headline) where document_type = 'ImageGallery'`,
    );
    expect(await feedDocuments('lungolago', 'de')).not.toContain('/image_galleries/1');
    const handler = feedProjectionJobHandler(context.db);
    const [job] = await context.db.select().from(jobs).where(eq(jobs.kind, FEED_PROJECTION_JOB));
    const result = await handler(job as typeof jobs.$inferSelect, {
      job: job as typeof jobs.$inferSelect,
      signal: new AbortController().signal,
    });
    expect(result).toEqual({ version: FEED_PROJECTION_VERSION });
    expect(await feedDocuments('lungolago', 'de')).toContain('/image_galleries/1');
  });

  it('queues the rewrite at start-up when the stored version differs from the code', async () => {
    const older = await createTestApp({ seed: false });
    try {
      const queued = await older.db.select().from(jobs).where(eq(jobs.kind, FEED_PROJECTION_JOB));
      expect(queued.map((row) => row.key)).toEqual([`v${FEED_PROJECTION_VERSION}`]);
    } finally {
      await older.close();
    }
  });
});

describe('town names of the archive in each language', () => {
  it("names South Tyrol's towns in German, English and Italian on feed cards and places", async () => {
    const feed = await get<{ 'hydra:member': Array<{ city: string | null; cityNames?: Json | null }> }>(
      '/feed_items?text=Marling',
    );
    const meran = feed.body['hydra:member'].find((item) => item.city === 'Merano');
    expect(meran?.cityNames).toEqual({ de: 'Meran', en: 'Merano', it: 'Merano' });
    const places = await get<{ 'hydra:member': Array<Json & { name: string; names?: Json | null }> }>(
      '/places?itemsPerPage=200',
    );
    const bolzano = places.body['hydra:member'].find((place) => place.name === 'Bolzano');
    expect(bolzano?.names).toEqual({ de: 'Bozen', en: 'Bolzano', it: 'Bolzano' });
    const austria = places.body['hydra:member'].find((place) => place.placeId === 'AT');
    expect(austria?.names).toEqual({ de: 'Österreich', en: 'Austria', it: 'Austria' });
  });
});
