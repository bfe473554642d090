import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPhotograph, buildPlace } from '../../test/factories.js';
import { createTestApp } from '../../test/test-app.js';

type SearchResult = {
  id: string;
  name: string;
  type: string;
  docsCount: number;
  addressRegion: string | null;
  addressCountry: string;
  geo: { lat: number; lon: number };
};
type Aggregate = {
  '@type': string;
  placeId: string;
  level: string;
  name: string;
  count: number;
  geo: { lat: number; lon: number };
};

let context: Awaited<ReturnType<typeof createTestApp>>;
const get = async <T = Record<string, unknown>>(url: string, method: 'GET' | 'POST' = 'GET') => {
  const response = await context.app.inject({ method, url });
  return { status: response.statusCode, body: response.json() as T };
};

beforeAll(async () => {
  context = await createTestApp();
});
afterAll(async () => context?.close());

describe('place search', () => {
  it('finds towns with or without accents and upper case, archive places with photographs first', async () => {
    const withAccent = await get<SearchResult[]>('/placesSearchWithDocs?q=Zürich');
    const without = await get<SearchResult[]>('/placesSearchWithDocs?q=ZURICH');
    expect(withAccent.status).toBe(200);
    expect(withAccent.body[0]).toMatchObject({ name: 'Zürich', docsCount: 1 });
    expect(without.body.map((r) => r.id)).toEqual(withAccent.body.map((r) => r.id));
    const luzern = await get<SearchResult[]>('/placesSearchWithDocs?q=luz');
    expect(luzern.body[0]).toMatchObject({ id: 'CH.LU.LUZERN', docsCount: 10, type: 'locality' });
  });

  it('lists gazetteer towns without photographs with a count of 0', async () => {
    const { body } = await get<SearchResult[]>('/placesSearchWithDocs?q=laives');
    const leifers = body.find((r) => r.name === 'Laives');
    expect(leifers).toMatchObject({ docsCount: 0, addressCountry: 'Italien' });
    expect(leifers?.geo.lat).toBeCloseTo(46.4, 0);
  });

  it('names regions and countries in the reader’s language, German when none is asked for', async () => {
    const merano = async (query: string) =>
      (await get<SearchResult[]>(`/placesSearchWithDocs?q=Merano${query}`)).body.find(
        (r) => r.id === 'IT.17.MERANO',
      );
    expect(await merano('')).toMatchObject({ addressRegion: 'Trentino-Südtirol', addressCountry: 'Italien' });
    expect(await merano('&locale=en')).toMatchObject({
      addressRegion: 'Trentino-South Tyrol',
      addressCountry: 'Italy',
    });
    expect(await merano('&locale=it')).toMatchObject({
      addressRegion: 'Trentino-Alto Adige',
      addressCountry: 'Italia',
    });
    const berngau = (await get<SearchResult[]>('/placesSearchWithDocs?q=Berngau&locale=it')).body.find(
      (r) => r.id === 'DE.02.BERNGAU',
    );
    expect(berngau).toMatchObject({ addressRegion: 'Baviera', addressCountry: 'Germania' });
    // An archive region is itself named in the reader's language.
    const canton = (await get<SearchResult[]>('/placesSearchWithDocs?q=Bern&locale=it')).body;
    expect(canton.find((r) => r.id === 'CH.BE')).toMatchObject({ name: 'Berna', type: 'region' });
    expect((await get('/placesSearchWithDocs?q=Bern&locale=fr')).status).toBe(400);
  });

  it('offers places that read the same once, the one with photographs', async () => {
    const street = (key: string) => ({
      name: 'Zöpfligasse',
      streetAddress: 'Zöpfligasse',
      searchName: 'zopfligasse',
      placeKey: key,
      streetAddressKey: key,
      placeKeys: ['CH', 'CH.LU', 'CH.LU.LUZERN', key],
    });
    await buildPlace(context.app, street('CH.LU.LUZERN.ZOPFLIGASSE-1'));
    const pictured = await buildPlace(context.app, street('CH.LU.LUZERN.ZOPFLIGASSE-2'));
    await buildPhotograph(context.app, { placeId: pictured.id });
    const { body } = await get<SearchResult[]>('/placesSearchWithDocs?q=Zöpfli');
    expect(body.map((r) => [r.id, r.docsCount])).toEqual([['CH.LU.LUZERN.ZOPFLIGASSE-2', 1]]);
  });

  it('answers the geocoder shape the map reads', async () => {
    const { body } = await get<{
      features: Array<{ geometry: { coordinates: number[] }; properties: Record<string, unknown> }>;
    }>('/placesSearch?q=Meran');
    const merano = body.features.find((f) => f.properties.name === 'Merano');
    expect(merano?.properties).toMatchObject({
      type: 'city',
      osm_id: 'IT.17.MERANO',
      state: 'Trentino-Südtirol',
    });
    expect(merano?.geometry.coordinates[0]).toBeCloseTo(11.16, 1);
  });

  it('gives the details of an archive place and of a gazetteer town', async () => {
    const archive = await get('/placeDetail/de/CH.LU.LUZERN.KAPELLBRUCKE');
    expect(archive.body).toMatchObject({
      name: 'Kapellbrücke',
      city: 'Luzern',
      country_code: 'ch',
      road: 'Kapellbrücke',
    });
    const town = await get('/placeDetail/de/it.17.merano');
    expect(town.body).toMatchObject({ name: 'Merano', country_code: 'it' });
    expect((await get('/placeDetail/de/XX.00.NOWHERE')).status).toBe(404);
  });

  it('ranks places of equal count by closeness to the map centre', async () => {
    const names = async (url: string) =>
      (await get<SearchResult[]>(url)).body.filter((r) => r.name === 'Neustadt').map((r) => r.id);
    const nearHamburg = await names('/placesSearchWithDocs?q=Neustadt&lat=53.55&lon=9.99');
    const nearHanover = await names('/placesSearchWithDocs?q=Neustadt&lat=52.27&lon=10.52');
    expect(nearHamburg[0]).toBe('DE.04.NEUSTADT');
    expect(nearHanover[0]).toBe('DE.06.NEUSTADT');
    // Photographs still come first: Luzern with its 10 leads wherever the map stands.
    const far = await get<SearchResult[]>('/placesSearchWithDocs?q=lu&lat=-33.9&lon=151.2');
    expect(far.body[0]).toMatchObject({ id: 'CH.LU.LUZERN', docsCount: 10 });
    const geocoder = await get<{ features: Array<{ properties: { osm_id: string } }> }>(
      '/placesSearch?q=Neustadt&lat=52.27&lon=10.52',
    );
    expect(geocoder.body.features[0]?.properties.osm_id).toBe('DE.06.NEUSTADT');
  });

  it('refuses a map centre with only one coordinate or out of range', async () => {
    for (const url of [
      '/placesSearchWithDocs?q=Bern&lat=46.9',
      '/placesSearchWithDocs?q=Bern&lat=91&lon=7',
    ]) {
      expect((await get(url)).status, url).toBe(400);
    }
  });

  it('refuses an empty query', async () => {
    const { status, body } = await get('/placesSearchWithDocs?q=');
    expect(status).toBe(400);
    expect(body['@type']).toBe('hydra:Error');
  });
});

