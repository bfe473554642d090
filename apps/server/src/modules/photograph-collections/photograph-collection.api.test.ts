import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test-app.js';
import { signedIn } from '../../test/factories.js';

type Json = Record<string, unknown>;
type Collection = Json & {
  id: number;
  headline: string;
  status: number;
  perks: Json[];
  previewThumbnails: string[];
};

const api = useTestApp();

const list = (url: string, headers?: Record<string, string>) => api.list<Collection>(url, headers);

async function personId(name: string) {
  const { members } = await list(`/people?name=${encodeURIComponent(name)}`);
  return (members[0] as Json).id as number;
}

describe('GET /photograph_collections', () => {
  it('lists every collection of the demo archive as JSON-LD', async () => {
    const response = await api.get('/photograph_collections');
    expect(response.status).toBe(200);
    expect(response.type).toContain('application/ld+json');
    expect(response.body['@type']).toBe('hydra:Collection');
    expect(response.body['@context']).toBe('/contexts/PhotographCollection');
    // Ten collections, one of them still New (0): only its owner and the curators see that one.
    expect(response.body['hydra:totalItems']).toBe(9);
    const members = response.body['hydra:member'] as Collection[];
    expect(members.map((m) => m.id)).toEqual([...members.map((m) => m.id)].sort((a, b) => a - b));
    for (const member of members) {
      expect(member['@type']).toBe('PhotographCollection');
      expect(member['@id']).toBe(`/photograph_collections/${member.id}`);
      expect(member.owner).toMatch(/^\/people\/\d+$/);
    }
  });

  it('never shows the reporter’s contact or the internal rating', async () => {
    const { text } = await api.get('/photograph_collections?itemsPerPage=1000');
    expect(text).not.toContain('gruber@example.org');
    expect(text).not.toContain('Familie Gruber');
    expect(text).not.toContain('personEmail');
    expect(text).not.toContain('personName');
    expect(text).not.toContain('internalRating');
  });

  it('shows a crowdfunding collection with its perks and progress', async () => {
    const { members, total } = await list('/photograph_collections?status=1');
    expect(total).toBe(2);
    const meran = members.find((m) => m.headline.startsWith('Meraner')) as Collection;
    expect(meran.status).toBe(1);
    expect(meran.crowdfundingRequired).toBe(2400);
    expect(meran.crowdfundingFunded).toBe(860);
    expect(meran.crowdfundingProgress).toBeCloseTo((860 / 2400) * 100);
    // The three fixed perks and the contribution of the backer's own choosing (issue 18).
    expect(meran.perks).toHaveLength(4);
    for (const perk of meran.perks) {
      expect(perk.product).toMatch(/^\/products\/\d+$/);
      expect(perk.numberOfPucrchases).toBe(0);
      expect(perk.numberOfPurchases).toBe(0);
    }
    expect((meran.place as Json).name).toBe('Merano');
  });

  it('reports no progress for a collection without a funding goal', async () => {
    const { members } = await list('/photograph_collections?status=4');
    expect(members.length).toBeGreaterThan(0);
    for (const member of members) {
      expect(member.crowdfundingRequired).toBeNull();
      expect(member.crowdfundingProgress).toBe(0);
      expect(member.perks).toEqual([]);
    }
  });

  it('shows up to six preview pictures and the photograph count', async () => {
    const editor = await signedIn(api.app, 'editor');
    const { members, total } = await list('/photograph_collections?itemsPerPage=1000', editor.headers);
    expect(total).toBe(10);
    const luzern = members.find((m) => m.headline.startsWith('Luzern')) as Collection;
    expect(luzern.photographsCount).toBe(10);
    expect(luzern.previewThumbnails).toHaveLength(6);
    expect(luzern.previewThumbnails[0]).toMatch(/^demo\/luzern-/);
    const place = luzern.place as Json & { geo: { latitude: number; longitude: number } };
    expect(place['@type']).toBe('Place');
    expect(place.geo.latitude).toBeCloseTo(47.05, 0);
    const bozen = members.find((m) => m.headline.startsWith('Dachbodenfund')) as Collection;
    expect(bozen.photographsCount).toBe(0);
    expect(bozen.previewThumbnails).toEqual([]);
    expect(bozen.licenseName).toBe('not defined yet');
  });

  it('filters by one or several statuses', async () => {
    const editor = await signedIn(api.app, 'editor');
    const several = await list('/photograph_collections?status[]=0&status[]=1', editor.headers);
    expect(several.total).toBe(3);
    expect(new Set(several.members.map((m) => m.status))).toEqual(new Set([0, 1]));
    expect((await list('/photograph_collections?status[]=0&status[]=1')).total).toBe(2);
    const single = await list('/photograph_collections?status[]=5');
    expect(single.members.map((m) => m.status)).toEqual([5]);
  });

  it('filters by owner, given as id or IRI', async () => {
    const id = await personId('usr_4821');
    // Three collections of theirs, one of them New (0) and so not public.
    const byId = await list(`/photograph_collections?owner=${id}`);
    expect(byId.total).toBe(2);
    for (const member of byId.members) expect(member.owner).toBe(`/people/${id}`);
    const byIri = await list(`/photograph_collections?owner=${encodeURIComponent(`/people/${id}`)}`);
    expect(byIri.members.map((m) => m.id)).toEqual(byId.members.map((m) => m.id));
  });

  it('orders by creation date when asked, and combines filters with paging', async () => {
    const ascending = await list('/photograph_collections?order[dateCreated]=ASC&itemsPerPage=1000');
    const descending = await list('/photograph_collections?order[dateCreated]=DESC&itemsPerPage=1000');
    expect(descending.members.map((m) => m.id)).toEqual(ascending.members.map((m) => m.id).reverse());
    const firstPage = await list(
      '/photograph_collections?page=1&order[dateCreated]=DESC&status=1&itemsPerPage=1',
    );
    expect(firstPage.total).toBe(2);
    expect(firstPage.members).toHaveLength(1);
    const view = firstPage.body['hydra:view'] as Json;
    expect(view['hydra:next']).toContain('page=2');
    expect(view['hydra:next']).toContain('status=1');
  });

  api.answersBadRequestFor([
    ['an unknown parameter', '/photograph_collections?colour=red'],
    ['a status out of range', '/photograph_collections?status=6'],
    ['a malformed owner', '/photograph_collections?owner=someone'],
    ['a bad order', '/photograph_collections?order[dateCreated]=sideways'],
    ['too large a page', '/photograph_collections?itemsPerPage=1001'],
  ]);
});

describe('GET /photograph_collections/{id}', () => {
  it('shows one collection with its context', async () => {
    const { members } = await list('/photograph_collections?status=1');
    const id = (members[0] as Collection).id;
    const { status, body, text } = await api.get(`/photograph_collections/${id}`);
    expect(status).toBe(200);
    expect(body['@context']).toBe('/contexts/PhotographCollection');
    expect(body['@id']).toBe(`/photograph_collections/${id}`);
    expect(body.perks).toHaveLength(4);
    expect(text).not.toContain('gruber@example.org');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await api.get('/photograph_collections/999999')).status).toBe(404);
    expect((await api.get('/photograph_collections/abc')).status).toBe(400);
    expect((await api.get('/photograph_collections/0')).status).toBe(400);
    expect((await api.get('/photograph_collections/99999999999')).status).toBe(400);
  });
});
