import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test-app.js';
import { buildAccount, buildAlbum, buildPerson } from '../../test/factories.js';

type Person = {
  '@id': string;
  '@type': string;
  id: number;
  name: string;
  pictureUrl: string;
  imageGalleries: string[];
};

const api = useTestApp({ seed: false });

/** Three people, two with accounts whose addresses and roles must never show. */
let maria: Awaited<ReturnType<typeof buildAccount>>;
let archive: Awaited<ReturnType<typeof buildAccount>>;
let usr: Awaited<ReturnType<typeof buildPerson>>;

beforeAll(async () => {
  maria = await buildAccount(api.app, {
    role: 'editor',
    email: 'editor@archive.example',
    person: { name: 'Maria Huber', pictureUrl: '3' },
  });
  archive = await buildAccount(api.app, { role: 'admin', person: { name: 'RetroPics Archiv' } });
  usr = await buildPerson(api.app, { name: 'usr_4821', pictureUrl: '1' });
});

async function names(url: string) {
  return (await api.list<Person>(url)).members.map((person) => person.name);
}

describe('GET /people', () => {
  it('lists people with their public face only', async () => {
    const { body, members, total } = await api.list<Person>('/people');
    const text = JSON.stringify(body);
    expect(body['@context']).toBe('/contexts/Person');
    expect(total).toBe(3);
    for (const person of members) {
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
    expect(text).not.toContain('@archive.example');
    expect(text).not.toContain(archive.email);
    expect(text).not.toContain('ROLE_');
  });

  it('finds people by part of the name, ignoring case, names starting with it first', async () => {
    expect(await names('/people?name=maria')).toEqual(['Maria Huber']);
    expect(await names('/people?name=HUBER')).toEqual(['Maria Huber']);
    expect(await names('/people?name=r')).toEqual(['RetroPics Archiv', 'Maria Huber', 'usr_4821']);
    expect(await names('/people?name=_')).toEqual(['usr_4821']);
  });

  it('never searches e-mail addresses', async () => {
    expect(await names('/people?name=archive.example')).toEqual([]);
    expect(await names('/people?name=editor')).toEqual([]);
  });

  api.answersBadRequestFor([
    ['an unknown parameter', `/people?email=${encodeURIComponent('editor@archive.example')}`],
    ['too long a name', `/people?name=${'x'.repeat(101)}`],
  ]);
});

describe('GET /people/{id}', () => {
  it('shows a person with their public albums only', async () => {
    const album = await buildAlbum(api.app, { headline: 'Hochschulen im Nordwesten', ownerId: usr.id });
    const privateAlbum = await buildAlbum(api.app, {
      headline: 'My RetroSnaps',
      ownerId: usr.id,
      isPrivate: true,
    });
    await buildAlbum(api.app, { ownerId: maria.personId });
    const { status, body } = await api.get(usr.iri);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      '@context': '/contexts/Person',
      '@id': `/people/${usr.id}`,
      name: 'usr_4821',
      pictureUrl: '1',
    });
    expect(body.imageGalleries).toEqual([album.iri]);
    expect(body.imageGalleries).not.toContain(privateAlbum.iri);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await api.get('/people/999999')).status).toBe(404);
    expect((await api.get('/people/me')).status).toBe(400);
  });
});
