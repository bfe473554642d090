import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageGalleries } from '../../db/schema/galleries.js';
import { createTestApp } from '../../test/test-app.js';

type Person = {
  '@id': string;
  '@type': string;
  id: number;
  name: string;
  pictureUrl: string;
  imageGalleries: string[];
};

let testApp: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

async function get(url: string) {
  const response = await testApp.app.inject({ method: 'GET', url });
  return { status: response.statusCode, text: response.body, body: response.json() };
}

async function names(url: string) {
  const { status, body } = await get(url);
  expect(status).toBe(200);
  return (body['hydra:member'] as Person[]).map((person) => person.name);
}

describe('GET /people', () => {
  it('lists people with their public face only', async () => {
    const { status, body, text } = await get('/people');
    expect(status).toBe(200);
    expect(body['@type']).toBe('hydra:Collection');
    expect(body['@context']).toBe('/contexts/Person');
    expect(body['hydra:totalItems']).toBe(3);
    for (const person of body['hydra:member'] as Person[]) {
      expect(Object.keys(person).sort()).toEqual([
        '@id',
        '@type',
        'id',
        'imageGalleries',
        'name',
        'pictureUrl',
      ]);
      expect(person['@type']).toBe('Person');
    }
    expect(text).not.toContain('@retropics.local');
    expect(text).not.toContain('ROLE_');
  });

  it('finds people by part of the name, ignoring case, names starting with it first', async () => {
    expect(await names('/people?name=maria')).toEqual(['Maria Huber']);
    expect(await names('/people?name=HUBER')).toEqual(['Maria Huber']);
    expect(await names('/people?name=r')).toEqual(['RetroPics Archiv', 'Maria Huber', 'usr_4821']);
    expect(await names('/people?name=_')).toEqual(['usr_4821']);
  });

  it('never searches e-mail addresses', async () => {
    expect(await names('/people?name=retropics.local')).toEqual([]);
    expect(await names('/people?name=editor')).toEqual([]);
  });

  it.each([
    ['an unknown parameter', '/people?email=admin@retropics.local'],
    ['too long a name', `/people?name=${'x'.repeat(101)}`],
  ])('answers 400 for %s', async (_label, url) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body['@type']).toBe('hydra:Error');
  });
});

describe('GET /people/{id}', () => {
  it('shows a person with their public albums only', async () => {
    const { body: found } = await get('/people?name=usr_4821');
    const person = found['hydra:member'][0] as Person;
    const [privateAlbum] = await testApp.db
      .select({ id: imageGalleries.id })
      .from(imageGalleries)
      .where(eq(imageGalleries.isPrivate, true));
    const { status, body } = await get(`/people/${person.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      '@context': '/contexts/Person',
      '@id': `/people/${person.id}`,
      name: 'usr_4821',
      pictureUrl: '1',
    });
    expect(body.imageGalleries).toHaveLength(1);
    expect(body.imageGalleries).not.toContain(`/image_galleries/${privateAlbum?.id}`);
    const album = await get(body.imageGalleries[0]);
    expect(album.body.headline).toBe('Hochschulen im Nordwesten');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get('/people/999999')).status).toBe(404);
    expect((await get('/people/me')).status).toBe(400);
  });
});
