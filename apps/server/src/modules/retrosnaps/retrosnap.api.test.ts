import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageGalleries } from '../../db/schema/galleries.js';
import { photographs } from '../../db/schema/photographs.js';
import { createTestApp } from '../../test/test-app.js';

type Json = Record<string, unknown>;
type Retrosnap = Json & {
  id: number;
  photograph: string;
  author: { '@id': string; name: string } | null;
  galleries: string[];
  commentsCount: number;
  place: { name: string; geo: { lat: number; lon: number } } | null;
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

async function list(url: string) {
  const { status, body } = await get(url);
  expect(status).toBe(200);
  return { body, members: body['hydra:member'] as Retrosnap[], total: body['hydra:totalItems'] as number };
}

describe('GET /retrosnaps', () => {
  it('lists the eleven RetroSnaps of the demo archive', async () => {
    const { body, members, total } = await list('/retrosnaps');
    expect(body['@type']).toBe('hydra:Collection');
    expect(body['@context']).toBe('/contexts/Retrosnap');
    expect(total).toBe(11);
    const snap = members[0] as Retrosnap;
    expect(snap['@type']).toBe('Retrosnap');
    expect(snap['@id']).toBe(`/retrosnaps/${snap.id}`);
    expect(snap.photograph).toMatch(/^\/photographs\/\d+$/);
    expect(snap.author?.name).toBe('usr_4821');
    expect(snap.author?.['@id']).toMatch(/^\/people\/\d+$/);
    expect(snap.filePath).toMatch(/^demo\/gnp-/);
    expect(snap.size).toEqual([expect.any(Number), expect.any(Number)]);
    expect(snap.ratio).toBeGreaterThan(0);
    expect(snap.place?.geo.lat).toBeCloseTo(48.7, 0);
    expect(snap.place?.name).toBeTruthy();
    expect((snap.attribution as Json).licenseName).toBeTruthy();
    expect(Number.isNaN(Date.parse(snap.dateCreated as string))).toBe(false);
  });

  it('names only public albums a RetroSnap is in', async () => {
    const { body, text } = await get('/retrosnaps');
    const members = body['hydra:member'] as Retrosnap[];
    const glaciersIri = members[0]?.galleries[0];
    expect(glaciersIri).toMatch(/^\/image_galleries\/\d+$/);
    // The first three are also in the owner's private album, which stays unnamed.
    for (const member of members) expect(member.galleries).toEqual([glaciersIri]);
    expect(text).not.toContain('My RetroSnaps');
  });

  it('counts the comments on a RetroSnap', async () => {
    const { members } = await list('/retrosnaps');
    expect(members.map((m) => m.commentsCount).reduce((a, b) => a + b, 0)).toBe(1);
  });

  it('filters by photograph, as id or IRI', async () => {
    const { members } = await list('/retrosnaps');
    const snap = members[3] as Retrosnap;
    const photographId = snap.photograph.split('/').pop();
    const byId = await list(`/retrosnaps?photograph=${photographId}`);
    expect(byId.members.map((m) => m.id)).toEqual([snap.id]);
    const byIri = await list(`/retrosnaps?photograph=${encodeURIComponent(snap.photograph)}`);
    expect(byIri.members.map((m) => m.id)).toEqual([snap.id]);
  });

  it('filters by author', async () => {
    const author = (await list('/retrosnaps')).members[0]?.author?.['@id'] as string;
    expect((await list(`/retrosnaps?author=${encodeURIComponent(author)}`)).total).toBe(11);
    const others = await list('/people?name=Maria');
    const editor = others.members[0]?.id as number;
    expect((await list(`/retrosnaps?author=${editor}`)).total).toBe(0);
  });

  it('lists the RetroSnaps of a public album in its order, none of a private one', async () => {
    const { members } = await list('/retrosnaps?itemsPerPage=100');
    const glaciersIri = members[0]?.galleries[0] as string;
    const glaciers = (await get(glaciersIri)).body as { retrosnaps: string[] };
    const inAlbum = await list(`/retrosnaps?galleries=${encodeURIComponent(glaciersIri)}&itemsPerPage=100`);
    expect(inAlbum.members.map((m) => m['@id'])).toEqual(glaciers.retrosnaps);
    expect(inAlbum.total).toBe(11);
    const [privateAlbum] = await testApp.db
      .select({ id: imageGalleries.id })
      .from(imageGalleries)
      .where(eq(imageGalleries.isPrivate, true));
    expect((await list(`/retrosnaps?galleries=${privateAlbum?.id}`)).total).toBe(0);
  });

  it.each([
    ['an unknown parameter', '/retrosnaps?photographer=USGS'],
    ['a malformed album', '/retrosnaps?galleries=abc'],
    ['a malformed photograph', '/retrosnaps?photograph=/retrosnaps/1'],
    ['a malformed author', '/retrosnaps?author=abc'],
  ])('answers 400 for %s', async (_label, url) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body['@type']).toBe('hydra:Error');
  });
});

describe('GET /retrosnaps/{id}', () => {
  it('shows one RetroSnap with its context', async () => {
    const first = (await list('/retrosnaps')).members[0] as Retrosnap;
    const { status, body } = await get(`/retrosnaps/${first.id}`);
    expect(status).toBe(200);
    expect(body['@context']).toBe('/contexts/Retrosnap');
    expect(body).toMatchObject({ '@id': first['@id'], photograph: first.photograph, commentsCount: 1 });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get('/retrosnaps/999999')).status).toBe(404);
    expect((await get('/retrosnaps/1.5')).status).toBe(400);
  });

  it('withdraws the RetroSnaps of a hidden photograph', async () => {
    const snap = (await list('/retrosnaps')).members[0] as Retrosnap;
    const photographId = Number(snap.photograph.split('/').pop());
    await testApp.db.update(photographs).set({ isHidden: true }).where(eq(photographs.id, photographId));
    expect((await get(`/retrosnaps/${snap.id}`)).status).toBe(404);
    const { total, members } = await list('/retrosnaps');
    expect(total).toBe(10);
    expect(members.map((m) => m.id)).not.toContain(snap.id);
  });
});
