import { PNG_DATA_URL_PREFIX } from '@retropics/domain/validation';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/site.js';
import { useTestApp } from '../../test/api-test-app.js';
import { buildComment, type SignedIn, signedIn } from '../../test/factories.js';
import { policyTable } from '../../test/policy.js';

type Json = Record<string, unknown>;
type Mark = { done: boolean; doneBy: { '@id': string; name: string } | null; doneAt: string | null };

const api = useTestApp({
  seed: false,
  environment: { REPORT_RATE_LIMIT_PER_ADDRESS: '1000', REPORT_RATE_LIMIT_PER_IP: '1000' },
});
const { call } = api;

async function screenshotDataUrl(width = 48, height = 32) {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  return `${PNG_DATA_URL_PREFIX}${bytes.toString('base64')}`;
}

async function sendFeedback(as: SignedIn, text: string, rating = 3.5) {
  const response = await call('POST', '/comments', as, {
    text,
    additionalData: { kind: 'feedback', rating },
  });
  expect(response.status).toBe(201);
  return response.body.id as number;
}

async function sendBugReport(as: SignedIn, text: string, screenshot: string | null) {
  const response = await call('POST', '/comments', as, {
    text,
    additionalData: {
      kind: 'bugReport',
      consoleLog: 'TypeError: x is undefined\n    at feed.js:12',
      screenshot,
    },
  });
  expect(response.status).toBe(201);
  return response.body.id as number;
}

