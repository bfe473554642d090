import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { comments, commentVotes, galleryComments } from '../../db/schema/comments.js';
import { originalKey, photographOriginal } from '../../media/media-paths.js';
import { useTestApp } from '../../test/api-test-app.js';
import {
  buildAlbum,
  buildCategory,
  buildPhotograph,
  buildRetrosnap,
  type SignedIn,
  signedIn,
} from '../../test/factories.js';
import { twoToneJpeg } from '../../test/media-fixtures.js';
import { policyTable } from '../../test/policy.js';

type Json = Record<string, unknown>;
type Comment = Json & {
  '@id': string;
  id: number;
  text: string;
  box: { x: number; y: number; width: number; height: number; degrees: number } | null;
  galleries: string[];
  upvoteCount: number;
  myVote: 1 | -1 | null;
  categoryAttributes: Json;
};

const api = useTestApp({ seed: false });
const { call, violationsOf } = api;

const post = (as: SignedIn | null, payload: unknown) => call('POST', '/comments', as, payload);

const commentCount = async () => (await api.db.select({ value: count() }).from(comments))[0]?.value ?? 0;

const box = { x: 0.2, y: 0.3, width: 0.25, height: 0.4, degrees: 0 };

let author: SignedIn;
let stranger: SignedIn;
let photograph: Awaited<ReturnType<typeof buildPhotograph>>;
let person: Awaited<ReturnType<typeof buildCategory>>;

beforeAll(async () => {
  author = await signedIn(api.app);
  stranger = await signedIn(api.app);
  photograph = await buildPhotograph(api.app, { backFilePath: 'factory/back.jpg' });
  person = await buildCategory(api.app, {
    name: 'Person',
    translations: [
      {
        locale: 'de',
        name: 'Person',
        attributesDefinition: [
          { code: 'name', name: 'Name', type: 'Text' },
          { code: 'age', name: 'Alter', type: 'Number' },
          { code: 'born', name: 'Geboren', type: 'Date' },
          { code: 'time', name: 'Uhrzeit', type: 'Time' },
          { code: 'alive', name: 'Lebt', type: 'Boolean' },
          { code: 'birthplace', name: 'Geburtsort', type: 'Location' },
          { code: 'family', name: 'Familienalbum', type: 'AlbumLink' },
        ],
      },
      { locale: 'en', name: 'Person', attributesDefinition: [{ code: 'name', name: 'Name', type: 'Text' }] },
    ],
  });
});

/** A fresh public comment with a box by `owner` on a new photograph, through the API. */
async function commentBy(owner: SignedIn, extra: Json = {}) {
  const target = await buildPhotograph(api.app);
  const response = await post(owner, { text: '<p>Mein Opa</p>', box, photograph: target.iri, ...extra });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Comment;
}

