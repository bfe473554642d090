/// <reference lib="webworker" />
import { decodeTokenData } from '../lib/auth/token-claims';
import type { CreatedRetrosnap, QueueTransport } from '../lib/offline/retrosnap-queue';
import { flushQueue, ownerOf, queueLock, RETROSNAP_SYNC_TAG } from '../lib/offline/retrosnap-queue';
import { announce, idbQueueStore } from '../lib/offline/retrosnap-queue-store';
import { readMirroredToken, usableToken } from '../lib/offline/retrosnap-queue-token';

/** Background Sync's event (not in TypeScript's worker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** A refused or failed call: its status (how the queue takes it) and the server's words. */
class WorkerCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly violations: ReadonlyArray<{ propertyPath: string; message: string }>,
  ) {
    super(message);
  }
}

async function callError(response: Response): Promise<WorkerCallError> {
  const body = (await response.json().catch(() => ({}))) as {
    'hydra:description'?: string;
    detail?: string;
    violations?: Array<{ propertyPath: string; message: string }>;
  };
  const message = body['hydra:description'] ?? body.detail ?? `HTTP ${response.status}`;
  return new WorkerCallError(message, response.status, body.violations ?? []);
}

/**
 * The worker's own calls, with the mirrored token as it is (the worker never refreshes it). The
 * page's HTTP client (lib/hydra) cannot run here (it reads localStorage and the document): these
 * are the two calls lib/resources/retrosnaps.ts sends from a page.
 */
export function workerTransport(token: string, origin: string): QueueTransport {
  const call = async <T>(path: string, body: BodyInit, json: boolean): Promise<T> => {
    const response = await fetch(new URL(path, origin), {
      method: 'POST',
      headers: {
        Accept: 'application/ld+json, application/json',
        Authorization: `Bearer ${token}`,
        ...(json ? { 'Content-Type': 'application/json' } : {}),
      },
      body,
    });
    if (!response.ok) throw await callError(response);
    return (await response.json()) as T;
  };
  return {
    async upload(picture, takenAt, clientKey) {
      const form = new FormData();
      form.append('clientKey', clientKey);
      // Spec §7's name, as retrosnapFileName() gives it to the page's upload.
      form.append('file', picture, `RetroSnap-${takenAt}.jpg`);
      const answer = await call<{ 'hydra:member': Array<{ filePath: string }> }>(
        '/retrosnap/upload',
        form,
        false,
      );
      const [uploaded] = answer['hydra:member'];
      if (!uploaded) throw new Error('The upload answered no picture');
      return uploaded;
    },
    create: (body) => call<CreatedRetrosnap>('/retrosnaps', JSON.stringify(body), true),
  };
}

/**
 * Sends the RetroSnap queue from the worker, with the token the pages mirrored into IndexedDB.
 * Without a usable token it leaves the queue to the page, which sends it when it opens. It fails
 * (so the browser tries the sync again later) while entries wait for the network or the server.
 */
export async function flushFromWorker(origin: string): Promise<void> {
  const token = await readMirroredToken();
  const claims = token ? decodeTokenData(token) : null;
  const owner = ownerOf(claims);
  if (!token || owner === null || !usableToken(token, claims?.exp)) return;
  const result = await flushQueue({
    store: idbQueueStore,
    transport: workerTransport(token, origin),
    lock: queueLock(),
    owner,
  });
  for (const outcome of result.outcomes) {
    if (outcome.sent) announce({ type: 'sent', retrosnap: outcome.retrosnap });
  }
  const retryLater = result.outcomes.some(
    (outcome) => !outcome.sent && (outcome.failure.kind === 'network' || outcome.failure.kind === 'server'),
  );
  if (retryLater) throw new Error('RetroSnap queue: entries are still waiting for the connection');
}

export function listenForRetrosnapSync(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('sync', (event: Event) => {
    const sync = event as SyncEvent;
    if (sync.tag === RETROSNAP_SYNC_TAG) sync.waitUntil(flushFromWorker(scope.location.origin));
  });
}
