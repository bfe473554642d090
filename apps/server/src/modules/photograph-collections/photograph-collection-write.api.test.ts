import { randomBytes } from 'node:crypto';
import { COLLECTION_MESSAGES } from '@retropics/domain/contracts/photograph-collection.contract';
import { FROM_YEAR_MIN_MESSAGE, INVALID_YEAR_MESSAGE, TO_YEAR_ORDER_MESSAGE } from '@retropics/domain/years';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionStatusChanges, photographCollections } from '../../db/schema/collections.js';
import { organizations, sponsors } from '../../db/schema/organizations.js';
import { photographs } from '../../db/schema/photographs.js';
import { products } from '../../db/schema/shop.js';
import { useTestApp } from '../../test/api-test-app.js';
import {
  buildCollection,
  buildPhotograph,
  buildPlace,
  type SignedIn,
  signedIn,
} from '../../test/factories.js';
import { policyTable } from '../../test/policy.js';
import {
  browserSubscription,
  type ReceivedPush,
  readMessage,
  startPushService,
} from '../../test/web-push-service.js';
import { readOutbox } from '../auth/auth.test-support.js';

type Json = Record<string, unknown>;

const api = useTestApp({ seed: false, environment: { WEBPUSH_ALLOW_HTTP_ENDPOINTS: 'true' } });
const { call, violationsOf } = api;

let pushService: Awaited<ReturnType<typeof startPushService>>;
let owner: SignedIn;
let stranger: SignedIn;
let editor: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  pushService = await startPushService();
  owner = await signedIn(api.app);
  stranger = await signedIn(api.app);
  editor = await signedIn(api.app, 'editor');
  admin = await signedIn(api.app, 'admin');
});
afterAll(async () => pushService?.close());

const put = (id: number, as: SignedIn | null, payload: unknown) =>
  call('PUT', `/photograph_collections/${id}`, as, payload);

const ownCollection = (overrides: Parameters<typeof buildCollection>[1] = {}) =>
  buildCollection(api.app, { ownerId: owner.personId, ...overrides });

async function storedRow(id: number) {
  const [row] = await api.db.select().from(photographCollections).where(eq(photographCollections.id, id));
  return row;
}

async function buildProduct() {
  const [row] = await api.db.insert(products).values({ priceWithVat: 25 }).returning();
  if (!row) throw new Error('product not inserted');
  return row;
}

describe('spec §6: the policy of each route', () => {
  policyTable(
    () => api.app,
    [
      {
        route: 'PUT /photograph_collections/{id}',
        allowed: ['owner', 'editor', 'admin'],
        request: async (person, app) => {
          const collection = await buildCollection(app, { ownerId: person.personId });
          return {
            method: 'PUT',
            url: `/photograph_collections/${collection.id}`,
            payload: { headline: 'Neu' },
          };
        },
      },
      {
        route: 'DELETE /photograph_collections/{id}',
        allowed: ['owner', 'editor', 'admin'],
        request: async (person, app) => {
          const collection = await buildCollection(app, { ownerId: person.personId, status: 0 });
          return { method: 'DELETE', url: `/photograph_collections/${collection.id}` };
        },
      },
    ],
  );
});

