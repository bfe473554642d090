import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collectionSponsors, photographCollections } from '../../db/schema/collections.js';
import { useTestApp } from '../../test/api-test-app.js';
import { buildCollection, signedIn } from '../../test/factories.js';
import { multipart, solidPng } from '../../test/media-fixtures.js';
import { policyTable } from '../../test/policy.js';

type Json = Record<string, unknown>;

const api = useTestApp({ seed: false });
const { call } = api;

describe('organizations and sponsors', () => {
  policyTable(
    () => api.app,
    [
      {
        route: 'POST /organizations (editors and admins)',
        ownerRole: 'editor',
        allowed: ['owner', 'editor', 'admin'],
        request: () => ({ method: 'POST', url: '/organizations', payload: { name: 'Stadtarchiv Luzern' } }),
      },
      {
        route: 'PUT /organizations/{id} (editors and admins)',
        ownerRole: 'editor',
        allowed: ['owner', 'editor', 'admin'],
        request: async (as) => {
          const created = await call('POST', '/organizations', as, { name: 'Heimatverein' });
          return { method: 'PUT', url: String(created.body['@id']), payload: { name: 'Heimatverein Bozen' } };
        },
      },
      {
        route: 'DELETE /organizations/{id} (editors and admins)',
        ownerRole: 'editor',
        allowed: ['owner', 'editor', 'admin'],
        request: async (as) => {
          const created = await call('POST', '/organizations', as, { name: 'Familie Huber' });
          return { method: 'DELETE', url: String(created.body['@id']) };
        },
      },
      {
        route: 'POST /sponsors (editors and admins)',
        ownerRole: 'editor',
        allowed: ['owner', 'editor', 'admin'],
        request: () => ({ method: 'POST', url: '/sponsors', payload: { name: 'Raiffeisenbank' } }),
      },
      {
        route: 'PUT /sponsors/{id} (editors and admins)',
        ownerRole: 'editor',
        allowed: ['owner', 'editor', 'admin'],
        request: async (as) => {
          const created = await call('POST', '/sponsors', as, { name: 'Druckerei' });
          return { method: 'PUT', url: String(created.body['@id']), payload: { name: 'Druckerei Weger' } };
        },
      },
      {
        route: 'DELETE /sponsors/{id} (editors and admins)',
        ownerRole: 'editor',
        allowed: ['owner', 'editor', 'admin'],
        request: async (as) => {
          const created = await call('POST', '/sponsors', as, { name: 'Stiftung' });
          return { method: 'DELETE', url: String(created.body['@id']) };
        },
      },
      {
        route: 'POST /organizations/logoUpload (editors and admins)',
        ownerRole: 'editor',
        allowed: ['owner', 'editor', 'admin'],
        request: async () => {
          const body = multipart([{ field: 'file', name: 'logo.png', body: await solidPng(60, 30) }]);
          return {
            method: 'POST',
            url: '/organizations/logoUpload',
            payload: body.payload,
            headers: body.headers,
          };
        },
      },
    ],
  );

  it('keeps what an editor writes, sanitises the text and serves the logo as uploaded', async () => {
    const editor = await signedIn(api.app, 'editor');
    const png = await solidPng(80, 40);
    const upload = multipart([{ field: 'file', name: 'archiv.png', body: png }]);
    const uploaded = await api.app.inject({
      method: 'POST',
      url: '/organizations/logoUpload',
      headers: { ...editor.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const logo = (uploaded.json() as { 'hydra:member': Array<{ filePath: string }> })['hydra:member'][0]
      ?.filePath;
    expect(logo).toMatch(/\.png$/);

    const created = await call('POST', '/organizations', editor, {
      name: '  Stadtarchiv Sursee ',
      text: '<p>Seit 1890 <strong>sammelt</strong> es.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      url: 'https://www.stadtluzern.ch/archiv',
      logo,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      '@type': 'Organization',
      name: 'Stadtarchiv Sursee',
      text: '<p>Seit 1890 <strong>sammelt</strong> es.</p>',
      url: 'https://www.stadtluzern.ch/archiv',
      logoUrl: `/media/logos/${logo}`,
      collectionsCount: 0,
    });

    const served = await api.app.inject({ method: 'GET', url: `/media/logos/${logo}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);

    const list = await call('GET', '/organizations?name=sursee', null);
    expect(list.body['hydra:totalItems']).toBe(1);
  });

  it('refuses bad input per field and changes nothing', async () => {
    const editor = await signedIn(api.app, 'editor');
    const created = await call('POST', '/organizations', editor, { name: 'Museum Meran' });
    const refused = await call('PUT', String(created.body['@id']), editor, {
      name: ' ',
      url: 'javascript:alert(1)',
      logo: '../../etc/passwd',
    });
    expect(refused.status).toBe(422);
    const paths = (refused.body.violations as Array<{ propertyPath: string; message: string }>).map(
      (violation) => [violation.propertyPath, violation.message],
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        ['name', 'Name is required'],
        ['url', 'Link must be a web address starting with https:// or http://'],
        ['logo', 'Logo must be the filePath an upload answered'],
      ]),
    );
    expect((await call('GET', String(created.body['@id']), null)).body.name).toBe('Museum Meran');
  });

  it('are named by their collections, and an organization lists its public collections', async () => {
    const editor = await signedIn(api.app, 'editor');
    const organization = await call('POST', '/organizations', editor, {
      name: 'Heimatverein Brixen',
      url: 'https://heimatverein.example.org',
    });
    const first = await call('POST', '/sponsors', editor, { name: 'Sparkasse' });
    const second = await call('POST', '/sponsors', editor, { name: 'Buchhandlung Athesia' });
    const organizationId = organization.body.id as number;
    const shown = await buildCollection(api.app, { organizationId, status: 1 });
    const reported = await buildCollection(api.app, { organizationId, status: 0 });
    await api.app.db.insert(collectionSponsors).values([
      { collectionId: shown.id, sponsorId: second.body.id as number, position: 0 },
      { collectionId: shown.id, sponsorId: first.body.id as number, position: 1 },
    ]);

    const collection = await call('GET', `/photograph_collections/${shown.id}`, null);
    expect(collection.body.organization).toEqual({
      '@id': organization.body['@id'],
      name: 'Heimatverein Brixen',
      url: 'https://heimatverein.example.org',
      logoUrl: null,
    });
    expect((collection.body.sponsors as Json[]).map((sponsor) => sponsor.name)).toEqual([
      'Buchhandlung Athesia',
      'Sparkasse',
    ]);

    const counted = await call('GET', String(organization.body['@id']), null);
    expect(counted.body.collectionsCount).toBe(1);
    const listed = await call('GET', `/photograph_collections?organization=${organizationId}&status=1`, null);
    expect((listed.body['hydra:member'] as Json[]).map((entry) => entry.id)).toEqual([shown.id]);

    // Deleting the organization leaves its collections, without it.
    expect((await call('DELETE', String(organization.body['@id']), editor)).status).toBe(204);
    const [kept] = await api.app.db
      .select({ organizationId: photographCollections.organizationId })
      .from(photographCollections)
      .where(eq(photographCollections.id, reported.id));
    expect(kept).toEqual({ organizationId: null });
    expect((await call('GET', `/photograph_collections/${shown.id}`, null)).body.organization).toBeNull();
  });
});
