import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { comments } from '../../db/schema/comments.js';
import { galleryPhotographs, imageGalleries } from '../../db/schema/galleries.js';
import { mediaUploads } from '../../db/schema/media.js';
import { mentionImages, mentions } from '../../db/schema/mentions.js';
import { useTestApp } from '../../test/api-test-app.js';
import {
  buildCategory,
  buildMention,
  buildPhotograph,
  type SignedIn,
  signedIn,
} from '../../test/factories.js';
import { multipart, solidGif } from '../../test/media-fixtures.js';
import {
  buildPersonCategory,
  cropDataUrl,
  type MentionAnswer,
  personBox,
  postSaveMention,
  saveMentionForm,
  type Violation,
  violationsOf,
} from '../../test/mention-fixtures.js';
import { policyTable } from '../../test/policy.js';

type Json = Record<string, unknown>;
const api = useTestApp({ seed: false });

let author: SignedIn;
let other: SignedIn;
let photograph: Awaited<ReturnType<typeof buildPhotograph>>;
let personCategory: Awaited<ReturnType<typeof buildCategory>>;
let crop: string;

beforeAll(async () => {
  author = await signedIn(api.app);
  other = await signedIn(api.app);
  personCategory = await buildPersonCategory(api.app);
  photograph = await buildPhotograph(api.app, {
    backFilePath: 'factory/back.jpg',
    backWidth: 1200,
    backHeight: 800,
    faces: [{ id: 'f1', bounding_box: [100, 100, 200, 200] }],
  });
  crop = await cropDataUrl();
});

/** A new person on the shared photograph, with whatever a test changes. */
const newPerson = (changes: Json = {}) => ({
  newMention: 'Anna Huber',
  cropperImage: crop,
  newAlbumDescription: 'Meine Urgrossmutter, geboren 1881 in Luzern.',
  photograph: photograph.iri,
  box: personBox,
  ...changes,
});

const save = (as: SignedIn | null, fields: Json) => postSaveMention(api.app, as, fields);

async function saved(as: SignedIn, fields: Json): Promise<MentionAnswer> {
  const response = await save(as, fields);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as MentionAnswer;
}

const rowCount = async (
  table: typeof mentions | typeof mentionImages | typeof comments | typeof imageGalleries,
) => (await api.db.select({ value: count() }).from(table))[0]?.value ?? 0;

/** The crop files in the media folder `mentions/`. */
async function cropFiles() {
  try {
    return await readdir(path.join(api.config.mediaDir, 'mentions'));
  } catch {
    return [];
  }
}

/** What a refused save must leave: the same rows and files as before. */
async function snapshot() {
  return {
    mentions: await rowCount(mentions),
    images: await rowCount(mentionImages),
    comments: await rowCount(comments),
    albums: await rowCount(imageGalleries),
    uploads: (await api.db.select({ value: count() }).from(mediaUploads))[0]?.value ?? 0,
    files: (await cropFiles()).sort(),
  };
}

