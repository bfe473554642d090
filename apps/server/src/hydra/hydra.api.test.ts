import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';

let context: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  context = await createTestApp({ seed: false });
});
afterAll(async () => context?.close());

type SupportedClass = { '@id': string; 'hydra:supportedProperty': Array<{ 'hydra:title': string }> };

describe('API documentation', () => {
  it('describes every resource and its fields in Hydra at /docs.jsonld', async () => {
    const response = await context.app.inject({ url: '/docs.jsonld' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { '@type': string; 'hydra:supportedClass': SupportedClass[] };
    expect(doc['@type']).toBe('hydra:ApiDocumentation');
    const classes = Object.fromEntries(doc['hydra:supportedClass'].map((c) => [c['@id'], c]));
    for (const type of ['FeedItem', 'Photograph', 'Place', 'Entrypoint'])
      expect(classes[`#${type}`], type).toBeDefined();
    const photographFields = classes['#Photograph']?.['hydra:supportedProperty'].map((p) => p['hydra:title']);
    expect(photographFields).toEqual(
      expect.arrayContaining(['filePath', 'translations', 'backFilePath', 'dateText', 'place']),
    );
  });

  it('serves an entrypoint that links every collection, and one context per class', async () => {
    const entry = (await context.app.inject({ url: '/index.jsonld' })).json() as Record<string, string>;
    expect(entry).toMatchObject({
      '@type': 'Entrypoint',
      feedItem: '/feed_items',
      photograph: '/photographs',
    });
    const photographContext = (await context.app.inject({ url: '/contexts/Photograph' })).json() as {
      '@context': Record<string, string>;
    };
    expect(photographContext['@context'].filePath).toBe('Photograph/filePath');
    expect((await context.app.inject({ url: '/contexts/Nothing' })).statusCode).toBe(404);
  });

  it('publishes OpenAPI at /docs.json with the feed filters', async () => {
    const openapi = (await context.app.inject({ url: '/docs.json' })).json() as {
      paths: Record<string, { get?: { parameters?: Array<{ name: string }> } }>;
    };
    const parameters = openapi.paths['/feed_items']?.get?.parameters?.map((p) => p.name);
    expect(parameters).toEqual(
      expect.arrayContaining([
        'text',
        'place',
        'daterange',
        'geoBox',
        'categories[]',
        'page',
        'itemsPerPage',
      ]),
    );
    const page = await context.app.inject({ url: '/docs/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });

  it('answers unknown routes and ids as hydra:Error', async () => {
    const missing = await context.app.inject({ url: '/photographs/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      '@type': 'hydra:Error',
      'hydra:description': 'Photograph not found.',
    });
    const malformed = await context.app.inject({ url: '/photographs/abc' });
    expect(malformed.statusCode).toBe(400);
    const nowhere = await context.app.inject({ url: '/no/such/route' });
    expect(nowhere.json()).toMatchObject({ '@type': 'hydra:Error', status: 404 });
  });

  it.each(['application/ld+json', 'application/merge-patch+json', 'application/json'])(
    'answers a body that is not JSON, sent as %s, with a 400 hydra:Error, never a 500',
    async (contentType) => {
      const response = await context.app.inject({
        method: 'POST',
        url: '/authentication_token',
        headers: { 'content-type': contentType },
        payload: '{"email": "anna@example.org", ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ '@type': 'hydra:Error', status: 400 });
    },
  );

  it('answers a body against the contract with one violation per field, parsed once by the route schema', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/authentication_token',
      headers: { 'content-type': 'application/ld+json' },
      payload: { email: 'not-an-address' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      '@type': 'ConstraintViolationList',
      violations: [
        { propertyPath: 'email', message: 'E-mail must be valid' },
        { propertyPath: 'password', message: 'Password is required' },
      ],
    });
  });
});
