import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { comments } from '../../db/schema/comments.js';
import { faceSuggestionAnswers, photographFaces } from '../../db/schema/faces.js';
import { createFaceRepository } from '../../faces/face.repository.js';
import { useTestApp } from '../../test/api-test-app.js';
import { buildPhotograph, type SignedIn, signedIn } from '../../test/factories.js';
import { twoToneJpeg } from '../../test/media-fixtures.js';
import {
  buildPersonCategory,
  cropDataUrl,
  type MentionAnswer,
  postSaveMention,
} from '../../test/mention-fixtures.js';

type Json = Record<string, unknown>;
type Suggestion = {
  '@id': string;
  '@type': string;
  face: string;
  mention: string;
  photograph: string;
  filePath: string;
  isBackside: boolean;
  bounding_box: number[];
  box: { x: number; y: number; width: number; height: number; degrees: number };
  similarity: number;
};

/**
 * 'Is this also …?' on faces stored as the detector would store them, with descriptors made to
 * be as alike as a test needs (detection itself: faces/face-detection.api.test.ts).
 */
const api = useTestApp({ seed: false });

/** A descriptor of length 1 whose cosine similarity with `reference()` is `cosine`. */
const alike = (cosine: number, other = 1) =>
  Array.from({ length: 1024 }, (_, i) => (i === 0 ? cosine : i === other ? Math.sqrt(1 - cosine ** 2) : 0));
const reference = () => alike(1);

const faceRepository = () => createFaceRepository(api.db);

/** A 600 × 400 photograph with its original in the media store and the given faces detected. */
async function photographWithFaces(
  faces: Array<{ box: [number, number, number, number]; descriptor: number[] }>,
  overrides: { isHidden?: boolean } = {},
) {
  const photograph = await buildPhotograph(api.app, { width: 600, height: 400, ...overrides });
  await api.app.media.storage.write(
    `photographs/${photograph.filePath}`,
    await twoToneJpeg(600, 400),
    'image/jpeg',
  );
  await faceRepository().storeDetected(
    photograph.id,
    false,
    faces.map((face) => ({ ...face, score: 0.9 })),
  );
  const stored = await faceRepository().openOn([photograph.id]);
  const ids = faces.map((face) => {
    const found = stored.find((row) => row.box.join() === face.box.join());
    if (!found) throw new Error('face not stored');
    return String(found.id);
  });
  return { ...photograph, faceIds: ids };
}

const boxOf = ([x, y, w, h]: [number, number, number, number]) => ({
  x: x / 600,
  y: y / 400,
  width: w / 600,
  height: h / 400,
  degrees: 0,
});

let author: SignedIn;
let other: SignedIn;
let editor: SignedIn;
let anna: MentionAnswer;
let seen: Awaited<ReturnType<typeof photographWithFaces>>;
let lookalike: Awaited<ReturnType<typeof photographWithFaces>>;
let justAbove: Awaited<ReturnType<typeof photographWithFaces>>;
let justBelow: Awaited<ReturnType<typeof photographWithFaces>>;
let hidden: Awaited<ReturnType<typeof photographWithFaces>>;
let dismissed: Awaited<ReturnType<typeof photographWithFaces>>;
let namedByBox: Awaited<ReturnType<typeof photographWithFaces>>;

const suggestionsOf = (mentionId: number, as: SignedIn | null) =>
  api.app.inject({ method: 'GET', url: `/mentions/${mentionId}/suggestions`, headers: as ? as.headers : {} });

const answer = (mentionId: number, face: string, body: unknown, as: SignedIn | null) =>
  api.app.inject({
    method: 'POST',
    url: `/mentions/${mentionId}/suggestions/${face}`,
    payload: body as Json,
    headers: as ? as.headers : {},
  });

