import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.types.js';
import { galleryComments } from '../../db/schema/comments.js';
import { gallerySubGalleries } from '../../db/schema/galleries.js';
import {
  buildAlbum,
  buildComment,
  buildPhotograph,
  buildRetrosnap,
  type SignedIn,
  signedIn,
} from '../../test/factories.js';
import { policyTable } from '../../test/policy.js';
import { createTestApp } from '../../test/test-app.js';

/**
 * Spec §6 on private albums: their owner and the admins see them, nobody else anywhere — not
 * through the item, the lists, the album contents, the feed or the search.
 */

type Json = Record<string, unknown>;

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let owner: SignedIn;
let stranger: SignedIn;
let editor: SignedIn;
let admin: SignedIn;
let album: Awaited<ReturnType<typeof buildAlbum>>;
let child: Awaited<ReturnType<typeof buildAlbum>>;
const privateHeadline = 'Nur meine Dachbodenfunde';

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  app = testApp.app;
  [owner, stranger, editor, admin] = await Promise.all([
    signedIn(app),
    signedIn(app),
    signedIn(app, 'editor'),
    signedIn(app, 'admin'),
  ]);
  const photograph = await buildPhotograph(app);
  const retrosnap = await buildRetrosnap(app, { photographId: photograph.id });
  album = await buildAlbum(app, {
    headline: privateHeadline,
    isPrivate: true,
    ownerId: owner.personId,
    photographIds: [photograph.id],
    retrosnapIds: [retrosnap.id],
  });
  child = await buildAlbum(app, { ownerId: owner.personId });
  await app.db.insert(gallerySubGalleries).values({ parentId: album.id, childId: child.id, position: 0 });
  const comment = await buildComment(app, {
    photographId: photograph.id,
    box: { x: 1, y: 2, width: 3, height: 4, degrees: 0 },
  });
  await app.db.insert(galleryComments).values({ galleryId: album.id, commentId: comment.id, position: 0 });
});
afterAll(async () => {
  await testApp?.close();
});

async function get(url: string, as?: SignedIn) {
  const response = await app.inject({ method: 'GET', url, headers: as?.headers ?? {} });
  expect(response.statusCode, url).toBe(200);
  return { body: response.json() as Json, headers: response.headers };
}

const members = async (url: string, as?: SignedIn) =>
  ((await get(url, as)).body['hydra:member'] as Json[]).map((member) => member['@id']);

describe('a private album', () => {
  policyTable(
    () => app,
    [
      {
        route: 'GET /image_galleries/{id} of a private album',
        refusal: 'hidden',
        allowed: ['owner', 'admin'],
        request: async (albumOwner, testedApp) => ({
          method: 'GET',
          url: `/image_galleries/${(await buildAlbum(testedApp, { isPrivate: true, ownerId: albumOwner.personId })).id}`,
        }),
      },
    ],
  );

  it("is in its owner's list of albums and the admins' lists, and in nobody else's", async () => {
    const byOwner = `/image_galleries?owner=${owner.personId}`;
    expect(await members(byOwner, owner)).toContain(album.iri);
    expect(await members('/image_galleries', admin)).toContain(album.iri);
    for (const viewer of [undefined, stranger, editor]) {
      expect(await members(byOwner, viewer)).not.toContain(album.iri);
      expect(await members('/image_galleries', viewer)).not.toContain(album.iri);
    }
  });

  it('shows its contents to its owner only: sub-albums, photographs, RetroSnaps and comments', async () => {
    const contents = [
      `/image_galleries?parentGalleries=${album.id}`,
      `/photographs?galleries=${album.id}`,
      `/retrosnaps?galleries=${album.id}`,
      `/comments?galleries=${album.id}`,
    ];
    for (const url of contents) {
      expect(await members(url, owner), url).toHaveLength(1);
      expect(await members(url, stranger), url).toEqual([]);
      expect(await members(url), url).toEqual([]);
    }
    const seenByOwner = (await get(`/image_galleries/${child.id}`, owner)).body;
    expect(seenByOwner.parentGalleries).toEqual([album.iri]);
    expect((await get(`/image_galleries/${child.id}`, stranger)).body.parentGalleries).toEqual([]);
  });

  it('stays out of the feed and the search for everyone, its owner too', async () => {
    const publicAlbum = await buildAlbum(app, { headline: 'Öffentliche Dachbodenfunde' });
    for (const viewer of [undefined, owner, admin]) {
      const feed = await app.inject({
        method: 'GET',
        url: '/feed_items?itemsPerPage=100',
        headers: viewer?.headers ?? {},
      });
      expect(feed.body).toContain(publicAlbum.iri);
      expect(feed.body).not.toContain(album.iri);
      const search = await app.inject({
        method: 'GET',
        url: `/feed_items?text=${encodeURIComponent('Dachbodenfunde')}`,
        headers: viewer?.headers ?? {},
      });
      expect(search.statusCode).toBe(200);
      expect(search.body).toContain(publicAlbum.iri);
      expect(search.body).not.toContain(privateHeadline);
    }
  });
});

describe('answers that depend on the viewer', () => {
  it('are private to a signed-in viewer and keyed by the token; anonymous answers stay shareable', async () => {
    const publicAlbum = await buildAlbum(app);
    const anonymous = await get(`/image_galleries/${publicAlbum.id}`);
    expect(anonymous.headers['cache-control'] ?? '').not.toContain('private');
    expect(String(anonymous.headers.vary)).toMatch(/authorization/i);
    const signedInAnswer = await get(`/image_galleries/${publicAlbum.id}`, stranger);
    expect(signedInAnswer.headers['cache-control']).toContain('private');
    expect(String(signedInAnswer.headers.vary)).toMatch(/authorization/i);
  });
});