describe('POST /saveMention: a new person', () => {
  let anna: MentionAnswer;

  beforeAll(async () => {
    anna = await saved(author, newPerson({ isBackside: 'false', faceId: 'f1' }));
  });

  it('answers 201 with the person as JSON-LD', () => {
    expect(anna).toMatchObject({
      '@context': '/contexts/Mention',
      '@id': `/mentions/${anna.id}`,
      '@type': 'Mention',
      name: 'Anna Huber',
      description: 'Meine Urgrossmutter, geboren 1881 in Luzern.',
      mother: null,
      father: null,
      children: [],
      category: personCategory.iri,
      photographs: [photograph.iri],
      createdBy: author.personIri,
    });
    expect(anna.imagePaths).toHaveLength(1);
    expect(anna.imagePath).toBe(anna.imagePaths[0]);
    expect(anna.imagePath).toMatch(/^[0-9a-f-]{36}\.png$/);
  });

  it('keeps the crop as a file served at /media/mentions/{path}, with webp and jpeg sizes', async () => {
    const key = `mentions/${anna.imagePath}`;
    expect(await api.app.media.storage.stat(key)).not.toBeNull();
    const original = await api.app.inject({ url: `/media/mentions/${anna.imagePath}` });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect((await sharp(original.rawPayload).metadata()).width).toBe(40);
    for (const [variant, type] of [
      ['icon.webp', 'image/webp'],
      ['list.jpeg', 'image/jpeg'],
      ['display', 'image/jpeg'],
    ]) {
      const sized = await api.app.inject({ url: `/media/mentions/${anna.imagePath}/${variant}` });
      expect(sized.statusCode, variant).toBe(200);
      expect(sized.headers['content-type']).toBe(type);
    }
    expect((await api.app.inject({ url: '/media/mentions/not-a-crop.png' })).statusCode).toBe(404);
    expect((await api.app.inject({ url: `/media/mentions/${anna.imagePath}/huge.webp` })).statusCode).toBe(
      404,
    );
  });

  it("creates the person's public album, owned by the namer, with the photograph and the crop at the top", async () => {
    expect(anna.album).toMatch(/^\/image_galleries\/\d+$/);
    const album = (await api.get(anna.album as string)).body;
    expect(album).toMatchObject({
      headline: 'Anna Huber',
      description: 'Meine Urgrossmutter, geboren 1881 in Luzern.',
      isPrivate: false,
      isUserAlbum: true,
      owner: author.personIri,
      photographs: [photograph.iri],
      mentionImagePaths: anna.imagePaths,
    });
  });

  it('marks the area with a Person comment on that side of the photograph', async () => {
    const [appearance] = anna.appearances;
    expect(appearance).toMatchObject({
      photograph: photograph.iri,
      isBackside: false,
      imagePath: anna.imagePath,
    });
    const comment = (await api.get(appearance?.comment as string)).body;
    expect(comment).toMatchObject({
      text: 'Anna Huber',
      box: personBox,
      isBackside: false,
      photograph: photograph.iri,
      category: personCategory.iri,
      faceId: 'f1',
      author: { '@id': author.personIri },
      categoryAttributes: { name: 'Anna Huber', album: { '@id': anna.album, headline: 'Anna Huber' } },
    });
    const listed = await api.list<{ '@id': string }>(`/comments?photograph=${photograph.id}`);
    expect(listed.members.map((member) => member['@id'])).toContain(appearance?.comment);
  });

  it('finds the person by the comment and by the photograph', async () => {
    const byComment = await api.list<MentionAnswer>(
      `/mentions?comment=${encodeURIComponent(anna.appearances[0]?.comment ?? '')}`,
    );
    expect(byComment.members.map((member) => member.id)).toEqual([anna.id]);
    const byPhotograph = await api.list<MentionAnswer>(`/mentions?photograph=${photograph.id}`);
    expect(byPhotograph.members.map((member) => member.id)).toContain(anna.id);
  });
});