describe('GET /geo_aggregations', () => {
  const members = (body: Record<string, unknown>) => body['hydra:member'] as Aggregate[];

  it('counts photographs per country when zoomed out over the world', async () => {
    const { status, body } = await get('/geo_aggregations/de/3/-80,-180,80,180');
    expect(status).toBe(200);
    const byKey = Object.fromEntries(members(body).map((a) => [a.placeId, a.count]));
    expect(byKey).toEqual({ US: 50, IT: 40, CH: 14 });
    expect(members(body)[0]).toMatchObject({
      '@type': 'GeoAggregation',
      level: 'country',
      name: 'Vereinigte Staaten von Amerika',
    });
  });

  it('counts per region and per town inside the box only', async () => {
    const regions = members((await get('/geo_aggregations/de/7/45.8,5.9,47.9,10.5')).body);
    expect(regions.map((a) => a.placeId).sort()).toEqual(['CH.BE', 'CH.LU', 'CH.ZH']);
    const towns = members((await get('/geo_aggregations/de/12/46.9,8.2,47.1,8.4')).body);
    expect(towns).toEqual([
      expect.objectContaining({ placeId: 'CH.LU.LUZERN', name: 'Luzern', count: 10, level: 'locality' }),
    ]);
  });

  it('counts streets with the box around their photographs from zoom 16 on', async () => {
    const streets = members((await get('/geo_aggregations/de/16/47.04,8.29,47.06,8.32')).body);
    expect(streets.every((a) => a.level === 'street')).toBe(true);
    expect(streets[0]).toMatchObject({
      placeId: 'CH.LU.LUZERN.BAHNHOFPLATZ',
      name: 'Bahnhofplatz',
      count: 2,
    });
    const bridge = streets.find((a) => a.placeId === 'CH.LU.LUZERN.KAPELLBRUCKE') as Aggregate & {
      box: Record<string, number>;
    };
    expect(bridge).toMatchObject({ name: 'Kapellbrücke', count: 1 });
    expect(bridge.box.south).toBeLessThanOrEqual(bridge.geo.lat);
    expect(bridge.box.north).toBeGreaterThanOrEqual(bridge.geo.lat);
    const filtered = members(
      (await get('/geo_aggregations/de/17/47.04,8.29,47.06,8.32?text=Kapellbrücke')).body,
    );
    expect(filtered.map((a) => a.placeId)).toEqual(['CH.LU.LUZERN.KAPELLBRUCKE']);
    const town = members((await get('/geo_aggregations/de/15/47.04,8.29,47.06,8.32')).body);
    expect(town.map((a) => a.level)).toEqual(['locality']);
  });

  it('applies feed filters to the counts', async () => {
    const filtered = members((await get('/geo_aggregations/de/3/-80,-180,80,180?daterange=1918-1918')).body);
    // The four photographs of 1918 and the Musegg view of about 1920 (1915–1925).
    expect(filtered).toEqual([expect.objectContaining({ placeId: 'CH', count: 5 })]);
    const text = members((await get('/geo_aggregations/de/3/-80,-180,80,180?text=Milwaukee')).body);
    expect(text).toEqual([expect.objectContaining({ placeId: 'US', count: 20 })]);
  });

  it('names countries, regions and towns in the language of the request', async () => {
    const regionsIn = async (locale: string) =>
      Object.fromEntries(
        members((await get(`/geo_aggregations/${locale}/7/45.8,5.9,47.9,10.5`)).body).map((a) => [
          a.placeId,
          a.name,
        ]),
      );
    expect(await regionsIn('de')).toMatchObject({ 'CH.LU': 'Luzern', 'CH.ZH': 'Zürich' });
    expect(await regionsIn('en')).toMatchObject({ 'CH.LU': 'Lucerne', 'CH.ZH': 'Zurich' });
    expect(await regionsIn('it')).toMatchObject({ 'CH.LU': 'Lucerna', 'CH.ZH': 'Zurigo' });
    const townIn = async (locale: string) =>
      members((await get(`/geo_aggregations/${locale}/12/46.9,8.2,47.1,8.4`)).body).map((a) => a.name);
    expect(await townIn('de')).toEqual(['Luzern']);
    expect(await townIn('en')).toEqual(['Lucerne']);
    expect(await townIn('it')).toEqual(['Lucerna']);
    const countries = members((await get('/geo_aggregations/it/3/-80,-180,80,180')).body);
    expect(countries.find((a) => a.placeId === 'CH')?.name).toBe('Svizzera');
  });

  it('refuses malformed boxes and zoom levels', async () => {
    for (const url of [
      '/geo_aggregations/de/3/1,2,3',
      '/geo_aggregations/de/40/1,2,3,4',
      '/geo_aggregations/xx/3/1,2,3,4',
      '/geo_aggregations/de/3/50,2,10,4',
    ]) {
      expect((await get(url)).status, url).toBe(400);
    }
  });
});

