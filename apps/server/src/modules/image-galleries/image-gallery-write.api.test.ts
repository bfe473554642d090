import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { comments } from '../../db/schema/comments.js';
import { imageGalleries, imageGalleryTranslations } from '../../db/schema/galleries.js';
import { photographs } from '../../db/schema/photographs.js';
import { retrosnaps } from '../../db/schema/retrosnaps.js';
import { svgTemplates } from '../../db/schema/site.js';
import { useTestApp, type Violation } from '../../test/api-test-app.js';
import {
  buildAlbum,
  buildCategory,
  buildComment,
  buildPhotograph,
  buildPlace,
  buildRetrosnap,
  type SignedIn,
  signedIn,
} from '../../test/factories.js';
import { policyTable } from '../../test/policy.js';

type Json = Record<string, unknown>;
type Gallery = Json & {
  '@id': string;
  id: number;
  headline: string;
  text: string;
  photographs: string[];
  retrosnaps: string[];
  subGalleries: string[];
  parentGalleries: string[];
  translations: Array<{ locale: string; headline: string }>;
  thumbnailSettings: { useTemplate: boolean; template: number | null; images: number[] };
};

const api = useTestApp({ seed: false });
const { call, violationsOf } = api;

const post = (as: SignedIn | null, payload: unknown, headers?: Record<string, string>) =>
  call('POST', '/image_galleries', as, payload, headers);

const paths = (violations: Violation[]) => violations.map((violation) => violation.propertyPath).sort();

const albumCount = async () => (await api.db.select({ value: count() }).from(imageGalleries))[0]?.value ?? 0;

let owner: SignedIn;
let stranger: SignedIn;
let templateId: number;

beforeAll(async () => {
  owner = await signedIn(api.app);
  stranger = await signedIn(api.app);
  const [template] = await api.db
    .insert(svgTemplates)
    .values({
      title: 'Raster',
      settings: { imagesCount: 4 },
      svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    })
    .returning();
  templateId = template?.id ?? 0;
});

/** A fresh album of `as`, through the API. */
async function albumOf(as: SignedIn, extra: Json = {}) {
  const response = await post(as, { headline: 'Straßen von Meran', ...extra });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Gallery;
}

describe('spec §6: the policy of each album route', () => {
  policyTable(
    () => api.app,
    [
      {
        route: 'POST /image_galleries (any signed-in person)',
        allowed: ['owner', 'user', 'editor', 'admin'],
        request: () => ({ method: 'POST', url: '/image_galleries', payload: { headline: 'Unsere Straße' } }),
      },
      {
        route: 'PUT /image_galleries/{id} (only the owner)',
        request: async (as) => {
          const album = await albumOf(as);
          return { method: 'PUT', url: album['@id'], payload: { ...album, headline: 'Andere Straße' } };
        },
      },
      {
        route: 'DELETE /image_galleries/{id} (only the owner)',
        request: async (as) => ({ method: 'DELETE', url: (await albumOf(as))['@id'] }),
      },
    ],
  );

  it('leaves a stranger’s refused writes without effect', async () => {
    const album = await albumOf(owner);
    const put = await call('PUT', album['@id'], stranger, { ...album, headline: 'Gekapert' });
    expect(put.status).toBe(403);
    expect((await call('DELETE', album['@id'], stranger)).status).toBe(403);
    expect(((await call('GET', album['@id'], owner)).body as Gallery).headline).toBe('Straßen von Meran');
  });

  it('answers 404 to a write on someone else’s private album, as for a read', async () => {
    const album = await albumOf(owner, { isPrivate: true });
    expect((await call('PUT', album['@id'], stranger, { headline: 'x' })).status).toBe(404);
    expect((await call('DELETE', album['@id'], stranger)).status).toBe(404);
  });
});

