import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { comments } from '../../db/schema/comments.js';
import { photographs } from '../../db/schema/photographs.js';
import { useTestApp } from '../../test/api-test-app.js';
import { buildMention, buildPhotograph, type SignedIn, signedIn } from '../../test/factories.js';
import {
  buildPersonCategory,
  cropDataUrl,
  type MentionAnswer,
  personBox,
  postSaveMention,
  violationsOf,
} from '../../test/mention-fixtures.js';
import { policyTable } from '../../test/policy.js';

type Json = Record<string, unknown>;
const api = useTestApp({ seed: false });

let author: SignedIn;
let stranger: SignedIn;
let editor: SignedIn;
let photograph: Awaited<ReturnType<typeof buildPhotograph>>;

beforeAll(async () => {
  author = await signedIn(api.app);
  stranger = await signedIn(api.app);
  editor = await signedIn(api.app, 'editor');
  await buildPersonCategory(api.app);
  photograph = await buildPhotograph(api.app);
});

/** A person named on a photograph through the API, with a real crop and comment. */
async function named(name: string, on = photograph, extra: Json = {}): Promise<MentionAnswer> {
  const response = await postSaveMention(api.app, author, {
    newMention: name,
    cropperImage: await cropDataUrl(),
    newAlbumDescription: `About ${name}.`,
    photograph: on.iri,
    box: personBox,
    ...extra,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as MentionAnswer;
}

async function update(as: SignedIn | null, payload: Json) {
  const response = await api.app.inject({
    method: 'POST',
    url: '/updateMention',
    payload,
    headers: as ? as.headers : {},
  });
  return { status: response.statusCode, body: response.json() as Json };
}

const names = async (url: string) =>
  (await api.list<MentionAnswer>(url)).members.map((member) => member.name);

describe('GET /mentions?name=: finding people as one types', () => {
  beforeAll(async () => {
    for (const name of ['Zanna Roth', 'Johanna Frei', 'anna Keller', 'Hanna_Meier', 'Anton Berg']) {
      await buildMention(api.app, { name });
    }
  });

  it('finds names that start with the text first, then those containing it, in any case', async () => {
    expect(await names('/mentions?name=anna')).toEqual([
      'anna Keller',
      'Hanna_Meier',
      'Johanna Frei',
      'Zanna Roth',
    ]);
    expect(await names('/mentions?name=ANNA%20K')).toEqual(['anna Keller']);
    expect(await names('/mentions?name=an')).toEqual([
      'anna Keller',
      'Anton Berg',
      'Hanna_Meier',
      'Johanna Frei',
      'Zanna Roth',
    ]);
  });

  it('reads % and _ as letters', async () => {
    expect(await names('/mentions?name=a_m')).toEqual(['Hanna_Meier']);
    expect(await names('/mentions?name=%25')).toEqual([]);
  });

  it('answers 20 people a page', async () => {
    for (let index = 0; index < 22; index += 1) await buildMention(api.app, { name: `Müller ${index}` });
    const { members, total, body } = await api.list<MentionAnswer>('/mentions?name=m%C3%BCller');
    expect(members).toHaveLength(20);
    expect(total).toBe(22);
    expect(body['hydra:view']['hydra:next']).toContain('page=2');
  });

  api.answersBadRequestFor([
    ['an unknown parameter', '/mentions?email=x'],
    ['too long a name', `/mentions?name=${'x'.repeat(201)}`],
    ['a malformed photograph', '/mentions?photograph=abc'],
  ]);
});

describe('GET /mentions/{id}: the person details', () => {
  it('shows crops, description, parents and children, photographs and album', async () => {
    const mother = await named('Maria Gruber');
    const other = await buildPhotograph(api.app);
    const child = await named('Paul Gruber', other, { mother: mother['@id'] });
    const { status, body } = await api.get(mother['@id']);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      '@context': '/contexts/Mention',
      '@type': 'Mention',
      name: 'Maria Gruber',
      description: 'About Maria Gruber.',
      imagePaths: mother.imagePaths,
      children: [child['@id']],
      photographs: [photograph.iri],
      album: mother.album,
    });
    expect((await api.get(child['@id'])).body).toMatchObject({
      mother: mother['@id'],
      photographs: [other.iri],
    });
    // The album screen finds whose album it is, for its family line.
    expect(await names(`/mentions?album=${mother.album}`)).toEqual(['Maria Gruber']);
    expect(await names(`/mentions?album=${child.album}`)).toEqual(['Paul Gruber']);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await api.get('/mentions/999999')).status).toBe(404);
    expect((await api.get('/mentions/anna')).status).toBe(400);
  });
});

