import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments } from '../../db/schema/comments.js';
import { imageGalleries } from '../../db/schema/galleries.js';
import { createTestApp } from '../../test/test-app.js';

type Json = Record<string, unknown>;
type Comment = Json & {
  id: number;
  text: string;
  dateCreated: string;
  galleries: string[];
  author: { '@id': string; name: string; pictureUrl: string } | null;
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
  return { body, members: body['hydra:member'] as Comment[], total: body['hydra:totalItems'] as number };
}

async function photographId(originalName: string) {
  const { body } = await get(`/photographs?originalName=${originalName}`);
  return (body['hydra:member'][0] as Json).id as number;
}

async function galleryId(headline: string) {
  const { body } = await get(`/image_galleries?headline=${encodeURIComponent(headline)}`);
  return (body['hydra:member'][0] as Json).id as number;
}

const kapellbruecke = () => photographId('luzern-kapellbruecke-ca1895.jpg');

describe('GET /comments', () => {
  it('lists the comments on a photograph, newest first', async () => {
    const id = await kapellbruecke();
    const { body, members, total } = await list(`/comments?photograph=${id}`);
    expect(body['@type']).toBe('hydra:Collection');
    expect(body['@context']).toBe('/contexts/Comment');
    expect(total).toBe(2);
    expect(members[0]?.text).toContain('1993');
    const ids = members.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const member of members) {
      expect(member['@type']).toBe('Comment');
      expect(member.photograph).toBe(`/photographs/${id}`);
      expect(member.retrosnap).toBeNull();
      expect(member.imageGallery).toBeNull();
    }
  });

  it('shows a marked area with its category, author, albums and votes', async () => {
    const id = await kapellbruecke();
    const luzern = await galleryId('Luzern um 1900');
    const { members } = await list(`/comments?photograph=/photographs/${id}`);
    const tower = members.find((m) => m.text.includes('Wasserturm')) as Comment;
    expect(tower.box).toEqual({ x: 0.52, y: 0.18, width: 0.14, height: 0.5, degrees: 0 });
    expect(tower.category).toMatch(/^\/categories\/\d+$/);
    expect(tower.categoryAttributes).toEqual({ name: 'Wasserturm', built: 1300, exists: true });
    expect(tower.author).toEqual({
      '@id': expect.stringMatching(/^\/people\/\d+$/),
      name: 'Maria Huber',
      pictureUrl: '3',
    });
    expect(tower.galleries).toEqual([`/image_galleries/${luzern}`]);
    expect(tower.upvoteCount).toBe(2);
    expect(tower.isPrivate).toBe(false);
    expect(tower.isBackside).toBe(false);
  });

  it('lists the comments on a RetroSnap', async () => {
    const snaps = await get('/retrosnaps');
    const snap = (snaps.body['hydra:member'] as Json[]).find((s) => s.commentsCount === 1) as Json;
    const { members } = await list(`/comments?retrosnap=${encodeURIComponent(snap['@id'] as string)}`);
    expect(members).toHaveLength(1);
    expect(members[0]?.retrosnap).toBe(snap['@id']);
    expect(members[0]?.text).toContain('Gletscher');
  });

  it('lists the comments an album shows, apart from those written on it', async () => {
    const luzern = await galleryId('Luzern um 1900');
    const shown = await list(`/comments?galleries=${luzern}`);
    expect(shown.members.map((m) => m.text)).toEqual([expect.stringContaining('Wasserturm')]);
    expect((await list(`/comments?imageGallery=${luzern}`)).total).toBe(0);

    await testApp.db.insert(comments).values({ text: 'Schönes Album!', imageGalleryId: luzern });
    const written = await list(`/comments?imageGallery=/image_galleries/${luzern}`);
    expect(written.members.map((m) => m.text)).toEqual(['Schönes Album!']);
    expect(written.members[0]?.imageGallery).toBe(`/image_galleries/${luzern}`);
    expect(written.members[0]?.author).toBeNull();
  });

  it.each([
    ['no subject', '/comments'],
    ['two subjects', '/comments?photograph=1&retrosnap=1'],
    ['an unknown parameter', '/comments?photograph=1&author=2'],
    ['a malformed photograph', '/comments?photograph=kapellbruecke'],
    ['an IRI of the wrong kind', '/comments?galleries=/photographs/1'],
  ])('answers 400 for %s', async (_label, url) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body['@type']).toBe('hydra:Error');
  });
});

describe('GET /comments/{id}', () => {
  it('shows one comment with its context', async () => {
    const id = await kapellbruecke();
    const first = (await list(`/comments?photograph=${id}`)).members[0] as Comment;
    const { status, body } = await get(`/comments/${first.id}`);
    expect(status).toBe(200);
    expect(body['@context']).toBe('/contexts/Comment');
    expect(body).toMatchObject({ '@id': `/comments/${first.id}`, text: first.text });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get('/comments/999999')).status).toBe(404);
    expect((await get('/comments/first')).status).toBe(400);
  });
});

describe('privacy', () => {
  it('leaves out private comments', async () => {
    const id = await kapellbruecke();
    const [secret] = await testApp.db
      .insert(comments)
      .values({ text: 'Nur für mich', photographId: id, isPrivate: true })
      .returning();
    const { body, text } = await get(`/comments?photograph=${id}`);
    expect(body['hydra:totalItems']).toBe(2);
    expect(text).not.toContain('Nur für mich');
    expect((await get(`/comments/${secret?.id}`)).status).toBe(404);
  });

  it('leaves out comments on and in a private album', async () => {
    const luzern = await galleryId('Luzern um 1900');
    await testApp.db.update(imageGalleries).set({ isPrivate: true }).where(eq(imageGalleries.id, luzern));
    expect((await list(`/comments?galleries=${luzern}`)).total).toBe(0);
    expect((await list(`/comments?imageGallery=${luzern}`)).total).toBe(0);
    const [onAlbum] = await testApp.db.select().from(comments).where(eq(comments.imageGalleryId, luzern));
    expect((await get(`/comments/${onAlbum?.id}`)).status).toBe(404);
    // The photograph comment stays public; only the private album is no longer named.
    const tower = (await list(`/comments?photograph=${await kapellbruecke()}`)).members.find((m) =>
      m.text.includes('Wasserturm'),
    );
    expect(tower?.galleries).toEqual([]);
  });
});
