import { PHOTOGRAPH_MESSAGES } from '@retropics/domain/contracts/photograph.contract';
import {
  FROM_YEAR_MIN_MESSAGE,
  INTERNAL_RATING_MESSAGE,
  INVALID_YEAR_MESSAGE,
  TO_YEAR_ORDER_MESSAGE,
} from '@retropics/domain/years';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { comments } from '../../db/schema/comments.js';
import { galleryPhotographs, imageGalleries } from '../../db/schema/galleries.js';
import { photographs } from '../../db/schema/photographs.js';
import { retrosnaps } from '../../db/schema/retrosnaps.js';
import { useTestApp } from '../../test/api-test-app.js';
import {
  buildAlbum,
  buildCategory,
  buildCollection,
  buildComment,
  buildPhotograph,
  buildPlace,
  buildRetrosnap,
  type SignedIn,
  signedIn,
} from '../../test/factories.js';
import { policyTable } from '../../test/policy.js';

type Json = Record<string, unknown>;
type Violation = { propertyPath: string; message: string };
type Photograph = Json & {
  id: number;
  filePath: string;
  backFilePath: string | null;
  originalName: string;
  size: [number, number];
  backSize: [number, number] | null;
  dateText: string | null;
  fromYear: number | null;
  toYear: number | null;
  translations: Array<{ locale: string; name: string; description: string }>;
  categories: string[];
  categoryAttributes: Record<string, Record<string, unknown>>;
  place: { '@id': string } | null;
  isHidden: boolean;
  internalRating?: number;
};

const api = useTestApp({ seed: false });

let owner: SignedIn;
let editor: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
  [owner, editor, stranger] = await Promise.all([
    signedIn(api.app),
    signedIn(api.app, 'editor'),
    signedIn(api.app),
  ]);
});

/** A photograph in a collection of `of`, with a back side unless told otherwise. */
async function photographOf(of: SignedIn, overrides: Parameters<typeof buildPhotograph>[1] = {}) {
  const collection = await buildCollection(api.app, { ownerId: of.personId });
  return buildPhotograph(api.app, {
    collectionId: collection.id,
    backFilePath: 'factory/back.jpg',
    backOriginalName: 'back.jpg',
    backWidth: 600,
    backHeight: 900,
    translations: [{ locale: 'de', name: 'Alte Brücke', description: 'Vor dem Hochwasser.' }],
    ...overrides,
  });
}

async function put(id: number, as: SignedIn | null, payload: unknown) {
  const response = await api.app.inject({
    method: 'PUT',
    url: `/photographs/${id}`,
    payload: payload as object,
    headers: as?.headers ?? {},
  });
  return { status: response.statusCode, body: response.json() as Json };
}

async function putOk(id: number, as: SignedIn, payload: unknown) {
  const response = await put(id, as, payload);
  expect(response.status, JSON.stringify(response.body).slice(0, 400)).toBe(200);
  return response.body as Photograph;
}

async function violationsOf(id: number, payload: unknown, as: SignedIn = editor) {
  const response = await put(id, as, payload);
  expect(response.status, JSON.stringify(payload)).toBe(422);
  expect(response.body['@type']).toBe('ConstraintViolationList');
  return (response.body.violations as Violation[]).map((v) => [v.propertyPath, v.message]);
}

const stored = async (id: number) => (await api.get(`/photographs/${id}`, editor.headers)).body as Photograph;

