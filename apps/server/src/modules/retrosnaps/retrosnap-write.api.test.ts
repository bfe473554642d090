import { randomBytes, randomUUID } from 'node:crypto';
import { containPlacement } from '@retropics/domain/alignment';
import { RETROSNAP_GALLERY_NAME } from '@retropics/domain/constants';
import {
  RETROSNAP_MESSAGES,
  RETROSNAP_TEXT_MAX_LENGTH,
} from '@retropics/domain/contracts/retrosnap.contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALIGN_JOB, alignJobKey } from '../../alignment/alignment-job.js';
import { galleryRetrosnaps, imageGalleries } from '../../db/schema/galleries.js';
import { jobs } from '../../db/schema/jobs.js';
import { mediaUploads } from '../../db/schema/media.js';
import { photographs } from '../../db/schema/photographs.js';
import { retrosnaps } from '../../db/schema/retrosnaps.js';
import {
  derivativeKey,
  originalKey,
  photographOriginal,
  pyramidDescriptorKey,
} from '../../media/media-paths.js';
import { useTestApp, type Violation } from '../../test/api-test-app.js';
import {
  buildCollection,
  buildPhotograph,
  buildPlace,
  type SignedIn,
  signedIn,
} from '../../test/factories.js';
import { multipart, solidGif, solidPng, twoToneJpeg } from '../../test/media-fixtures.js';
import { policyTable } from '../../test/policy.js';
import {
  browserSubscription,
  type ReceivedPush,
  readMessage,
  startPushService,
} from '../../test/web-push-service.js';
import { readOutbox } from '../auth/auth.test-support.js';
import { createRetrosnapUploads, RETROSNAP_UPLOAD_EXPIRY_JOB } from './retrosnap-uploads.js';

type Json = Record<string, unknown>;
type Snap = Json & {
  id: number;
  '@id': string;
  text: string;
  filePath: string;
  galleries: string[];
  size: [number, number];
  alignment: { state: string; homography: number[] | null; automatic: number[] | null };
};

const api = useTestApp({ seed: false, environment: { WEBPUSH_ALLOW_HTTP_ENDPOINTS: 'true' } });
const { call } = api;

let pushService: Awaited<ReturnType<typeof startPushService>>;
let author: SignedIn;
let stranger: SignedIn;
let photograph: Awaited<ReturnType<typeof buildPhotograph>>;

beforeAll(async () => {
  pushService = await startPushService();
  author = await signedIn(api.app);
  stranger = await signedIn(api.app);
  photograph = await buildPhotograph(api.app, { name: 'Kapellbrücke' });
});
afterAll(async () => pushService?.close());

async function upload(
  as: SignedIn,
  options: { body?: Buffer; name?: string; clientKey?: string; type?: string } = {},
) {
  const body = options.body ?? (await twoToneJpeg(400, 300));
  const form = multipart(
    [
      {
        field: 'file',
        name: options.name ?? `RetroSnap-${Date.now()}`,
        body,
        type: options.type ?? 'image/jpeg',
      },
    ],
    options.clientKey === undefined ? {} : { clientKey: options.clientKey },
  );
  const response = await api.app.inject({
    method: 'POST',
    url: '/retrosnap/upload',
    payload: form.payload,
    headers: { ...form.headers, ...as.headers },
  });
  return { status: response.statusCode, body: response.json() as Json };
}