async function suggested(mentionId: number, as: SignedIn) {
  const response = await suggestionsOf(mentionId, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json()['hydra:member'] as Suggestion[];
}

async function savedMention(as: SignedIn, fields: Json) {
  const response = await postSaveMention(api.app, as, { cropperImage: await cropDataUrl(), ...fields });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as MentionAnswer;
}

beforeAll(async () => {
  author = await signedIn(api.app);
  other = await signedIn(api.app);
  editor = await signedIn(api.app, 'editor');
  await buildPersonCategory(api.app);
  seen = await photographWithFaces([
    { box: [100, 100, 60, 60], descriptor: reference() },
    { box: [400, 100, 60, 60], descriptor: alike(0.1, 7) },
  ]);
  lookalike = await photographWithFaces([
    { box: [300, 120, 60, 60], descriptor: alike(0.9) },
    { box: [50, 50, 40, 40], descriptor: alike(0, 5) },
  ]);
  justAbove = await photographWithFaces([{ box: [200, 200, 80, 80], descriptor: alike(0.76, 2) }]);
  justBelow = await photographWithFaces([{ box: [200, 200, 80, 80], descriptor: alike(0.74, 3) }]);
  hidden = await photographWithFaces([{ box: [10, 10, 50, 50], descriptor: alike(0.95) }], {
    isHidden: true,
  });
  dismissed = await photographWithFaces([{ box: [10, 10, 50, 50], descriptor: alike(0.95, 4) }]);
  namedByBox = await photographWithFaces([{ box: [100, 100, 50, 50], descriptor: alike(0.85, 6) }]);
  anna = await savedMention(author, {
    newMention: 'Anna Huber',
    newAlbumDescription: 'Meine Urgrossmutter.',
    photograph: seen.iri,
    box: boxOf([100, 100, 60, 60]),
    faceId: seen.faceIds[0],
  });
  // Someone else is named on the face of `namedByBox` with a box and no faceId.
  await savedMention(other, {
    newMention: 'Fritz Muster',
    newAlbumDescription: 'Ein Nachbar.',
    photograph: namedByBox.iri,
    box: { x: 0.15, y: 0.22, width: 0.12, height: 0.16, degrees: 0 },
  });
  const face = await faceRepository().findOpen(Number(dismissed.faceIds[0]));
  if (!face) throw new Error('no face to dismiss');
  await faceRepository().dismiss(face, editor.personId);
});

describe('GET /mentions/{id}/suggestions', () => {
  it('suggests the alike faces of other photographs, most alike first, as questions with their box', async () => {
    const members = await suggested(anna.id, other);
    expect(members.map((member) => member.face)).toEqual([lookalike.faceIds[0], justAbove.faceIds[0]]);
    expect(members[0]).toEqual({
      '@id': `/mentions/${anna.id}/suggestions/${lookalike.faceIds[0]}`,
      '@type': 'FaceSuggestion',
      face: lookalike.faceIds[0],
      mention: `/mentions/${anna.id}`,
      photograph: lookalike.iri,
      filePath: lookalike.filePath,
      isBackside: false,
      bounding_box: [300, 120, 60, 60],
      box: boxOf([300, 120, 60, 60]),
      similarity: 0.9,
    });
    expect(members[1]?.similarity).toBeCloseTo(0.76, 3);
  });

  it('leaves out faces below the threshold, on hidden photographs, dismissed, or named by someone’s box', async () => {
    const faces = (await suggested(anna.id, other)).map((member) => member.face);
    for (const left of [justBelow, hidden, dismissed, namedByBox, seen])
      for (const face of left.faceIds) expect(faces).not.toContain(face);
  });

  it('is private to the viewer, and refused signed out or for an unknown person', async () => {
    const response = await suggestionsOf(anna.id, author);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect((await suggestionsOf(anna.id, null)).statusCode).toBe(401);
    const unknown = await suggestionsOf(999_999, author);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()['@type']).toBe('hydra:Error');
  });

  it('finds the face of a person marked with a box and no faceId', async () => {
    const marked = await photographWithFaces([{ box: [300, 200, 40, 40], descriptor: alike(0.2, 9) }]);
    const twin = await photographWithFaces([{ box: [30, 30, 40, 40], descriptor: alike(0.2, 9) }]);
    const bruno = await savedMention(author, {
      newMention: 'Bruno Huber',
      newAlbumDescription: 'Annas Bruder.',
      photograph: marked.iri,
      box: { x: 0.45, y: 0.45, width: 0.2, height: 0.2, degrees: 0 },
    });
    expect((await suggested(bruno.id, other)).map((member) => member.face)).toEqual(twin.faceIds);
  });

  it('suggests nothing for a person whose box holds no single detected face', async () => {
    const plain = await photographWithFaces([]);
    const carla = await savedMention(author, {
      newMention: 'Carla Huber',
      newAlbumDescription: 'Annas Schwester.',
      photograph: plain.iri,
      box: { x: 0.1, y: 0.1, width: 0.2, height: 0.2, degrees: 0 },
    });
    expect(await suggested(carla.id, other)).toEqual([]);
  });
});