describe('PUT /photograph_collections/{id}: the owner edits', () => {
  it('stores texts, years, place and licence, keeps rich text to the allow-list and leaves the rest', async () => {
    const collection = await ownCollection({ status: 4, crowdfundingFunded: 120 });
    const place = await buildPlace(api.app, { name: 'Luzern' });
    const response = await put(collection.id, owner, {
      headline: '  Glasplatten vom Dachboden  ',
      about: '<p>Eine Kiste <b>Glasplatten</b></p><script>alert(1)</script>',
      text: '<h2>Herkunft</h2><p onclick="x()">Aus <a href="javascript:alert(1)">Bozen</a></p><img src=x>',
      fromYear: 1905,
      toYear: '1931',
      place: place.iri,
      licenseName: 'CC BY-SA 4.0',
      licenseUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
      collectionCopyrightUrl: 'https://archiv.example.org/gruber',
      copyrightHoldingPerson: 'Familie Gruber',
    });
    expect(response.status, response.raw).toBe(200);
    expect(response.body).toMatchObject({
      headline: 'Glasplatten vom Dachboden',
      about: '<p>Eine Kiste <b>Glasplatten</b></p>',
      fromYear: 1905,
      toYear: 1931,
      licenseName: 'CC BY-SA 4.0',
      licenseUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
      collectionCopyrightUrl: 'https://archiv.example.org/gruber',
      copyrightHoldingPerson: 'Familie Gruber',
      status: 4,
      crowdfundingFunded: 120,
    });
    expect((response.body.place as Json).name).toBe('Luzern');
    const text = response.body.text as string;
    expect(text).toContain('<h2>Herkunft</h2>');
    expect(text).not.toMatch(/onclick|javascript|<img|<script/);
    const shown = await call('GET', `/photograph_collections/${collection.id}`, null);
    expect(shown.body.headline).toBe('Glasplatten vom Dachboden');
  });

  it('takes a place key of the place search, clears fields with null and defaults the licence name', async () => {
    const collection = await ownCollection({ licenseName: 'CC0', licenseUrl: 'https://example.org/cc0' });
    const place = await buildPlace(api.app);
    const keyed = await put(collection.id, owner, { place: { placeId: place.placeKeys.at(-1) } });
    expect(keyed.status, keyed.raw).toBe(200);
    expect((keyed.body.place as Json)['@id']).toBe(place.iri);
    const cleared = await put(collection.id, owner, {
      place: null,
      licenseName: '',
      licenseUrl: null,
      fromYear: null,
    });
    expect(cleared.status, cleared.raw).toBe(200);
    expect(cleared.body).toMatchObject({
      place: null,
      licenseName: 'not defined yet',
      licenseUrl: null,
      fromYear: null,
    });
  });

  it('stores the texts of another language beside the German ones', async () => {
    const collection = await ownCollection({ headline: 'Alte Fotos' });
    const response = await api.app.inject({
      method: 'PUT',
      url: `/photograph_collections/${collection.id}`,
      headers: { ...owner.headers, 'accept-language': 'en' },
      payload: { headline: 'Old photographs' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().headline).toBe('Old photographs');
    expect((await storedRow(collection.id))?.headline).toBe('Alte Fotos');
    const german = await call('GET', `/photograph_collections/${collection.id}`, null);
    expect(german.body.headline).toBe('Alte Fotos');
  });

  it.each([
    ['an empty headline', { headline: '  ' }, 'headline', COLLECTION_MESSAGES.headlineRequired],
    ['a year of three digits', { fromYear: 190 }, 'fromYear', INVALID_YEAR_MESSAGE],
    ['a year that is no number', { toYear: '19x0' }, 'toYear', INVALID_YEAR_MESSAGE],
    ['a year before 1850', { fromYear: 1849 }, 'fromYear', FROM_YEAR_MIN_MESSAGE],
    [
      'a start year after 1980',
      { fromYear: 1981, toYear: 1985 },
      'fromYear',
      COLLECTION_MESSAGES.fromYearMax,
    ],
    ['an end year after 1980', { fromYear: 1950, toYear: 1990 }, 'toYear', COLLECTION_MESSAGES.toYearMax],
    ['years reversed', { fromYear: 1930, toYear: 1920 }, 'toYear', TO_YEAR_ORDER_MESSAGE],
    ['an end year before the stored start year', { toYear: 1890 }, 'toYear', TO_YEAR_ORDER_MESSAGE],
    [
      'a licence link that is no web address',
      { licenseUrl: 'javascript:alert(1)' },
      'licenseUrl',
      COLLECTION_MESSAGES.url,
    ],
    [
      'a copyright link without host',
      { collectionCopyrightUrl: 'https://localhost' },
      'collectionCopyrightUrl',
      COLLECTION_MESSAGES.url,
    ],
    [
      'an overlong licence name',
      { licenseName: 'x'.repeat(301) },
      'licenseName',
      COLLECTION_MESSAGES.shortText,
    ],
    ['an unknown place', { place: '/places/999999' }, 'place', COLLECTION_MESSAGES.unknownPlace],
    [
      'a place key nobody knows',
      { place: { placeId: 'ZZ.NOWHERE' } },
      'place',
      COLLECTION_MESSAGES.unknownPlace,
    ],
  ])(
    'refuses %s with a violation on its field and stores nothing',
    async (_label, payload, field, message) => {
      const collection = await ownCollection({ fromYear: 1900, toYear: 1930 });
      const before = await storedRow(collection.id);
      const violations = violationsOf(await put(collection.id, owner, { headline: 'Geändert', ...payload }));
      expect(violations).toContainEqual({ propertyPath: field, message });
      expect(await storedRow(collection.id)).toEqual(before);
    },
  );

  it("refuses (403, naming the fields) an owner who changes the team's fields, and stores nothing", async () => {
    const collection = await ownCollection({ status: 0 });
    const before = await storedRow(collection.id);
    const response = await put(collection.id, owner, { headline: 'Neu', status: 1, internalRating: 9 });
    expect(response.status).toBe(403);
    expect(response.body['@type']).toBe('hydra:Error');
    expect(response.body['hydra:description']).toBe(
      `${COLLECTION_MESSAGES.workflowOnly}: status, internalRating.`,
    );
    expect(await storedRow(collection.id)).toEqual(before);
    const perks = await put(collection.id, owner, { perks: [`/products/${(await buildProduct()).id}`] });
    expect(perks.status).toBe(403);
    expect(perks.body['hydra:description']).toContain('perks');
  });

  it("accepts the team's fields sent back unchanged (the whole answer of a GET)", async () => {
    const collection = await ownCollection({ status: 1, crowdfundingRequired: 500, crowdfundingFunded: 20 });
    const answer = (await call('GET', `/photograph_collections/${collection.id}`, owner)).body;
    const response = await put(collection.id, owner, { ...answer, headline: 'Zurückgeschickt' });
    expect(response.status, response.raw).toBe(200);
    expect(response.body).toMatchObject({
      headline: 'Zurückgeschickt',
      status: 1,
      crowdfundingRequired: 500,
    });
  });
});

describe('PUT /photograph_collections/{id}: the team moves a collection', () => {
  it('records each status change with who and when, mails the owner in the report language and pushes to them', async () => {
    const collection = await ownCollection({
      status: 0,
      headline: 'Attic plates',
      reportLocale: 'en',
      personName: 'Anna Gruber',
      personEmail: 'anna@example.org',
    });
    const browser = browserSubscription(`${pushService.origin}/push/${randomBytes(8).toString('hex')}`);
    const subscribed = await api.app.inject({
      method: 'POST',
      url: '/webpush',
      headers: owner.headers,
      payload: { subscription: browser.json, options: { locale: 'it' } },
    });
    expect(subscribed.statusCode).toBe(201);
    pushService.received.length = 0;

    const moved = await put(collection.id, editor, { status: 1, crowdfundingRequired: 1500.5 });
    expect(moved.status, moved.raw).toBe(200);
    expect(moved.body).toMatchObject({ status: 1, crowdfundingRequired: 1500.5 });
    const history = moved.body.statusHistory as Json[];
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ fromStatus: 0, toStatus: 1, changedBy: editor.personIri });
    expect(Date.parse(history[0]?.dateCreated as string)).toBeGreaterThan(Date.now() - 60_000);

    const mails = (await readOutbox(api.app)).filter((mail) => mail.to.includes(owner.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('RetroPics: Your collection “Attic plates” is now “Crowdfunding”');
    expect(mails[0]?.link).toBe(`${api.config.publicUrl}/photograph_collections/show/${collection.id}`);

    expect(pushService.received).toHaveLength(1);
    expect(readMessage(pushService.received[0] as ReceivedPush, browser)).toMatchObject({
      title: 'Nuovo stato della tua collezione',
      body: 'Attic plates: Crowdfunding',
      url: `/photograph_collections/show/${collection.id}`,
    });

    await put(collection.id, admin, { status: 2, crowdfundingFunded: 1500.5 });
    const rows = await api.db
      .select()
      .from(collectionStatusChanges)
      .where(eq(collectionStatusChanges.collectionId, collection.id));
    expect(rows.map((row) => [row.fromStatus, row.toStatus, row.changedById])).toEqual([
      [0, 1, editor.personId],
      [1, 2, admin.personId],
    ]);
    // Changing other fields is no status change: no record, no mail.
    await put(collection.id, admin, { crowdfundingFunded: 1600 });
    expect(
      await api.db
        .select()
        .from(collectionStatusChanges)
        .where(eq(collectionStatusChanges.collectionId, collection.id)),
    ).toHaveLength(2);
    expect((await readOutbox(api.app)).filter((mail) => mail.to.includes(owner.email))).toHaveLength(2);
  });

  it('writes to the reporter’s address when the collection has no owner account', async () => {
    const collection = await buildCollection(api.app, {
      ownerId: null,
      status: 0,
      personEmail: 'melder@example.org',
      reportLocale: 'it',
      headline: 'Lastre',
    });
    expect((await put(collection.id, editor, { status: 5 })).status).toBe(200);
    const mail = (await readOutbox(api.app)).find((entry) => entry.to.includes('melder@example.org'));
    expect(mail?.subject).toBe('RetroPics: la tua collezione «Lastre» ora è «Ricevuta in digitale»');
  });

  it('sets perks in the given order and the internal rating', async () => {
    const collection = await ownCollection({ status: 1 });
    const [first, second] = [await buildProduct(), await buildProduct()];
    const response = await put(collection.id, editor, {
      perks: [`/products/${second.id}`, first.id, `/products/${second.id}`],
      internalRating: 8,
    });
    expect(response.status, response.raw).toBe(200);
    expect((response.body.perks as Json[]).map((perk) => perk.product)).toEqual([
      `/products/${second.id}`,
      `/products/${first.id}`,
    ]);
    expect(response.body.internalRating).toBe(8);
    expect((await call('GET', `/photograph_collections/${collection.id}`, owner)).body).not.toHaveProperty(
      'internalRating',
    );
  });

  it('names the organization and the sponsors in order (curators), accepted back as answered', async () => {
    const collection = await ownCollection({ status: 1 });
    const [organization] = await api.db
      .insert(organizations)
      .values({ name: 'Stadtarchiv Bozen' })
      .returning();
    const [first, second] = await api.db
      .insert(sponsors)
      .values([{ name: 'Stiftung Sparkasse' }, { name: 'Buchhandlung Athesia' }])
      .returning();
    const response = await put(collection.id, editor, {
      organization: `/organizations/${organization?.id}`,
      sponsors: [`/sponsors/${second?.id}`, first?.id],
    });
    expect(response.status, response.raw).toBe(200);
    expect((response.body.organization as Json).name).toBe('Stadtarchiv Bozen');
    expect((response.body.sponsors as Json[]).map((sponsor) => sponsor.name)).toEqual([
      'Buchhandlung Athesia',
      'Stiftung Sparkasse',
    ]);
    // The owner's form sends the whole answer back, embedded organization and sponsors included.
    const ownView = (await call('GET', `/photograph_collections/${collection.id}`, owner)).body;
    expect((await put(collection.id, owner, { ...ownView, headline: 'Fotos vom Dachboden' })).status).toBe(
      200,
    );
    const refused = await put(collection.id, owner, { organization: null });
    expect(refused.status).toBe(403);
    expect(refused.body.detail ?? refused.body['hydra:description']).toMatch(/organization/);
    expect((await put(collection.id, editor, { organization: null, sponsors: [] })).status).toBe(200);
    const cleared = (await call('GET', `/photograph_collections/${collection.id}`, null)).body;
    expect(cleared.organization).toBeNull();
    expect(cleared.sponsors).toEqual([]);
  });

  it.each([
    ['a status out of range', { status: 6 }, 'status', COLLECTION_MESSAGES.status],
    [
      'an unknown organization',
      { organization: '/organizations/999999' },
      'organization',
      COLLECTION_MESSAGES.unknownOrganization,
    ],
    [
      'a sponsor that is no sponsor IRI',
      { sponsors: ['/people/1'] },
      'sponsors.0',
      COLLECTION_MESSAGES.sponsors,
    ],
    [
      'an unknown sponsor',
      { sponsors: ['/sponsors/999999'] },
      'sponsors.0',
      COLLECTION_MESSAGES.unknownSponsor,
    ],
    ['a status that is no whole number', { status: 1.5 }, 'status', COLLECTION_MESSAGES.status],
    ['a negative funded amount', { crowdfundingFunded: -1 }, 'crowdfundingFunded', COLLECTION_MESSAGES.money],
    [
      'fractions of a cent',
      { crowdfundingRequired: 10.005 },
      'crowdfundingRequired',
      COLLECTION_MESSAGES.money,
    ],
    ['an amount as text', { crowdfundingRequired: '100' }, 'crowdfundingRequired', COLLECTION_MESSAGES.money],
    ['a rating above 10', { internalRating: 11 }, 'internalRating', COLLECTION_MESSAGES.internalRating],
    ['a perk that is no product IRI', { perks: ['/people/1'] }, 'perks.0', COLLECTION_MESSAGES.perks],
    ['an unknown product', { perks: ['/products/999999'] }, 'perks.0', COLLECTION_MESSAGES.unknownProduct],
  ])('refuses %s with a violation on its field', async (_label, payload, field, message) => {
    const collection = await ownCollection({ status: 1 });
    const before = await storedRow(collection.id);
    const violations = violationsOf(await put(collection.id, editor, payload));
    expect(violations).toContainEqual({ propertyPath: field, message });
    expect(await storedRow(collection.id)).toEqual(before);
  });

  it('lists a collection moved to Crowdfunding on the landing list and in the feed at once', async () => {
    const collection = await ownCollection({ status: 0, headline: 'Gletscherplatten aus Grindelwald' });
    const landing = () => call('GET', '/photograph_collections?status=1&itemsPerPage=1000', null);
    const feed = () => call('GET', '/feed_items?documentType=PhotographCollection&itemsPerPage=1000', null);
    const search = () => call('GET', '/feed_items?text=Grindelwald', null);
    const ids = (response: { body: Json }) => (response.body['hydra:member'] as Json[]).map((m) => m['@id']);
    const headlines = (response: { body: Json }) =>
      (response.body['hydra:member'] as Json[]).map((m) => m.headline);
    expect(ids(await landing())).not.toContain(collection.iri);
    expect(headlines(await feed())).not.toContain(collection.headline);
    expect(headlines(await search())).not.toContain(collection.headline);

    expect((await put(collection.id, editor, { status: 1 })).status).toBe(200);
    expect(ids(await landing())).toContain(collection.iri);
    expect(headlines(await feed())).toContain(collection.headline);
    expect(headlines(await search())).toContain(collection.headline);
  });
});

describe('a New (0) collection is seen by its owner and the curators only', () => {
  it('answers 404 to others, lists it only for them, and shows the report details to them alone', async () => {
    const collection = await ownCollection({
      status: 0,
      personEmail: 'kontakt@example.org',
      personName: 'Kontakt',
      materialTypes: ['glass-plates'],
    });
    const item = `/photograph_collections/${collection.id}`;
    expect((await call('GET', item, null)).status).toBe(404);
    expect((await call('GET', item, stranger)).status).toBe(404);
    for (const viewer of [owner, editor, admin]) {
      const response = await call('GET', item, viewer);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        personEmail: 'kontakt@example.org',
        personName: 'Kontakt',
        materialTypes: ['glass-plates'],
        statusHistory: [],
      });
    }
    const listed = async (url: string, viewer: SignedIn | null) =>
      ((await call('GET', url, viewer)).body['hydra:member'] as Json[]).map((m) => m['@id']);
    const byOwner = `/photograph_collections?owner=${owner.personId}&itemsPerPage=1000`;
    expect(await listed(byOwner, null)).not.toContain(collection.iri);
    expect(await listed(byOwner, stranger)).not.toContain(collection.iri);
    expect(await listed(byOwner, owner)).toContain(collection.iri);
    expect(await listed('/photograph_collections?status=0&itemsPerPage=1000', editor)).toContain(
      collection.iri,
    );
    expect(await listed('/photograph_collections?status=0&itemsPerPage=1000', null)).toEqual([]);
  });

  it('never shows report details to the public once published', async () => {
    const collection = await ownCollection({ status: 1, personEmail: 'geheim@example.org' });
    const { raw } = await call('GET', `/photograph_collections/${collection.id}`, stranger);
    expect(raw).not.toContain('geheim@example.org');
    expect(raw).not.toContain('statusHistory');
    expect(raw).not.toContain('howManyPhotographs');
  });
});

