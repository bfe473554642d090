import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageGalleries } from '../../db/schema/galleries.js';
import { photographs } from '../../db/schema/photographs.js';
import { createTestApp } from '../../test/test-app.js';

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

let testApp: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

async function get(url: string) {
  const response = await testApp.app.inject({ method: 'GET', url });
  return { status: response.statusCode, text: response.body, body: response.json() };
}

async function list(url: string) {
  const { status, body } = await get(url);
  expect(status).toBe(200);
  return { body, members: body['hydra:member'] as Gallery[], total: body['hydra:totalItems'] as number };
}

async function galleryNamed(headline: string) {
  const { members } = await list(`/image_galleries?headline=${encodeURIComponent(headline)}`);
  const found = members.find((m) => m.headline === headline);
  if (!found) throw new Error(`no gallery ${headline}`);
  const { status, body } = await get(found['@id'] as string);
  expect(status).toBe(200);
  return body as Gallery;
}

async function privateGalleryId() {
  const [row] = await testApp.db
    .select({ id: imageGalleries.id })
    .from(imageGalleries)
    .where(eq(imageGalleries.isPrivate, true));
  return (row as { id: number }).id;
}

describe('GET /image_galleries', () => {
  it('lists the public albums as JSON-LD, without the private one', async () => {
    const { body, members, total } = await list('/image_galleries');
    expect(body['@type']).toBe('hydra:Collection');
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
    const people = await list('/people?name=usr_4821');
    const owner = people.members[0]?.['@id'] as string;
    const { members } = await list(`/image_galleries?owner=${encodeURIComponent(owner)}`);
    expect(members.map((m) => m.headline)).toEqual(['Hochschulen im Nordwesten']);
    expect(members[0]?.owner).toBe(owner);
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

  it.each([
    ['an unknown parameter', '/image_galleries?title=Luzern'],
    ['a malformed parent album', '/image_galleries?parentGalleries=/people/2'],
    ['a malformed owner', '/image_galleries?owner=/galleries/3'],
    ['a page below one', '/image_galleries?page=0'],
  ])('answers 400 for %s', async (_label, url) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body['@type']).toBe('hydra:Error');
  });
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
    expect(glaciers.retrosnaps).toHaveLength(11);
    expect(glaciers.retrosnaps.every((iri) => /^\/retrosnaps\/\d+$/.test(iri))).toBe(true);
    expect(glaciers.photographs).toHaveLength(12);
  });

  it('answers 404 for a private album, as for an unknown one', async () => {
    const id = await privateGalleryId();
    const { status, text } = await get(`/image_galleries/${id}`);
    expect(status).toBe(404);
    expect(text).not.toContain('My RetroSnaps');
    expect((await get('/image_galleries/999999')).status).toBe(404);
  });

  it('answers 400 for a malformed id', async () => {
    expect((await get('/image_galleries/luzern')).status).toBe(400);
    expect((await get('/image_galleries/-1')).status).toBe(400);
  });

  it('leaves out hidden photographs and private sub-albums', async () => {
    const luzern = await galleryNamed('Luzern um 1900');
    const hiddenIri = luzern.photographs[0] as string;
    await testApp.db
      .update(photographs)
      .set({ isHidden: true })
      .where(eq(photographs.id, Number(hiddenIri.split('/').pop())));
    const switzerland = await galleryNamed('Schweiz 1918');
    await testApp.db
      .update(imageGalleries)
      .set({ isPrivate: true })
      .where(eq(imageGalleries.id, switzerland.id));

    const luzernNow = await galleryNamed('Luzern um 1900');
    expect(luzernNow.photographs).toHaveLength(9);
    expect(luzernNow.photographs).not.toContain(hiddenIri);
    const alps = await galleryNamed('Berge, Seen und Gletscher');
    expect(alps.subGalleries).toHaveLength(2);
    expect(alps.subGalleries).not.toContain(switzerland['@id']);
    expect((await get(switzerland['@id'] as string)).status).toBe(404);
  });
});