async function reportCollection(headline: string, as: SignedIn | null = null) {
  const response = await call('POST', '/photograph_collections/report', as, {
    headline,
    howManyPhotographs: '101 - 200',
    materialTypes: ['glass plate negatives'],
    isDigitalized: false,
    about: 'Eine Kiste voller Platten.',
    personName: 'Anna Huber',
    personEmail: 'anna.huber@example.org',
    privacy: true,
    homepage: '',
    locale: 'de',
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id as number;
}

async function insertContactMessage(values: Partial<typeof contactMessages.$inferInsert> = {}) {
  const [row] = await api.db
    .insert(contactMessages)
    .values({ text: 'Wann kommt das nächste Dorf dran?', email: 'leser@example.org', ...values })
    .returning();
  if (!row) throw new Error('contact message not inserted');
  return row;
}

async function deskList(kind: string, as: SignedIn, query = '') {
  const { members, total } = await api.list<Json>(`/editors_desk/${kind}${query}`, as.headers);
  return { members, total };
}

const byId = (members: Json[], id: number) => members.find((member) => member.id === id);

describe("the editors' desk", () => {
  policyTable(
    () => api.app,
    [
      {
        route: 'GET /editors_desk (editors and admins)',
        ownerRole: 'editor',
        allowed: ['owner', 'editor', 'admin'],
        request: () => ({ method: 'GET', url: '/editors_desk' }),
      },
      ...(['feedback', 'bugReports', 'contactMessages', 'collectionReports', 'commentReports'] as const).map(
        (kind) => ({
          route: `GET /editors_desk/${kind} (editors and admins)`,
          ownerRole: 'editor' as const,
          allowed: ['owner', 'editor', 'admin'] as const,
          request: () => ({ method: 'GET' as const, url: `/editors_desk/${kind}?state=all` }),
        }),
      ),
      {
        route: 'PUT /editors_desk/{kind}/{id}/done (editors and admins)',
        ownerRole: 'editor',
        allowed: ['owner', 'editor', 'admin'],
        request: async () => {
          const message = await insertContactMessage();
          return {
            method: 'PUT',
            url: `/editors_desk/contactMessages/${message.id}/done`,
            payload: { done: true },
          };
        },
      },
      {
        route: 'GET /editors_desk/bugReports/{id}/screenshot.png (editors and admins)',
        ownerRole: 'editor',
        allowed: ['owner', 'editor', 'admin'],
        request: async () => {
          const reporter = await signedIn(api.app);
          const id = await sendBugReport(reporter, 'Knopf reagiert nicht', await screenshotDataUrl());
          return { method: 'GET', url: `/editors_desk/bugReports/${id}/screenshot.png` };
        },
      },
    ],
  );

  it('lists feedback with its rating and author, newest first, and counts the open ones', async () => {
    const editor = await signedIn(api.app, 'editor');
    const person = await signedIn(api.app);
    const before = (await call('GET', '/editors_desk', editor)).body.open as Record<string, number>;
    const older = await sendFeedback(person, 'Gefällt mir sehr', 4.5);
    const newer = await sendFeedback(person, 'Die Karte ist langsam', 2);
    const { members } = await deskList('feedback', editor);
    const newerIndex = members.findIndex((member) => member.id === newer);
    const olderIndex = members.findIndex((member) => member.id === older);
    expect(newerIndex).toBeGreaterThanOrEqual(0);
    expect(newerIndex).toBeLessThan(olderIndex);
    expect(byId(members, older)).toMatchObject({
      '@id': `/editors_desk/feedback/${older}`,
      '@type': 'DeskItem',
      kind: 'feedback',
      text: 'Gefällt mir sehr',
      rating: 4.5,
      author: { '@id': person.personIri },
      mark: { done: false, doneBy: null, doneAt: null },
    });
    // A bug report is not feedback, and neither is an ordinary comment.
    const bug = await sendBugReport(person, 'Absturz', null);
    const plain = await buildComment(api.app);
    const again = await deskList('feedback', editor, '?itemsPerPage=1000');
    expect(byId(again.members, bug)).toBeUndefined();
    expect(byId(again.members, plain.id)).toBeUndefined();
    const after = (await call('GET', '/editors_desk', editor)).body.open as Record<string, number>;
    expect(after.feedback).toBe((before.feedback ?? 0) + 2);
    expect(after.bugReports).toBe((before.bugReports ?? 0) + 1);
  });

  it('lists bug reports with console log and serves the screenshot as a PNG', async () => {
    const editor = await signedIn(api.app, 'editor');
    const person = await signedIn(api.app);
    const screenshot = await screenshotDataUrl(64, 40);
    const withPicture = await sendBugReport(person, 'Der Filter bleibt hängen', screenshot);
    const without = await sendBugReport(person, 'Ohne Bild', null);
    const { members } = await deskList('bugReports', editor);
    const item = byId(members, withPicture);
    expect(item).toMatchObject({
      kind: 'bugReports',
      text: 'Der Filter bleibt hängen',
      consoleLog: 'TypeError: x is undefined\n    at feed.js:12',
      screenshotUrl: `/editors_desk/bugReports/${withPicture}/screenshot.png`,
      author: { '@id': person.personIri },
    });
    // The data URL itself stays out of the list.
    expect(JSON.stringify(members)).not.toContain(PNG_DATA_URL_PREFIX);
    expect(byId(members, without)?.screenshotUrl).toBeNull();

    const image = await api.app.inject({
      method: 'GET',
      url: String(item?.screenshotUrl),
      headers: editor.headers,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('private');
    const metadata = await sharp(image.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 64, 40]);

    for (const url of [
      `/editors_desk/bugReports/${without}/screenshot.png`,
      '/editors_desk/bugReports/999999/screenshot.png',
    ]) {
      const missing = await api.app.inject({ method: 'GET', url, headers: editor.headers });
      expect(missing.statusCode, url).toBe(404);
    }
    // Feedback is no bug report: it has no screenshot address.
    const feedback = await sendFeedback(person, 'Nur Lob');
    const notABug = await api.app.inject({
      method: 'GET',
      url: `/editors_desk/bugReports/${feedback}/screenshot.png`,
      headers: editor.headers,
    });
    expect(notABug.statusCode).toBe(404);
  });

  it('lists contact messages with address, newsletter wish, signed-in sender and old address', async () => {
    const admin = await signedIn(api.app, 'admin');
    const sender = await signedIn(api.app);
    const anonymous = await insertContactMessage({ text: 'Hallo Team', email: null });
    const known = await insertContactMessage({
      text: 'Bitte Newsletter',
      email: 'neu@example.org',
      subscribeNewsletter: true,
      personId: sender.personId,
      userOldEmail: sender.email,
      locale: 'it',
    });
    const { members } = await deskList('contactMessages', admin);
    expect(byId(members, known.id)).toMatchObject({
      kind: 'contactMessages',
      text: 'Bitte Newsletter',
      email: 'neu@example.org',
      subscribeNewsletter: true,
      sender: { '@id': sender.personIri },
      userOldEmail: sender.email,
      locale: 'it',
    });
    expect(byId(members, anonymous.id)).toMatchObject({
      email: null,
      sender: null,
      subscribeNewsletter: false,
    });
  });

  it('lists reported collections (status New) with reporter, status and link', async () => {
    const editor = await signedIn(api.app, 'editor');
    const reporter = await signedIn(api.app);
    const id = await reportCollection('Glasplatten vom Dachboden', reporter);
    const { members } = await deskList('collectionReports', editor);
    expect(byId(members, id)).toMatchObject({
      kind: 'collectionReports',
      collection: `/photograph_collections/${id}`,
      headline: 'Glasplatten vom Dachboden',
      status: 0,
      howManyPhotographs: '101 - 200',
      reporterName: 'Anna Huber',
      reporterEmail: 'anna.huber@example.org',
      owner: { '@id': reporter.personIri },
    });
  });

  it('lists reported comments once each, with text, subject, every reporter and reason, and the count', async () => {
    const editor = await signedIn(api.app, 'editor');
    const [first, second] = [await signedIn(api.app), await signedIn(api.app)];
    const comment = await buildComment(api.app, { text: '<p>Unfreundlich</p>' });
    await call('POST', `${comment.iri}/report`, first, { reason: 'Beleidigend' });
    await call('POST', `${comment.iri}/report`, second, {});
    await call('POST', `${comment.iri}/report`, first, { reason: 'doppelt' });
    const { members } = await deskList('commentReports', editor);
    expect(members.filter((member) => member.id === comment.id)).toHaveLength(1);
    expect(byId(members, comment.id)).toMatchObject({
      '@id': `/editors_desk/commentReports/${comment.id}`,
      kind: 'commentReports',
      comment: comment.iri,
      commentText: '<p>Unfreundlich</p>',
      subject: { '@id': `/photographs/${comment.photographId}`, '@type': 'Photograph' },
      reportCount: 2,
      reports: [
        { reporter: { '@id': first.personIri }, reason: 'Beleidigend' },
        { reporter: { '@id': second.personIri }, reason: '' },
      ],
    });
  });

  it('marks an item done with who and when, moves it between open and done, and opens it again', async () => {
    const editor = await signedIn(api.app, 'editor');
    const person = await signedIn(api.app);
    const id = await sendFeedback(person, 'Erledigen bitte');
    const openBefore = (await call('GET', '/editors_desk', editor)).body.open as Record<string, number>;

    const started = Date.now();
    const done = await call('PUT', `/editors_desk/feedback/${id}/done`, editor, { done: true });
    expect(done.status).toBe(200);
    const { '@context': _context, '@id': iri, ...mark } = done.body as Mark & Json;
    expect(iri).toBe(`/editors_desk/feedback/${id}`);
    expect(mark).toMatchObject({ done: true, doneBy: { '@id': editor.personIri } });
    expect(Date.parse(String(mark.doneAt))).toBeGreaterThanOrEqual(started - 5_000);

    expect(byId((await deskList('feedback', editor)).members, id)).toBeUndefined();
    expect(byId((await deskList('feedback', editor, '?state=done')).members, id)?.mark).toEqual(mark);
    expect(byId((await deskList('feedback', editor, '?state=all')).members, id)).toBeDefined();
    const openAfter = (await call('GET', '/editors_desk', editor)).body.open as Record<string, number>;
    expect(openAfter.feedback).toBe((openBefore.feedback ?? 0) - 1);

    // Another curator marking it again becomes who did it.
    const admin = await signedIn(api.app, 'admin');
    const again = await call('PUT', `/editors_desk/feedback/${id}/done`, admin, { done: true });
    expect((again.body as Mark).doneBy?.['@id']).toBe(admin.personIri);

    const reopened = await call('PUT', `/editors_desk/feedback/${id}/done`, editor, { done: false });
    expect(reopened.body).toMatchObject({ done: false, doneBy: null, doneAt: null });
    expect(byId((await deskList('feedback', editor)).members, id)?.mark).toMatchObject({ done: false });
  });

  it('marks each kind separately: the same id in another list stays open', async () => {
    const editor = await signedIn(api.app, 'editor');
    const reporter = await signedIn(api.app);
    const comment = await buildComment(api.app);
    await call('POST', `${comment.iri}/report`, reporter, { reason: 'Spam' });
    const marked = await call('PUT', `/editors_desk/commentReports/${comment.id}/done`, editor, {
      done: true,
    });
    expect(marked.status).toBe(200);
    const done = await deskList('commentReports', editor, '?state=done');
    expect(byId(done.members, comment.id)?.mark).toMatchObject({
      done: true,
      doneBy: { '@id': editor.personIri },
    });
    // A comment that nobody reported, or an id of another list, is no item of this list.
    const unreported = await buildComment(api.app);
    expect(
      (await call('PUT', `/editors_desk/commentReports/${unreported.id}/done`, editor, { done: true }))
        .status,
    ).toBe(404);
    const message = await insertContactMessage();
    expect(
      (await call('PUT', `/editors_desk/feedback/${message.id + 100_000}/done`, editor, { done: true }))
        .status,
    ).toBe(404);
  });

  it('pages a list newest first along hydra:next', async () => {
    const editor = await signedIn(api.app, 'editor');
    for (let index = 0; index < 3; index += 1) await insertContactMessage({ text: `Nachricht ${index}` });
    const first = await api.list<Json>(
      '/editors_desk/contactMessages?state=all&itemsPerPage=2',
      editor.headers,
    );
    expect(first.members).toHaveLength(2);
    expect(first.total).toBeGreaterThanOrEqual(3);
    const next = (first.body['hydra:view'] as Json)['hydra:next'];
    expect(next).toBe('/editors_desk/contactMessages?state=all&itemsPerPage=2&page=2');
    const second = await api.list<Json>(String(next), editor.headers);
    const ids = [...first.members, ...second.members].map((member) => member.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('refuses an unknown list, state or mark body', async () => {
    const editor = await signedIn(api.app, 'editor');
    expect((await call('GET', '/editors_desk/orders', editor)).status).toBe(400);
    expect((await call('GET', '/editors_desk/feedback?state=later', editor)).status).toBe(400);
    const message = await insertContactMessage();
    const bad = await call('PUT', `/editors_desk/contactMessages/${message.id}/done`, editor, {
      done: 'yes',
    });
    expect(api.violationsOf(bad).map((violation) => violation.propertyPath)).toEqual(['done']);
  });
});
