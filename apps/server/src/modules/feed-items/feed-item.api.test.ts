import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';

type Member = {
  '@id': string;
  '@type': string;
  documentType: string;
  headline: string;
  document: string;
  fromYear: number | null;
  toYear: number | null;
  geo: { lat: number; lon: number } | null;
  translations: Array<{ name: string }>;
};
type Collection = {
  'hydra:member': Member[];
  'hydra:totalItems': number;
  'hydra:view'?: Record<string, string>;
};

let context: Awaited<ReturnType<typeof createTestApp>>;
const get = async (url: string) => {
  const response = await context.app.inject({ method: 'GET', url });
  return {
    status: response.statusCode,
    body: response.json() as Collection & Record<string, unknown>,
    headers: response.headers,
  };
};

beforeAll(async () => {
  context = await createTestApp();
});
afterAll(async () => context?.close());

describe('GET /feed_items', () => {
  it('answers the feed as a Hydra collection with the API documentation linked', async () => {
    const { status, body, headers } = await get('/feed_items?showInFeed=true&order[computedRating]=DESC');
    expect(status).toBe(200);
    expect(headers['content-type']).toContain('application/ld+json');
    expect(headers.link).toContain('/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"');
    expect(body['@type']).toBe('hydra:Collection');
    // 104 photographs, 6 public albums, 10 collections less the one still new (status 0), 1 announcement.
    expect(body['hydra:totalItems']).toBe(104 + 6 + 9 + 1);
    const types = new Set(body['hydra:member'].map((m) => m.documentType));
    expect(types).toEqual(new Set(['Photograph', 'ImageGallery', 'PhotographCollection', 'Announcement']));
    expect(body['hydra:member'][0]).toMatchObject({ '@type': 'FeedItem' });
  });

  it('pages with hydra:next, keeping the filters', async () => {
    const first = await get('/feed_items?documentType=Photograph&itemsPerPage=25');
    expect(first.body['hydra:member']).toHaveLength(25);
    expect(first.body['hydra:view']?.['hydra:next']).toBe(
      '/feed_items?documentType=Photograph&itemsPerPage=25&page=2',
    );
    const last = await get('/feed_items?documentType=Photograph&itemsPerPage=25&page=5');
    expect(last.body['hydra:member']).toHaveLength(4);
    expect(last.body['hydra:view']?.['hydra:next']).toBeUndefined();
    const seen = new Set([...first.body['hydra:member'], ...last.body['hydra:member']].map((m) => m['@id']));
    expect(seen.size).toBe(29);
  });

  it('finds photographs by German-stemmed words of title, place and category, with prefixes', async () => {
    const bridge = await get('/feed_items?documentType=Photograph&text=Kapellbrücke');
    expect(bridge.body['hydra:member'].map((m) => m.headline)).toContain(
      'Kapellbrücke und Wasserturm, Luzern',
    );
    // German texts: the covered bridge and the glaciers are found by their German words too.
    const covered = await get('/feed_items?documentType=Photograph&text=Brücke');
    expect(covered.body['hydra:member'].map((m) => m.headline)).toContain(
      'Kapellbrücke und Wasserturm, Luzern',
    );
    const gletscher = await get('/feed_items?documentType=Photograph&text=Gletscher');
    expect(gletscher.body['hydra:totalItems']).toBeGreaterThanOrEqual(12);
    const place = await get('/feed_items?documentType=Photograph&text=Luzern');
    expect(place.body['hydra:totalItems']).toBe(10);
    const category = await get('/feed_items?documentType=Photograph&text=Gebäude');
    expect(category.body['hydra:totalItems']).toBeGreaterThan(20);
    // The twelve historic glacier photographs and three South Tyrol plates of the Ortler and Marmolada glaciers.
    const prefix = await get('/feed_items?documentType=Photograph&text=glaci');
    expect(prefix.body['hydra:totalItems']).toBe(15);
    const nothing = await get('/feed_items?text=Zzyzxq');
    expect(nothing.body['hydra:totalItems']).toBe(0);
  });

  it('narrows by years, place, category and map box', async () => {
    const years = await get('/feed_items?documentType=Photograph&daterange=1936-1936');
    expect(years.body['hydra:totalItems']).toBe(20);
    const luzern = (await get('/feed_items?documentType=Photograph&text=Kapellbrücke')).body[
      'hydra:member'
    ][0];
    expect(luzern?.geo).not.toBeNull();
    const swiss = await get('/feed_items?documentType=Photograph&place=ch');
    expect(swiss.body['hydra:totalItems']).toBe(14);
    const people = await get('/feed_items?documentType=Photograph&categories[]=1');
    expect(people.body['hydra:member'].length).toBeGreaterThan(0);
    const box = await get(
      '/feed_items?groups[]=map&itemsPerPage=500&page=1&geoBox=46.9,8.2,47.1,8.4&cache=false',
    );
    expect(box.body['hydra:member'].every((m) => m.geo && m.geo.lat > 46.9 && m.geo.lon < 8.4)).toBe(true);
    expect(box.body['hydra:member'].filter((m) => m.documentType === 'Photograph')).toHaveLength(10);
  });

  it('tells the map how many items its box holds when they fit on one page, else that there are more', async () => {
    const box = 'geoBox=-80,-180,80,180&cache=false';
    const all = await get(`/feed_items?groups[]=map&itemsPerPage=500&page=1&${box}`);
    const mapped = all.body['hydra:member'].length;
    expect(mapped).toBeGreaterThan(60);
    expect(all.body['hydra:totalItems']).toBe(mapped);
    expect(all.body['hydra:member'].every((m) => m.geo !== null)).toBe(true);
    // A full page does not count the box (partial pagination): it only says there is more.
    const firstPage = await get(`/feed_items?groups[]=map&itemsPerPage=10&page=1&${box}`);
    expect(firstPage.body['hydra:member']).toHaveLength(10);
    expect(firstPage.body['hydra:totalItems']).toBeUndefined();
    expect(firstPage.body['hydra:view']?.['hydra:next']).toContain('page=2');
    expect(firstPage.body['hydra:view']?.['hydra:last']).toBeUndefined();
    const lastPage = await get(
      `/feed_items?groups[]=map&itemsPerPage=10&page=${Math.ceil(mapped / 10)}&${box}`,
    );
    expect(lastPage.body['hydra:totalItems']).toBe(mapped);
    expect(lastPage.body['hydra:view']?.['hydra:next']).toBeUndefined();
  });

  it('reads a saved search from searchParameters', async () => {
    const encoded = encodeURIComponent('text=Luzern&daterange=1880-1895');
    const { body } = await get(`/feed_items?documentType=Photograph&searchParameters=${encoded}`);
    expect(body['hydra:totalItems']).toBeGreaterThan(0);
    expect(body['hydra:member'].every((m) => (m.fromYear ?? 0) <= 1895 && (m.toYear ?? 0) >= 1880)).toBe(
      true,
    );
  });

  it('sorts near-me results by distance', async () => {
    const { body } = await get('/feed_items?documentType=Photograph&geo=47.0518,8.3075');
    expect(body['hydra:member'][0]?.headline).toBe('Kapellbrücke und Wasserturm, Luzern');
  });

  it('refuses unknown and malformed parameters with a hydra:Error, never a 500', async () => {
    for (const url of [
      '/feed_items?colour=red',
      '/feed_items?daterange=1920',
      '/feed_items?geoBox=1,2,3',
      '/feed_items?geo=200,10',
      '/feed_items?itemsPerPage=100000',
      '/feed_items?page=0',
      '/feed_items?documentType=Spaceship',
      '/feed_items?searchParameters=colour%3Dred',
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(body['@type'], url).toBe('hydra:Error');
      expect(String(body['hydra:description']), url).not.toBe('');
    }
  });
});
