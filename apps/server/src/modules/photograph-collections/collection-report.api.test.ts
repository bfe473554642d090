import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { photographCollections, photographCollectionTranslations } from '../../db/schema/collections.js';
import { useTestApp } from '../../test/api-test-app.js';
import { buildAccount, signedIn } from '../../test/factories.js';
import { readOutbox } from '../auth/auth.test-support.js';

type Json = Record<string, unknown>;

const TEAM_EMAIL = 'team@retropics.test';

let reportNumber = 0;
/** A complete, valid report with an address of its own, so the per-address limit never bites. */
function aReport(overrides: Json = {}): Json {
  reportNumber += 1;
  return {
    headline: 'Glasplatten vom Dachboden',
    howManyPhotographs: '101 - 200',
    materialTypes: ['glass plate negatives', 'prints on paper or cardboard'],
    isDigitalized: false,
    about: 'Eine Kiste voller Platten <b>aus Meran</b>.\n\nDer Großvater war Fotograf.',
    personName: 'Anna Huber',
    personEmail: `anna.${reportNumber}@example.org`,
    privacy: true,
    homepage: '',
    locale: 'de',
    ...overrides,
  };
}

describe('POST /photograph_collections/report', () => {
  const api = useTestApp({
    seed: false,
    environment: {
      REPORT_TEAM_EMAIL: TEAM_EMAIL,
      REPORT_RATE_LIMIT_PER_ADDRESS: '1000',
      REPORT_RATE_LIMIT_PER_IP: '1000',
    },
  });

  const post = (payload: Json, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'POST', url: '/photograph_collections/report', payload, headers });

  const storedCount = async () =>
    (await api.db.select({ value: count() }).from(photographCollections))[0]?.value ?? 0;

  const mailsTo = async (address: string) =>
    (await readOutbox(api.app)).filter((mail) => mail.to.includes(address));

  it('stores the report signed out at status 0 without an owner and answers 201 with its JSON-LD', async () => {
    const report = aReport();
    const response = await post(report);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['content-type']).toContain('application/ld+json');
    const body = response.json();
    expect(body).toMatchObject({
      '@context': '/contexts/PhotographCollection',
      '@type': 'PhotographCollection',
      headline: 'Glasplatten vom Dachboden',
      status: 0,
      owner: null,
      licenseName: 'not defined yet',
    });
    // What was reported is the team's and the owner's to read; a signed-out reporter owns nothing.
    expect(body).not.toHaveProperty('howManyPhotographs');
    expect(body['@id']).toBe(`/photograph_collections/${body.id}`);
    // The reporter's contact stays with the team.
    expect(response.body).not.toContain(report.personEmail as string);

    const [row] = await api.db
      .select()
      .from(photographCollections)
      .where(eq(photographCollections.id, body.id as number));
    expect(row).toMatchObject({
      status: 0,
      ownerId: null,
      materialTypes: ['prints on paper or cardboard', 'glass plate negatives'],
      reportLocale: 'de',
      personName: 'Anna Huber',
      personEmail: report.personEmail,
      privacy: true,
      // Plain text becomes paragraphs; what looked like markup stays text.
      about:
        '<p>Eine Kiste voller Platten &lt;b&gt;aus Meran&lt;/b&gt;.</p><p>Der Großvater war Fotograf.</p>',
    });
    const translations = await api.db
      .select()
      .from(photographCollectionTranslations)
      .where(eq(photographCollectionTranslations.collectionId, body.id as number));
    expect(translations).toEqual([
      expect.objectContaining({ locale: 'de', headline: 'Glasplatten vom Dachboden', about: row?.about }),
    ]);

    // A New collection is the reporter's and the team's until the team takes it on.
    expect((await api.get(`/photograph_collections/${body.id}`)).status).toBe(404);
    const editor = await signedIn(api.app, 'editor');
    const shown = await api.get(`/photograph_collections/${body.id}`, editor.headers);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      status: 0,
      headline: 'Glasplatten vom Dachboden',
      personName: 'Anna Huber',
    });
  });

  it('makes the signed-in reporter the owner', async () => {
    const reporter = await signedIn(api.app);
    const response = await post(aReport({ headline: 'Fotoalben der Familie' }), reporter.headers);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ owner: reporter.personIri, howManyPhotographs: '101 - 200' });
    const mine = await api.list<Json>(`/photograph_collections?owner=${reporter.personId}`, reporter.headers);
    expect(mine.members.map((member) => member.headline)).toEqual(['Fotoalben der Familie']);
  });

  it('mails the reporter a confirmation and every editor, admin and the team mailbox a notice, in the report’s language', async () => {
    const editor = await buildAccount(api.app, { role: 'editor' });
    const admin = await buildAccount(api.app, { role: 'admin' });
    const user = await buildAccount(api.app, { role: 'user' });
    const report = aReport({ headline: 'Slides from Bolzano', locale: 'en', materialTypes: ['slides'] });
    const response = await post(report, { 'accept-language': 'it' });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().id as number;

    const [confirmation, ...more] = await mailsTo(report.personEmail as string);
    expect(more).toEqual([]);
    expect(confirmation?.subject).toBe('RetroPics: Thank you for reporting “Slides from Bolzano”');
    expect(confirmation?.text).toContain('Hello Anna Huber,');
    expect(confirmation?.text).toContain('Number of photographs: 101 - 200');
    expect(confirmation?.text).toContain('Material: Slides');

    for (const address of [editor.email, admin.email, TEAM_EMAIL]) {
      const notices = (await mailsTo(address)).filter((mail) => mail.subject.includes('Slides from Bolzano'));
      expect(notices.map((mail) => mail.subject)).toEqual([
        'RetroPics: New collection reported – Slides from Bolzano',
      ]);
      expect(notices[0]?.text).toContain(`Anna Huber (${report.personEmail}) has reported a collection.`);
      expect(notices[0]?.link).toBe(`${api.config.publicUrl}/photograph_collections/show/${id}`);
    }
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it.each([
    ['de', 'RetroPics: Danke für deine Meldung „Glasplatten aus Brixen“', 'Hallo Anna Huber,'],
    ['it', 'RetroPics: grazie per la segnalazione «Glasplatten aus Brixen»', 'Ciao Anna Huber,'],
  ])(
    'writes the confirmation in %s, taken from Accept-Language when the body names no locale',
    async (language, subject, greeting) => {
      const report = aReport({ headline: 'Glasplatten aus Brixen', locale: undefined });
      const response = await post(report, { 'accept-language': `${language},en;q=0.5` });
      expect(response.statusCode, response.body).toBe(201);
      const [confirmation] = await mailsTo(report.personEmail as string);
      expect(confirmation?.subject).toBe(subject);
      expect(confirmation?.text).toContain(greeting);
      const [row] = await api.db
        .select({ reportLocale: photographCollections.reportLocale })
        .from(photographCollections)
        .where(eq(photographCollections.id, response.json().id as number));
      expect(row?.reportLocale).toBe(language);
    },
  );

  it.each([
    ['no headline', { headline: '  ' }, 'headline', 'Headline is required'],
    [
      'a headline too long',
      { headline: 'x'.repeat(201) },
      'headline',
      'Headline must be at most 200 characters',
    ],
    [
      'an unknown photograph count',
      { howManyPhotographs: '1000' },
      'howManyPhotographs',
      'Choose how many photographs',
    ],
    [
      'no photograph count',
      { howManyPhotographs: undefined },
      'howManyPhotographs',
      'Choose how many photographs',
    ],
    [
      'an unknown material type',
      { materialTypes: ['daguerreotypes'] },
      'materialTypes.0',
      'Material types are some of',
    ],
    ['digitalized not a yes/no', { isDigitalized: 'maybe' }, 'isDigitalized', 'Say whether'],
    ['an about text too long', { about: 'x'.repeat(5001) }, 'about', 'About must be at most 5000 characters'],
    ['no name', { personName: '' }, 'personName', 'Name is required'],
    ['no e-mail', { personEmail: undefined }, 'personEmail', 'E-mail is required'],
    ['an invalid e-mail', { personEmail: 'anna@example' }, 'personEmail', 'E-mail must be valid'],
    ['no consent', { privacy: false }, 'privacy', 'You must agree to continue!'],
    ['a missing consent', { privacy: undefined }, 'privacy', 'You must agree to continue!'],
    [
      'a filled honeypot',
      { homepage: 'https://cheap-pills.example' },
      'homepage',
      'This field must stay empty.',
    ],
    ['an unknown locale', { locale: 'fr' }, 'locale', 'locale is one of de, en, it'],
  ])(
    'refuses %s with 422 on that field, storing and mailing nothing',
    async (_label, change, field, message) => {
      const before = await storedCount();
      const mailsBefore = (await readOutbox(api.app)).length;
      const response = await post(aReport(change));
      expect(response.statusCode).toBe(422);
      const body = response.json();
      expect(body['@type']).toBe('ConstraintViolationList');
      expect(body.violations).toEqual([{ propertyPath: field, message: expect.stringContaining(message) }]);
      expect(await storedCount()).toBe(before);
      expect((await readOutbox(api.app)).length).toBe(mailsBefore);
    },
  );

  it('names every missing field of an empty report at once', async () => {
    const response = await post({});
    expect(response.statusCode).toBe(422);
    const fields = (response.json().violations as Json[]).map((violation) => violation.propertyPath);
    expect(fields.sort()).toEqual(['headline', 'howManyPhotographs', 'personEmail', 'personName', 'privacy']);
  });

  it('is described in the API documentation', async () => {
    const docs = await api.get('/docs.json');
    const operation = docs.body.paths['/photograph_collections/report']?.post;
    expect(operation?.summary).toContain('status 0');
    expect(
      Object.keys(operation?.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
    ).toEqual(expect.arrayContaining(['headline', 'personEmail', 'privacy', 'materialTypes']));
    const hydra = JSON.stringify((await api.get('/docs.jsonld')).body);
    expect(hydra).toContain('POST /photograph_collections/report');
  });
});

describe('flood limits of POST /photograph_collections/report', () => {
  const api = useTestApp({
    seed: false,
    environment: {
      REPORT_RATE_LIMIT_PER_ADDRESS: '2',
      REPORT_RATE_LIMIT_PER_IP: '4',
      REPORT_RATE_LIMIT_WINDOW_SECONDS: '31536000',
      // The requests come "through" a proxy on loopback that names the client.
      TRUST_PROXY: '127.0.0.1',
    },
  });

  const post = (payload: Json, ip: string) =>
    api.app.inject({
      method: 'POST',
      url: '/photograph_collections/report',
      payload,
      headers: { 'x-forwarded-for': ip },
    });

  it('allows 2 reports per e-mail address from any IP, then answers 429 with Retry-After and stores nothing', async () => {
    const codes = [];
    for (const ip of ['198.51.100.1', '198.51.100.2'])
      codes.push((await post(aReport({ personEmail: 'flood@example.org' }), ip)).statusCode);
    expect(codes).toEqual([201, 201]);
    const before = await api.db.select({ value: count() }).from(photographCollections);
    const blocked = await post(aReport({ personEmail: 'Flood@Example.org' }), '198.51.100.3');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ '@type': 'hydra:Error', status: 429 });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await api.db.select({ value: count() }).from(photographCollections)).toEqual(before);
    const confirmations = (await readOutbox(api.app)).filter((mail) => mail.to.includes('flood@example.org'));
    expect(confirmations).toHaveLength(2);
    // Another reporter is not held up.
    expect((await post(aReport(), '198.51.100.4')).statusCode).toBe(201);
  });

  it('allows 4 reports per IP across addresses, then 429', async () => {
    const codes = [];
    for (let attempt = 0; attempt < 5; attempt++) codes.push((await post(aReport(), '192.0.2.9')).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 429]);
  });
});