describe('who may change and delete a photograph (spec §6)', () => {
  policyTable(
    () => api.app,
    [
      {
        route: "PUT /photographs/{id} (the collection's owner, editors, admins)",
        allowed: ['owner', 'editor', 'admin'],
        request: async (as) => ({
          method: 'PUT',
          url: `/photographs/${(await photographOf(as)).id}`,
          payload: { dateText: '1921' },
        }),
      },
      {
        route: "DELETE /photographs/{id} (the collection's owner, editors, admins)",
        allowed: ['owner', 'editor', 'admin'],
        request: async (as) => ({ method: 'DELETE', url: `/photographs/${(await photographOf(as)).id}` }),
      },
    ],
  );

  it('leaves a refused write without effect, and refuses an unknown id to a stranger like a foreign one', async () => {
    const photograph = await photographOf(owner);
    expect((await put(photograph.id, stranger, { dateText: '1950' })).status).toBe(403);
    expect((await stored(photograph.id)).dateText).toBe('um 1900');
    expect((await put(999_999, stranger, { dateText: '1950' })).status).toBe(403);
    expect((await put(999_999, editor, { dateText: '1950' })).status).toBe(404);
  });

  it('lets the owner change a photograph of a collection of theirs, but not set its internal rating', async () => {
    const photograph = await photographOf(owner, { internalRating: 4 });
    await putOk(photograph.id, owner, { dateText: '1930er' });
    const refused = await put(photograph.id, owner, { internalRating: 9 });
    expect(refused.status).toBe(403);
    expect(refused.body['hydra:description']).toBe('Access Denied.');
    // The stored value sent back unchanged is no attempt to set it.
    await putOk(photograph.id, owner, { internalRating: 4, isBlackAndWhite: false });
    const after = await stored(photograph.id);
    expect(after.internalRating).toBe(4);
    expect(after.isBlackAndWhite).toBe(false);
    const ownerView = (await api.get(`/photographs/${photograph.id}`, owner.headers)).body as Photograph;
    expect(ownerView).not.toHaveProperty('internalRating');
  });

  it('lets an editor set the internal rating, 0 to 10', async () => {
    const photograph = await photographOf(owner);
    expect((await putOk(photograph.id, editor, { internalRating: 10 })).internalRating).toBe(10);
    expect(await violationsOf(photograph.id, { internalRating: 11 })).toEqual([
      ['internalRating', INTERNAL_RATING_MESSAGE],
    ]);
    expect(await violationsOf(photograph.id, { internalRating: 2.5 })).toEqual([
      ['internalRating', INTERNAL_RATING_MESSAGE],
    ]);
  });
});

describe('date text and years (spec §5)', () => {
  let id: number;
  beforeAll(async () => {
    id = (await photographOf(owner)).id;
  });

  it.each([
    ['1921', 1921, 1921],
    ['1920s', 1920, 1929],
    ["1920's", 1920, 1929],
    ['1920er', 1920, 1929],
    ['ca 1905', 1900, 1910],
    ['ca. 1905', 1900, 1910],
    ['circa 1905', 1900, 1910],
    ['3.5.1921', 1921, 1921],
    ['1921-05-03', 1921, 1921],
    ['20-25', 1920, 1925],
    ['1920-25', 1920, 1925],
    ['1920 1925', 1920, 1925],
    ['1920-1925', 1920, 1925],
    ['1990', 1990, 1990],
  ])('reads %s as %i to %i', async (dateText, fromYear, toYear) => {
    const answer = await putOk(id, editor, { dateText });
    expect([answer.dateText, answer.fromYear, answer.toYear]).toEqual([dateText, fromYear, toYear]);
  });

  it.each(['um 1900', '1849', '1991', '31.2.1921', '1925-1920', '1925s'])(
    'refuses %s without year fields, keeping what was stored',
    async (dateText) => {
      await putOk(id, editor, { dateText: '1921' });
      expect(await violationsOf(id, { dateText })).toEqual([['dateText', PHOTOGRAPH_MESSAGES.dateText]]);
      const after = await stored(id);
      expect([after.dateText, after.fromYear, after.toYear]).toEqual(['1921', 1921, 1921]);
    },
  );

  it('keeps any date text when the years are given beside it, the years winning', async () => {
    const answer = await putOk(id, editor, { dateText: 'um 1900', fromYear: '1895', toYear: 1905 });
    expect([answer.dateText, answer.fromYear, answer.toYear]).toEqual(['um 1900', 1895, 1905]);
  });

  it('completes two-digit years with 19 and allows empty years', async () => {
    const answer = await putOk(id, editor, { fromYear: '25', toYear: 28 });
    expect([answer.fromYear, answer.toYear]).toEqual([1925, 1928]);
    const empty = await putOk(id, editor, { fromYear: '', toYear: null });
    expect([empty.fromYear, empty.toYear]).toEqual([null, null]);
  });

  it('answers each year rule with the spec’s message on its field', async () => {
    expect(await violationsOf(id, { fromYear: '19a5' })).toEqual([['fromYear', INVALID_YEAR_MESSAGE]]);
    expect(await violationsOf(id, { fromYear: 19055 })).toEqual([['fromYear', INVALID_YEAR_MESSAGE]]);
    expect(await violationsOf(id, { toYear: '195' })).toEqual([['toYear', INVALID_YEAR_MESSAGE]]);
    expect(await violationsOf(id, { fromYear: '1849' })).toEqual([['fromYear', FROM_YEAR_MIN_MESSAGE]]);
    expect(await violationsOf(id, { fromYear: 1910, toYear: 1900 })).toEqual([
      ['toYear', TO_YEAR_ORDER_MESSAGE],
    ]);
  });

  it('clears the years with the date text when no years are sent', async () => {
    const answer = await putOk(id, editor, { dateText: '' });
    expect([answer.dateText, answer.fromYear, answer.toYear]).toEqual([null, null, null]);
  });
});

