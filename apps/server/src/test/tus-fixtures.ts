import { expect } from 'vitest';
import type { App } from '../app.types.js';
import type { SignedIn } from './factories.js';

/** The tus protocol as a client speaks it, for the API tests of the resumable scan upload. */
export const TUS = { 'tus-resumable': '1.0.0' };

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

export function metadataHeader(fields: Record<string, string | undefined>) {
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key} ${base64(value as string)}`)
    .join(',');
}

/** Starts a tus upload; answers the response (Location names the upload). */
export function createTusUpload(
  app: App,
  as: SignedIn | null,
  collectionId: number,
  file: { name: string; bytes: number; batchId: string; sidecar?: object },
) {
  return app.inject({
    method: 'POST',
    url: `/photograph_collections/${collectionId}/uploads`,
    headers: {
      ...TUS,
      ...(as?.headers ?? {}),
      'upload-length': String(file.bytes),
      'upload-metadata': metadataHeader({
        filename: file.name,
        batchId: file.batchId,
        sidecar: file.sidecar && JSON.stringify(file.sidecar),
      }),
    },
  });
}

export function patchTusUpload(app: App, as: SignedIn, location: string, offset: number, body: Buffer) {
  return app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      ...TUS,
      ...as.headers,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: body,
  });
}

/**
 * Sends a whole file in two PATCH halves, asking the server in between how much it has (as a
 * resuming client does); answers the upload's address and what the server made of the file.
 */
export async function uploadInHalves(
  app: App,
  as: SignedIn,
  collectionId: number,
  file: { name: string; body: Buffer; batchId: string; sidecar?: object },
) {
  const created = await createTusUpload(app, as, collectionId, { ...file, bytes: file.body.length });
  expect(created.statusCode, created.body).toBe(201);
  const location = created.headers.location as string;
  const half = Math.floor(file.body.length / 2);
  expect((await patchTusUpload(app, as, location, 0, file.body.subarray(0, half))).statusCode).toBe(204);
  const head = await app.inject({ method: 'HEAD', url: location, headers: { ...TUS, ...as.headers } });
  expect(head.headers['upload-offset']).toBe(String(half));
  const last = await patchTusUpload(app, as, location, half, file.body.subarray(half));
  expect(last.statusCode, last.body).toBe(204);
  return { location, result: last.headers['upload-result'] };
}
