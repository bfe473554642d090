import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database.js';
import { refreshFeedItems } from '../modules/feed-items/feed-item.projection.js';
import { refreshGeoAggregates } from '../modules/places/geo-aggregate.repository.js';
import { createTestApp } from '../test/test-app.js';
import { seedScaleArchive } from './scale-archive.seed.js';

let context: Awaited<ReturnType<typeof createTestApp>>;
const count = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: number }>(context.db, query))[0]?.n ?? 0);

beforeAll(async () => {
  context = await createTestApp();
});
afterAll(async () => context?.close());

describe('demo archive', () => {
  it('holds every real photograph once: 104 photographs and 11 RetroSnaps of their pair', async () => {
    expect(await count(sql`select count(*)::int as n from photographs`)).toBe(104);
    expect(await count(sql`select count(distinct file_path)::int as n from photographs`)).toBe(104);
    expect(await count(sql`select count(*)::int as n from retrosnaps`)).toBe(11);
    const pairs = await queryRows<{ photo: string; snap: string }>(
      context.db,
      sql`select p.original_name as photo, r.original_name as snap from retrosnaps r join photographs p on p.id = r.photograph_id`,
    );
    for (const pair of pairs)
      expect(pair.snap.replace(/-\d{4}\.jpg$/, '')).toBe(pair.photo.replace(/-\d{4}\.jpg$/, ''));
  });

  it('gives every photograph its licence and source as attribution', async () => {
    expect(
      await count(
        sql`select count(*)::int as n from photographs where license_name is null or source is null`,
      ),
    ).toBe(0);
  });

  it('seeds the 40 South Tyrol photographs as a collection of their own, placed in South Tyrol', async () => {
    const [collection] = await queryRows<{ id: number; status: number; owner: string; license_name: string }>(
      context.db,
      sql`select c.id, c.status, p.name as owner, c.license_name from photograph_collections c
          join people p on p.id = c.owner_id where c.headline = 'Südtirol vor 1900'`,
    );
    expect(collection).toMatchObject({ status: 4, owner: 'RetroPics Archiv', license_name: 'Public Domain' });
    const placed = await queryRows<{ locality: string; lat: number; lon: number }>(
      context.db,
      sql`select pl.address_locality as locality, pl.latitude as lat, pl.longitude as lon
          from photographs ph join places pl on pl.id = ph.place_id where ph.collection_id = ${collection?.id}`,
    );
    expect(placed).toHaveLength(40);
    for (const place of placed) {
      expect(place.lat).toBeGreaterThan(46.3);
      expect(place.lat).toBeLessThan(47.1);
      expect(place.lon).toBeGreaterThan(10.3);
      expect(place.lon).toBeLessThan(12.5);
    }
    const localities = placed.map((place) => place.locality);
    expect(localities.filter((name) => name === 'Bolzano').length).toBeGreaterThanOrEqual(4);
    expect(localities.filter((name) => name === 'Merano').length).toBeGreaterThanOrEqual(2);
  });

  it('gives the Meran and Bozen campaigns a cover picture of their own town from the archive', async () => {
    const campaigns = await queryRows<{ id: number; headline: string; thumbnail: string | null }>(
      context.db,
      sql`select id, headline, thumbnail from photograph_collections where headline like 'Meraner%' or headline like '%Bozen'`,
    );
    expect(campaigns.map((c) => c.thumbnail).sort()).toEqual([
      'demo/tirol-haselburg-bozen-gries-1899.jpg',
      'demo/tirol-meran-from-marling-1899.jpg',
    ]);
    for (const campaign of campaigns) {
      const cover = await context.app.inject({ url: `/photograph_collections/${campaign.id}/list.jpeg` });
      expect(cover.statusCode).toBe(200);
      expect(cover.headers['content-type']).toBe('image/jpeg');
    }
  });

  it('names every photograph in German, English and Italian, with no source notes in the visible text', async () => {
    expect(
      await count(
        sql`select count(*)::int as n from photographs ph where (select count(*) from photograph_translations t
            where t.photograph_id = ph.id and t.locale in ('de', 'en', 'it') and t.name <> '') <> 3`,
      ),
    ).toBe(0);
    const [kapellbruecke] = await queryRows<{ de: string; it: string }>(
      context.db,
      sql`select max(name) filter (where locale = 'de') as de, max(name) filter (where locale = 'it') as it
          from photograph_translations t join photographs ph on ph.id = t.photograph_id
          where ph.original_name = 'luzern-kapellbruecke-ca1895.jpg'`,
    );
    expect(kapellbruecke).toEqual({
      de: 'Kapellbrücke und Wasserturm, Luzern',
      it: 'Kapellbrücke e Wasserturm, Lucerna',
    });
    const visible = await queryRows<{ text: string }>(
      context.db,
      sql`select name || ' ' || description as text from photograph_translations
          union all select text from retrosnaps
          union all select headline || ' ' || description || ' ' || text from image_galleries
          union all select headline || ' ' || about from photograph_collections`,
    );
    expect(visible.length).toBeGreaterThan(300);
    for (const { text } of visible) expect(text).not.toMatch(/pairOf|Coordinates|@ [0-9a-f]{7}|static\/img/);
  });

  it('credits each photograph to its holding archive, with the link the source gives', async () => {
    const sources = await queryRows<{ original_name: string; source: string }>(
      context.db,
      sql`select original_name, source from photographs union all select original_name, source from retrosnaps`,
    );
    for (const { source } of sources) expect(source).not.toMatch(/@ [0-9a-f]{7}|static\/img|\.jpe?g\b/);
    const sourceOf = (name: string) => sources.find((row) => row.original_name === name)?.source;
    expect(sourceOf('luzern-kapellbruecke-ca1895.jpg')).toBe(
      'ZHB Luzern, Sondersammlung (ZentralGut), Sig. F2a/BRÜCKEN/24.01.01',
    );
    expect(sourceOf('milwaukee-1936-slums-milwaukee-wisconsin.jpg')).toBe(
      'Library of Congress, FSA/OWI Collection, fsa 8b26530 https://www.loc.gov/pictures/item/2017761462/',
    );
  });

  it('credits a RetroSnap to its photographer; the account that uploaded it stays its author', async () => {
    const [snap] = await queryRows<{ id: number }>(
      context.db,
      sql`select id from retrosnaps where original_name = 'gnp-agassiz-glacier-2005.jpg'`,
    );
    const body = (await context.app.inject({ url: `/retrosnaps/${snap?.id}` })).json() as {
      attribution: { photographer: string | null };
      author: { name: string } | null;
    };
    expect(body.attribution.photographer).toBe('Greg Pederson');
    expect(body.author?.name).toBe('usr_4821');
    expect(
      await count(
        sql`select count(*)::int as n from retrosnaps where photographer is null or photographer = 'usr_4821'`,
      ),
    ).toBe(0);
  });

  it('names the archive that holds each collection as its organization, and lists its collections there', async () => {
    const usgs = (await context.app.inject({ url: '/organizations?name=Geological' })).json() as {
      'hydra:member': Array<{ '@id': string; id: number; url: string; collectionsCount: number }>;
    };
    const [organization] = usgs['hydra:member'];
    expect(organization).toMatchObject({ url: 'https://library.usgs.gov/photo/', collectionsCount: 2 });
    const collections = (
      await context.app.inject({ url: `/photograph_collections?organization=${organization?.id}` })
    ).json() as { 'hydra:member': Array<{ organization: { '@id': string } }> };
    expect(collections['hydra:member']).toHaveLength(2);
    expect(collections['hydra:member'][0]?.organization['@id']).toBe(organization?.['@id']);
  });

  it('has collections in every status, one crowdfunding with perks', async () => {
    const statuses = await queryRows<{ status: number }>(
      context.db,
      sql`select distinct status from photograph_collections order by 1`,
    );
    expect(statuses.map((s) => s.status)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(
      await count(
        sql`select count(*)::int as n from collection_perks cp join photograph_collections c on c.id = cp.collection_id where c.status = 1`,
      ),
    ).toBeGreaterThan(2);
  });

  it('serves the demo images under /media/photographs', async () => {
    const [photo] = await queryRows<{ file_path: string }>(
      context.db,
      sql`select file_path from photographs order by id limit 1`,
    );
    const response = await context.app.inject({ url: `/media/photographs/${photo?.file_path}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
  });
});

describe('deleting', () => {
  it('removes a collection with its photographs, their comments and album entries, and the feed follows', async () => {
    const [collection] = await queryRows<{ id: number }>(
      context.db,
      sql`select c.id from photograph_collections c where c.headline like 'Luzern%'`,
    );
    const ids = (
      await queryRows<{ id: number }>(
        context.db,
        sql`select id from photographs where collection_id = ${collection?.id}`,
      )
    ).map((r) => r.id);
    expect(ids).toHaveLength(10);
    await context.db.execute(sql`delete from photograph_collections where id = ${collection?.id}`);
    await refreshFeedItems(context.db, 'Photograph', ids);
    await refreshFeedItems(context.db, 'PhotographCollection', [collection?.id as number]);
    await refreshGeoAggregates(context.db);
    expect(
      await count(sql`select count(*)::int as n from photographs where collection_id = ${collection?.id}`),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from comments where photograph_id = any(${sql.param(ids)}::int[])`,
      ),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from gallery_photographs where photograph_id = any(${sql.param(ids)}::int[])`,
      ),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from photograph_translations where photograph_id = any(${sql.param(ids)}::int[])`,
      ),
    ).toBe(0);
    const feed = (
      await context.app.inject({ url: '/feed_items?documentType=Photograph&text=Luzern' })
    ).json() as { 'hydra:totalItems': number };
    expect(feed['hydra:totalItems']).toBe(0);
    const total = (await context.app.inject({ url: '/feed_items?documentType=Photograph' })).json() as {
      'hydra:totalItems': number;
    };
    expect(total['hydra:totalItems']).toBe(94);
    const luzern = (
      await context.app.inject({ url: '/geo_aggregations/de/12/46.9,8.2,47.1,8.4' })
    ).json() as { 'hydra:member': unknown[] };
    expect(luzern['hydra:member']).toEqual([]);
  });

  it('refuses data that breaks the rules of the model', async () => {
    await expect(context.db.execute(sql`update photograph_collections set status = 9`)).rejects.toThrow();
    await expect(context.db.execute(sql`update photographs set internal_rating = 11`)).rejects.toThrow();
    await expect(
      context.db.execute(sql`update photographs set from_year = 1950, to_year = 1900`),
    ).rejects.toThrow();
    await expect(
      context.db.execute(
        sql`insert into comments (text, photograph_id, retrosnap_id) select 'two subjects', p.id, r.id from photographs p, retrosnaps r limit 1`,
      ),
    ).rejects.toThrow();
  });
});

describe('scale archive', () => {
  it('adds synthetic photographs that the feed, its counts and the map aggregates see', async () => {
    const before = (await context.app.inject({ url: '/feed_items?documentType=Photograph' })).json() as {
      'hydra:totalItems': number;
    };
    const mapped = async () => {
      const alps = (await context.app.inject({ url: '/geo_aggregations/de/7/44,5,48.5,16.5' })).json() as {
        'hydra:member': Array<{ count: number }>;
      };
      return alps['hydra:member'].reduce((sum, a) => sum + a.count, 0);
    };
    const mappedBefore = await mapped();
    await seedScaleArchive(context.db, { photographs: 1500, places: 40, log: () => {} });
    const after = (await context.app.inject({ url: '/feed_items?documentType=Photograph' })).json() as {
      'hydra:totalItems': number;
    };
    expect(after['hydra:totalItems']).toBe(before['hydra:totalItems'] + 1500);
    expect(await mapped()).toBe(mappedBefore + 1500);
  });
});