describe('texts, place, categories and flags', () => {
  it('sets the texts per language, drops an emptied language and keeps one name', async () => {
    const { id } = await photographOf(owner);
    const answer = await putOk(id, editor, {
      translations: [
        { locale: 'de', name: ' Neue Brücke ', description: 'Nach dem Umbau.' },
        { locale: 'en', name: 'New bridge', description: '' },
        { locale: 'it', name: 'Ponte nuovo', description: null },
      ],
    });
    expect(answer.translations).toEqual([
      { locale: 'de', name: 'Neue Brücke', description: 'Nach dem Umbau.' },
      { locale: 'en', name: 'New bridge', description: '' },
      { locale: 'it', name: 'Ponte nuovo', description: '' },
    ]);
    const dropped = await putOk(id, editor, { translations: [{ locale: 'it', name: '', description: '' }] });
    expect(dropped.translations.map((t) => t.locale)).toEqual(['de', 'en']);
    expect(
      await violationsOf(id, {
        translations: [
          { locale: 'de', name: '', description: '' },
          { locale: 'en', name: '', description: '' },
        ],
      }),
    ).toEqual([['translations', PHOTOGRAPH_MESSAGES.oneName]]);
    expect(
      await violationsOf(id, { translations: [{ locale: 'de', name: '', description: 'Ohne Namen' }] }),
    ).toEqual([['translations.0.name', PHOTOGRAPH_MESSAGES.nameRequired]]);
    expect(
      await violationsOf(id, { translations: [{ locale: 'fr', name: 'Pont', description: '' }] }),
    ).toEqual([['translations.0.locale', PHOTOGRAPH_MESSAGES.translations]]);
    expect(
      await violationsOf(id, {
        translations: [
          { locale: 'de', name: 'A', description: '' },
          { locale: 'de', name: 'B', description: '' },
        ],
      }),
    ).toEqual([['translations', PHOTOGRAPH_MESSAGES.translations]]);
    expect(
      await violationsOf(id, { translations: [{ locale: 'de', name: 'x'.repeat(256), description: '' }] }),
    ).toEqual([['translations.0.name', PHOTOGRAPH_MESSAGES.nameLength]]);
    expect((await stored(id)).translations.map((t) => t.name)).toEqual(['Neue Brücke', 'New bridge']);
  });

  it('takes a place as an IRI or a place-search key, refuses an unknown one, and removes it with null', async () => {
    const { id } = await photographOf(owner);
    const place = await buildPlace(api.app);
    expect((await putOk(id, editor, { place: place.iri })).place?.['@id']).toBe(place.iri);
    const byKey = await putOk(id, editor, { place: { placeId: 'CH.LU.LUZERN' } });
    expect(byKey.place?.['@id']).toMatch(/^\/places\/\d+$/);
    expect(byKey.place?.['@id']).not.toBe(place.iri);
    expect(await violationsOf(id, { place: '/places/999999' })).toEqual([
      ['place', PHOTOGRAPH_MESSAGES.unknownPlace],
    ]);
    expect(await violationsOf(id, { place: { placeId: 'XX.NOWHERE.ATALL' } })).toEqual([
      ['place', PHOTOGRAPH_MESSAGES.unknownPlace],
    ]);
    expect((await putOk(id, editor, { place: null })).place).toBeNull();
  });

  it('takes categories for photographs with their attributes, per category', async () => {
    const { id } = await photographOf(owner);
    const building = await buildCategory(api.app, {
      translations: [
        {
          locale: 'de',
          name: 'Gebäude',
          attributesDefinition: [{ code: 'built', name: 'Baujahr', type: 'Number' }],
        },
      ],
    });
    const albumsOnly = await buildCategory(api.app, { isForPhotographs: false });
    const answer = await putOk(id, editor, {
      categories: [building.iri],
      categoryAttributes: { [building.iri]: { built: 1888 } },
    });
    expect(answer.categories).toEqual([building.iri]);
    expect(answer.categoryAttributes).toEqual({ [building.iri]: { built: 1888 } });
    expect(await violationsOf(id, { categories: [albumsOnly.iri] })).toEqual([
      ['categories.0', PHOTOGRAPH_MESSAGES.notForPhotographs],
    ]);
    expect(await violationsOf(id, { categories: ['/categories/999999'] })).toEqual([
      ['categories.0', PHOTOGRAPH_MESSAGES.unknownCategory],
    ]);
    const wrongType = await violationsOf(id, {
      categories: [building.iri],
      categoryAttributes: { [building.iri]: { built: 'old' } },
    });
    expect(wrongType.map(([path]) => path)).toEqual([`categoryAttributes.${building.iri}.built`]);
    expect((await stored(id)).categoryAttributes).toEqual({ [building.iri]: { built: 1888 } });
    expect((await putOk(id, editor, { categories: [] })).categories).toEqual([]);
  });

  it('hides a photograph from everyone but those who may edit it, and shows it again', async () => {
    const { id } = await photographOf(owner);
    await putOk(id, owner, { isHidden: true });
    expect((await api.get(`/photographs/${id}`)).status).toBe(404);
    expect((await api.get(`/photographs/${id}`, stranger.headers)).status).toBe(404);
    expect((await api.get(`/photographs/${id}`, owner.headers)).status).toBe(200);
    const feed = await api.list<{ document: string }>(
      `/feed_items?documentType=Photograph&itemsPerPage=1000`,
    );
    expect(feed.members.map((m) => m.document)).not.toContain(`/photographs/${id}`);
    expect((await putOk(id, editor, { isHidden: false })).isHidden).toBe(false);
    expect((await api.get(`/photographs/${id}`)).status).toBe(200);
  });

  it('refuses flags that are not booleans', async () => {
    const { id } = await photographOf(owner);
    const violations = await violationsOf(id, { isHidden: 'yes', isBlackAndWhite: 1 });
    expect(violations.map(([path]) => path).sort()).toEqual(['isBlackAndWhite', 'isHidden']);
  });
});