describe('POST /updateMention', () => {
  it("changes name and description, and the album and the comments' labels follow", async () => {
    const person = await named('Ana Huber');
    const { status, body } = await update(author, {
      id: person['@id'],
      name: 'Anna Huber',
      description: 'Geboren 1881.',
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ name: 'Anna Huber', description: 'Geboren 1881.' });
    const album = (await api.get(person.album as string)).body;
    expect(album).toMatchObject({ headline: 'Anna Huber', description: 'Geboren 1881.' });
    const comment = (await api.get(person.appearances[0]?.comment as string)).body;
    expect(comment).toMatchObject({
      text: 'Anna Huber',
      categoryAttributes: { name: 'Anna Huber', album: { '@id': person.album, headline: 'Anna Huber' } },
    });
  });

  it('leaves an album headline its owner changed, and a comment its author reworded', async () => {
    const person = await named('Fritz Huber');
    await api.app.inject({
      method: 'PUT',
      url: person.album as string,
      headers: author.headers,
      payload: { headline: 'Onkel Fritz', description: 'About Fritz Huber.', photographs: [photograph.iri] },
    });
    const commentId = Number(person.appearances[0]?.comment?.split('/').pop());
    await api.db.update(comments).set({ text: 'Fritz, rechts vorne' }).where(eq(comments.id, commentId));
    expect((await update(author, { id: person.id, name: 'Friedrich Huber' })).status).toBe(200);
    expect((await api.get(person.album as string)).body.headline).toBe('Onkel Fritz');
    expect((await api.get(`/comments/${commentId}`)).body.text).toBe('Fritz, rechts vorne');
  });

  it('sets and takes away parents, and picks the crop that stands for the person', async () => {
    const mother = await buildMention(api.app);
    const father = await buildMention(api.app);
    const person = await named('Eva Huber');
    const second = await postSaveMention(api.app, stranger, {
      newMention: person['@id'],
      cropperImage: await cropDataUrl('jpeg'),
      photograph: photograph.iri,
      box: personBox,
    });
    const crops = (second.body as MentionAnswer).imagePaths;
    const changed = await update(author, {
      id: person['@id'],
      mother: mother.iri,
      father: father.id,
      image: crops[1],
    });
    expect(changed.body).toMatchObject({ mother: mother.iri, father: father.iri, imagePath: crops[1] });
    expect((await api.get(father.iri)).body.children).toEqual([person['@id']]);
    const cleared = await update(author, { id: person['@id'], father: null });
    expect(cleared.body).toMatchObject({ mother: mother.iri, father: null });
    expect((await api.get(father.iri)).body.children).toEqual([]);
  });

  it('lets editors change anyone', async () => {
    const person = await buildMention(api.app, { createdById: author.personId });
    expect((await update(editor, { id: person.iri, description: 'Von der Redaktion ergänzt.' })).status).toBe(
      200,
    );
  });

  describe('refusals', () => {
    it('refuses a person as their own mother or father', async () => {
      const person = await buildMention(api.app, { createdById: author.personId });
      expect(
        violationsOf(await update(author, { id: person.iri, mother: person.iri, father: person.id })),
      ).toEqual([
        { propertyPath: 'mother', message: 'A person cannot be their own parent' },
        { propertyPath: 'father', message: 'A person cannot be their own parent' },
        { propertyPath: 'father', message: 'Mother and father must be two different people' },
      ]);
    });

    it('refuses a loop of parents: A mother of B, then B mother of A', async () => {
      const a = await buildMention(api.app, { createdById: author.personId });
      const b = await buildMention(api.app, { createdById: author.personId, motherId: a.id });
      expect(violationsOf(await update(author, { id: a.iri, mother: b.iri }))).toEqual([
        { propertyPath: 'mother', message: 'A person cannot be their own ancestor' },
      ]);
      // Further up too: C's father is B, whose mother is A.
      const c = await buildMention(api.app, { createdById: author.personId, fatherId: b.id });
      expect(violationsOf(await update(author, { id: a.iri, father: c.iri }))).toEqual([
        { propertyPath: 'father', message: 'A person cannot be their own ancestor' },
      ]);
      expect((await api.get(a.iri)).body).toMatchObject({ mother: null, father: null });
    });

    it('refuses mother and father as one person, also against the parent kept', async () => {
      const parent = await buildMention(api.app);
      const person = await buildMention(api.app, { createdById: author.personId, motherId: parent.id });
      expect(violationsOf(await update(author, { id: person.iri, father: parent.iri }))).toEqual([
        { propertyPath: 'father', message: 'Mother and father must be two different people' },
      ]);
    });

    it('refuses unknown parents, a crop of someone else, a blank name and a missing description', async () => {
      const person = await named('Otto Huber');
      const other = await named('Olga Huber');
      expect(
        violationsOf(
          await update(author, {
            id: person['@id'],
            name: ' ',
            description: '',
            mother: '/mentions/999999',
            image: other.imagePath,
          }),
        ),
      ).toEqual([
        { propertyPath: 'name', message: 'Name is required' },
        { propertyPath: 'description', message: 'Description is required' },
      ]);
      expect(
        violationsOf(
          await update(author, { id: person['@id'], mother: '/mentions/999999', image: other.imagePath }),
        ),
      ).toEqual([
        { propertyPath: 'mother', message: 'There is no such person' },
        { propertyPath: 'image', message: "image must be one of the person's crops (imagePaths)" },
      ]);
      expect((await api.get(person['@id'])).body).toMatchObject({ name: 'Otto Huber', mother: null });
    });

    it('answers 404 for a person that does not exist', async () => {
      expect((await update(author, { id: '/mentions/999999', description: 'x' })).status).toBe(404);
    });
  });
});

