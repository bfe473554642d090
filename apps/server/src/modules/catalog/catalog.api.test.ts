import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test-app.js';

type Json = Record<string, unknown>;
type Member = Json & { id: number; name?: string };

const api = useTestApp();

const list = (url: string) => api.list<Member>(url);

describe('categories', () => {
  it('lists the four demo categories with their translated attribute definitions', async () => {
    const { body, members, total } = await list('/categories');
    expect(body['@context']).toBe('/contexts/Category');
    expect(total).toBe(4);
    expect(members.map((m) => m.name).sort()).toEqual(['Automobile', 'Gebäude', 'Person', 'Text']);
    const person = members.find((m) => m.name === 'Person') as Member;
    expect(person).toMatchObject({
      '@id': `/categories/${person.id}`,
      '@type': 'Category',
      parentcategory: null,
      isForGalleries: true,
      isForPhotographs: true,
      isForComments: true,
    });
    const italian = (person.translations as Json[]).find((t) => t.locale === 'it') as Json;
    expect(italian.name).toBe('Persona');
    expect(italian.attributesDefinition).toContainEqual({ code: 'album', name: 'Album', type: 'AlbumLink' });
  });

  it('filters by purpose', async () => {
    expect((await list('/categories?isForComments=true')).total).toBe(4);
    expect((await list('/categories?isForComments=false')).total).toBe(0);
    expect((await list('/categories?isForGalleries=true&isForPhotographs=true')).total).toBe(4);
  });

  it('suggests categories by part of the name or of a translation', async () => {
    expect((await list('/categories?name=geb')).members.map((m) => m.name)).toEqual(['Gebäude']);
    expect((await list('/categories?name=Building')).members.map((m) => m.name)).toEqual(['Gebäude']);
    expect((await list('/categories?name=AUTO')).members.map((m) => m.name)).toEqual(['Automobile']);
    expect((await list('/categories?name=zeppelin')).total).toBe(0);
  });

  it('shows one category, 404 for an unknown one, 400 for bad input', async () => {
    const id = (await list('/categories?name=Text')).members[0]?.id;
    const { status, body } = await api.get(`/categories/${id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ '@context': '/contexts/Category', '@type': 'Category', name: 'Text' });
    expect((await api.get('/categories/999999')).status).toBe(404);
    await api.expectBadRequest('/categories/person');
    await api.expectBadRequest('/categories?isForComments=maybe');
    await api.expectBadRequest('/categories?parent=1');
  });
});

describe('svg templates', () => {
  it('lists the cover layouts with their picture counts, without the markup', async () => {
    const { members, total, body } = await list('/svg_templates?itemsPerPage=1000');
    expect(body['@context']).toBe('/contexts/SvgTemplate');
    expect(total).toBe(3);
    expect(members.map((m) => (m.settings as Json).imagesCount)).toEqual([6, 4, 3]);
    expect(members[0]).toMatchObject({ '@type': 'SvgTemplate', title: 'Raster mit sechs Bildern' });
    expect(members[0]).not.toHaveProperty('svg');
  });

  it('shows one layout, 404 for an unknown one, 400 for bad input', async () => {
    const id = (await list('/svg_templates')).members[1]?.id;
    const { status, body } = await api.get(`/svg_templates/${id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ '@id': `/svg_templates/${id}`, settings: { imagesCount: 4 } });
    expect((await api.get('/svg_templates/999999')).status).toBe(404);
    await api.expectBadRequest('/svg_templates?itemsPerPage=1001');
    await api.expectBadRequest('/svg_templates?title=Raster');
  });
});

describe('products', () => {
  it('lists products with prices and the client’s spelling of the purchase count', async () => {
    const { members, total } = await list('/products');
    expect(total).toBe(6);
    const poster = members.find((m) =>
      (m.translations as Json[]).some((t) => t.name === 'Poster from the collection'),
    ) as Member;
    expect(poster).toMatchObject({
      '@type': 'Product',
      priceWithVat: 49,
      numberOfPucrchases: 0,
      numberOfPurchases: 0,
    });
    expect((poster.configOptions as Json[])[0]).toMatchObject({ id: 'format', label: { de: 'Format' } });
  });

  it('filters by product category and by ids', async () => {
    expect((await list('/products?productCategories[]=perk')).total).toBe(4);
    const prints = await list('/products?productCategories[]=print');
    expect(prints.members).toHaveLength(1);
    expect(prints.members[0]?.priceWithVat).toBe(19.9);
    const all = (await list('/products')).members.map((m) => m.id);
    const [first, second] = all as [number, number];
    const picked = await list(`/products?id[]=${first}&id[]=${encodeURIComponent(`/products/${second}`)}`);
    expect(picked.members.map((m) => m.id)).toEqual([first, second]);
    expect((await list(`/products?id[]=${first}&productCategories[]=print`)).total).toBe(0);
  });

  it('shows one product, 404 for an unknown one, 400 for bad input', async () => {
    const id = (await list('/products')).members[0]?.id;
    const { status, body } = await api.get(`/products/${id}`);
    expect(status).toBe(200);
    expect(body['@context']).toBe('/contexts/Product');
    expect((await api.get('/products/999999')).status).toBe(404);
    await api.expectBadRequest('/products?id[]=poster');
    await api.expectBadRequest('/products?productCategory=perk');
  });
});

describe('cities', () => {
  it('lists the cities by name', async () => {
    const { members, total, body } = await list('/api/cities?itemsPerPage=1000');
    expect(body['@context']).toBe('/contexts/City');
    // 20 towns of the older archive and 28 of the South Tyrol collection, as the gazetteer names them.
    expect(total).toBe(48);
    const names = members.map((m) => m.name as string);
    expect(names).toEqual([...names].sort());
    expect(names).toContain('Luzern');
    expect(names).toContain('Bolzano');
    expect(members[0]).toEqual({
      '@id': `/cities/${members[0]?.id}`,
      '@type': 'City',
      id: members[0]?.id,
      name: names[0],
    });
  });

  it('names the city a photograph is filed under', async () => {
    const photograph = (await api.get('/photographs?originalName=luzern-kapellbruecke-ca1895.jpg')).body[
      'hydra:member'
    ][0];
    const { status, body } = await api.get(`/cities/${photograph.city}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ '@context': '/contexts/City', '@type': 'City', name: 'Luzern' });
  });

  it('answers 404 for an unknown city and 400 for bad input', async () => {
    expect((await api.get('/cities/999999')).status).toBe(404);
    await api.expectBadRequest('/cities/luzern');
    await api.expectBadRequest('/api/cities?name=Luzern');
  });
});