describe('swapping front and back', () => {
  it('swaps the files with their names and sizes, and the marked areas follow their side', async () => {
    const photograph = await photographOf(owner, { faces: [{ id: 'f1', bounding_box: [1, 2, 3, 4] }] });
    const comment = await buildComment(api.app, { photographId: photograph.id, isBackside: false });
    const answer = await putOk(photograph.id, editor, { swapSides: true });
    expect([answer.filePath, answer.backFilePath]).toEqual(['factory/back.jpg', photograph.filePath]);
    expect([answer.originalName, answer.size, answer.backSize]).toEqual([
      'back.jpg',
      [600, 900],
      [1200, 800],
    ]);
    expect(answer.faces).toEqual([]);
    expect(answer.backFaces).toEqual([{ id: 'f1', bounding_box: [1, 2, 3, 4] }]);
    const [row] = await api.db.select().from(comments).where(eq(comments.id, comment.id));
    expect(row?.isBackside).toBe(true);
    const feedRow = await api.list<{ document: string; images: Array<{ filePath: string }> }>(
      `/feed_items?documentType=Photograph&itemsPerPage=1000`,
    );
    const card = feedRow.members.find((m) => m.document === `/photographs/${photograph.id}`);
    expect(card?.images[0]?.filePath).toBe('factory/back.jpg');
  });

  it('refuses to swap a photograph without a back', async () => {
    const { id } = await photographOf(owner, { backFilePath: null, backWidth: null, backHeight: null });
    expect(await violationsOf(id, { swapSides: true })).toEqual([
      ['swapSides', PHOTOGRAPH_MESSAGES.noBackSide],
    ]);
  });
});

