import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test-app.js';
import {
  buildAlbum,
  buildCollection,
  buildPhotograph,
  buildRetrosnap,
  signedIn,
} from '../../test/factories.js';
import { policyTable } from '../../test/policy.js';

const api = useTestApp();

const create = (payload: unknown, as: { headers: Record<string, string> } | null = null) =>
  api.call('POST', '/short_urls', as, payload);

describe('GET /short_urls/{code}', () => {
  it('resolves a code to an app path with its campaign tags', async () => {
    const { status, body, type } = await api.get('/short_urls/kapell');
    expect(status).toBe(200);
    expect(type).toContain('application/ld+json');
    expect(body).toMatchObject({
      '@context': '/contexts/ShortUrl',
      '@id': '/short_urls/kapell',
      '@type': 'ShortUrl',
      code: 'kapell',
      utmSource: 'postcard',
      utmMedium: 'qr',
      utmCampaign: 'demo',
      utmTerm: null,
      utmContent: null,
      parameters: {},
    });
    expect(body.urlPath).toMatch(/^\/photographs\/show\/\d+$/);
    expect((await api.get('/short_urls/ar-kapell')).body.urlPath).toMatch(/^\/image-ar\/\d+$/);
  });

  it('answers 404 (hydra error) for an unknown code and 400 for a malformed one', async () => {
    const unknown = await api.get('/short_urls/unknown_code');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      '@type': 'hydra:Error',
      'hydra:description': 'Short URL not found.',
    });
    await api.expectBadRequest('/short_urls/kap%20ell');
    await api.expectBadRequest(`/short_urls/${'a'.repeat(65)}`);
  });
});

describe('POST /short_urls', () => {
  it('gives a short random code, and the same code for the same link again', async () => {
    const photograph = await buildPhotograph(api.app);
    const link = { urlPath: `/photographs/show/${photograph.id}`, utmSource: 'whatsapp', utmMedium: 'share' };
    const first = await create(link);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ '@type': 'ShortUrl', ...link, utmCampaign: null, parameters: {} });
    expect(first.body.code).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect((await create(link)).body.code).toBe(first.body.code);
    // Asked at once, the unique key per link keeps one code for both.
    const twice = await Promise.all([
      create({ ...link, utmSource: 'mail' }),
      create({ ...link, utmSource: 'mail' }),
    ]);
    expect(twice[0].body.code).toBe(twice[1].body.code);
    const other = await create({ ...link, utmSource: 'facebook' });
    expect(other.body.code).not.toBe(first.body.code);
    expect((await api.get(`/short_urls/${first.body.code}`)).body.urlPath).toBe(link.urlPath);
  });

  it('links RetroSnaps, albums, collections and the AR view', async () => {
    const photograph = await buildPhotograph(api.app);
    const retrosnap = await buildRetrosnap(api.app, { photographId: photograph.id });
    const album = await buildAlbum(api.app);
    const collection = await buildCollection(api.app, { status: 2 });
    for (const urlPath of [
      `/retrosnaps/show/${retrosnap.id}`,
      `/image_galleries/show/${album.id}`,
      `/photograph_collections/show/${collection.id}`,
      `/image-ar/${photograph.id}`,
    ])
      expect((await create({ urlPath })).status, urlPath).toBe(200);
  });

  it('answers 404 for a target that is missing or not visible to the asker', async () => {
    const owner = await signedIn(api.app);
    const album = await buildAlbum(api.app, { ownerId: owner.personId, isPrivate: true });
    const urlPath = `/image_galleries/show/${album.id}`;
    expect((await create({ urlPath })).status).toBe(404);
    expect((await create({ urlPath }, await signedIn(api.app))).status).toBe(404);
    expect((await create({ urlPath }, owner)).status).toBe(200);
    const hidden = await buildPhotograph(api.app, { isHidden: true });
    expect((await create({ urlPath: `/photographs/show/${hidden.id}` })).status).toBe(404);
    expect((await create({ urlPath: '/photographs/show/2147483000' })).status).toBe(404);
    const reported = await buildCollection(api.app, { status: 0 });
    expect((await create({ urlPath: `/photograph_collections/show/${reported.id}` })).status).toBe(404);
  });

  it('refuses other paths with 422', async () => {
    for (const urlPath of [
      '/settings',
      'https://evil.example/photographs/show/1',
      '/photographs/show/1/../../x',
    ])
      expect(api.violationsOf(await create({ urlPath }))[0]?.propertyPath).toBe('urlPath');
    expect(
      api.violationsOf(await create({ urlPath: '/image-ar/1', utmSource: 'x'.repeat(101) }))[0],
    ).toMatchObject({ propertyPath: 'utmSource' });
  });
});

