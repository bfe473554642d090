import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryPhotographs, imageGalleries } from '../../db/schema/galleries.js';
import { createTestApp } from '../../test/test-app.js';

type Json = Record<string, unknown>;
type Photograph = Json & { '@id': string; id: number; filePath: string; ratio: number };

let testApp: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

async function get(url: string) {
  const response = await testApp.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

async function list(url: string) {
  const { status, body } = await get(url);
  expect(status).toBe(200);
  return { body, members: body['hydra:member'] as Photograph[], total: body['hydra:totalItems'] as number };
}

async function albumNamed(headline: string) {
  const { body } = await get(`/image_galleries?headline=${encodeURIComponent(headline)}`);
  const found = (body['hydra:member'] as Json[]).find((m) => m.headline === headline);
  if (!found) throw new Error(`no album ${headline}`);
  return (await get(found['@id'] as string)).body as Json & { id: number; photographs: string[] };
}

describe('GET /photographs?galleries=', () => {
  it('lists the photographs of an album in the album’s order, as id or IRI', async () => {
    const luzern = await albumNamed('Luzern um 1900');
    const byId = await list(`/photographs?galleries=${luzern.id}&itemsPerPage=100`);
    expect(byId.total).toBe(luzern.photographs.length);
    expect(byId.members.map((m) => m['@id'])).toEqual(luzern.photographs);
    expect(byId.members[0]?.filePath).toMatch(/^demo\//);
    const byIri = await list(`/photographs?galleries=${encodeURIComponent(`/image_galleries/${luzern.id}`)}`);
    expect(byIri.members.map((m) => m['@id'])).toEqual(luzern.photographs);
  });

  it('follows the positions the owner gave, not the ids', async () => {
    const glaciers = await albumNamed('Gletscher einst und jetzt');
    const ids = glaciers.photographs.map((iri) => Number(iri.split('/').pop()));
    const reversed = [...ids].reverse();
    for (const [position, photographId] of reversed.entries()) {
      await testApp.db
        .update(galleryPhotographs)
        .set({ position })
        .where(
          and(
            eq(galleryPhotographs.galleryId, glaciers.id),
            eq(galleryPhotographs.photographId, photographId),
          ),
        );
    }
    const { members } = await list(`/photographs?galleries=${glaciers.id}&itemsPerPage=100`);
    expect(members.map((m) => m.id)).toEqual(reversed);
    expect((await albumNamed('Gletscher einst und jetzt')).photographs).toEqual(members.map((m) => m['@id']));
  });

  it('pages through an album with hydra:next', async () => {
    const luzern = await albumNamed('Luzern um 1900');
    const first = await list(`/photographs?galleries=${luzern.id}&itemsPerPage=4`);
    expect(first.members).toHaveLength(4);
    const next = (first.body['hydra:view'] as Json)['hydra:next'] as string;
    expect(next).toContain(`galleries=${luzern.id}`);
    const second = await list(next);
    expect(second.members.map((m) => m['@id'])).toEqual(luzern.photographs.slice(4, 8));
  });

  it('lists nothing for a private album', async () => {
    const [row] = await testApp.db
      .select({ id: imageGalleries.id })
      .from(imageGalleries)
      .where(eq(imageGalleries.isPrivate, true));
    const privateId = (row as { id: number }).id;
    const { total } = await list(`/photographs?galleries=${privateId}`);
    expect(total).toBe(0);
  });

  it('answers 400 for a malformed album', async () => {
    const { status, body } = await get('/photographs?galleries=/photographs/1');
    expect(status).toBe(400);
    expect(body['@type']).toBe('hydra:Error');
  });
});