describe('POST /saveMention: a known person again', () => {
  it('adds the crop and the comment, and files each photograph in the album once', async () => {
    const first = await saved(
      author,
      newPerson({ newMention: 'Josef Meier', newAlbumDescription: 'Der Bäcker.' }),
    );
    const again = await saved(other, {
      newMention: first['@id'],
      cropperImage: await cropDataUrl('jpeg'),
      photograph: photograph.id,
      box: { ...personBox, x: 0.6 },
    });
    expect(again.id).toBe(first.id);
    expect(again.imagePaths).toHaveLength(2);
    expect(again.imagePaths[0]).toBe(first.imagePath);
    expect(again.imagePaths[1]).toMatch(/\.jpeg$/);
    expect(again.imagePath).toBe(first.imagePath);
    expect(again.photographs).toEqual([photograph.iri]);
    expect(again.appearances.map((appearance) => appearance.comment)).toHaveLength(2);
    const albumId = Number(again.album?.split('/').pop());
    const inAlbum = await api.db
      .select({ id: galleryPhotographs.photographId })
      .from(galleryPhotographs)
      .where(eq(galleryPhotographs.galleryId, albumId));
    expect(inAlbum).toEqual([{ id: photograph.id }]);

    // A second photograph, on its back, by id: appended after the first.
    const second = await buildPhotograph(api.app, {
      backFilePath: 'factory/back-2.jpg',
      backWidth: 10,
      backHeight: 10,
    });
    const third = await saved(other, {
      newMention: String(first.id),
      cropperImage: crop,
      photograph: second.iri,
      box: personBox,
      isBackside: 'true',
    });
    expect(third.photographs).toEqual([photograph.iri, second.iri]);
    expect(third.appearances[2]).toMatchObject({ photograph: second.iri, isBackside: true });
    const album = (await api.get(third.album as string)).body;
    expect(album.photographs).toEqual([photograph.iri, second.iri]);
    expect(album.mentionImagePaths).toEqual(third.imagePaths);
    // The album stays its first namer's, whoever names the person later.
    expect(album.owner).toBe(author.personIri);
  });

  it('makes a new album when the old one was deleted by its owner', async () => {
    const person = await saved(
      author,
      newPerson({ newMention: 'Lina Keller', newAlbumDescription: 'Die Lehrerin.' }),
    );
    const deleted = await api.app.inject({
      method: 'DELETE',
      url: person.album as string,
      headers: author.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const again = await saved(other, {
      newMention: person['@id'],
      cropperImage: crop,
      photograph: photograph.id,
      box: personBox,
    });
    expect(again.album).not.toBeNull();
    expect(again.album).not.toBe(person.album);
    const album = (await api.get(again.album as string)).body;
    expect(album).toMatchObject({
      headline: 'Lina Keller',
      owner: author.personIri,
      photographs: [photograph.iri],
    });
  });
});

describe('POST /saveMention: family', () => {
  it("links a new person's mother and father, who list them as a child", async () => {
    const mother = await saved(
      author,
      newPerson({ newMention: 'Maria Huber', newAlbumDescription: 'Die Mutter.' }),
    );
    const father = await saved(
      author,
      newPerson({ newMention: 'Karl Huber', newAlbumDescription: 'Der Vater.' }),
    );
    const child = await saved(
      author,
      newPerson({ newMention: 'Rosa Huber', mother: mother['@id'], father: String(father.id) }),
    );
    expect(child).toMatchObject({ mother: mother['@id'], father: father['@id'] });
    expect((await api.get(mother['@id'])).body.children).toEqual([child['@id']]);
    expect((await api.get(father['@id'])).body.children).toEqual([child['@id']]);
  });
});

describe('POST /saveMention: refusals leave nothing behind', () => {
  const hiddenPhotograph = () => buildPhotograph(api.app, { isHidden: true });

  it.each<[string, () => Promise<Json>, Violation[]]>([
    [
      'a crop box outside the picture',
      async () => newPerson({ box: { x: 0.8, y: 0.1, width: 0.3, height: 0.2, degrees: 0 } }),
      [
        {
          propertyPath: 'box',
          message:
            'The marked area must lie inside the picture (x, y, width and height are fractions from 0 to 1)',
        },
      ],
    ],
    [
      'a negative fraction',
      async () => newPerson({ box: { x: -0.1, y: 0.1, width: 0.3, height: 0.2, degrees: 0 } }),
      [
        {
          propertyPath: 'box',
          message:
            'The marked area must lie inside the picture (x, y, width and height are fractions from 0 to 1)',
        },
      ],
    ],
    [
      'no box',
      async () => newPerson({ box: undefined }),
      [{ propertyPath: 'box', message: 'Mark where the person is on the picture' }],
    ],
    [
      'a GIF data URL',
      async () =>
        newPerson({ cropperImage: `data:image/gif;base64,${(await solidGif(10, 10)).toString('base64')}` }),
      [
        {
          propertyPath: 'cropperImage',
          message: 'The crop must be a PNG or JPEG image sent as a data URL (data:image/png;base64,…)',
        },
      ],
    ],
    [
      'a GIF claiming to be a PNG',
      async () =>
        newPerson({ cropperImage: `data:image/png;base64,${(await solidGif(10, 10)).toString('base64')}` }),
      [
        {
          propertyPath: 'cropperImage',
          message: 'The crop must be a PNG or JPEG image sent as a data URL (data:image/png;base64,…)',
        },
      ],
    ],
    [
      'text that is no image',
      async () =>
        newPerson({ cropperImage: `data:image/jpeg;base64,${Buffer.from('hello').toString('base64')}` }),
      [
        {
          propertyPath: 'cropperImage',
          message: 'The crop must be a PNG or JPEG image sent as a data URL (data:image/png;base64,…)',
        },
      ],
    ],
    [
      'a crop over 2 MB',
      async () =>
        newPerson({
          cropperImage: `data:image/png;base64,${Buffer.alloc(2 * 1024 * 1024 + 3).toString('base64')}`,
        }),
      [{ propertyPath: 'cropperImage', message: 'The crop must be at most 2 MB' }],
    ],
    [
      'a field over the form limit',
      async () => newPerson({ cropperImage: `data:image/png;base64,${'A'.repeat(3 * 1024 * 1024)}` }),
      [{ propertyPath: 'cropperImage', message: 'The crop must be at most 2 MB' }],
    ],
    [
      'a new person without description',
      async () => newPerson({ newAlbumDescription: '  ' }),
      [{ propertyPath: 'newAlbumDescription', message: 'Description is required' }],
    ],
    [
      'mother and father as one person',
      async () => {
        const parent = await buildMention(api.app);
        return newPerson({ mother: parent.iri, father: String(parent.id) });
      },
      [{ propertyPath: 'father', message: 'Mother and father must be two different people' }],
    ],
    [
      'an unknown mother',
      async () => newPerson({ mother: '/mentions/999999' }),
      [{ propertyPath: 'mother', message: 'There is no such person' }],
    ],
    [
      'a mother who is not a person reference',
      async () => newPerson({ mother: 'Eva' }),
      [{ propertyPath: 'mother', message: 'Choose a known person: an IRI like /mentions/12' }],
    ],
    [
      'parents for a known person',
      async () => {
        const known = await buildMention(api.app);
        const parent = await buildMention(api.app);
        return newPerson({ newMention: known.iri, mother: parent.iri, newAlbumDescription: undefined });
      },
      [
        {
          propertyPath: 'mother',
          message: "A known person's description and parents are changed with /updateMention",
        },
      ],
    ],
    [
      'an unknown known person',
      async () => newPerson({ newMention: '/mentions/999999', newAlbumDescription: undefined }),
      [{ propertyPath: 'newMention', message: 'There is no such person' }],
    ],
    [
      'a photograph that does not exist',
      async () => newPerson({ photograph: '/photographs/999999' }),
      [{ propertyPath: 'photograph', message: 'There is no such picture to comment on' }],
    ],
    [
      'a hidden photograph',
      async () => newPerson({ photograph: (await hiddenPhotograph()).iri }),
      [{ propertyPath: 'photograph', message: 'There is no such picture to comment on' }],
    ],
    [
      'the back of a photograph without one',
      async () => newPerson({ photograph: (await buildPhotograph(api.app)).iri, isBackside: 'true' }),
      [
        {
          propertyPath: 'isBackside',
          message: 'Only a photograph with a back side has comments on its back',
        },
      ],
    ],
    [
      'a face the photograph does not have',
      async () => newPerson({ faceId: 'nobody' }),
      [{ propertyPath: 'faceId', message: 'The photograph has no such face' }],
    ],
    [
      'a category not for comments',
      async () => newPerson({ category: (await buildCategory(api.app, { isForComments: false })).iri }),
      [{ propertyPath: 'category', message: 'This category is not for comments' }],
    ],
  ])('refuses %s with a 422 on its field, storing nothing', async (_label, fields, expected) => {
    const payload = await fields();
    const before = await snapshot();
    expect(violationsOf(await save(author, payload))).toEqual(expected);
    expect(await snapshot()).toEqual(before);
  });

  it('reports every problem of the form at once', async () => {
    const violations = violationsOf(
      await save(author, { newMention: 'Neu', cropperImage: 'data:text/plain;base64,aGk=', box: '{"x":2}' }),
    );
    expect(violations.map((violation) => violation.propertyPath).sort()).toEqual([
      'box',
      'cropperImage',
      'newAlbumDescription',
      'photograph',
    ]);
  });

  it('refuses a file part: the crop comes as a data URL', async () => {
    const form = multipart([{ field: 'cropperImage', name: 'crop.png', body: Buffer.from('png') }], {
      newMention: 'Anna',
      newAlbumDescription: 'x',
      photograph: String(photograph.id),
      box: JSON.stringify(personBox),
    });
    const before = await snapshot();
    const response = await api.app.inject({
      method: 'POST',
      url: '/saveMention',
      payload: form.payload,
      headers: { ...form.headers, ...author.headers },
    });
    expect(violationsOf({ status: response.statusCode, body: response.json() })).toContainEqual({
      propertyPath: 'cropperImage',
      message: 'The crop must be a PNG or JPEG image sent as a data URL (data:image/png;base64,…)',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 415 to a JSON body', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/saveMention',
      payload: newPerson(),
      headers: author.headers,
    });
    expect(response.statusCode).toBe(415);
  });

  it('removes the crop file and every row when the database fails after the file was written', async () => {
    await api.db.execute(sql`
      create or replace function refuse_mention_image() returns trigger language plpgsql as $$
      begin raise exception 'mention images are refused for this test'; end $$`);
    await api.db.execute(sql`
      create trigger refuse_mention_image before insert on mention_images
      for each row execute function refuse_mention_image()`);
    try {
      const before = await snapshot();
      const response = await save(author, newPerson({ newMention: 'Niemand' }));
      expect(response.status).toBe(500);
      expect(await snapshot()).toEqual(before);
    } finally {
      await api.db.execute(sql`drop trigger refuse_mention_image on mention_images`);
    }
    // The same form is stored once the database takes it.
    expect((await save(author, newPerson({ newMention: 'Niemand' }))).status).toBe(201);
  });
});

describe('spec §6: who may name people', () => {
  policyTable(
    () => api.app,
    [
      {
        route: 'POST /saveMention',
        allowed: ['owner', 'user', 'editor', 'admin'],
        request: async () => {
          const form = saveMentionForm(newPerson({ newMention: 'Policy Person' }));
          return { method: 'POST', url: '/saveMention', payload: form.payload, headers: form.headers };
        },
      },
    ],
  );
});

describe('the API documentation', () => {
  it('describes mentions with their calls in /docs.jsonld', async () => {
    const response = await api.app.inject({ url: '/docs.jsonld' });
    expect(response.statusCode).toBe(200);
    const doc = JSON.parse(response.body) as { 'hydra:supportedClass': Array<Json> };
    const mention = doc['hydra:supportedClass'].find((entry) => entry['@id'] === '#Mention') as Json;
    expect(mention).toBeDefined();
    const fields = (mention['hydra:supportedProperty'] as Array<Json>).map(
      (property) => property['hydra:title'],
    );
    expect(fields).toEqual(
      expect.arrayContaining(['name', 'description', 'mother', 'father', 'children', 'imagePaths', 'album']),
    );
    const operations = JSON.stringify(mention['hydra:supportedOperation']);
    expect(operations).toContain('/saveMention');
    expect(operations).toContain('/updateMention');
    const entry = (await api.app.inject({ url: '/index.jsonld' })).json() as Json;
    expect(entry.mention).toBe('/mentions');
  });
});
