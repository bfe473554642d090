import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAlbum,
  buildCategory,
  buildCollection,
  buildComment,
  buildPerson,
  buildPhotograph,
  buildRetrosnap,
  signedIn,
} from './factories.js';
import { createTestApp } from './test-app.js';

type Json = Record<string, unknown>;

let testApp: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
});

afterAll(async () => {
  await testApp?.close();
});

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await testApp.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() as Json };
}

/** The IRIs of the documents the feed shows. */
const feedDocuments = async () => {
  const { body } = await get('/feed_items?itemsPerPage=100');
  return (body['hydra:member'] as Json[]).map((item) => item.document as string);
};

describe('signedIn', () => {
  it('signs in a new activated account whose token opens its own user resource', async () => {
    const account = await signedIn(testApp.app);
    expect(account.headers.authorization).toBe(`Bearer ${account.token}`);
    const { status, body } = await get(`/users/${account.userId}`, account.headers);
    expect(status).toBe(200);
    expect(body.email).toBe(account.email);
    expect(body.roles).toEqual(['ROLE_USER']);
    expect(body.person).toBe(account.personIri);
  });

  it('makes a new person on every call, so two calls give an owner and a stranger', async () => {
    const owner = await signedIn(testApp.app);
    const stranger = await signedIn(testApp.app);
    expect(stranger.personId).not.toBe(owner.personId);
    expect(stranger.userId).not.toBe(owner.userId);
    expect((await get(`/users/${owner.userId}`, stranger.headers)).status).toBe(403);
  });

  it('gives editors and admins their role', async () => {
    const editor = await signedIn(testApp.app, 'editor');
    const admin = await signedIn(testApp.app, 'admin');
    expect((await get(`/users/${editor.userId}`, editor.headers)).body.roles).toContain('ROLE_EDITOR');
    expect((await get(`/users/${admin.userId}`, admin.headers)).body.roles).toContain('ROLE_ADMIN');
  });
});

describe('builders', () => {
  it('build a person the API shows under its IRI', async () => {
    const person = await buildPerson(testApp.app, { name: 'Anna Gruber' });
    const { status, body } = await get(person.iri);
    expect(status).toBe(200);
    expect(body.name).toBe('Anna Gruber');
  });

  it('build a photograph with its text and categories, in the feed', async () => {
    const category = await buildCategory(testApp.app, { name: 'Brücke' });
    const photograph = await buildPhotograph(testApp.app, {
      name: 'Alte Brücke',
      fromYear: 1911,
      toYear: 1911,
      categoryIds: [category.id],
    });
    const { status, body } = await get(photograph.iri);
    expect(status).toBe(200);
    expect(body.fromYear).toBe(1911);
    expect(JSON.stringify(body)).toContain('Alte Brücke');
    expect(body.categories).toContain(category.iri);
    expect(await feedDocuments()).toContain(photograph.iri);
  });

  it('build a collection with an owner of its own, status and crowdfunding overridable', async () => {
    const done = await buildCollection(testApp.app);
    const funding = await buildCollection(testApp.app, {
      status: 1,
      crowdfundingRequired: 1200,
      crowdfundingFunded: 300,
    });
    expect(funding.ownerId).not.toBe(done.ownerId);
    const { status, body } = await get(funding.iri);
    expect(status).toBe(200);
    expect(body.status).toBe(1);
    expect(body.crowdfundingRequired).toBe(1200);
    expect(body.crowdfundingFunded).toBe(300);
    expect(await feedDocuments()).toEqual(expect.arrayContaining([done.iri, funding.iri]));
  });

  it('build a public album with photographs, and a private one the feed leaves out', async () => {
    const photograph = await buildPhotograph(testApp.app);
    const album = await buildAlbum(testApp.app, { photographIds: [photograph.id] });
    const hidden = await buildAlbum(testApp.app, { isPrivate: true, ownerId: album.ownerId });
    const { status, body } = await get(album.iri);
    expect(status).toBe(200);
    expect(body.photographs).toEqual([photograph.iri]);
    const feed = await feedDocuments();
    expect(feed).toContain(album.iri);
    expect(feed).not.toContain(hidden.iri);
  });

  it('build a RetroSnap of a new photograph, by a new person', async () => {
    const retrosnap = await buildRetrosnap(testApp.app);
    const { status, body } = await get(retrosnap.iri);
    expect(status).toBe(200);
    expect(body.photograph).toBe(`/photographs/${retrosnap.photographId}`);
    expect(retrosnap.authorId).not.toBeNull();
  });

  it('build comments on a photograph by default, or on a RetroSnap', async () => {
    const onPhotograph = await buildComment(testApp.app, { text: 'Der Turm steht noch.' });
    const retrosnap = await buildRetrosnap(testApp.app);
    const onRetrosnap = await buildComment(testApp.app, { retrosnapId: retrosnap.id });
    expect(onPhotograph.photographId).not.toBeNull();
    expect(onRetrosnap.photographId).toBeNull();
    const { status, body } = await get(onPhotograph.iri);
    expect(status).toBe(200);
    expect(body.text).toBe('Der Turm steht noch.');
    const { body: list } = await get(`/comments?retrosnap=${retrosnap.id}`);
    expect((list['hydra:member'] as Json[]).map((c) => c.id)).toEqual([onRetrosnap.id]);
  });
});
