import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { photographs } from '../../db/schema/photographs.js';
import { useTestApp } from '../../test/api-test-app.js';
import { buildAlbum, buildComment, buildPerson, buildRetrosnap } from '../../test/factories.js';

type Json = Record<string, unknown>;
type Retrosnap = Json & {
  id: number;
  photograph: string;
  author: { '@id': string; name: string } | null;
  galleries: string[];
  commentsCount: number;
  place: { name: string; geo: { lat: number; lon: number } } | null;
};

const api = useTestApp({ seed: false });

/**
 * Three RetroSnaps by one author, all in a public album (in an order of the owner's, not by id),
 * the first two also in a private album, the first with a comment.
 */
let author: Awaited<ReturnType<typeof buildPerson>>;
let stranger: Awaited<ReturnType<typeof buildPerson>>;
let snaps: Awaited<ReturnType<typeof buildRetrosnap>>[];
let glaciers: Awaited<ReturnType<typeof buildAlbum>>;
let privateAlbum: Awaited<ReturnType<typeof buildAlbum>>;

beforeAll(async () => {
  author = await buildPerson(api.app, { name: 'usr_4821' });
  stranger = await buildPerson(api.app, { name: 'Maria Huber' });
  snaps = [
    await buildRetrosnap(api.app, {
      authorId: author.id,
      placeName: 'Grinnell Glacier, Glacier National Park, Montana, USA',
      latitude: 48.75,
      longitude: -113.72,
      licenseName: 'Public Domain (U.S. Government Work)',
      dateCreated: new Date(Date.UTC(2008, 7, 15)),
    }),
    await buildRetrosnap(api.app, { authorId: author.id }),
    await buildRetrosnap(api.app, { authorId: author.id }),
  ];
  const ids = snaps.map((snap) => snap.id);
  glaciers = await buildAlbum(api.app, {
    headline: 'Gletscher einst und jetzt',
    retrosnapIds: [ids[2], ids[0], ids[1]] as number[],
  });
  privateAlbum = await buildAlbum(api.app, {
    headline: 'My RetroSnaps',
    ownerId: author.id,
    isPrivate: true,
    isUserAlbum: true,
    retrosnapIds: ids.slice(0, 2),
  });
  await buildComment(api.app, {
    retrosnapId: ids[0],
    text: 'Unglaublich, wie weit sich der Gletscher zurückgezogen hat.',
  });
});

const snap = (index: number) => snaps[index] as (typeof snaps)[number];
const list = (url: string) => api.list<Retrosnap>(url);

describe('GET /retrosnaps', () => {
  it('lists the RetroSnaps with their picture, author, place and attribution', async () => {
    const { body, members, total } = await list('/retrosnaps');
    expect(body['@context']).toBe('/contexts/Retrosnap');
    expect(total).toBe(3);
    const first = members.find((m) => m.id === snap(0).id) as Retrosnap;
    expect(first['@type']).toBe('Retrosnap');
    expect(first['@id']).toBe(`/retrosnaps/${first.id}`);
    expect(first.photograph).toBe(`/photographs/${snap(0).photographId}`);
    expect(first.author).toEqual({ '@id': author.iri, name: 'usr_4821' });
    expect(first.filePath).toBe(snap(0).filePath);
    expect(first.size).toEqual([1200, 800]);
    expect(first.ratio).toBeCloseTo(1.5);
    expect(first.place?.geo.lat).toBeCloseTo(48.7, 0);
    expect(first.place?.name).toBe('Grinnell Glacier, Glacier National Park, Montana, USA');
    expect((first.attribution as Json).licenseName).toBe('Public Domain (U.S. Government Work)');
    expect(first.dateCreated).toBe('2008-08-15T00:00:00.000Z');
  });

  it('names only public albums a RetroSnap is in', async () => {
    const { members, body } = await list('/retrosnaps');
    // The first two are also in the owner's private album, which stays unnamed.
    for (const member of members) expect(member.galleries).toEqual([glaciers.iri]);
    expect(JSON.stringify(body)).not.toContain(privateAlbum.iri);
  });

  it('counts the comments on a RetroSnap', async () => {
    const { members } = await list('/retrosnaps');
    expect(members.map((m) => m.commentsCount).reduce((a, b) => a + b, 0)).toBe(1);
    expect(members.find((m) => m.id === snap(0).id)?.commentsCount).toBe(1);
  });

  it('filters by photograph, as id or IRI', async () => {
    const byId = await list(`/retrosnaps?photograph=${snap(1).photographId}`);
    expect(byId.members.map((m) => m.id)).toEqual([snap(1).id]);
    const byIri = await list(
      `/retrosnaps?photograph=${encodeURIComponent(`/photographs/${snap(1).photographId}`)}`,
    );
    expect(byIri.members.map((m) => m.id)).toEqual([snap(1).id]);
  });

  it('filters by author', async () => {
    expect((await list(`/retrosnaps?author=${encodeURIComponent(author.iri)}`)).total).toBe(3);
    expect((await list(`/retrosnaps?author=${stranger.id}`)).total).toBe(0);
  });

  it('lists the RetroSnaps of a public album in its order, none of a private one', async () => {
    const album = (await api.get(glaciers.iri)).body as { retrosnaps: string[] };
    expect(album.retrosnaps).toEqual([snap(2).iri, snap(0).iri, snap(1).iri]);
    const inAlbum = await list(`/retrosnaps?galleries=${encodeURIComponent(glaciers.iri)}&itemsPerPage=100`);
    expect(inAlbum.members.map((m) => m['@id'])).toEqual(album.retrosnaps);
    expect(inAlbum.total).toBe(3);
    expect((await list(`/retrosnaps?galleries=${privateAlbum.id}`)).total).toBe(0);
  });

  api.answersBadRequestFor([
    ['an unknown parameter', '/retrosnaps?photographer=USGS'],
    ['a malformed album', '/retrosnaps?galleries=abc'],
    ['a malformed photograph', '/retrosnaps?photograph=/retrosnaps/1'],
    ['a malformed author', '/retrosnaps?author=abc'],
  ]);
});

describe('GET /retrosnaps/{id}', () => {
  it('shows one RetroSnap with its context', async () => {
    const { status, body } = await api.get(snap(0).iri);
    expect(status).toBe(200);
    expect(body['@context']).toBe('/contexts/Retrosnap');
    expect(body).toMatchObject({
      '@id': snap(0).iri,
      photograph: `/photographs/${snap(0).photographId}`,
      commentsCount: 1,
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await api.get('/retrosnaps/999999')).status).toBe(404);
    expect((await api.get('/retrosnaps/1.5')).status).toBe(400);
  });

  it('withdraws the RetroSnaps of a hidden photograph', async () => {
    await api.db
      .update(photographs)
      .set({ isHidden: true })
      .where(eq(photographs.id, snap(0).photographId));
    expect((await api.get(snap(0).iri)).status).toBe(404);
    const { total, members } = await list('/retrosnaps');
    expect(total).toBe(2);
    expect(members.map((m) => m.id)).not.toContain(snap(0).id);
  });
});
