import { expect, inject } from 'vitest';
import { signInThroughApi } from './session';

const baseUrl = inject('baseUrl');

/**
 * The demo archive has no photograph with a back side: the demo admin uploads one into collection
 * 1 (a postcard front, and a view of Luzern as its back) and gets its id.
 */
export async function uploadWithBackSide(title: string): Promise<number> {
  const { token } = await signInThroughApi('admin');
  const original = async (name: string) =>
    new Blob([await (await fetch(`${baseUrl}/media/photographs/demo/${name}`)).arrayBuffer()], {
      type: 'image/jpeg',
    });
  const form = new FormData();
  form.append('title', title);
  form.append('file', await original('luzern-loewendenkmal-postcard-ca1900.jpg'), 'front.jpg');
  form.append('back', await original('luzern-musegg-pilatus-ca1920.jpg'), 'back.jpg');
  const upload = await fetch(`${baseUrl}/photograph_collections/1/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' },
    body: form,
  });
  expect(upload.status).toBe(201);
  const body = (await upload.json()) as {
    'hydra:member': Array<{ id: number; backFilePath: string | null }>;
  };
  const [created] = body['hydra:member'];
  expect(created?.backFilePath).toBeTruthy();
  return created?.id ?? 0;
}