describe('DELETE /mentions/{id}', () => {
  it('removes the person and their crops; comments and album stay; children lose the parent', async () => {
    const person = await named('Berta Huber');
    const child = await buildMention(api.app, { motherId: person.id });
    const crop = person.imagePath as string;
    expect(await api.app.media.storage.stat(`mentions/${crop}`)).not.toBeNull();
    expect((await api.app.inject({ url: `/media/mentions/${crop}/icon.webp` })).statusCode).toBe(200);

    const response = await api.app.inject({ method: 'DELETE', url: person['@id'], headers: author.headers });
    expect(response.statusCode).toBe(204);

    expect((await api.get(person['@id'])).status).toBe(404);
    expect(await api.app.media.storage.stat(`mentions/${crop}`)).toBeNull();
    expect(await api.app.media.storage.stat(`derivatives/mentions/${crop}/icon.webp`)).toBeNull();
    expect((await api.app.inject({ url: `/media/mentions/${crop}` })).statusCode).toBe(404);
    expect((await api.get(person.appearances[0]?.comment as string)).status).toBe(200);
    const album = (await api.get(person.album as string)).body;
    expect(album).toMatchObject({
      headline: 'Berta Huber',
      photographs: [photograph.iri],
      mentionImagePaths: [],
    });
    expect((await api.get(child.iri)).body.mother).toBeNull();
  });

  it('answers 404 for a person that does not exist', async () => {
    const response = await api.app.inject({
      method: 'DELETE',
      url: '/mentions/999999',
      headers: author.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('privacy: crops of hidden or private pictures', () => {
  it('hides the crops of a photograph that was withdrawn, everywhere', async () => {
    const withdrawn = await buildPhotograph(api.app);
    const person = await named('Clara Huber', withdrawn);
    const crop = person.imagePath as string;
    expect((await api.app.inject({ url: `/media/mentions/${crop}` })).statusCode).toBe(200);

    await api.db.update(photographs).set({ isHidden: true }).where(eq(photographs.id, withdrawn.id));

    for (const url of [`/media/mentions/${crop}`, `/media/mentions/${crop}/list.jpeg`]) {
      expect((await api.app.inject({ url })).statusCode, url).toBe(404);
      expect((await api.app.inject({ url, headers: author.headers })).statusCode, url).toBe(404);
    }
    expect((await api.get(person['@id'])).body).toMatchObject({
      imagePath: null,
      imagePaths: [],
      photographs: [],
      appearances: [],
    });
    expect((await api.get(person.album as string)).body.mentionImagePaths).toEqual([]);
    expect(await names(`/mentions?photograph=${withdrawn.id}`)).toEqual([]);
  });

  it('hides a crop whose Person comment its author made private', async () => {
    const person = await named('Dora Huber');
    const commentIri = person.appearances[0]?.comment as string;
    const comment = (await api.get(commentIri)).body;
    const made = await api.app.inject({
      method: 'PUT',
      url: commentIri,
      headers: author.headers,
      payload: { ...comment, isPrivate: true },
    });
    expect(made.statusCode, made.body).toBe(200);
    expect((await api.app.inject({ url: `/media/mentions/${person.imagePath}` })).statusCode).toBe(404);
    expect((await api.get(person['@id'])).body.imagePaths).toEqual([]);
  });

  it('serves crops to browsers that must ask again (they may become private)', async () => {
    const person = await named('Erna Huber');
    const response = await api.app.inject({ url: `/media/mentions/${person.imagePath}` });
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const again = await api.app.inject({
      url: `/media/mentions/${person.imagePath}`,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('spec §6: who may change and remove people', () => {
  const curators = ['owner', 'editor', 'admin'] as const;
  policyTable(
    () => api.app,
    [
      {
        route: 'POST /updateMention',
        allowed: curators,
        request: async (owner, app) => ({
          method: 'POST',
          url: '/updateMention',
          payload: {
            id: (await buildMention(app, { createdById: owner.personId })).iri,
            description: 'Neu.',
          },
        }),
      },
      {
        route: 'DELETE /mentions/{id}',
        allowed: curators,
        request: async (owner, app) => ({
          method: 'DELETE',
          url: (await buildMention(app, { createdById: owner.personId })).iri,
        }),
      },
    ],
  );
});