describe('DELETE /photograph_collections/{id}', () => {
  it('deletes a New collection of its owner, and it is gone everywhere', async () => {
    const collection = await ownCollection({ status: 0 });
    expect((await call('DELETE', `/photograph_collections/${collection.id}`, owner)).status).toBe(204);
    expect(await storedRow(collection.id)).toBeUndefined();
    expect((await call('GET', `/photograph_collections/${collection.id}`, owner)).status).toBe(404);
  });

  it('refuses (409) a collection past New, for curators too, and keeps it', async () => {
    const collection = await ownCollection({ status: 1 });
    for (const who of [owner, editor, admin]) {
      const response = await call('DELETE', `/photograph_collections/${collection.id}`, who);
      expect(response.status).toBe(409);
      expect(response.body['hydra:description']).toBe(COLLECTION_MESSAGES.notDeletable);
    }
    expect(await storedRow(collection.id)).toBeDefined();
  });

  it('refuses (409) a New collection that holds photographs rather than deleting them with it', async () => {
    const collection = await ownCollection({ status: 0 });
    const photograph = await buildPhotograph(api.app, { collectionId: collection.id });
    const response = await call('DELETE', `/photograph_collections/${collection.id}`, owner);
    expect(response.status).toBe(409);
    expect(response.body['hydra:description']).toBe(COLLECTION_MESSAGES.holdsPhotographs);
    expect(await api.db.select().from(photographs).where(eq(photographs.id, photograph.id))).toHaveLength(1);
  });

  it('answers 404 for a collection that does not exist', async () => {
    expect((await call('DELETE', '/photograph_collections/999999', editor)).status).toBe(404);
  });
});