describe('spec §6: the policy of each comment route', () => {
  policyTable(
    () => api.app,
    [
      {
        route: 'POST /comments (on a photograph)',
        allowed: ['owner', 'user', 'editor', 'admin'],
        request: async (_owner, app) => ({
          method: 'POST',
          url: '/comments',
          payload: { text: 'Das ist mein Opa', photograph: (await buildPhotograph(app)).iri },
        }),
      },
      {
        route: 'PUT /comments/{id} (only the author edits)',
        request: async (owner) => {
          const comment = await commentBy(owner);
          return { method: 'PUT', url: comment['@id'], payload: { ...comment, text: 'Doch die Oma' } };
        },
      },
      {
        route:
          "PUT /comments/{id} with galleries (only the author files a boxed comment into the author's album)",
        request: async (owner, app) => {
          const comment = await commentBy(owner);
          const album = await buildAlbum(app, { ownerId: owner.personId });
          return { method: 'PUT', url: comment['@id'], payload: { ...comment, galleries: [album.iri] } };
        },
      },
      {
        route: 'DELETE /comments/{id} (the author, editors and admins to moderate)',
        allowed: ['owner', 'editor', 'admin'],
        request: async (owner) => {
          const comment = await commentBy(owner);
          return { method: 'DELETE', url: comment['@id'], payload: comment };
        },
      },
      {
        route: 'PUT /comments/{id}/vote/up (everyone signed in)',
        allowed: ['owner', 'user', 'editor', 'admin'],
        request: async (owner) => {
          const comment = await commentBy(owner);
          return { method: 'PUT', url: `${comment['@id']}/vote/up`, payload: {} };
        },
      },
      {
        // Spec §6: a private note on a picture is its author's alone; admins read feedback (no subject) only.
        route: 'GET /comments/{id} of a private comment on a photograph (its author alone)',
        refusal: 'hidden',
        allowed: ['owner'],
        request: async (owner) => {
          const comment = await commentBy(owner, { isPrivate: true });
          return { method: 'GET', url: comment['@id'] };
        },
      },
    ],
  );

  it('refuses the album owner who files a comment of someone else into their album', async () => {
    const comment = await commentBy(author);
    const album = await buildAlbum(api.app, { ownerId: stranger.personId });
    const response = await call('PUT', comment['@id'], stranger, { ...comment, galleries: [album.iri] });
    expect(response.status).toBe(403);
    expect(response.body['hydra:description']).toBe('Access Denied.');
  });

  it("refuses the author who files their comment into someone else's album", async () => {
    const comment = await commentBy(author);
    const album = await buildAlbum(api.app, { ownerId: stranger.personId });
    const response = await call('PUT', comment['@id'], author, { ...comment, galleries: [album.iri] });
    expect(response.status).toBe(403);
    expect(
      await api.db.select().from(galleryComments).where(eq(galleryComments.galleryId, album.id)),
    ).toEqual([]);
  });

  it('refuses to file a comment without a box into an album, even its author into their own', async () => {
    const comment = await commentBy(author, { box: null });
    const album = await buildAlbum(api.app, { ownerId: author.personId });
    expect((await call('PUT', comment['@id'], author, { ...comment, galleries: [album.iri] })).status).toBe(
      403,
    );
  });

  it('hides a private comment from strangers in lists and refuses their votes and edits as not there', async () => {
    const note = await commentBy(author, { isPrivate: true, photograph: photograph.iri });
    const listed = async (as: SignedIn | null) =>
      (
        await api.app.inject({
          method: 'GET',
          url: `/comments?photograph=${photograph.id}`,
          headers: as ? as.headers : {},
        })
      ).json()['hydra:member'] as Comment[];
    expect((await listed(author)).map((c) => c.id)).toContain(note.id);
    expect((await listed(stranger)).map((c) => c.id)).not.toContain(note.id);
    expect((await listed(null)).map((c) => c.id)).not.toContain(note.id);
    expect((await call('PUT', `${note['@id']}/vote/up`, stranger, {})).status).toBe(404);
    expect((await call('PUT', note['@id'], stranger, { ...note, text: 'x' })).status).toBe(404);
    expect((await call('DELETE', note['@id'], stranger)).status).toBe(404);
  });
});

