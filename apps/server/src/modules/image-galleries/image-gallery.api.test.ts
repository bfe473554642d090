import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { imageGalleries } from '../../db/schema/galleries.js';
import { photographs } from '../../db/schema/photographs.js';
import { useTestApp } from '../../test/api-test-app.js';
import {
  buildAlbum,
  buildCategory,
  buildComment,
  buildPerson,
  buildPhotograph,
  buildPlace,
  buildRetrosnap,
} from '../../test/factories.js';

type Json = Record<string, unknown>;
type Gallery = Json & {
  id: number;
  headline: string;
  photographs: string[];
  subGalleries: string[];
  parentGalleries: string[];
  retrosnaps: string[];
  photographComments: string[];
  categories: string[];
};

const api = useTestApp({ seed: false });

/**
 * Six public albums, two of them with sub-albums, and one private album of a person whose only
 * public album is 'Hochschulen im Nordwesten'.
 */
let owner: Awaited<ReturnType<typeof buildPerson>>;
let privateAlbum: Awaited<ReturnType<typeof buildAlbum>>;

async function photographsOf(count: number) {
  const ids: number[] = [];
  for (let index = 0; index < count; index++) ids.push((await buildPhotograph(api.app)).id);
  return ids;
}

beforeAll(async () => {
  owner = await buildPerson(api.app, { name: 'usr_4821' });
  const building = await buildCategory(api.app, { name: 'Gebäude' });
  const lucerne = await buildPlace(api.app, { streetAddress: 'Kapellbrücke' });
  const luzernPhotographs = await photographsOf(10);
  const tower = await buildComment(api.app, {
    photographId: luzernPhotographs[0] as number,
    text: 'Wasserturm',
  });
  const luzern = await buildAlbum(api.app, {
    headline: 'Luzern um 1900',
    text: '<h2>Die Leuchtenstadt</h2><p>Mit der Eisenbahn kamen die Reisenden.</p>',
    placeId: lucerne.id,
    showBig: true,
    photographIds: luzernPhotographs,
    categoryIds: [building.id],
    photographCommentIds: [tower.id],
  });
  const glacierPhotographs = await photographsOf(4);
  const snaps = [];
  for (const photographId of glacierPhotographs.slice(0, 3)) {
    snaps.push((await buildRetrosnap(api.app, { photographId })).id);
  }
  const glaciers = await buildAlbum(api.app, {
    headline: 'Gletscher einst und jetzt',
    photographIds: glacierPhotographs,
    retrosnapIds: snaps,
  });
  const switzerland = await buildAlbum(api.app, {
    headline: 'Schweiz 1918',
    photographIds: await photographsOf(2),
  });
  await buildAlbum(api.app, {
    headline: 'Berge, Seen und Gletscher',
    subAlbumIds: [luzern.id, glaciers.id, switzerland.id],
  });
  const west = await buildAlbum(api.app, { headline: 'Hochschulen im Nordwesten', ownerId: owner.id });
  await buildAlbum(api.app, { headline: 'Milwaukee 1936', subAlbumIds: [west.id] });
  privateAlbum = await buildAlbum(api.app, {
    headline: 'My RetroSnaps',
    ownerId: owner.id,
    isPrivate: true,
    isUserAlbum: true,
    retrosnapIds: snaps,
  });
});

const list = (url: string) => api.list<Gallery>(url);

async function galleryNamed(headline: string) {
  const { members } = await list(`/image_galleries?headline=${encodeURIComponent(headline)}`);
  const found = members.find((m) => m.headline === headline);
  if (!found) throw new Error(`no gallery ${headline}`);
  const { status, body } = await api.get(found['@id'] as string);
  expect(status).toBe(200);
  return body as Gallery;
}

