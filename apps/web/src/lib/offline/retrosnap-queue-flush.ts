import type { QueryClient } from '@tanstack/react-query';
import { getSession } from '../auth/session-store';
import { createRetrosnap, refreshAfterRetrosnapWrite, uploadRetrosnapPicture } from '../resources/retrosnaps';
import {
  type FlushResult,
  flushQueue,
  memoryQueueStore,
  newEntry,
  ownerOf,
  type QueuedCreateBody,
  type QueueEntry,
  type QueueTransport,
  queueLock,
  RETROSNAP_SYNC_TAG,
} from './retrosnap-queue';
import { announce, idbQueueStore } from './retrosnap-queue-store';

/** The page's side of the queue: its calls go through the app's HTTP client (token refresh included). */
const pageTransport: QueueTransport = {
  upload: (picture, takenAt, clientKey) => uploadRetrosnapPicture(picture, takenAt, clientKey),
  create: (body) => createRetrosnap(body),
};

const lock = queueLock();

/** The signed-in person's queue key, or null when nobody is signed in. */
export function currentOwner(): string | null {
  return ownerOf(getSession().user);
}

/**
 * Keeps a capture in the queue. Throws when IndexedDB refuses it (a private window, a full disk):
 * the caller then sends it at once without keeping it.
 */
export async function enqueueRetrosnap(capture: {
  picture: Blob;
  takenAt: number;
  body: QueuedCreateBody;
  owner: string;
}): Promise<QueueEntry> {
  const entry = newEntry({ ...capture, clientKey: crypto.randomUUID() });
  await idbQueueStore.put(entry);
  return entry;
}

/** Asks the worker to send the queue when the connection returns (Chromium's Background Sync). */
export async function registerQueueSync(): Promise<boolean> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (
      registration as
        | (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })
        | undefined
    )?.sync;
    if (!sync) return false;
    await sync.register(RETROSNAP_SYNC_TAG);
    return true;
  } catch {
    // Not allowed (no worker yet, a private window): the page sends the queue when it opens.
    return false;
  }
}

/**
 * Sends the signed-in person's queue (or one entry of it) from this page, then refreshes every
 * screen that shows RetroSnaps. Nobody signed in: nothing is sent.
 */
export async function flushRetrosnapQueue(queryClient: QueryClient, only?: string): Promise<FlushResult> {
  const owner = currentOwner();
  if (owner === null) return { outcomes: [] };
  const result = await flushQueue({ store: idbQueueStore, transport: pageTransport, lock, owner, only });
  const sent = result.outcomes.filter((outcome) => outcome.sent);
  for (const outcome of sent) announce({ type: 'sent', retrosnap: outcome.retrosnap });
  if (sent.length > 0) await refreshAfterRetrosnapWrite(queryClient);
  return result;
}

/** Takes an entry out of the queue for good (the person's 'remove'). */
export function removeQueued(clientKey: string): Promise<void> {
  return lock(() => idbQueueStore.remove(clientKey));
}

/**
 * Sends a capture at once without keeping it (IndexedDB refused it): the same steps as the
 * queue, in memory. A network failure then loses nothing the person still sees: the captured
 * picture stays on the camera screen for another try.
 */
export async function sendWithoutKeeping(
  queryClient: QueryClient,
  capture: { picture: Blob; takenAt: number; body: QueuedCreateBody; owner: string },
): Promise<FlushResult> {
  const store = memoryQueueStore([newEntry({ ...capture, clientKey: crypto.randomUUID() })]);
  const result = await flushQueue({ store, transport: pageTransport, lock, owner: capture.owner });
  if (result.outcomes.some((outcome) => outcome.sent)) await refreshAfterRetrosnapWrite(queryClient);
  return result;
}
