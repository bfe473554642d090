import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { galleryPhotographs } from '../../db/schema/galleries.js';
import { useTestApp } from '../../test/api-test-app.js';
import { buildAlbum, buildPhotograph, signedIn } from '../../test/factories.js';

type Json = Record<string, unknown>;
type Photograph = Json & { '@id': string; id: number; filePath: string; ratio: number };
type Album = Awaited<ReturnType<typeof buildAlbum>>;

const api = useTestApp({ seed: false });

/** Ten photographs in a public album, in an order of its owner's that is not the order of their ids; a private album. */
let luzern: Album;
let privateAlbum: Album;
let inAlbumOrder: string[];

beforeAll(async () => {
  const built = [];
  for (let index = 0; index < 10; index++) built.push(await buildPhotograph(api.app));
  const ordered = [...built.slice(5), ...built.slice(0, 5)];
  inAlbumOrder = ordered.map((photograph) => photograph.iri);
  luzern = await buildAlbum(api.app, { headline: 'Luzern um 1900', photographIds: ordered.map((p) => p.id) });
  privateAlbum = await buildAlbum(api.app, { isPrivate: true, photographIds: [built[0]?.id as number] });
});

const list = (url: string) => api.list<Photograph>(url);
const albumPhotographs = async (album: Album) =>
  ((await api.get(album.iri)).body as { photographs: string[] }).photographs;

describe('the internal rating (spec §6)', () => {
  it('is in the answers to editors and admins only, and those answers are theirs alone', async () => {
    const { app } = api;
    const photograph = await buildPhotograph(app, { internalRating: 7 });
    const [user, editor, admin] = await Promise.all([
      signedIn(app),
      signedIn(app, 'editor'),
      signedIn(app, 'admin'),
    ]);
    const asViewer = async (url: string, headers: Record<string, string> = {}) => {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(200);
      return response;
    };
    const item = `/photographs/${photograph.id}`;
    const inList = (body: Json) =>
      (body['hydra:member'] as Json[]).find((member) => member['@id'] === photograph.iri) as Json;
    const list = `/photographs?itemsPerPage=100&originalName=${photograph.originalName}`;
    for (const curator of [editor, admin]) {
      const response = await asViewer(item, curator.headers);
      expect(response.json().internalRating).toBe(7);
      expect(response.headers['cache-control']).toContain('private');
      expect(inList((await asViewer(list, curator.headers)).json()).internalRating).toBe(7);
    }
    for (const headers of [user.headers, {}]) {
      expect((await asViewer(item, headers)).json()).not.toHaveProperty('internalRating');
      expect(inList((await asViewer(list, headers)).json())).not.toHaveProperty('internalRating');
    }
  });
});

describe('GET /photographs?galleries=', () => {
  it('lists the photographs of an album in the album’s order, as id or IRI', async () => {
    expect(await albumPhotographs(luzern)).toEqual(inAlbumOrder);
    const byId = await list(`/photographs?galleries=${luzern.id}&itemsPerPage=100`);
    expect(byId.total).toBe(10);
    expect(byId.members.map((m) => m['@id'])).toEqual(inAlbumOrder);
    expect(byId.members[0]?.filePath).toMatch(/^factory\//);
    const byIri = await list(`/photographs?galleries=${encodeURIComponent(luzern.iri)}`);
    expect(byIri.members.map((m) => m['@id'])).toEqual(inAlbumOrder);
  });

  it('follows the positions the owner gave, not the ids', async () => {
    const ids = inAlbumOrder.map((iri) => Number(iri.split('/').pop()));
    const reversed = [...ids].reverse();
    for (const [position, photographId] of reversed.entries()) {
      await api.db
        .update(galleryPhotographs)
        .set({ position })
        .where(
          and(eq(galleryPhotographs.galleryId, luzern.id), eq(galleryPhotographs.photographId, photographId)),
        );
    }
    const { members } = await list(`/photographs?galleries=${luzern.id}&itemsPerPage=100`);
    expect(members.map((m) => m.id)).toEqual(reversed);
    expect(await albumPhotographs(luzern)).toEqual(members.map((m) => m['@id']));
  });

  it('pages through an album with hydra:next', async () => {
    const photographs = await albumPhotographs(luzern);
    const first = await list(`/photographs?galleries=${luzern.id}&itemsPerPage=4`);
    expect(first.members).toHaveLength(4);
    const next = (first.body['hydra:view'] as Json)['hydra:next'] as string;
    expect(next).toContain(`galleries=${luzern.id}`);
    const second = await list(next);
    expect(second.members.map((m) => m['@id'])).toEqual(photographs.slice(4, 8));
  });

  it('lists nothing for a private album', async () => {
    expect((await list(`/photographs?galleries=${privateAlbum.id}`)).total).toBe(0);
  });

  it('answers 400 for a malformed album', async () => {
    await api.expectBadRequest('/photographs?galleries=/photographs/1');
  });
});