describe('GET /image_galleries', () => {
  it('lists the public albums as JSON-LD, without the private one', async () => {
    const { body, members, total } = await list('/image_galleries');
    expect(body['@context']).toBe('/contexts/ImageGallery');
    expect(total).toBe(6);
    for (const member of members) {
      expect(member['@type']).toBe('ImageGallery');
      expect(member['@id']).toBe(`/image_galleries/${member.id}`);
      expect(member.isPrivate).toBe(false);
      expect(member.documentType).toBe('ImageGallery');
      expect(member.group).toBeNull();
    }
    expect(members.map((m) => m.headline)).not.toContain('My RetroSnaps');
  });

  it('finds albums by part of their headline, ignoring case', async () => {
    const luzern = await list('/image_galleries?headline=luzern');
    expect(luzern.members.map((m) => m.headline)).toEqual(['Luzern um 1900']);
    const glaciers = await list('/image_galleries?headline=GLETSCHER');
    expect(glaciers.members.map((m) => m.headline).sort()).toEqual([
      'Berge, Seen und Gletscher',
      'Gletscher einst und jetzt',
    ]);
    expect((await list('/image_galleries?headline=%25')).total).toBe(0);
    expect((await list('/image_galleries?headline=RetroSnaps')).total).toBe(0);
  });

  it('filters by owner, leaving out the owner’s private albums', async () => {
    const { members } = await list(`/image_galleries?owner=${encodeURIComponent(owner.iri)}`);
    expect(members.map((m) => m.headline)).toEqual(['Hochschulen im Nordwesten']);
    expect(members[0]?.owner).toBe(owner.iri);
  });

  it('pages with hydra:view', async () => {
    const { members, body } = await list('/image_galleries?itemsPerPage=4&page=2');
    expect(members).toHaveLength(2);
    const view = body['hydra:view'] as Json;
    expect(view['hydra:previous']).toContain('page=1');
    expect(view['hydra:next']).toBeUndefined();
  });

  it('lists the sub-albums of an album in its order', async () => {
    const alps = await galleryNamed('Berge, Seen und Gletscher');
    const { members, total } = await list(`/image_galleries?parentGalleries=${alps.id}`);
    expect(members.map((m) => m['@id'])).toEqual(alps.subGalleries);
    expect(total).toBe(3);
    const byIri = await list(`/image_galleries?parentGalleries=${encodeURIComponent(alps['@id'] as string)}`);
    expect(byIri.members.map((m) => m['@id'])).toEqual(alps.subGalleries);
    const luzern = await galleryNamed('Luzern um 1900');
    expect((await list(`/image_galleries?parentGalleries=${luzern.id}`)).total).toBe(0);
  });

  api.answersBadRequestFor([
    ['an unknown parameter', '/image_galleries?title=Luzern'],
    ['a malformed parent album', '/image_galleries?parentGalleries=/people/2'],
    ['a malformed owner', '/image_galleries?owner=/galleries/3'],
    ['a page below one', '/image_galleries?page=0'],
  ]);
});

describe('GET /image_galleries/{id}', () => {
  it('shows an album with its place, categories and content in order', async () => {
    const luzern = await galleryNamed('Luzern um 1900');
    expect(luzern['@context']).toBe('/contexts/ImageGallery');
    expect(luzern.photographs).toHaveLength(10);
    expect(luzern.photographs.every((iri) => /^\/photographs\/\d+$/.test(iri))).toBe(true);
    expect(luzern.categories).toHaveLength(1);
    expect(luzern.categories[0]).toMatch(/^\/categories\/\d+$/);
    expect((luzern.place as Json).name).toBeTruthy();
    expect(luzern.placeKeys).toEqual(expect.arrayContaining([expect.stringMatching(/^CH/)]));
    expect(luzern.photographComments).toHaveLength(1);
    expect(luzern.photographComments[0]).toMatch(/^\/comments\/\d+$/);
    expect(luzern.showBig).toBe(true);
    expect(luzern.text).toContain('<h2>');
    expect(luzern.thumbnailSettings).toEqual({
      useTemplate: true,
      template: null,
      images: [],
      originalName: null,
    });
  });

  it('links sub-albums and parent albums both ways', async () => {
    const alps = await galleryNamed('Berge, Seen und Gletscher');
    const luzern = await galleryNamed('Luzern um 1900');
    const glaciers = await galleryNamed('Gletscher einst und jetzt');
    const switzerland = await galleryNamed('Schweiz 1918');
    expect(alps.subGalleries).toEqual([luzern['@id'], glaciers['@id'], switzerland['@id']]);
    expect(luzern.parentGalleries).toEqual([alps['@id']]);
    expect(alps.parentGalleries).toEqual([]);
  });

  it('lists the RetroSnaps an album holds', async () => {
    const glaciers = await galleryNamed('Gletscher einst und jetzt');
    expect(glaciers.retrosnaps).toHaveLength(3);
    expect(glaciers.retrosnaps.every((iri) => /^\/retrosnaps\/\d+$/.test(iri))).toBe(true);
    expect(glaciers.photographs).toHaveLength(4);
  });

  it('answers 404 for a private album, as for an unknown one', async () => {
    const { status, text } = await api.get(privateAlbum.iri);
    expect(status).toBe(404);
    expect(text).not.toContain('My RetroSnaps');
    expect((await api.get('/image_galleries/999999')).status).toBe(404);
  });

  it('answers 400 for a malformed id', async () => {
    expect((await api.get('/image_galleries/luzern')).status).toBe(400);
    expect((await api.get('/image_galleries/-1')).status).toBe(400);
  });

  it('leaves out hidden photographs and private sub-albums', async () => {
    const luzern = await galleryNamed('Luzern um 1900');
    const hiddenIri = luzern.photographs[0] as string;
    await api.db
      .update(photographs)
      .set({ isHidden: true })
      .where(eq(photographs.id, Number(hiddenIri.split('/').pop())));
    const switzerland = await galleryNamed('Schweiz 1918');
    await api.db.update(imageGalleries).set({ isPrivate: true }).where(eq(imageGalleries.id, switzerland.id));

    const luzernNow = await galleryNamed('Luzern um 1900');
    expect(luzernNow.photographs).toHaveLength(9);
    expect(luzernNow.photographs).not.toContain(hiddenIri);
    const alps = await galleryNamed('Berge, Seen und Gletscher');
    expect(alps.subGalleries).toHaveLength(2);
    expect(alps.subGalleries).not.toContain(switzerland['@id']);
    expect((await api.get(switzerland['@id'] as string)).status).toBe(404);
  });
});
