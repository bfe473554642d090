import type { RetrosnapCreateInput } from '@retropics/domain/contracts/retrosnap.contract';

/**
 * The offline RetroSnap queue (issue 17): a capture is kept on the device until its picture is
 * uploaded and its RetroSnap made. This module is the queue's logic only; the IndexedDB store
 * (retrosnap-queue-store.ts), the page's and the worker's HTTP calls and the Web Lock are handed
 * in, so the logic runs the same in a page, in the service worker and in a unit test.
 *
 * Never twice: every flush runs under one Web Lock shared by all tabs and the worker, the upload
 * and the create carry the entry's clientKey (the server answers what it already made for a
 * repeat), and once the upload answered its filePath is stored so that only the create is retried.
 */

/** The Background Sync tag the page registers and the worker answers (src/sw/retrosnap-sync.ts). */
export const RETROSNAP_SYNC_TAG = 'retropics-retrosnap-queue';
/** The Web Lock every flush holds, in pages and in the worker. */
export const RETROSNAP_QUEUE_LOCK = 'retropics-retrosnap-queue';

/** waiting: to be sent when there is a connection; sending: a flush has it; failed: the server refused it. */
export type QueueState = 'waiting' | 'sending' | 'failed';

/**
 * Why an entry is not sent yet. network: no connection; signedOut: no valid session (sent once the
 * person is signed in again); server: the server had trouble (tried again later); refused: the
 * server said no (a 4xx), which sending again will not change until the person retries.
 */
export type FailureKind = 'network' | 'signedOut' | 'server' | 'refused';

export interface QueueFailure {
  kind: FailureKind;
  /** The server's own words for `refused` and `server`; empty otherwise. */
  message: string;
}

/** The create body without what the queue adds when it sends (filePath from the upload, clientKey). */
export type QueuedCreateBody = Omit<RetrosnapCreateInput, 'filePath' | 'clientKey'>;

export interface QueueEntry {
  /** crypto.randomUUID(): the entry's key, and the idempotency key of its upload and create. */
  clientKey: string;
  picture: Blob;
  /** Milliseconds since the epoch; names the file `RetroSnap-{takenAt}.jpg`. */
  takenAt: number;
  body: QueuedCreateBody;
  state: QueueState;
  /** What the upload answered; once set, only the create is left to do. */
  filePath: string | null;
  error: QueueFailure | null;
  /** The person who took it (person id from the token): nobody else's session sends it. */
  owner: string;
}

/** What the create answered, as much as the queue needs. */
export interface CreatedRetrosnap {
  '@id': string;
  id: number;
  galleries: string[];
}

export interface QueueStore {
  all(): Promise<QueueEntry[]>;
  put(entry: QueueEntry): Promise<void>;
  remove(clientKey: string): Promise<void>;
}

export interface QueueTransport {
  upload(picture: Blob, takenAt: number, clientKey: string): Promise<{ filePath: string }>;
  create(body: RetrosnapCreateInput): Promise<CreatedRetrosnap>;
}

/** Runs `task` while holding the queue's lock (navigator.locks in browsers). */
export type QueueLock = <T>(task: () => Promise<T>) => Promise<T>;

export interface FlushOptions {
  store: QueueStore;
  transport: QueueTransport;
  lock: QueueLock;
  /** The signed-in person; only their entries are sent. */
  owner: string;
  /** Send this entry only (a save on the camera screen, a retry in the queue list). */
  only?: string;
}

export type EntryOutcome =
  | { clientKey: string; sent: true; retrosnap: CreatedRetrosnap }
  | { clientKey: string; sent: false; failure: QueueFailure };

export interface FlushResult {
  outcomes: EntryOutcome[];
}

function statusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  const status = (error as { status: unknown }).status;
  return typeof status === 'number' ? status : null;
}

/** How a failed call is taken: an answer with a status came from the server, anything else is the network. */
export function failureOf(error: unknown): QueueFailure {
  const status = statusOf(error);
  const message = error instanceof Error ? error.message : '';
  if (status === null) return { kind: 'network', message: '' };
  if (status === 401) return { kind: 'signedOut', message: '' };
  if (status === 408 || status === 429 || status >= 500) return { kind: 'server', message };
  return { kind: 'refused', message };
}