/** Uploads a picture as `as` and answers its filePath. */
async function uploadedFile(as: SignedIn, body?: Buffer) {
  const response = await upload(as, { body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return (response.body['hydra:member'] as Json[])[0]?.filePath as string;
}

/** A RetroSnap made through the API by `as`, of `photographId` (the shared photograph by default). */
async function created(as: SignedIn, extra: Json = {}, photographId = photograph.id) {
  const filePath = await uploadedFile(as);
  const response = await call('POST', '/retrosnaps', as, {
    filePath,
    photograph: `/photographs/${photographId}`,
    ...extra,
  });
  expect(response.status, response.raw).toBe(201);
  return response.body as Snap;
}

const violationsOf = (body: Json) => body.violations as Violation[];
const snapAlbumsOf = (personId: number) =>
  api.db
    .select()
    .from(imageGalleries)
    .where(and(eq(imageGalleries.ownerId, personId), eq(imageGalleries.headline, RETROSNAP_GALLERY_NAME)));
const albumItems = (galleryId: number) =>
  api.db
    .select()
    .from(galleryRetrosnaps)
    .where(eq(galleryRetrosnaps.galleryId, galleryId))
    .orderBy(galleryRetrosnaps.position);
const stored = (filePath: string) => api.app.media.storage.stat(`photographs/${filePath}`);

describe('spec §6: who may write RetroSnaps', () => {
  policyTable(
    () => api.app,
    [
      {
        route: 'PUT /retrosnaps/{id}',
        request: async (owner) => ({
          method: 'PUT',
          url: `/retrosnaps/${(await created(owner)).id}`,
          payload: { text: 'Vom selben Ufer aus' },
        }),
      },
      {
        route: 'DELETE /retrosnaps/{id}',
        request: async (owner) => ({ method: 'DELETE', url: `/retrosnaps/${(await created(owner)).id}` }),
      },
    ],
  );

  it('POST /retrosnaps: a signed-out visitor is refused (401); any signed-in person, editor and admin too, creates', async () => {
    const filePath = await uploadedFile(author);
    const anonymous = await call('POST', '/retrosnaps', null, { filePath, photograph: photograph.iri });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body['@type']).toBe('hydra:Error');
    for (const role of ['user', 'editor', 'admin'] as const) {
      const person = await signedIn(api.app, role);
      const snap = await created(person);
      expect(snap.author).toMatchObject({ '@id': person.personIri });
    }
  });

  it('PUT and DELETE of a RetroSnap that does not exist answer 404 as JSON-LD', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await call(
        method,
        '/retrosnaps/999999',
        author,
        method === 'PUT' ? { text: 'x' } : undefined,
      );
      expect(response.status).toBe(404);
      expect(response.body['@type']).toBe('hydra:Error');
    }
  });
});