describe('POST /comments', () => {
  it('comments on a marked area of a photograph and answers the comment as the lists show it', async () => {
    const response = await post(author, {
      text: '<p>Das ist <b>mein Opa</b> vor dem Laden</p>',
      box,
      isPrivate: false,
      photograph: photograph.iri,
      isBackside: false,
      category: person.iri,
      categoryAttributes: { name: 'Josef Huber', age: 42 },
      faceId: null,
    });
    expect(response.status).toBe(201);
    const created = response.body as Comment;
    expect(created).toMatchObject({
      '@context': '/contexts/Comment',
      '@type': 'Comment',
      text: '<p>Das ist <b>mein Opa</b> vor dem Laden</p>',
      box,
      isPrivate: false,
      isBackside: false,
      photograph: photograph.iri,
      retrosnap: null,
      imageGallery: null,
      category: person.iri,
      categoryAttributes: { name: 'Josef Huber', age: 42 },
      faceId: null,
      galleries: [],
      upvoteCount: 0,
      myVote: null,
      author: { '@id': author.personIri, name: expect.any(String), pictureUrl: '1' },
    });
    expect(created['@id']).toBe(`/comments/${created.id}`);
    const listed = await api.list<Comment>(`/comments?photograph=${photograph.id}`);
    expect(listed.members[0]?.id).toBe(created.id);
  });

  it('takes the box as an array of five and answers it as an object', async () => {
    const response = await post(author, {
      text: 'Kirche',
      box: [0.1, 0.1, 0.5, 0.5, 15],
      photograph: photograph.id,
    });
    expect(response.status).toBe(201);
    expect(response.body.box).toEqual({ x: 0.1, y: 0.1, width: 0.5, height: 0.5, degrees: 15 });
  });

  it('comments on the back of a photograph that has one, and only then', async () => {
    const back = await post(author, {
      text: 'Stempel des Ateliers',
      box,
      photograph: photograph.iri,
      isBackside: true,
    });
    expect(back.status).toBe(201);
    expect(back.body.isBackside).toBe(true);
    const frontOnly = await buildPhotograph(api.app);
    const refused = await post(author, { text: 'Rückseite', photograph: frontOnly.iri, isBackside: true });
    expect(violationsOf(refused)).toEqual([
      { propertyPath: 'isBackside', message: 'Only a photograph with a back side has comments on its back' },
    ]);
  });

  it('comments on a RetroSnap and on an album', async () => {
    const retrosnap = await buildRetrosnap(api.app);
    const onSnap = await post(author, { text: 'Heute steht hier ein Café', retrosnap: retrosnap.iri, box });
    expect(onSnap.status).toBe(201);
    expect(onSnap.body.retrosnap).toBe(retrosnap.iri);
    const album = await buildAlbum(api.app);
    const onAlbum = await post(author, { text: 'Schönes Album', imageGallery: album.iri });
    expect(onAlbum.status).toBe(201);
    expect((await api.list<Comment>(`/comments?imageGallery=${album.id}`)).members.map((c) => c.id)).toEqual([
      onAlbum.body.id,
    ]);
  });

  it('presets a known face', async () => {
    const withFaces = await buildPhotograph(api.app, {
      faces: [{ id: 'face-1', bounding_box: [10, 10, 50, 50] }],
    });
    const response = await post(author, {
      text: 'Tante Erna',
      photograph: withFaces.iri,
      faceId: 'face-1',
      box,
    });
    expect(response.status).toBe(201);
    expect(response.body.faceId).toBe('face-1');
    expect(
      violationsOf(await post(author, { text: 'Wer?', photograph: withFaces.iri, faceId: 'face-9' })),
    ).toEqual([{ propertyPath: 'faceId', message: 'The photograph has no such face' }]);
  });

  it('keeps only allow-listed markup: no script, no event handler, no javascript: link', async () => {
    const response = await post(author, {
      text: '<p onclick="steal()">Hallo<img src=x onerror=alert(1)><script>alert(2)</script> <a href="javascript:alert(3)">klick</a> <a href="https://example.org/x" onmouseover="alert(4)">Quelle</a></p>',
      photograph: photograph.iri,
    });
    expect(response.status).toBe(201);
    const text = response.body.text as string;
    expect(text).not.toMatch(/<img|<script|onerror|onclick|onmouseover|javascript:|alert/i);
    expect(text).toBe(
      '<p>Hallo <a rel="nofollow noopener noreferrer ugc" target="_blank">klick</a> <a href="https://example.org/x" rel="nofollow noopener noreferrer ugc" target="_blank">Quelle</a></p>',
    );
    const stored = await api.db
      .select({ text: comments.text })
      .from(comments)
      .where(eq(comments.id, Number(response.body.id)));
    expect(stored[0]?.text).toBe(text);
  });

  it('checks every attribute type of the category', async () => {
    const family = await buildAlbum(api.app, { headline: 'Familie Huber' });
    const good = await post(author, {
      text: 'Opa Josef',
      photograph: photograph.iri,
      category: person.iri,
      categoryAttributes: {
        name: 'Josef',
        age: 42,
        born: '1888-03-01',
        time: '14:30',
        alive: false,
        birthplace: { lat: 47.05, lon: 8.3, display_name: 'Luzern' },
        family: { '@id': family.iri, headline: family.headline },
      },
    });
    expect(good.status, JSON.stringify(good.body)).toBe(201);
    expect((good.body.categoryAttributes as Json).family).toEqual({
      '@id': family.iri,
      headline: 'Familie Huber',
    });

    const bad = await post(author, {
      text: 'Opa Josef',
      photograph: photograph.iri,
      category: person.iri,
      categoryAttributes: {
        name: 42,
        age: 'zweiundvierzig',
        born: '1699-12-31',
        time: '25:00',
        alive: 'ja',
        birthplace: { lat: 47.05, display_name: 'Luzern' },
        family: { '@id': '/image_galleries/999999', headline: 'Gibt es nicht' },
        shoeSize: 44,
      },
    });
    const paths = violationsOf(bad).map((v) => v.propertyPath);
    expect(paths).toEqual(
      expect.arrayContaining([
        'categoryAttributes.name',
        'categoryAttributes.age',
        'categoryAttributes.born',
        'categoryAttributes.time',
        'categoryAttributes.alive',
        'categoryAttributes.birthplace.lon',
        'categoryAttributes.shoeSize',
      ]),
    );
    expect(violationsOf(bad).find((v) => v.propertyPath === 'categoryAttributes.born')?.message).toBe(
      'The date must be 1700-01-01 or later',
    );
  });

  it('refuses an album link to an album that does not exist', async () => {
    const response = await post(author, {
      text: 'Opa',
      photograph: photograph.iri,
      category: person.iri,
      categoryAttributes: { family: { '@id': '/image_galleries/999999', headline: 'Nichts' } },
    });
    expect(violationsOf(response)).toEqual([
      { propertyPath: 'categoryAttributes.family', message: 'There is no such album' },
    ]);
  });

  it('refuses an unknown category, a category not for comments and attributes without a category', async () => {
    const albumsOnly = await buildCategory(api.app, { name: 'Nur Alben', isForComments: false });
    expect(
      violationsOf(
        await post(author, { text: 'a', photograph: photograph.iri, category: '/categories/999999' }),
      ),
    ).toEqual([{ propertyPath: 'category', message: 'There is no such category' }]);
    expect(
      violationsOf(await post(author, { text: 'a', photograph: photograph.iri, category: albumsOnly.iri })),
    ).toEqual([{ propertyPath: 'category', message: 'This category is not for comments' }]);
    expect(
      violationsOf(
        await post(author, { text: 'a', photograph: photograph.iri, categoryAttributes: { name: 'Josef' } }),
      ),
    ).toEqual([{ propertyPath: 'categoryAttributes', message: 'Attributes need a category' }]);
  });

  describe('bad input is refused field by field and nothing is stored', () => {
    const longText = `<p>${'Ein sehr langer Kommentar. '.repeat(4000)}</p>`;
    it.each([
      ['a blank text', { text: '   ' }, 'text', 'Text is required'],
      ['an empty paragraph', { text: '<p><br></p>' }, 'text', 'Text is required'],
      ['a text that is only a script', { text: '<script>alert(1)</script>' }, 'text', 'Text is required'],
      ['no text', { text: undefined }, 'text', 'Text is required'],
      ['a 100 KB text', { text: longText }, 'text', 'Text must be at most 20000 characters'],
      [
        'a box outside the picture',
        { box: { x: 0.8, y: 0.1, width: 0.5, height: 0.2, degrees: 0 } },
        'box',
        'The marked area must lie inside the picture (x, y, width and height are fractions from 0 to 1)',
      ],
      [
        'a box in pixels',
        { box: [120, 80, 300, 200, 0] },
        'box',
        expect.stringContaining('inside the picture'),
      ],
      [
        'a box without size',
        { box: { x: 0.1, y: 0.1, width: 0, height: 0.2, degrees: 0 } },
        'box',
        'The marked area must have a width and a height above 0',
      ],
      ['a box of the wrong shape', { box: [0.1, 0.2] }, 'box', expect.stringContaining('box must be null')],
      [
        'an unknown photograph',
        { photograph: '/photographs/999999' },
        'photograph',
        'There is no such picture to comment on',
      ],
      [
        'a malformed photograph',
        { photograph: '/retrosnaps/1' },
        'photograph',
        'photograph takes an IRI like /photographs/12',
      ],
      ['isPrivate of the wrong type', { isPrivate: 'yes' }, 'isPrivate', 'isPrivate must be true or false'],
    ])('%s', async (_label, change, field, message) => {
      expect(Buffer.byteLength(longText)).toBeGreaterThan(100 * 1024);
      const before = await commentCount();
      const response = await post(author, { text: 'Gut', box, photograph: photograph.iri, ...change });
      expect(violationsOf(response)).toContainEqual({ propertyPath: field, message });
      expect(await commentCount()).toBe(before);
    });

    it('two subjects, or none', async () => {
      const retrosnap = await buildRetrosnap(api.app);
      expect(
        violationsOf(
          await post(author, { text: 'a', photograph: photograph.iri, retrosnap: retrosnap.iri }),
        ).map((v) => v.propertyPath),
      ).toEqual(['photograph', 'retrosnap']);
      expect(violationsOf(await post(author, { text: 'a' })).map((v) => v.propertyPath)).toEqual([
        'photograph',
      ]);
    });

    it('a hidden photograph and a private album of someone else count as not there', async () => {
      const hidden = await buildPhotograph(api.app, { isHidden: true });
      expect(violationsOf(await post(author, { text: 'a', photograph: hidden.iri }))).toEqual([
        { propertyPath: 'photograph', message: 'There is no such picture to comment on' },
      ]);
      const secret = await buildAlbum(api.app, { isPrivate: true });
      expect(violationsOf(await post(author, { text: 'a', imageGallery: secret.iri }))).toEqual([
        { propertyPath: 'imageGallery', message: 'There is no such picture to comment on' },
      ]);
    });
  });
});