describe('POST /mentions/{id}/suggestions/{face}', () => {
  it('remembers a no for the one who said it: they are not asked again, others are', async () => {
    const face = justAbove.faceIds[0] as string;
    const response = await answer(anna.id, face, { answer: 'no' }, other);
    expect(response.statusCode, response.body).toBe(204);
    expect((await suggested(anna.id, other)).map((member) => member.face)).not.toContain(face);
    expect((await suggested(anna.id, author)).map((member) => member.face)).toContain(face);
    const [row] = await api.db
      .select()
      .from(faceSuggestionAnswers)
      .where(
        and(
          eq(faceSuggestionAnswers.faceId, Number(face)),
          eq(faceSuggestionAnswers.personId, other.personId),
        ),
      );
    expect(row).toMatchObject({ mentionId: anna.id, answer: 'no' });
  });

  it('marks the person on the face for a yes, with a crop the server cuts, and asks nobody again', async () => {
    const face = lookalike.faceIds[0] as string;
    const response = await answer(anna.id, face, { answer: 'yes' }, other);
    expect(response.statusCode, response.body).toBe(201);
    const person = response.json() as MentionAnswer;
    expect(person).toMatchObject({ '@id': `/mentions/${anna.id}`, name: 'Anna Huber' });
    expect(person.photographs).toEqual([seen.iri, lookalike.iri]);
    const appearance = person.appearances.find((entry) => entry.photograph === lookalike.iri);
    expect(appearance).toMatchObject({
      isBackside: false,
      comment: expect.stringMatching(/^\/comments\/\d+$/),
    });
    // The Person comment names the face and marks its box; its author is whoever said yes.
    const commentId = Number(appearance?.comment?.split('/').pop());
    const [comment] = await api.db.select().from(comments).where(eq(comments.id, commentId));
    expect(comment).toMatchObject({ faceId: face, box: boxOf([300, 120, 60, 60]), authorId: other.personId });
    // The crop: twice the face's size around it, as a JPEG.
    const crop = await api.app.inject({ url: `/media/mentions/${appearance?.imagePath}` });
    expect(crop.statusCode).toBe(200);
    expect(crop.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(crop.rawPayload).metadata()).toMatchObject({ width: 120, height: 120 });
    // Confirmed now: no longer a suggestion for anyone, nor open to another answer.
    expect((await suggested(anna.id, author)).map((member) => member.face)).not.toContain(face);
    const again = await answer(anna.id, face, { answer: 'yes' }, author);
    expect(again.statusCode).toBe(409);
    expect(again.json()['hydra:description']).toBe('Someone has named this face already');
  });

  it('refuses a yes on a photograph the person is marked on already', async () => {
    const response = await answer(anna.id, seen.faceIds[1] as string, { answer: 'yes' }, other);
    expect(response.statusCode).toBe(409);
    expect(response.json()['hydra:description']).toBe('This person is marked on that photograph already');
  });

  it('refuses signed out, a malformed answer, an unknown person, an unknown or hidden face', async () => {
    const face = lookalike.faceIds[1] as string;
    expect((await answer(anna.id, face, { answer: 'no' }, null)).statusCode).toBe(401);
    const malformed = await answer(anna.id, face, { answer: 'maybe' }, other);
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().violations).toEqual([
      { propertyPath: 'answer', message: 'answer must be yes or no' },
    ]);
    expect((await answer(999_999, face, { answer: 'no' }, other)).statusCode).toBe(404);
    expect((await answer(anna.id, '999999', { answer: 'no' }, other)).statusCode).toBe(404);
    expect((await answer(anna.id, hidden.faceIds[0] as string, { answer: 'yes' }, other)).statusCode).toBe(
      404,
    );
    expect((await answer(anna.id, dismissed.faceIds[0] as string, { answer: 'yes' }, other)).statusCode).toBe(
      404,
    );
  });
});

describe('DELETE /faces/{id}', () => {
  const dismiss = (face: string, as: SignedIn | null) =>
    api.app.inject({ method: 'DELETE', url: `/faces/${face}`, headers: as ? as.headers : {} });

  it('lets an editor dismiss a detection that is no face: kept with who did it, gone from the photograph', async () => {
    const face = lookalike.faceIds[1] as string;
    expect((await dismiss(face, null)).statusCode).toBe(401);
    const refused = await dismiss(face, other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()['hydra:description']).toBe('Access Denied.');
    expect((await dismiss(face, editor)).statusCode).toBe(204);
    const { body } = await api.get(`/photographs/${lookalike.id}`);
    expect((body.faces as Array<{ id: string }>).map((entry) => entry.id)).toEqual([lookalike.faceIds[0]]);
    const [row] = await api.db
      .select()
      .from(photographFaces)
      .where(eq(photographFaces.id, Number(face)));
    expect(row).toMatchObject({ dismissedById: editor.personId, dismissedAt: expect.any(Date) });
    expect((await dismiss(face, editor)).statusCode).toBe(404);
  });

  it('keeps a face someone has named', async () => {
    const response = await dismiss(lookalike.faceIds[0] as string, editor);
    expect(response.statusCode).toBe(409);
  });
});