describe('GET /s/{code}', () => {
  it('redirects a browser to the app path with the campaign tags as query', async () => {
    const response = await api.app.inject({ url: '/s/kapell', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toMatch(
      /^\/photographs\/show\/\d+\?utm_source=postcard&utm_medium=qr&utm_campaign=demo$/,
    );
    expect((await api.app.inject({ url: '/s/unknown_code' })).statusCode).toBe(404);
  });
});

describe('QR codes', () => {
  it('draws the short URL as SVG and PNG', async () => {
    const svg = await api.app.inject({ url: '/short_urls/kapell/qr.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toMatch(/^<svg[^>]*viewBox/);
    const png = await api.app.inject({ url: '/short_urls/kapell/qr.png' });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await api.app.inject({ url: '/short_urls/unknown_code/qr.svg' })).statusCode).toBe(404);
  });
});

describe('QR poster', () => {
  policyTable(
    () => api.app,
    [
      {
        route: 'GET /photographs/{id}/qr-poster.pdf',
        ownerRole: 'editor',
        allowed: ['owner', 'editor', 'admin'],
        request: async (_owner, app) => ({
          method: 'GET',
          url: `/photographs/${(await buildPhotograph(app)).id}/qr-poster.pdf`,
        }),
      },
    ],
  );

  it('is an A4 PDF with the short URL of the AR view, and an SVG with its picture', async () => {
    const editor = await signedIn(api.app, 'editor');
    const kapell = (await api.get('/short_urls/kapell')).body.urlPath as string;
    const id = Number(kapell.split('/').pop());
    const pdf = await api.app.inject({
      url: `/photographs/${id}/qr-poster.pdf?locale=en`,
      headers: editor.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`retropics-qr-poster-${id}.pdf`);
    const text = pdf.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF')).toBe(true);
    const shortUrl = /\/URI \((http[^)]+\/s\/([A-Za-z0-9_-]{8}))\)/.exec(text);
    expect(shortUrl?.[1]).toBe(`${api.config.publicUrl}/s/${shortUrl?.[2]}`);
    const link = (await api.get(`/short_urls/${shortUrl?.[2]}`)).body;
    expect(link).toMatchObject({ urlPath: `/image-ar/${id}`, utmSource: 'poster', utmMedium: 'qr' });
    expect(text).toContain('/Subtype /Image');

    const svg = await api.app.inject({
      url: `/photographs/${id}/qr-poster.svg?locale=it`,
      headers: editor.headers,
    });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain(`${api.config.publicUrl}/s/${shortUrl?.[2]}`);
    expect(svg.body).toContain('nel passato');
    expect(svg.body).toContain('href="data:image/jpeg;base64,');
  });

  it('answers 404 for a hidden or missing photograph and 400 for another locale', async () => {
    const editor = await signedIn(api.app, 'editor');
    const hidden = await buildPhotograph(api.app, { isHidden: true });
    const get = (url: string) => api.app.inject({ url, headers: editor.headers });
    expect((await get(`/photographs/${hidden.id}/qr-poster.pdf`)).statusCode).toBe(404);
    expect((await get('/photographs/2147483000/qr-poster.svg')).statusCode).toBe(404);
    expect((await get(`/photographs/${hidden.id}/qr-poster.pdf?locale=fr`)).statusCode).toBe(400);
  });
});
