import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp } from '../../test/test-app.js';

let context: Awaited<ReturnType<typeof createTestApp>>;
let geocoder: Server;
let requests: string[] = [];
let withGeocoder: Awaited<ReturnType<typeof buildApp>>;

/** A local stand-in for a Nominatim server: answers Luzern's old town, refuses elsewhere. */
function startGeocoder() {
  return new Promise<string>((resolve) => {
    geocoder = createServer((request, response) => {
      requests.push(request.url ?? '');
      const url = new URL(request.url ?? '/', 'http://local');
      if (Number(url.searchParams.get('lat')) > 47) {
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({
            display_name: 'Kapellbrücke, Altstadt, Luzern, Schweiz',
            address: {
              road: 'Kapellbrücke',
              city_district: 'Altstadt',
              city: 'Luzern',
              state: 'Luzern',
              country: 'Schweiz',
              country_code: 'ch',
            },
          }),
        );
      } else {
        response.statusCode = 503;
        response.end();
      }
    }).listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(geocoder.address() as AddressInfo).port}`));
  });
}

beforeAll(async () => {
  context = await createTestApp();
  const url = await startGeocoder();
  withGeocoder = await buildApp({
    config: { ...context.config, geocoderUrl: url },
    db: context.db,
    logger: false,
  });
});
afterAll(async () => {
  await withGeocoder?.close();
  geocoder?.close();
  await context?.close();
});

describe('GET /reverse', () => {
  it('asks the configured geocoder in German at street level, once per spot', async () => {
    requests = [];
    const first = await withGeocoder.inject({ url: '/reverse?lat=47.05182&lon=8.30757' });
    expect(first.json()).toMatchObject({
      source: 'geocoder',
      address: { road: 'Kapellbrücke', city_district: 'Altstadt', city: 'Luzern' },
    });
    expect(requests[0]).toContain('zoom=16');
    expect(requests[0]).toContain('accept-language=de');
    const again = await withGeocoder.inject({ url: '/reverse?lat=47.05182&lon=8.30757' });
    expect(again.json()).toMatchObject({ address: { road: 'Kapellbrücke' } });
    expect(requests).toHaveLength(1);
  });

  it('falls back to the archive street nearby when the geocoder fails, and does not cache that', async () => {
    requests = [];
    const bern = await withGeocoder.inject({ url: '/reverse?lat=46.9467&lon=7.4440' });
    expect(requests).toHaveLength(1);
    expect(bern.json()).toMatchObject({ source: 'archive', address: { road: 'Bundesplatz', city: 'Bern' } });
    await withGeocoder.inject({ url: '/reverse?lat=46.9467&lon=7.4440' });
    expect(requests).toHaveLength(2);
  });

  it('works with no geocoder at all, from the gazetteer', async () => {
    const merano = await context.app.inject({ url: '/reverse?lat=46.6700&lon=11.1600' });
    expect(merano.json()).toMatchObject({
      source: 'gazetteer',
      address: { city: 'Merano', road: null, country_code: 'it' },
    });
  });

  it('refuses positions off the globe', async () => {
    expect((await context.app.inject({ url: '/reverse?lat=95&lon=8' })).statusCode).toBe(400);
    expect((await context.app.inject({ url: '/reverse?lat=47' })).statusCode).toBe(400);
  });
});
