import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAlbum, buildPhotograph, buildRetrosnap } from '../../test/factories.js';
import { createTestApp } from '../../test/test-app.js';

type Member = {
  documentType: string;
  document: string;
  headline: string;
  fromYear: number | null;
  toYear: number | null;
  translations: Array<{ locale: string; name: string; text: string }>;
};
type Collection = { 'hydra:member': Member[]; 'hydra:totalItems': number };

let context: Awaited<ReturnType<typeof createTestApp>>;
const search = async (text: string) => {
  const response = await context.app.inject({
    method: 'GET',
    url: `/feed_items?text=${encodeURIComponent(text)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Collection;
};
const documentsFound = async (text: string) => (await search(text))['hydra:member'].map((m) => m.document);

let glacier: { iri: string; id: number };
let ortler: { iri: string };
let snap: { iri: string };

beforeAll(async () => {
  context = await createTestApp({ seed: false });
  glacier = await buildPhotograph(context.app, {
    fromYear: 1911,
    toYear: 1911,
    translations: [
      { locale: 'en', name: 'Tongue of the glacier', description: 'The glacier reaches the valley floor.' },
      {
        locale: 'de',
        name: 'Zunge des Gletschers',
        description: 'Der Gletscher reicht bis in den Talboden.',
      },
    ],
  });
  ortler = await buildPhotograph(context.app, {
    translations: [{ locale: 'it', name: 'Il ghiacciaio dell’Ortles', description: 'Veduta dal passo.' }],
  });
  snap = await buildRetrosnap(context.app, {
    photographId: glacier.id,
    text: 'Same viewpoint, the ice is gone',
    dateText: '2009',
  });
  await buildAlbum(context.app, { headline: 'Brücken am Rhein', description: 'Alte Brücken' });
});
afterAll(async () => context?.close());

describe('text search across the languages of the content', () => {
  it('finds a photograph by its German and its English words, stemmed in their language', async () => {
    for (const typed of ['Gletscher', 'Gletschern', 'glacier', 'glaciers', 'Talboden', 'valley']) {
      expect(await documentsFound(typed), typed).toContain(glacier.iri);
    }
  });

  it('finds an Italian-only text by its Italian words, whatever the interface language', async () => {
    for (const typed of ['ghiacciaio', 'ghiacciai', 'Ortles', 'passo']) {
      expect(await documentsFound(typed), typed).toContain(ortler.iri);
    }
    expect(await documentsFound('Gletscher')).not.toContain(ortler.iri);
  });

  it('still stems German album texts and matches words as prefixes while typing', async () => {
    expect((await search('Brücke'))['hydra:member'].map((m) => m.headline)).toContain('Brücken am Rhein');
    expect(await documentsFound('Gletsch')).toContain(glacier.iri);
    expect((await search('Zzyzxq'))['hydra:totalItems']).toBe(0);
  });
});

describe('a RetroSnap in the search results', () => {
  it('carries its own year and its photograph’s names per language, listed after the photograph', async () => {
    const members = (await search('Gletscher'))['hydra:member'];
    const photographAt = members.findIndex((m) => m.document === glacier.iri);
    const snapAt = members.findIndex((m) => m.document === snap.iri);
    expect(snapAt).toBeGreaterThan(photographAt);
    const item = members[snapAt] as Member;
    expect(item.documentType).toBe('Retrosnap');
    expect([item.fromYear, item.toYear]).toEqual([2009, 2009]);
    expect(item.translations.map((t) => [t.locale, t.name, t.text])).toEqual([
      ['de', 'Zunge des Gletschers', 'Same viewpoint, the ice is gone'],
      ['en', 'Tongue of the glacier', 'Same viewpoint, the ice is gone'],
    ]);
  });

  it('is found by its own caption too', async () => {
    expect(await documentsFound('viewpoint')).toEqual([snap.iri]);
  });

  it('takes the year it was made when its date text has none', async () => {
    const undated = await buildRetrosnap(context.app, {
      photographId: glacier.id,
      dateText: null,
      dateCreated: new Date(Date.UTC(2021, 5, 1)),
    });
    const item = (await search('Gletscher'))['hydra:member'].find((m) => m.document === undated.iri);
    expect(item?.fromYear).toBe(2021);
  });
});