describe('POST /retrosnaps', () => {
  it('takes size and name from the upload, place and pose from the body, and files it in the private album “My RetroSnaps”', async () => {
    const person = await signedIn(api.app);
    const filePath = await uploadedFile(person, await twoToneJpeg(640, 480));
    const response = await call('POST', '/retrosnaps', person, {
      filePath,
      photograph: photograph.iri,
      text: '  Heute, vom selben Ufer  ',
      altitude: 436.5,
      place: { name: 'Reussufer, Luzern', geo: { lat: 47.0517, lon: 8.3079 } },
      orientation: { alpha: 120, beta: 80, gamma: -2 },
    });
    expect(response.status, response.raw).toBe(201);
    const snap = response.body as Snap;
    expect(snap).toMatchObject({
      '@type': 'Retrosnap',
      text: 'Heute, vom selben Ufer',
      filePath,
      size: [640, 480],
      photograph: photograph.iri,
      author: { '@id': person.personIri },
      altitude: 436.5,
      place: { name: 'Reussufer, Luzern', geo: { lat: 47.0517, lon: 8.3079 } },
      orientation: { alpha: 120, beta: 80, gamma: -2 },
      alignment: { state: 'pending', homography: null },
    });
    expect(snap.originalName).toMatch(/^RetroSnap-\d+$/);

    const albums = await snapAlbumsOf(person.personId);
    expect(albums).toHaveLength(1);
    expect(albums[0]).toMatchObject({ isPrivate: true, isUserAlbum: true });
    const album = albums[0] as (typeof albums)[number];
    expect((await albumItems(album.id)).map((item) => item.retrosnapId)).toEqual([snap.id]);
    // The author sees their private album among the RetroSnap's albums; the answer is theirs alone.
    expect(snap.galleries).toEqual([`/image_galleries/${album.id}`]);
    expect(response.headers['cache-control']).toContain('private');
    const own = await call('GET', `/retrosnaps/${snap.id}`, person);
    expect((own.body as Snap).galleries).toEqual([`/image_galleries/${album.id}`]);
    expect(own.headers['cache-control']).toContain('private');
    expect(String(own.headers.vary)).toMatch(/authorization/i);
    // Others do not.
    expect(((await call('GET', `/retrosnaps/${snap.id}`, null)).body as Snap).galleries).toEqual([]);
    expect(((await call('GET', `/retrosnaps/${snap.id}`, stranger)).body as Snap).galleries).toEqual([]);
    const listed = await call('GET', `/retrosnaps?author=${person.personId}`, person);
    expect((listed.body['hydra:member'] as Snap[]).map((member) => member.galleries)).toEqual([
      [`/image_galleries/${album.id}`],
    ]);

    // The next one goes to the end of the same album.
    const second = await created(person);
    expect(await snapAlbumsOf(person.personId)).toHaveLength(1);
    expect((await albumItems(album.id)).map((item) => [item.retrosnapId, item.position])).toEqual([
      [snap.id, 0],
      [second.id, 1],
    ]);
  });

  it('queues the alignment of the new RetroSnap in the same transaction', async () => {
    const snap = await created(author);
    const [job] = await api.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, ALIGN_JOB), eq(jobs.key, alignJobKey(snap.id))));
    expect(job).toBeDefined();
    expect(job?.payload).toMatchObject({ retrosnapId: snap.id, photographId: photograph.id });
  });

  it('answers the RetroSnap made before when the same clientKey comes again: one row, once in the album', async () => {
    const person = await signedIn(api.app);
    const clientKey = randomUUID();
    const filePath = await uploadedFile(person);
    const body = { filePath, photograph: photograph.iri, clientKey, text: 'Einmal' };
    const first = await call('POST', '/retrosnaps', person, body);
    expect(first.status, first.raw).toBe(201);
    const again = await call('POST', '/retrosnaps', person, { ...body, text: 'Zweimal' });
    expect(again.status, again.raw).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, text: 'Einmal' });
    expect(await api.db.select().from(retrosnaps).where(eq(retrosnaps.clientKey, clientKey))).toHaveLength(1);
    const [album] = await snapAlbumsOf(person.personId);
    expect((await albumItems(album?.id ?? 0)).map((item) => item.retrosnapId)).toEqual([first.body.id]);
    // Another person's key is their own.
    const other = await signedIn(api.app);
    const theirs = await call('POST', '/retrosnaps', other, {
      filePath: await uploadedFile(other),
      photograph: photograph.iri,
      clientKey,
    });
    expect(theirs.status).toBe(201);
  });

  it('makes one album however many creates of a person arrive at once', async () => {
    const person = await signedIn(api.app);
    const files = await Promise.all([uploadedFile(person), uploadedFile(person), uploadedFile(person)]);
    const answers = await Promise.all(
      files.map((filePath) => call('POST', '/retrosnaps', person, { filePath, photograph: photograph.iri })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const albums = await snapAlbumsOf(person.personId);
    expect(albums).toHaveLength(1);
    expect(await albumItems(albums[0]?.id ?? 0)).toHaveLength(3);
  });

  it('refuses a photograph that does not exist or is hidden, on “photograph”', async () => {
    const hidden = await buildPhotograph(api.app, { isHidden: true });
    for (const iri of ['/photographs/999999', hidden.iri]) {
      const filePath = await uploadedFile(author);
      const response = await call('POST', '/retrosnaps', author, { filePath, photograph: iri });
      expect(response.status, iri).toBe(422);
      expect(violationsOf(response.body)).toEqual([
        { propertyPath: 'photograph', message: RETROSNAP_MESSAGES.unknownPhotograph },
      ]);
    }
  });

  it('refuses a filePath that is no upload of this person, or one another RetroSnap took, on “filePath”', async () => {
    const theirs = await uploadedFile(stranger);
    const used = (await created(author)).filePath;
    for (const [filePath, message] of [
      [theirs, RETROSNAP_MESSAGES.unknownFile],
      ['retrosnaps/2026-01/nothing-here.jpeg', RETROSNAP_MESSAGES.unknownFile],
      [used, RETROSNAP_MESSAGES.fileTaken],
    ] as const) {
      const response = await call('POST', '/retrosnaps', author, { filePath, photograph: photograph.iri });
      expect(response.status, filePath).toBe(422);
      expect(violationsOf(response.body)).toEqual([{ propertyPath: 'filePath', message }]);
    }
    // Both at once.
    const both = await call('POST', '/retrosnaps', author, {
      filePath: theirs,
      photograph: '/photographs/999999',
    });
    expect(
      violationsOf(both.body)
        .map((violation) => violation.propertyPath)
        .sort(),
    ).toEqual(['filePath', 'photograph']);
  });

  it.each([
    ['filePath', { filePath: undefined }, RETROSNAP_MESSAGES.filePath],
    ['photograph', { photograph: 'Kapellbrücke' }, RETROSNAP_MESSAGES.photograph],
    ['text', { text: 'x'.repeat(RETROSNAP_TEXT_MAX_LENGTH + 1) }, RETROSNAP_MESSAGES.textLength],
    ['altitude', { altitude: 12_000 }, RETROSNAP_MESSAGES.altitude],
    ['place.geo.lat', { place: { name: 'Nordpol', geo: { lat: 91, lon: 0 } } }, RETROSNAP_MESSAGES.latitude],
    ['place.geo.lon', { place: { geo: { lat: 47, lon: 181 } } }, RETROSNAP_MESSAGES.longitude],
    ['orientation.alpha', { orientation: { alpha: 400, beta: 0, gamma: 0 } }, RETROSNAP_MESSAGES.alpha],
    ['orientation.beta', { orientation: { alpha: 0, beta: -200, gamma: 0 } }, RETROSNAP_MESSAGES.beta],
    ['orientation.gamma', { orientation: { alpha: 0, beta: 0, gamma: 95 } }, RETROSNAP_MESSAGES.gamma],
    ['clientKey', { clientKey: 'not-a-uuid' }, RETROSNAP_MESSAGES.clientKey],
  ])('refuses a wrong %s (422 on that field)', async (field, change, message) => {
    const response = await call('POST', '/retrosnaps', author, {
      filePath: 'retrosnaps/2026-01/any.jpeg',
      photograph: photograph.iri,
      ...change,
    });
    expect(response.status).toBe(422);
    expect(violationsOf(response.body)).toContainEqual({ propertyPath: field, message });
  });

  it('tells the owner of the photograph’s collection by mail and web push, not the author of their own', async () => {
    const owner = await signedIn(api.app);
    const collection = await buildCollection(api.app, { ownerId: owner.personId, reportLocale: 'en' });
    const theirs = await buildPhotograph(api.app, {
      collectionId: collection.id,
      translations: [
        { locale: 'de', name: 'Hofkirche im Schnee' },
        { locale: 'en', name: 'Court church in the snow' },
        { locale: 'it', name: 'Chiesa di corte nella neve' },
      ],
    });
    const browser = browserSubscription(`${pushService.origin}/push/${randomBytes(8).toString('hex')}`);
    const subscribed = await call('POST', '/webpush', owner, {
      subscription: browser.json,
      options: { locale: 'it' },
    });
    expect(subscribed.status).toBe(201);
    pushService.received.length = 0;

    const snap = await created(author, {}, theirs.id);
    const mails = (await readOutbox(api.app)).filter((mail) => mail.to.includes(owner.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('RetroPics: New RetroSnap of “Court church in the snow”');
    expect(mails[0]?.link).toBe(`${api.config.publicUrl}/retrosnaps/show/${snap.id}`);
    expect(pushService.received).toHaveLength(1);
    expect(readMessage(pushService.received[0] as ReceivedPush, browser)).toMatchObject({
      title: 'Nuovo RetroSnap di «Chiesa di corte nella neve»',
      url: `/retrosnaps/show/${snap.id}`,
    });

    // The owner's own RetroSnap is no news to them.
    pushService.received.length = 0;
    await created(owner, {}, theirs.id);
    expect((await readOutbox(api.app)).filter((mail) => mail.to.includes(owner.email))).toHaveLength(1);
    expect(pushService.received).toHaveLength(0);
  });

  it('writes the German mail to an owner who reported in German', async () => {
    const owner = await signedIn(api.app);
    const collection = await buildCollection(api.app, { ownerId: owner.personId, reportLocale: 'de' });
    const theirs = await buildPhotograph(api.app, {
      collectionId: collection.id,
      translations: [{ locale: 'de', name: 'Löwendenkmal' }],
    });
    await created(author, {}, theirs.id);
    const [mail] = (await readOutbox(api.app)).filter((entry) => entry.to.includes(owner.email));
    expect(mail?.subject).toBe('RetroPics: Neuer RetroSnap zu „Löwendenkmal“');
  });
});

describe('the feed and the map follow RetroSnaps', () => {
  it('shows a new RetroSnap in the feed and on the map, and no more once it is deleted', async () => {
    const place = await buildPlace(api.app);
    const there = await buildPhotograph(api.app, { placeId: place.id });
    const snap = await created(author, { place: { name: 'Am See', geo: { lat: 46.5, lon: 7.5 } } }, there.id);
    const feedDocuments = async (query: string) =>
      (
        (await call('GET', `/feed_items?documentType=Retrosnap&itemsPerPage=100&${query}`, null)).body[
          'hydra:member'
        ] as Json[]
      ).map((item) => item.document);
    // The feed, and the map's box around where it was taken.
    expect(await feedDocuments('')).toContain(snap['@id']);
    expect(await feedDocuments('geoBox=46,7,47,8')).toEqual([snap['@id']]);

    expect((await call('DELETE', `/retrosnaps/${snap.id}`, author)).status).toBe(204);
    expect(await feedDocuments('')).not.toContain(snap['@id']);
    expect(await feedDocuments('geoBox=46,7,47,8')).toEqual([]);
  });
});

describe('PUT /retrosnaps/{id}', () => {
  it('changes the text, and answers the RetroSnap', async () => {
    const snap = await created(author, { text: 'Vorher' });
    const response = await call('PUT', `/retrosnaps/${snap.id}`, author, { text: '  Nachher ' });
    expect(response.status, response.raw).toBe(200);
    expect(response.body).toMatchObject({ id: snap.id, text: 'Nachher' });
    expect(((await call('GET', `/retrosnaps/${snap.id}`, null)).body as Snap).text).toBe('Nachher');
  });

  it('stores the hand alignment beside the automatic one, and goes back to the automatic one on null', async () => {
    const snap = await created(author);
    const automatic = { homography: [0.9, 0, 0.05, 0, 0.9, 0.05, 0, 0, 1], inliers: 42, errorPx: 1.5 };
    const alignedAt = '2026-11-24T12:00:00.000Z';
    await api.db
      .update(retrosnaps)
      .set({ alignment: { automatic: automatic as never, manual: null, alignedAt } })
      .where(eq(retrosnaps.id, snap.id));
    // Photograph 1200 × 800 fitted into a 400 × 300 RetroSnap.
    const manual = [...containPlacement(1.5, 4 / 3)];
    const aligned = await call('PUT', `/retrosnaps/${snap.id}`, author, {
      alignment: { homography: manual },
    });
    expect(aligned.status, aligned.raw).toBe(200);
    expect((aligned.body as Snap).alignment).toMatchObject({
      state: 'manual',
      homography: manual,
      automatic: automatic.homography,
    });
    const [row] = await api.db.select().from(retrosnaps).where(eq(retrosnaps.id, snap.id));
    expect(row?.alignment).toEqual({ automatic, manual, alignedAt });

    const back = await call('PUT', `/retrosnaps/${snap.id}`, author, { alignment: null });
    expect((back.body as Snap).alignment).toMatchObject({
      state: 'aligned',
      homography: automatic.homography,
    });
    const [after] = await api.db.select().from(retrosnaps).where(eq(retrosnaps.id, snap.id));
    expect(after?.alignment).toEqual({ automatic, manual: null, alignedAt });
  });

  it('refuses an alignment that is implausible for the real shapes of both pictures, on “alignment.homography”', async () => {
    // A very wide photograph and an upright RetroSnap: blown up 2.3 times, the photograph would
    // be more than 8 times its fitted size, though the matrix looks harmless on square frames.
    const wide = await buildPhotograph(api.app, { width: 1600, height: 200 });
    const filePath = await uploadedFile(author, await twoToneJpeg(400, 800));
    const snap = (await call('POST', '/retrosnaps', author, { filePath, photograph: wide.iri })).body as Snap;
    const blownUp = [2.3, 0, -0.65, 0, 2.3, -0.65, 0, 0, 1];
    const refused = await call('PUT', `/retrosnaps/${snap.id}`, author, {
      alignment: { homography: blownUp },
    });
    expect(refused.status).toBe(422);
    expect(violationsOf(refused.body)).toEqual([
      { propertyPath: 'alignment.homography', message: RETROSNAP_MESSAGES.homography },
    ]);
    const mirrored = await call('PUT', `/retrosnaps/${snap.id}`, author, {
      alignment: { homography: [-1, 0, 1, 0, 1, 0, 0, 0, 1] },
    });
    expect(mirrored.status).toBe(422);
    expect(violationsOf(mirrored.body)[0]?.propertyPath).toBe('alignment.homography');
    const [row] = await api.db.select().from(retrosnaps).where(eq(retrosnaps.id, snap.id));
    expect(row?.alignment).toBeNull();
  });
});

describe('DELETE /retrosnaps/{id}', () => {
  it('removes the RetroSnap, its album place, its upload row, its picture, tiles and thumbnails', async () => {
    const person = await signedIn(api.app);
    const snap = await created(person);
    // Its pyramid and thumbnails are made, as after any upload.
    await api.app.jobs.worker.drain(20_000);
    expect((await api.app.inject({ url: `/thumbnail/list/${snap.filePath}.webp` })).statusCode).toBe(200);
    const source = photographOriginal(snap.filePath);
    const made = [originalKey(source), derivativeKey(source, 'list', 'webp'), pyramidDescriptorKey(source)];
    for (const key of made) expect(await api.app.media.storage.stat(key), key).not.toBeNull();

    const response = await call('DELETE', `/retrosnaps/${snap.id}`, person);
    expect(response.status).toBe(204);
    expect((await call('GET', `/retrosnaps/${snap.id}`, person)).status).toBe(404);
    for (const key of made) expect(await api.app.media.storage.stat(key), key).toBeNull();
    expect(await api.db.select().from(mediaUploads).where(eq(mediaUploads.filePath, snap.filePath))).toEqual(
      [],
    );
    const [album] = await snapAlbumsOf(person.personId);
    expect(await albumItems(album?.id ?? 0)).toEqual([]);
  });
});

describe('reading RetroSnaps', () => {
  it('lists an author their own RetroSnaps, also of a photograph withdrawn since', async () => {
    const person = await signedIn(api.app);
    const withdrawn = await buildPhotograph(api.app);
    const snap = await created(person, {}, withdrawn.id);
    await api.db.update(photographs).set({ isHidden: true }).where(eq(photographs.id, withdrawn.id));
    const own = await call('GET', `/retrosnaps?author=${person.personId}`, person);
    expect((own.body['hydra:member'] as Snap[]).map((member) => member.id)).toEqual([snap.id]);
    const others = await call('GET', `/retrosnaps?author=${person.personId}`, stranger);
    expect(others.body['hydra:totalItems']).toBe(0);
    expect((await call('GET', `/retrosnaps/${snap.id}`, null)).status).toBe(404);
  });
});

describe('POST /retrosnap/upload', () => {
  it('answers the stored file when the same clientKey comes again, storing nothing more', async () => {
    const person = await signedIn(api.app);
    const clientKey = randomUUID();
    const first = await upload(person, { clientKey });
    expect(first.status).toBe(201);
    const again = await upload(person, { clientKey, body: await twoToneJpeg(300, 300) });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const rows = await api.db
      .select()
      .from(mediaUploads)
      .where(and(eq(mediaUploads.uploadedById, person.personId), eq(mediaUploads.purpose, 'retrosnap')));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.clientKey).toBe(clientKey);
    // One file: the one the first upload stored.
    const filePath = (first.body['hydra:member'] as Json[])[0]?.filePath as string;
    expect(await stored(filePath)).not.toBeNull();
    // Sent at once, the same key still gives one row.
    const racing = randomUUID();
    const both = await Promise.all([
      upload(person, { clientKey: racing }),
      upload(person, { clientKey: racing }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(both[0]?.body).toEqual(both[1]?.body);
    expect(
      await api.db
        .select()
        .from(mediaUploads)
        .where(and(eq(mediaUploads.uploadedById, person.personId), eq(mediaUploads.clientKey, racing))),
    ).toHaveLength(1);
  });

  it('refuses a malformed clientKey (422 on clientKey)', async () => {
    const response = await upload(author, { clientKey: 'RetroSnap-1' });
    expect(response.status).toBe(422);
    expect(violationsOf(response.body)).toEqual([
      { propertyPath: 'clientKey', message: RETROSNAP_MESSAGES.clientKey },
    ]);
  });

  it.each([
    ['PNG', () => solidPng(40, 30), 'image/png'],
    ['GIF', () => solidGif(40, 30), 'image/gif'],
    [
      'WebP',
      () =>
        sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
          .webp()
          .toBuffer(),
      'image/webp',
    ],
  ])('refuses a %s picture: a RetroSnap is a JPEG (422 on file)', async (_kind, make, type) => {
    const response = await upload(author, { body: await make(), type });
    expect(response.status).toBe(422);
    expect(violationsOf(response.body)).toEqual([
      { propertyPath: 'file', message: RETROSNAP_MESSAGES.notJpeg },
    ]);
  });

  it('still answers 415 for what is no image at all', async () => {
    const response = await upload(author, {
      body: Buffer.from('just some words, no picture'),
      type: 'text/plain',
    });
    expect(response.status).toBe(415);
  });
});

describe('uploads no RetroSnap took up', () => {
  const rowOf = async (filePath: string) =>
    (await api.db.select().from(mediaUploads).where(eq(mediaUploads.filePath, filePath)))[0];
  const expiry = async (id: number | undefined) =>
    (
      await api.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, RETROSNAP_UPLOAD_EXPIRY_JOB), eq(jobs.key, String(id))))
    )[0];
  const dayAgo = () => new Date(Date.now() - 25 * 3_600_000);

  /** Time passes: the uploads are older than a day, and their clean-ups are due. */
  async function aDayLater(ids: number[]) {
    for (const id of ids) {
      await api.db.update(mediaUploads).set({ dateCreated: dayAgo() }).where(eq(mediaUploads.id, id));
      await api.db
        .update(jobs)
        .set({ runAfter: new Date(Date.now() - 1000) })
        .where(and(eq(jobs.kind, RETROSNAP_UPLOAD_EXPIRY_JOB), eq(jobs.key, String(id))));
    }
    api.app.jobs.worker.wake();
    await api.app.jobs.worker.drain(10_000);
  }

  it('are removed a day later, file and row; a claimed one stays', async () => {
    const person = await signedIn(api.app);
    const orphan = await uploadedFile(person);
    const claimed = (await created(person)).filePath;
    const orphanRow = await rowOf(orphan);
    const claimedRow = await rowOf(claimed);
    const due = await expiry(orphanRow?.id);
    expect(due?.state).toBe('queued');
    expect(due?.runAfter.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);

    await aDayLater([orphanRow?.id ?? 0, claimedRow?.id ?? 0]);

    expect(await rowOf(orphan)).toBeUndefined();
    expect(await stored(orphan)).toBeNull();
    expect(await rowOf(claimed)).toBeDefined();
    expect(await stored(claimed)).not.toBeNull();
    expect((await expiry(orphanRow?.id))?.result).toMatchObject({ removed: true });
    expect((await expiry(claimedRow?.id))?.result).toMatchObject({ removed: false });
  });

  it('keeps an upload younger than a day when its clean-up runs early, and removes it once it is old', async () => {
    const young = await uploadedFile(author);
    const row = await rowOf(young);
    await api.db
      .update(jobs)
      .set({ runAfter: new Date(Date.now() - 1000) })
      .where(and(eq(jobs.kind, RETROSNAP_UPLOAD_EXPIRY_JOB), eq(jobs.key, String(row?.id))));
    api.app.jobs.worker.wake();
    await api.app.jobs.worker.drain(10_000);
    expect(await rowOf(young)).toBeDefined();
    expect(await stored(young)).not.toBeNull();
    // A day on, the start-up sweep runs its clean-up once more.
    await api.db
      .update(mediaUploads)
      .set({ dateCreated: dayAgo() })
      .where(eq(mediaUploads.id, row?.id ?? 0));
    await createRetrosnapUploads({ db: api.db, jobs: api.app.jobs, storage: api.app.media.storage }).sweep();
    api.app.jobs.worker.wake();
    await api.app.jobs.worker.drain(10_000);
    expect(await rowOf(young)).toBeUndefined();
    expect(await stored(young)).toBeNull();
  });

  it('queues at start-up the clean-up of old unclaimed uploads that have none', async () => {
    const old = await uploadedFile(author);
    const row = await rowOf(old);
    // An upload from before the clean-up existed: no job.
    await api.db
      .delete(jobs)
      .where(and(eq(jobs.kind, RETROSNAP_UPLOAD_EXPIRY_JOB), eq(jobs.key, String(row?.id))));
    await api.db
      .update(mediaUploads)
      .set({ dateCreated: dayAgo() })
      .where(eq(mediaUploads.id, row?.id ?? 0));
    await createRetrosnapUploads({ db: api.db, jobs: api.app.jobs, storage: api.app.media.storage }).sweep();
    api.app.jobs.worker.wake();
    await api.app.jobs.worker.drain(10_000);
    expect(await rowOf(old)).toBeUndefined();
    expect(await stored(old)).toBeNull();
  });
});

describe('Hydra and OpenAPI documentation', () => {
  it('names the RetroSnap writes in /docs.jsonld', async () => {
    const docs = (await api.get('/docs.jsonld')).body as {
      'hydra:supportedClass': Array<{
        '@id': string;
        'hydra:supportedOperation': Array<{ 'hydra:method': string }>;
      }>;
    };
    const snap = docs['hydra:supportedClass'].find((c) => c['@id'] === '#Retrosnap');
    expect(snap?.['hydra:supportedOperation'].map((operation) => operation['hydra:method']).sort()).toEqual([
      'DELETE',
      'GET',
      'POST',
      'PUT',
    ]);
  });

  it('documents the calls and their bodies in /docs.json', async () => {
    const openapi = (await api.get('/docs.json')).body as { paths: Record<string, Record<string, Json>> };
    expect(Object.keys(openapi.paths['/retrosnaps/{id}'] ?? {})).toEqual(
      expect.arrayContaining(['get', 'put', 'delete']),
    );
    expect(JSON.stringify(openapi.paths['/retrosnaps']?.post)).toContain('clientKey');
    expect(JSON.stringify(openapi.paths['/retrosnaps/{id}']?.put)).toContain('homography');
  });
});