describe('POST /image_galleries', () => {
  it('creates the album with the defaults of the spec and the owner’s texts, cleaned', async () => {
    const [first, second] = [await buildPhotograph(api.app), await buildPhotograph(api.app)];
    const place = await buildPlace(api.app);
    const created = await post(owner, {
      headline: '  Trams von Meran ',
      description: 'Die Linie nach Lana',
      text: '<h1>Geschichte</h1><h2>Linie</h2><p onclick="x()">Text<script>alert(1)</script></p><img src=x onerror=alert(1)>',
      place: place.iri,
      photographs: [first?.id, second?.id, first?.id],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const album = created.body as Gallery;
    expect(album.headline).toBe('Trams von Meran');
    expect(album.text).toBe('<h1>Geschichte</h1><h2>Linie</h2><p>Text</p>');
    expect(album.owner).toBe(owner.personIri);
    expect(album.isPrivate).toBe(false);
    expect([album.fromYear, album.toYear]).toEqual([1850, 1980]);
    expect((album.place as Json | null)?.['@id']).toBe(place.iri);
    // Duplicates count once. Nothing chosen: the default template shows whatever pictures come
    // first in the album at the time (none stored, so the cover follows later additions).
    expect(album.photographs).toEqual([first?.iri, second?.iri]);
    expect(album.thumbnailSettings).toMatchObject({ useTemplate: true, template: templateId });
    expect(album.thumbnailSettings.images).toEqual([]);
    expect(album.searchParameters).toBeNull();
  });

  it('takes the place as the key a place search answered: an archive place, or a town made a place', async () => {
    const place = await buildPlace(api.app);
    const archive = await post(owner, {
      headline: 'Gasse',
      place: { placeId: place.placeKey.toLowerCase() },
    });
    expect(archive.status, JSON.stringify(archive.body)).toBe(201);
    expect((archive.body.place as Json | null)?.['@id']).toBe(place.iri);

    // Merano is a town of the gazetteer, not yet a place of this archive.
    const town = await post(owner, { headline: 'Meran', place: { placeId: 'IT.17.MERANO' } });
    expect(town.status, JSON.stringify(town.body)).toBe(201);
    expect(town.body.place).toMatchObject({ placeId: 'IT.17.MERANO', name: 'Merano' });

    const unknown = await post(owner, { headline: 'Nirgendwo', place: { placeId: 'XX.00.NOWHERE' } });
    expect(violationsOf(unknown)).toEqual([{ propertyPath: 'place', message: 'There is no such place' }]);
  });

  it('keeps the search it was made from', async () => {
    const album = await albumOf(owner, { searchParameters: '?text=Tram&fromYear=1900' });
    expect(album.searchParameters).toBe('text=Tram&fromYear=1900');
  });

  it('stores the texts in the request’s language', async () => {
    const created = await post(owner, { headline: 'Trams of Merano' }, { 'accept-language': 'en' });
    expect(created.status).toBe(201);
    const rows = await api.db
      .select()
      .from(imageGalleryTranslations)
      .where(eq(imageGalleryTranslations.galleryId, created.body.id as number));
    expect(rows.map((row) => [row.locale, row.headline])).toEqual([['en', 'Trams of Merano']]);
  });

  it('takes categories for albums with their attributes, checked like a comment’s', async () => {
    const linked = await albumOf(owner);
    const street = await buildCategory(api.app, {
      name: 'Straße',
      isForGalleries: true,
      translations: [
        {
          locale: 'de',
          name: 'Straße',
          attributesDefinition: [
            { code: 'where', name: 'Ort', type: 'Location' },
            { code: 'related', name: 'Verwandtes Album', type: 'AlbumLink' },
          ],
        },
      ],
    });
    const album = await albumOf(owner, {
      categories: [street.iri, street.iri],
      categoryAttributes: {
        where: { lat: 46.67, lon: 11.16, display_name: 'Meran' },
        related: { '@id': linked['@id'], headline: linked.headline },
      },
    });
    expect(album.categories).toEqual([street.iri]);
    expect(album.categoryAttributes).toMatchObject({ where: { display_name: 'Meran' } });

    const photographsOnly = await buildCategory(api.app, { isForGalleries: false });
    const foreignPrivate = await buildAlbum(api.app, { isPrivate: true });
    const refused = await post(owner, {
      headline: 'Falsch',
      categories: [street.iri, photographsOnly.iri, '/categories/999999'],
      categoryAttributes: {
        where: 'Meran',
        related: { '@id': foreignPrivate.iri, headline: 'x' },
        colour: 'rot',
      },
    });
    expect(paths(violationsOf(refused))).toEqual([
      'categories.1',
      'categories.2',
      'categoryAttributes.colour',
      'categoryAttributes.where',
    ]);
  });

  it('refuses bad input with a violation per field and saves nothing', async () => {
    const before = await albumCount();
    const foreignPrivate = await buildAlbum(api.app, { isPrivate: true });
    const missing = violationsOf(await post(owner, { headline: '   ', fromYear: 1700, toYear: 2000 }));
    expect(paths(missing)).toEqual(['fromYear', 'headline', 'toYear']);
    expect(missing.find((violation) => violation.propertyPath === 'headline')?.message).toBe(
      'Headline is required',
    );
    const reversed = violationsOf(await post(owner, { headline: 'Jahre', fromYear: 1950, toYear: 1900 }));
    expect(reversed).toEqual([
      { propertyPath: 'toYear', message: 'The end year must not be before the start year' },
    ]);
    const hidden = await buildPhotograph(api.app, { isHidden: true });
    const references = violationsOf(
      await post(owner, {
        headline: 'Bezüge',
        photographs: [999_999, hidden.id],
        retrosnaps: ['/retrosnaps/999999'],
        subGalleries: [foreignPrivate.iri],
        place: '/places/999999',
        thumbnailSettings: { useTemplate: true, template: 999_999, images: [] },
      }),
    );
    expect(paths(references)).toEqual([
      'photographs.0',
      'photographs.1',
      'place',
      'retrosnaps.0',
      'subGalleries.0',
      'thumbnailSettings.template',
    ]);
    expect(
      paths(violationsOf(await post(owner, { headline: 'Typen', photographs: 'alle', isPrivate: 'ja' }))),
    ).toEqual(['isPrivate', 'photographs']);
    expect(await albumCount()).toBe(before + 1);
  });

  it('refuses cover pictures that are not in the album', async () => {
    const photograph = await buildPhotograph(api.app);
    const refused = await post(owner, {
      headline: 'Cover',
      thumbnailSettings: { useTemplate: true, template: templateId, images: [photograph.id] },
    });
    expect(paths(violationsOf(refused))).toEqual(['thumbnailSettings.images.0']);
  });
});

describe('PUT {gallery @id}', () => {
  it('sets the album as the web app sends it: IRIs, ids, duplicates removed, parentGalleries ignored', async () => {
    const [a, b] = [await buildPhotograph(api.app), await buildPhotograph(api.app)];
    const snap = await buildRetrosnap(api.app);
    const child = await albumOf(owner);
    const strangersPublic = await buildAlbum(api.app);
    const parent = await albumOf(owner);
    const album = await albumOf(owner, { subGalleries: [] });
    await call('PUT', parent['@id'], owner, { ...parent, subGalleries: [album['@id']] });
    const current = (await call('GET', album['@id'], owner)).body as Gallery;
    expect(current.parentGalleries).toEqual([parent['@id']]);

    const updated = await call(
      'PUT',
      album['@id'],
      owner,
      {
        ...current,
        headline: 'Neu',
        photographs: [b?.id, a?.id, b?.id],
        retrosnaps: [snap.iri, snap.iri],
        subGalleries: [child['@id'], strangersPublic.iri, child['@id']],
        parentGalleries: [],
        thumbnailSettings: { useTemplate: true, template: templateId, images: [a?.id] },
      },
      { 'content-type': 'application/ld+json' },
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const body = updated.body as Gallery;
    expect(body.headline).toBe('Neu');
    expect(body.photographs).toEqual([b?.iri, a?.iri]);
    expect(body.retrosnaps).toEqual([snap.iri]);
    expect(body.subGalleries).toEqual([child['@id'], strangersPublic.iri]);
    // Parents are set from the parent's side only.
    expect(body.parentGalleries).toEqual([parent['@id']]);
    expect(body.thumbnailSettings.images).toEqual([a?.id]);
  });

  it('refuses a foreign private sub-album, the album itself and a circle, and changes nothing', async () => {
    const top = await albumOf(owner);
    const middle = await albumOf(owner);
    const bottom = await albumOf(owner);
    expect((await call('PUT', top['@id'], owner, { ...top, subGalleries: [middle['@id']] })).status).toBe(
      200,
    );
    expect(
      (await call('PUT', middle['@id'], owner, { ...middle, subGalleries: [bottom['@id']] })).status,
    ).toBe(200);
    const ownPrivate = await albumOf(owner, { isPrivate: true });
    const foreignPrivate = await buildAlbum(api.app, { isPrivate: true, headline: 'Geheim' });
    const photograph = await buildPhotograph(api.app);

    const circle = await call('PUT', bottom['@id'], owner, {
      ...bottom,
      headline: 'Halb gespeichert?',
      photographs: [photograph.id],
      subGalleries: [top['@id'], bottom['@id'], foreignPrivate.iri, ownPrivate['@id']],
    });
    expect(violationsOf(circle)).toEqual([
      { propertyPath: 'subGalleries.1', message: 'An album cannot be its own sub-album' },
      { propertyPath: 'subGalleries.2', message: 'There is no such album' },
      {
        propertyPath: 'subGalleries',
        message: 'This album is already inside that album: sub-albums cannot form a circle',
      },
    ]);
    const after = (await call('GET', bottom['@id'], owner)).body as Gallery;
    expect(after.headline).toBe(bottom.headline);
    expect(after.photographs).toEqual([]);
    expect(after.subGalleries).toEqual([]);

    // An admin can read someone's private album but may not nest it either.
    const admin = await signedIn(api.app, 'admin');
    const adminsAlbum = await albumOf(admin);
    const nested = await call('PUT', adminsAlbum['@id'], admin, {
      ...adminsAlbum,
      subGalleries: [foreignPrivate.iri],
    });
    expect(violationsOf(nested)).toEqual([
      { propertyPath: 'subGalleries.0', message: "Another person's private album cannot be a sub-album" },
    ]);
  });

  it('writes the request’s language and keeps the German text', async () => {
    const album = await albumOf(owner, { headline: 'Lauben', description: 'Die Laubengasse' });
    const english = await call(
      'PUT',
      album['@id'],
      owner,
      { ...album, headline: 'Arcades', description: 'The arcades street', fromYear: 1900 },
      { 'accept-language': 'en' },
    );
    expect(english.status).toBe(200);
    expect((english.body as Gallery).headline).toBe('Arcades');
    const german = (await call('GET', album['@id'], owner, undefined, { 'accept-language': 'de' }))
      .body as Gallery;
    expect(german.headline).toBe('Lauben');
    expect(german.fromYear).toBe(1900);
    expect(german.translations.map((entry) => [entry.locale, entry.headline])).toEqual([
      ['de', 'Lauben'],
      ['en', 'Arcades'],
    ]);
  });

  it('shows the owner’s own boxed comments and keeps them out of someone else’s album', async () => {
    const photograph = await buildPhotograph(api.app);
    const mine = await buildComment(api.app, {
      photographId: photograph.id,
      authorId: owner.personId,
      box: { x: 0.1, y: 0.1, width: 0.2, height: 0.2, degrees: 0 },
    });
    const theirs = await buildComment(api.app, {
      photographId: photograph.id,
      authorId: stranger.personId,
      box: { x: 0.1, y: 0.1, width: 0.2, height: 0.2, degrees: 0 },
    });
    const album = await albumOf(owner);
    const refused = await call('PUT', album['@id'], owner, {
      ...album,
      photographComments: [`/comments/${mine.id}`, `/comments/${theirs.id}`],
    });
    expect(paths(violationsOf(refused))).toEqual(['photographComments.1']);
    const kept = await call('PUT', album['@id'], owner, {
      ...album,
      photographComments: [`/comments/${mine.id}`],
    });
    expect((kept.body as Gallery).photographComments).toEqual([`/comments/${mine.id}`]);
  });
});

describe('DELETE {gallery @id}', () => {
  it('removes the album and nothing it showed', async () => {
    const photograph = await buildPhotograph(api.app);
    const snap = await buildRetrosnap(api.app);
    const child = await albumOf(owner);
    const comment = await buildComment(api.app, {
      photographId: photograph.id,
      authorId: owner.personId,
      box: { x: 0.1, y: 0.1, width: 0.2, height: 0.2, degrees: 0 },
    });
    const album = await albumOf(owner, {
      photographs: [photograph.id],
      retrosnaps: [snap.iri],
      subGalleries: [child['@id']],
      photographComments: [`/comments/${comment.id}`],
    });
    expect((await call('DELETE', album['@id'], owner)).status).toBe(204);
    expect((await call('GET', album['@id'], owner)).status).toBe(404);
    expect(await api.db.select().from(photographs).where(eq(photographs.id, photograph.id))).toHaveLength(1);
    expect(await api.db.select().from(retrosnaps).where(eq(retrosnaps.id, snap.id))).toHaveLength(1);
    expect(await api.db.select().from(comments).where(eq(comments.id, comment.id))).toHaveLength(1);
    expect((await call('GET', child['@id'], owner)).status).toBe(200);
    expect((await call('DELETE', album['@id'], owner)).status).toBe(404);
  });
});

describe('GET /image_galleries: headline search and the owner filter', () => {
  it('lists the person’s albums, the private ones to them alone', async () => {
    const person = await signedIn(api.app);
    const open = await albumOf(person, { headline: 'Zahnradbahn offen' });
    const hidden = await albumOf(person, { headline: 'Zahnradbahn privat', isPrivate: true });
    const ids = async (url: string, as: SignedIn | null) =>
      ((await call('GET', url, as)).body['hydra:member'] as Gallery[]).map((member) => member['@id']);
    for (const url of [
      `/image_galleries?owner=${person.personId}`,
      `/image_galleries?owner=${person.personIri}`,
    ]) {
      expect(await ids(url, person)).toEqual([open['@id'], hidden['@id']]);
      expect(await ids(url, stranger)).toEqual([open['@id']]);
      expect(await ids(url, null)).toEqual([open['@id']]);
    }
    const search = `/image_galleries?headline=${encodeURIComponent('zahnradbahn')}`;
    expect(await ids(search, person)).toEqual([open['@id'], hidden['@id']]);
    expect(await ids(search, stranger)).toEqual([open['@id']]);
  });
});

describe('the feed and the map follow album writes at once', () => {
  const feedHas = async (
    iri: string,
    as: SignedIn | null,
    query = 'documentType=ImageGallery&itemsPerPage=100',
  ) => {
    const response = await call('GET', `/feed_items?${query}`, as);
    expect(response.status).toBe(200);
    return response.raw.includes(`"${iri}"`);
  };

  it('shows a public album after create, hides it when private, drops it after delete', async () => {
    const place = await buildPlace(api.app, { latitude: 46.67, longitude: 11.16 });
    const album = await albumOf(owner, { headline: 'Kurhaus Meran', place: place.iri });
    expect(await feedHas(album['@id'], stranger)).toBe(true);
    expect(await feedHas(album['@id'], null, `text=${encodeURIComponent('Kurhaus')}`)).toBe(true);
    // The map's album markers read the projection's coordinates.
    const [row] = await queryRows<{ latitude: number }>(
      api.db,
      sql`select latitude from feed_items where document_type = 'ImageGallery' and document_id = ${album.id}`,
    );
    expect(Number(row?.latitude)).toBeCloseTo(46.67);

    expect(
      (await call('PUT', album['@id'], owner, { ...album, place: place.iri, isPrivate: true })).status,
    ).toBe(200);
    for (const as of [stranger, null, owner]) expect(await feedHas(album['@id'], as)).toBe(false);
    const box = '/geo_aggregations/de/12/46.5,11.0,46.8,11.3';
    expect((await call('GET', box, stranger)).raw).not.toContain('Kurhaus');

    expect(
      (await call('PUT', album['@id'], owner, { ...album, place: place.iri, isPrivate: false })).status,
    ).toBe(200);
    expect(await feedHas(album['@id'], stranger)).toBe(true);
    expect((await call('DELETE', album['@id'], owner)).status).toBe(204);
    expect(await feedHas(album['@id'], stranger)).toBe(false);
  });

  it('never shows a private album in a stranger’s feed, search or map', async () => {
    const place = await buildPlace(api.app, { latitude: 46.5, longitude: 11.35 });
    const album = await albumOf(owner, { headline: 'Geheimes Bozen', isPrivate: true, place: place.iri });
    expect(await feedHas(album['@id'], stranger)).toBe(false);
    expect(await feedHas(album['@id'], stranger, `text=${encodeURIComponent('Geheimes')}`)).toBe(false);
    expect((await call('GET', '/geo_aggregations/de/12/46.4,11.2,46.6,11.5', stranger)).raw).not.toContain(
      'Geheimes',
    );
    expect((await call('GET', album['@id'], stranger)).status).toBe(404);
    expect((await call('GET', album['@id'], null)).status).toBe(404);
  });
});