describe('PUT {comment @id}', () => {
  it('lets the author change the whole comment, sent back as the API answered it', async () => {
    const comment = await commentBy(author);
    const changed = {
      ...comment,
      text: '<p>Doch, das ist <i>Onkel</i> Franz</p>',
      box: [0.3, 0.3, 0.2, 0.2, 45],
      category: person.iri,
      categoryAttributes: { name: 'Franz' },
    };
    const response = await call('PUT', comment['@id'], author, changed);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({
      id: comment.id,
      text: '<p>Doch, das ist <i>Onkel</i> Franz</p>',
      box: { x: 0.3, y: 0.3, width: 0.2, height: 0.2, degrees: 45 },
      category: person.iri,
      categoryAttributes: { name: 'Franz' },
      photograph: comment.photograph,
    });
    expect((await api.get(comment['@id'])).body.text).toBe('<p>Doch, das ist <i>Onkel</i> Franz</p>');
  });

  it('refuses bad content with violations and keeps the comment as it was', async () => {
    const comment = await commentBy(author);
    const response = await call('PUT', comment['@id'], author, {
      ...comment,
      text: ' ',
      box: [0.5, 0.5, 0.6, 0.1, 0],
    });
    expect(
      violationsOf(response)
        .map((v) => v.propertyPath)
        .sort(),
    ).toEqual(['box', 'text']);
    expect((await api.get(comment['@id'])).body.text).toBe('<p>Mein Opa</p>');
  });

  it("files a boxed comment into the author's albums and takes it out again, leaving others' albums alone", async () => {
    const comment = await commentBy(author);
    const own = await buildAlbum(api.app, { ownerId: author.personId });
    const ownPrivate = await buildAlbum(api.app, { ownerId: author.personId, isPrivate: true });
    const added = await call('PUT', comment['@id'], author, {
      ...comment,
      galleries: [own.iri, ownPrivate.id],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.galleries).toEqual([own.iri, ownPrivate.iri]);
    // Others see the public album only.
    expect((await api.get(comment['@id'])).body.galleries).toEqual([own.iri]);
    expect((await api.list<Comment>(`/comments?galleries=${own.id}`)).members.map((c) => c.id)).toEqual([
      comment.id,
    ]);

    // An album of someone else that shows it (from before these rules) stays; only the author's own entries follow the list.
    const curated = await buildAlbum(api.app, { photographCommentIds: [comment.id] });
    const removed = await call('PUT', comment['@id'], author, { ...comment, galleries: [ownPrivate.iri] });
    expect(removed.status).toBe(200);
    expect((removed.body.galleries as string[]).sort()).toEqual([curated.iri, ownPrivate.iri].sort());
    expect((await api.list<Comment>(`/comments?galleries=${own.id}`)).total).toBe(0);
  });

  it('refuses an album that does not exist', async () => {
    const comment = await commentBy(author);
    expect(
      violationsOf(
        await call('PUT', comment['@id'], author, { ...comment, galleries: ['/image_galleries/999999'] }),
      ),
    ).toEqual([{ propertyPath: 'galleries.0', message: 'There is no such album' }]);
  });

  it('answers 404 for a comment that does not exist and 401 to a visitor', async () => {
    expect((await call('PUT', '/comments/999999', author, { text: 'x' })).status).toBe(404);
    expect((await call('PUT', '/comments/999999', null, { text: 'x' })).status).toBe(401);
  });
});

describe('DELETE {comment @id}', () => {
  it('removes the comment with its votes and album entries; the lists no longer show it', async () => {
    const comment = await commentBy(author);
    const album = await buildAlbum(api.app, { ownerId: author.personId });
    await call('PUT', comment['@id'], author, { ...comment, galleries: [album.iri] });
    await call('PUT', `${comment['@id']}/vote/up`, stranger, {});
    const response = await call('DELETE', comment['@id'], author, comment);
    expect(response.status).toBe(204);
    expect((await api.get(comment['@id'])).status).toBe(404);
    expect(
      (await api.list<Comment>(`/comments?photograph=${comment.photograph?.toString().split('/').pop()}`))
        .total,
    ).toBe(0);
    expect((await api.list<Comment>(`/comments?galleries=${album.id}`)).total).toBe(0);
    expect(await api.db.select().from(commentVotes).where(eq(commentVotes.commentId, comment.id))).toEqual(
      [],
    );
    expect((await call('DELETE', comment['@id'], author)).status).toBe(404);
  });
});

describe('PUT {comment @id}/vote/up and /vote/down', () => {
  it('keeps one vote per person, changeable, and shows each person their own', async () => {
    const comment = await commentBy(author);
    const voteUp = (as: SignedIn) => call('PUT', `${comment['@id']}/vote/up`, as, {});
    const voteDown = (as: SignedIn) => call('PUT', `${comment['@id']}/vote/down`, as, {});
    expect((await voteUp(stranger)).body).toMatchObject({ upvoteCount: 1, myVote: 1 });
    expect((await voteUp(stranger)).body).toMatchObject({ upvoteCount: 1, myVote: 1 });
    expect((await voteUp(author)).body).toMatchObject({ upvoteCount: 2, myVote: 1 });
    expect((await voteDown(stranger)).body).toMatchObject({ upvoteCount: 0, myVote: -1 });
    const listed = async (as: SignedIn | null) =>
      (
        await api.app.inject({ method: 'GET', url: comment['@id'], headers: as ? as.headers : {} })
      ).json() as Comment;
    expect(await listed(stranger)).toMatchObject({ upvoteCount: 0, myVote: -1 });
    expect(await listed(author)).toMatchObject({ upvoteCount: 0, myVote: 1 });
    expect(await listed(null)).toMatchObject({ upvoteCount: 0, myVote: null });
  });

  it('counts 20 votes sent at the same moment, none lost', async () => {
    const comment = await commentBy(author);
    const voters = await Promise.all(Array.from({ length: 20 }, () => signedIn(api.app)));
    const answers = await Promise.all(
      voters.map((voter) => call('PUT', `${comment['@id']}/vote/up`, voter, {})),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect((await api.get(comment['@id'])).body.upvoteCount).toBe(20);
    // And the same people changing their minds at once, some twice.
    const changes = await Promise.all([
      ...voters.slice(0, 5).map((voter) => call('PUT', `${comment['@id']}/vote/down`, voter, {})),
      ...voters.slice(0, 5).map((voter) => call('PUT', `${comment['@id']}/vote/down`, voter, {})),
    ]);
    expect(changes.every((a) => a.status === 200)).toBe(true);
    expect((await api.get(comment['@id'])).body.upvoteCount).toBe(15 - 5);
  });

  it('answers 404 for a missing comment, 400 for another direction and 401 to a visitor', async () => {
    expect((await call('PUT', '/comments/999999/vote/up', author, {})).status).toBe(404);
    expect((await call('PUT', '/comments/1/vote/sideways', author, {})).status).toBe(400);
    expect((await call('PUT', '/comments/1/vote/up', null, {})).status).toBe(401);
  });
});

describe('/comments/{id}/showThumbnail', () => {
  it('is the marked section of the picture, of the side the comment is on', async () => {
    const filePath = `factory/thumb-${Date.now()}.jpg`;
    // Left half red, right half blue: a box on the right half must come out blue.
    await api.app.media.storage.write(
      originalKey(photographOriginal(filePath)),
      await twoToneJpeg(800, 400),
      'image/jpeg',
    );
    const pictured = await buildPhotograph(api.app, { filePath, width: 800, height: 400 });
    const created = await post(author, {
      text: 'Blaues Haus',
      photograph: pictured.iri,
      box: { x: 0.6, y: 0.25, width: 0.3, height: 0.5, degrees: 0 },
    });
    const response = await api.app.inject({
      method: 'GET',
      url: `/comments/${created.body.id}/showThumbnail/list.jpeg`,
    });
    expect(response.statusCode).toBe(200);
    const image = sharp(response.rawPayload);
    const meta = await image.metadata();
    expect(meta.width).toBe(240);
    expect(meta.height).toBe(200);
    const { dominant } = await image.stats();
    expect(dominant.b).toBeGreaterThan(200);
    expect(dominant.r).toBeLessThan(60);

    // Its author moves the box to the red half: the same address now shows red, and is not kept for a year.
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const comment = (await api.get(`/comments/${created.body.id}`)).body as Comment;
    const moved = { x: 0.1, y: 0.25, width: 0.3, height: 0.5, degrees: 0 };
    expect((await call('PUT', comment['@id'], author, { ...comment, box: moved })).status).toBe(200);
    const again = await api.app.inject({
      method: 'GET',
      url: `/comments/${created.body.id}/showThumbnail/list.jpeg`,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(200);
    expect((await sharp(again.rawPayload).stats()).dominant.r).toBeGreaterThan(200);
  });

  it('cuts a turned area out upright, in the size of the area itself', async () => {
    const filePath = `factory/turned-${Date.now()}.jpg`;
    await api.app.media.storage.write(
      originalKey(photographOriginal(filePath)),
      await twoToneJpeg(800, 400),
      'image/jpeg',
    );
    const pictured = await buildPhotograph(api.app, { filePath, width: 800, height: 400 });
    // Across the red-blue border: 320 × 100 px, red on its left, blue on its right …
    const box = { x: 0.3, y: 0.375, width: 0.4, height: 0.25, degrees: 0 };
    const thumbnail = async (degrees: number) => {
      const created = await post(author, {
        text: 'Grenze',
        photograph: pictured.iri,
        box: { ...box, degrees },
      });
      const response = await api.app.inject({
        method: 'GET',
        url: `/comments/${created.body.id}/showThumbnail/list.jpeg`,
      });
      expect(response.statusCode).toBe(200);
      const image = sharp(response.rawPayload);
      const { width = 0, height = 0 } = await image.metadata();
      const pixel = async (fx: number) => {
        const { data } = await sharp(response.rawPayload)
          .extract({ left: Math.round(fx * width), top: Math.round(height / 2), width: 1, height: 1 })
          .raw()
          .toBuffer({ resolveWithObject: true });
        return { r: data[0] ?? 0, b: data[2] ?? 0 };
      };
      return { ratio: width / height, left: await pixel(0.15), right: await pixel(0.85) };
    };
    const upright = await thumbnail(0);
    expect(upright.ratio).toBeCloseTo(3.2, 1);
    expect(upright.left.r).toBeGreaterThan(200);
    expect(upright.right.b).toBeGreaterThan(200);
    // … and turned half round, its own left side lies on the blue half: the upright cut shows it there.
    const turned = await thumbnail(180);
    expect(turned.ratio).toBeCloseTo(3.2, 1);
    expect(turned.left.b).toBeGreaterThan(200);
    expect(turned.right.r).toBeGreaterThan(200);
  });
});

describe('Hydra and OpenAPI documentation', () => {
  it('names the comment writes in /docs.jsonld', async () => {
    const docs = (await api.get('/docs.jsonld')).body as {
      'hydra:supportedClass': Array<{
        '@id': string;
        'hydra:supportedOperation': Array<{ 'hydra:method': string; 'hydra:title': string }>;
      }>;
    };
    const comment = docs['hydra:supportedClass'].find((c) => c['@id'] === '#Comment');
    const operations =
      comment?.['hydra:supportedOperation'].map((o) => `${o['hydra:method']} ${o['hydra:title']}`) ?? [];
    expect(operations).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^GET /),
        expect.stringMatching(/^POST /),
        expect.stringMatching(/^PUT Replaces/),
        expect.stringMatching(/^DELETE /),
        expect.stringContaining('PUT /comments/{id}/vote/up'),
        expect.stringContaining('PUT /comments/{id}/vote/down'),
      ]),
    );
  });

  it('documents the request bodies in /docs.json', async () => {
    const openapi = (await api.get('/docs.json')).body as { paths: Record<string, Record<string, Json>> };
    expect(Object.keys(openapi.paths['/comments/{id}'] ?? {})).toEqual(
      expect.arrayContaining(['get', 'put', 'delete']),
    );
    expect(openapi.paths['/comments/{id}/vote/{direction}']?.put).toBeDefined();
    expect(JSON.stringify(openapi.paths['/comments']?.post)).toContain('categoryAttributes');
  });
});
