import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { comments } from '../../db/schema/comments.js';
import { imageGalleries } from '../../db/schema/galleries.js';
import { useTestApp } from '../../test/api-test-app.js';
import {
  buildAlbum,
  buildCategory,
  buildComment,
  buildPerson,
  buildPhotograph,
  buildRetrosnap,
} from '../../test/factories.js';

type Json = Record<string, unknown>;
type Comment = Json & {
  id: number;
  text: string;
  dateCreated: string;
  galleries: string[];
  author: { '@id': string; name: string; pictureUrl: string } | null;
};

const api = useTestApp({ seed: false });

/**
 * A photograph with two comments: a marked area with category, votes and an album that shows it,
 * and a later plain one; and a RetroSnap with one comment.
 */
let kapellbruecke: Awaited<ReturnType<typeof buildPhotograph>>;
let maria: Awaited<ReturnType<typeof buildPerson>>;
let tower: Awaited<ReturnType<typeof buildComment>>;
let luzern: Awaited<ReturnType<typeof buildAlbum>>;
let retrosnap: Awaited<ReturnType<typeof buildRetrosnap>>;

beforeAll(async () => {
  kapellbruecke = await buildPhotograph(api.app, { name: 'Kapellbrücke' });
  maria = await buildPerson(api.app, { name: 'Maria Huber', pictureUrl: '3' });
  const building = await buildCategory(api.app, { name: 'Gebäude' });
  tower = await buildComment(api.app, {
    text: 'Der achteckige Wasserturm stand schon um 1300 als Teil der Stadtbefestigung im Fluss.',
    box: { x: 0.52, y: 0.18, width: 0.14, height: 0.5, degrees: 0 },
    photographId: kapellbruecke.id,
    authorId: maria.id,
    categoryId: building.id,
    categoryAttributes: { name: 'Wasserturm', built: 1300, exists: true },
    upvoteCount: 2,
  });
  await buildComment(api.app, {
    text: 'Die Kapellbrücke brannte 1993 fast vollständig ab und wurde wieder aufgebaut.',
    photographId: kapellbruecke.id,
  });
  luzern = await buildAlbum(api.app, {
    headline: 'Luzern um 1900',
    photographIds: [kapellbruecke.id],
    photographCommentIds: [tower.id],
  });
  retrosnap = await buildRetrosnap(api.app);
  await buildComment(api.app, {
    text: 'Unglaublich, wie weit sich der Gletscher zurückgezogen hat.',
    retrosnapId: retrosnap.id,
  });
});

const list = (url: string) => api.list<Comment>(url);

describe('GET /comments', () => {
  it('lists the comments on a photograph, newest first', async () => {
    const { body, members, total } = await list(`/comments?photograph=${kapellbruecke.id}`);
    expect(body['@context']).toBe('/contexts/Comment');
    expect(total).toBe(2);
    expect(members[0]?.text).toContain('1993');
    const ids = members.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const member of members) {
      expect(member['@type']).toBe('Comment');
      expect(member.photograph).toBe(kapellbruecke.iri);
      expect(member.retrosnap).toBeNull();
      expect(member.imageGallery).toBeNull();
    }
  });

  it('shows a marked area with its category, author, albums and votes', async () => {
    const { members } = await list(`/comments?photograph=${kapellbruecke.iri}`);
    const shown = members.find((m) => m.text.includes('Wasserturm')) as Comment;
    expect(shown.box).toEqual({ x: 0.52, y: 0.18, width: 0.14, height: 0.5, degrees: 0 });
    expect(shown.category).toBe(`/categories/${tower.categoryId}`);
    expect(shown.categoryAttributes).toEqual({ name: 'Wasserturm', built: 1300, exists: true });
    expect(shown.author).toEqual({ '@id': maria.iri, name: 'Maria Huber', pictureUrl: '3' });
    expect(shown.galleries).toEqual([luzern.iri]);
    expect(shown.upvoteCount).toBe(2);
    expect(shown.isPrivate).toBe(false);
    expect(shown.isBackside).toBe(false);
  });

  it('lists the comments on a RetroSnap', async () => {
    const { members } = await list(`/comments?retrosnap=${encodeURIComponent(retrosnap.iri)}`);
    expect(members).toHaveLength(1);
    expect(members[0]?.retrosnap).toBe(retrosnap.iri);
    expect(members[0]?.text).toContain('Gletscher');
  });

  it('lists the comments an album shows, apart from those written on it', async () => {
    const shown = await list(`/comments?galleries=${luzern.id}`);
    expect(shown.members.map((m) => m.text)).toEqual([expect.stringContaining('Wasserturm')]);
    expect((await list(`/comments?imageGallery=${luzern.id}`)).total).toBe(0);

    await buildComment(api.app, { text: 'Schönes Album!', imageGalleryId: luzern.id, authorId: null });
    const written = await list(`/comments?imageGallery=${luzern.iri}`);
    expect(written.members.map((m) => m.text)).toEqual(['Schönes Album!']);
    expect(written.members[0]?.imageGallery).toBe(luzern.iri);
    expect(written.members[0]?.author).toBeNull();
  });

  api.answersBadRequestFor([
    ['no subject', '/comments'],
    ['two subjects', '/comments?photograph=1&retrosnap=1'],
    ['an unknown parameter', '/comments?photograph=1&author=2'],
    ['a malformed photograph', '/comments?photograph=kapellbruecke'],
    ['an IRI of the wrong kind', '/comments?galleries=/photographs/1'],
  ]);
});

describe('GET /comments/{id}', () => {
  it('shows one comment with its context', async () => {
    const first = (await list(`/comments?photograph=${kapellbruecke.id}`)).members[0] as Comment;
    const { status, body } = await api.get(`/comments/${first.id}`);
    expect(status).toBe(200);
    expect(body['@context']).toBe('/contexts/Comment');
    expect(body).toMatchObject({ '@id': `/comments/${first.id}`, text: first.text });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await api.get('/comments/999999')).status).toBe(404);
    expect((await api.get('/comments/first')).status).toBe(400);
  });
});

describe('privacy', () => {
  it('leaves out private comments', async () => {
    const secret = await buildComment(api.app, {
      text: 'Nur für mich',
      photographId: kapellbruecke.id,
      isPrivate: true,
    });
    const { body, text } = await api.get(`/comments?photograph=${kapellbruecke.id}`);
    expect(body['hydra:totalItems']).toBe(2);
    expect(text).not.toContain('Nur für mich');
    expect((await api.get(secret.iri)).status).toBe(404);
  });

  it('leaves out comments on and in a private album', async () => {
    await api.db.update(imageGalleries).set({ isPrivate: true }).where(eq(imageGalleries.id, luzern.id));
    expect((await list(`/comments?galleries=${luzern.id}`)).total).toBe(0);
    expect((await list(`/comments?imageGallery=${luzern.id}`)).total).toBe(0);
    const [onAlbum] = await api.db.select().from(comments).where(eq(comments.imageGalleryId, luzern.id));
    expect((await api.get(`/comments/${onAlbum?.id}`)).status).toBe(404);
    // The photograph comment stays public; only the private album is no longer named.
    const shown = (await list(`/comments?photograph=${kapellbruecke.id}`)).members.find((m) =>
      m.text.includes('Wasserturm'),
    );
    expect(shown?.galleries).toEqual([]);
  });
});