describe('GET /geo_aggregations/{locale}/nearest', () => {
  type Nearest = Aggregate & { distanceKm: number };
  const nearest = async (url: string) => {
    const { status, body } = await get(url);
    expect(status, url).toBe(200);
    return body['hydra:member'] as Nearest[];
  };

  it('lists the towns with photographs nearest a point, nearest first, named in the language asked', async () => {
    // From Engelberg, south of Lucerne.
    const towns = await nearest('/geo_aggregations/de/nearest?lat=46.82&lon=8.40');
    expect(towns[0]).toMatchObject({ placeId: 'CH.LU.LUZERN', name: 'Luzern', count: 10, level: 'locality' });
    expect(towns[0]?.distanceKm).toBeGreaterThan(20);
    expect(towns[0]?.distanceKm).toBeLessThan(35);
    const distances = towns.map((town) => town.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const english = await nearest('/geo_aggregations/en/nearest?lat=46.82&lon=8.40');
    expect(english[0]?.name).toBe('Lucerne');
  });

  it('counts only the photographs that match the filters', async () => {
    const towns = await nearest('/geo_aggregations/de/nearest?lat=46.82&lon=8.40&text=Milwaukee');
    // Lucerne is nearer, but none of its photographs speaks of Milwaukee.
    expect(towns[0]).toMatchObject({ placeId: 'US.WI.MILWAUKEE' });
    expect(towns.map((town) => town.placeId)).not.toContain('CH.LU.LUZERN');
  });

  it('refuses a point out of range', async () => {
    expect((await get('/geo_aggregations/de/nearest?lat=95&lon=8')).status).toBe(400);
    expect((await get('/geo_aggregations/de/nearest?lat=46')).status).toBe(400);
  });
});

describe('GET /map_labels', () => {
  type Label = { '@type': string; id: number; name: string; population: number; geo: { lat: number } };
  const labels = async (url: string) => {
    const { status, body } = await get(url);
    expect(status, url).toBe(200);
    return body['hydra:member'] as Label[];
  };
  const southTyrol = '46.0,10.4,47.1,12.5';

  it('names the towns of a box in the language asked, biggest first', async () => {
    const german = await labels(`/map_labels/de/9/${southTyrol}`);
    const names = german.map((label) => label.name);
    expect(names.slice(0, 3)).toEqual(['Bozen', 'Trient', 'Meran']);
    expect(names).toEqual(expect.arrayContaining(['Brixen', 'Bruneck', 'Sterzing']));
    const populations = german.map((label) => label.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    const italian = (await labels(`/map_labels/it/9/${southTyrol}`)).map((label) => label.name);
    expect(italian.slice(0, 3)).toEqual(['Bolzano', 'Trento', 'Merano']);
    expect(italian).toEqual(expect.arrayContaining(['Bressanone', 'Brunico', 'Vipiteno']));
    const english = (await labels('/map_labels/en/8/46.9,8.2,47.5,8.7')).map((label) => label.name);
    expect(english).toEqual(expect.arrayContaining(['Zurich', 'Lucerne']));
  });

  it('names fewer, bigger towns when zoomed out', async () => {
    const close = await labels(`/map_labels/de/10/${southTyrol}`);
    const far = await labels(`/map_labels/de/7/${southTyrol}`);
    expect(far.length).toBeLessThan(close.length);
    expect(far.map((label) => label.name)).toEqual(['Bozen', 'Trient', 'Meran', 'Belluno']);
  });

  it('refuses malformed boxes', async () => {
    expect((await get('/map_labels/de/9/1,2,3')).status).toBe(400);
    expect((await get('/map_labels/xx/9/1,2,3,4')).status).toBe(400);
  });
});

describe('POST /place_stats', () => {
  it('counts photographs in a town, its region and country by name or key', async () => {
    const { status, body } = await get(
      '/place_stats?addressCountry=CH&addressRegion=Lucerne&addressLocality=Luzern',
      'POST',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ addressCountryCount: 14, addressRegionCount: 10, addressLocalityCount: 10 });
  });
});

describe('places as resources', () => {
  it('lists places with their keys and serves one by IRI', async () => {
    const { body } = await get('/places?itemsPerPage=200');
    const luzern = (body['hydra:member'] as Array<{ '@id': string; placeId: string }>).find(
      (p) => p.placeId === 'CH.LU.LUZERN',
    );
    expect(luzern).toBeDefined();
    const one = await get(luzern?.['@id'] as string);
    expect(one.body).toMatchObject({
      '@type': 'Place',
      name: 'Luzern',
      placeKeys: ['CH', 'CH.LU', 'CH.LU.LUZERN'],
    });
  });
});

describe('GET /map_settings', () => {
  it('names no tile source by default, so the map draws its embedded outlines', async () => {
    const { status, body } = await get('/map_settings');
    expect(status).toBe(200);
    expect(body).toMatchObject({ '@type': 'MapSettings', tileUrl: null });
    const page = await context.app.inject({ method: 'GET', url: '/map_settings' });
    expect(String(page.headers['content-security-policy'])).toContain("img-src 'self' data: blob:;");
  });

  it('offers a configured tile source and lets the browser load its images', async () => {
    const tiled = await createTestApp({
      seed: false,
      environment: {
        MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© Example',
        MAP_TILE_MAX_ZOOM: '18',
      },
    });
    try {
      const response = await tiled.app.inject({ method: 'GET', url: '/map_settings' });
      expect(response.json()).toMatchObject({
        tileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
        attribution: '© Example',
        maxZoom: 18,
      });
      expect(String(response.headers['content-security-policy'])).toContain('https://*.tiles.example.org');
    } finally {
      await tiled.close();
    }
  });
});