/** True when the server refused the filePath itself (the upload is gone): the picture is sent again. */
function refusedFile(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('violations' in error)) return false;
  const violations = (error as { violations: unknown }).violations;
  return (
    Array.isArray(violations) &&
    violations.some((violation) => (violation as { propertyPath?: unknown })?.propertyPath === 'filePath')
  );
}

/** A new entry for a capture, waiting to be sent. */
export function newEntry(
  fields: Pick<QueueEntry, 'clientKey' | 'picture' | 'takenAt' | 'body' | 'owner'>,
): QueueEntry {
  return { ...fields, state: 'waiting', filePath: null, error: null };
}

async function sendEntry(
  entry: QueueEntry,
  store: QueueStore,
  transport: QueueTransport,
): Promise<EntryOutcome> {
  let current: QueueEntry = { ...entry, state: 'sending', error: null };
  await store.put(current);
  try {
    if (current.filePath === null) {
      const uploaded = await transport.upload(current.picture, current.takenAt, current.clientKey);
      current = { ...current, filePath: uploaded.filePath };
      await store.put(current);
    }
    const retrosnap = await transport.create({
      ...current.body,
      filePath: current.filePath as string,
      clientKey: current.clientKey,
    });
    await store.remove(current.clientKey);
    return { clientKey: current.clientKey, sent: true, retrosnap };
  } catch (error) {
    const failure = failureOf(error);
    await store.put({
      ...current,
      state: failure.kind === 'refused' ? 'failed' : 'waiting',
      filePath: failure.kind === 'refused' && refusedFile(error) ? null : current.filePath,
      error: failure,
    });
    return { clientKey: current.clientKey, sent: false, failure };
  }
}

/**
 * Sends the owner's entries, oldest first, one at a time under the lock. Entries the server
 * refused wait for the person's retry (`only`). Without a connection or a session the flush
 * stops at the first entry: the others would fail the same way.
 */
export function flushQueue({ store, transport, lock, owner, only }: FlushOptions): Promise<FlushResult> {
  return lock(async () => {
    // Read inside the lock: another flush may have sent entries meanwhile.
    const entries = (await store.all())
      .filter((entry) => entry.owner === owner)
      .filter((entry) => (only === undefined ? entry.state !== 'failed' : entry.clientKey === only))
      .sort((a, b) => a.takenAt - b.takenAt);
    const outcomes: EntryOutcome[] = [];
    for (const entry of entries) {
      const outcome = await sendEntry(entry, store, transport);
      outcomes.push(outcome);
      if (!outcome.sent && (outcome.failure.kind === 'network' || outcome.failure.kind === 'signedOut'))
        break;
    }
    return { outcomes };
  });
}

/**
 * The lock of the queue: a Web Lock shared by every tab and the service worker; where a browser
 * has none, one promise chain per page (the worker then holds no lock, but the server's clientKey
 * still answers a repeat with what it already made).
 */
export function queueLock(locks: LockManager | undefined = globalThis.navigator?.locks): QueueLock {
  if (locks) return (task) => locks.request(RETROSNAP_QUEUE_LOCK, task);
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** The queue's owner for a token's claims: the person id, else the account id. */
export function ownerOf(user: { person_id?: number | string; id?: number | string } | null): string | null {
  const owner = user?.person_id ?? user?.id;
  return owner === undefined || owner === null ? null : String(owner);
}

/** A queue kept in memory: a save where IndexedDB is refused, and the unit tests. */
export function memoryQueueStore(
  initial: readonly QueueEntry[] = [],
): QueueStore & { entries: Map<string, QueueEntry> } {
  const entries = new Map(initial.map((entry) => [entry.clientKey, entry]));
  return {
    entries,
    all: async () => [...entries.values()],
    put: async (entry) => {
      entries.set(entry.clientKey, entry);
    },
    remove: async (clientKey) => {
      entries.delete(clientKey);
    },
  };
}