describe('feed, search and map follow a correction', () => {
  it('shows the new German title and years in the feed and finds it by its new words', async () => {
    const place = await buildPlace(api.app);
    const { id } = await photographOf(owner, { placeId: place.id });
    const snap = await buildRetrosnap(api.app, { photographId: id });
    await putOk(id, editor, {
      translations: [{ locale: 'de', name: 'Kapellbrücke im Nebel', description: 'Frühmorgens' }],
      dateText: 'ca 1905',
    });
    const found = await api.list<{ document: string; headline: string; fromYear: number; toYear: number }>(
      `/feed_items?text=${encodeURIComponent('Kapellbrücke Nebel')}`,
    );
    const card = found.members.find((m) => m.document === `/photographs/${id}`);
    expect(card).toMatchObject({ headline: 'Kapellbrücke im Nebel', fromYear: 1900, toYear: 1910 });
    // A RetroSnap is titled by its photograph's names.
    expect(found.members.map((m) => m.document)).toContain(snap.iri);
  });

  it('moves the photograph on the map when its place changes', async () => {
    const bern = await buildPlace(api.app, {
      placeKey: 'CH.BE.BERN.X',
      addressLocalityKey: 'CH.BE.BERN',
      addressRegionKey: 'CH.BE',
      placeKeys: ['CH', 'CH.BE', 'CH.BE.BERN', 'CH.BE.BERN.X'],
      latitude: 46.95,
      longitude: 7.45,
    });
    const { id } = await photographOf(owner);
    const countAt = async (key: string) => {
      const [row] = await queryRows<{ n: number }>(
        api.db,
        sql`select coalesce(sum(count), 0)::int as n from geo_aggregates where place_key = ${key}`,
      );
      return Number(row?.n ?? 0);
    };
    const before = await countAt('CH.BE.BERN');
    await putOk(id, editor, { place: bern.iri });
    expect(await countAt('CH.BE.BERN')).toBe(before + 1);
    await putOk(id, editor, { place: null });
    expect(await countAt('CH.BE.BERN')).toBe(before);
  });
});

describe('DELETE /photographs/{id}', () => {
  it('removes the photograph with its comments, RetroSnaps and album places; the albums stay', async () => {
    const keeper = await photographOf(owner);
    const doomed = await photographOf(owner);
    const comment = await buildComment(api.app, { photographId: doomed.id });
    const snap = await buildRetrosnap(api.app, { photographId: doomed.id });
    const album = await buildAlbum(api.app, {
      photographIds: [doomed.id, keeper.id],
      thumbnailSettings: {
        useTemplate: true,
        template: null,
        images: [doomed.id, keeper.id],
        originalName: null,
      },
    });
    const response = await api.app.inject({
      method: 'DELETE',
      url: `/photographs/${doomed.id}`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(204);
    expect((await api.get(`/photographs/${doomed.id}`, editor.headers)).status).toBe(404);
    expect(await api.db.select().from(comments).where(eq(comments.id, comment.id))).toEqual([]);
    expect(await api.db.select().from(retrosnaps).where(eq(retrosnaps.id, snap.id))).toEqual([]);
    expect(
      (await api.db.select().from(galleryPhotographs).where(eq(galleryPhotographs.galleryId, album.id))).map(
        (row) => row.photographId,
      ),
    ).toEqual([keeper.id]);
    const [albumRow] = await api.db.select().from(imageGalleries).where(eq(imageGalleries.id, album.id));
    expect(albumRow?.thumbnailSettings.images).toEqual([keeper.id]);
    expect((await api.get(album.iri)).status).toBe(200);
    const feed = await api.list<{ document: string }>('/feed_items?itemsPerPage=1000');
    const documents = feed.members.map((m) => m.document);
    expect(documents).not.toContain(`/photographs/${doomed.id}`);
    expect(documents).not.toContain(snap.iri);
    expect(documents).toContain(`/photographs/${keeper.id}`);
    expect(await api.db.select().from(photographs).where(eq(photographs.id, keeper.id))).toHaveLength(1);
  });
});
