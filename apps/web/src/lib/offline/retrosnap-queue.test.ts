import { describe, expect, it } from 'vitest';
import {
  type CreatedRetrosnap,
  failureOf,
  flushQueue,
  memoryQueueStore,
  newEntry,
  ownerOf,
  type QueueEntry,
  type QueueTransport,
  queueLock,
} from './retrosnap-queue';

const entry = (clientKey: string, takenAt: number, owner = '7'): QueueEntry =>
  newEntry({
    clientKey,
    takenAt,
    owner,
    picture: new Blob(['jpeg'], { type: 'image/jpeg' }),
    body: { photograph: '/photographs/3', text: '', altitude: null, place: null, orientation: null },
  });

class HttpError extends Error {
  constructor(
    readonly status: number,
    message = `HTTP ${status}`,
    readonly violations: Array<{ propertyPath: string; message: string }> = [],
  ) {
    super(message);
  }
}

/** A server that counts calls and may fail some of them on purpose. */
function fakeServer() {
  const calls: string[] = [];
  let nextId = 1;
  const failures: Array<{ call: 'upload' | 'create'; error: unknown }> = [];
  const transport: QueueTransport = {
    async upload(_picture, takenAt, clientKey) {
      calls.push(`upload ${clientKey}`);
      const failure = failures.findIndex((f) => f.call === 'upload');
      if (failure >= 0) throw failures.splice(failure, 1)[0]?.error;
      return { filePath: `retrosnaps/${takenAt}.jpg` };
    },
    async create(body) {
      calls.push(`create ${body.clientKey} ${body.filePath}`);
      const failure = failures.findIndex((f) => f.call === 'create');
      if (failure >= 0) throw failures.splice(failure, 1)[0]?.error;
      const id = nextId++;
      return { '@id': `/retrosnaps/${id}`, id, galleries: ['/image_galleries/9'] } satisfies CreatedRetrosnap;
    },
  };
  return { calls, failures, transport };
}

const lock = queueLock(undefined);

describe('offline RetroSnap queue', () => {
  it('uploads, creates with the filePath and clientKey, and forgets the entry', async () => {
    const store = memoryQueueStore([entry('a', 2), entry('b', 1)]);
    const server = fakeServer();
    const result = await flushQueue({ store, transport: server.transport, lock, owner: '7' });
    expect(server.calls).toEqual([
      'upload b',
      'create b retrosnaps/1.jpg',
      'upload a',
      'create a retrosnaps/2.jpg',
    ]);
    expect(result.outcomes.map((outcome) => outcome.sent)).toEqual([true, true]);
    expect(store.entries.size).toBe(0);
  });

  it('without a connection keeps the entry waiting and stops at the first', async () => {
    const store = memoryQueueStore([entry('a', 1), entry('b', 2)]);
    const server = fakeServer();
    server.failures.push({ call: 'upload', error: new TypeError('Failed to fetch') });
    const result = await flushQueue({ store, transport: server.transport, lock, owner: '7' });
    expect(server.calls).toEqual(['upload a']);
    expect(result.outcomes).toEqual([
      { clientKey: 'a', sent: false, failure: { kind: 'network', message: '' } },
    ]);
    expect(store.entries.get('a')).toMatchObject({
      state: 'waiting',
      filePath: null,
      error: { kind: 'network' },
    });
    expect(store.entries.get('b')?.state).toBe('waiting');
  });

  it('once uploaded, a retry only creates: the picture is never sent twice', async () => {
    const store = memoryQueueStore([entry('a', 1)]);
    const server = fakeServer();
    server.failures.push({ call: 'create', error: new TypeError('Failed to fetch') });
    await flushQueue({ store, transport: server.transport, lock, owner: '7' });
    expect(store.entries.get('a')).toMatchObject({ state: 'waiting', filePath: 'retrosnaps/1.jpg' });
    await flushQueue({ store, transport: server.transport, lock, owner: '7' });
    expect(server.calls.filter((call) => call.startsWith('upload'))).toHaveLength(1);
    expect(server.calls.filter((call) => call.startsWith('create'))).toHaveLength(2);
    expect(store.entries.size).toBe(0);
  });

  it('a refusal fails the entry with the server’s words; it waits for the person’s retry', async () => {
    const store = memoryQueueStore([entry('a', 1), entry('b', 2)]);
    const server = fakeServer();
    server.failures.push({ call: 'create', error: new HttpError(422, 'There is no such photograph') });
    await flushQueue({ store, transport: server.transport, lock, owner: '7' });
    expect(store.entries.get('a')).toMatchObject({
      state: 'failed',
      error: { kind: 'refused', message: 'There is no such photograph' },
    });
    // The next entry was still sent: a refusal is about one entry, not the connection.
    expect(store.entries.has('b')).toBe(false);

    await flushQueue({ store, transport: server.transport, lock, owner: '7' });
    expect(store.entries.get('a')?.state).toBe('failed');
    await flushQueue({ store, transport: server.transport, lock, owner: '7', only: 'a' });
    expect(store.entries.size).toBe(0);
  });

  it('a refused filePath (the upload is gone) sends the picture again on retry', async () => {
    const store = memoryQueueStore([entry('a', 1)]);
    const server = fakeServer();
    server.failures.push({
      call: 'create',
      error: new HttpError(422, 'unknown file', [{ propertyPath: 'filePath', message: 'unknown file' }]),
    });
    await flushQueue({ store, transport: server.transport, lock, owner: '7' });
    expect(store.entries.get('a')).toMatchObject({ state: 'failed', filePath: null });
    await flushQueue({ store, transport: server.transport, lock, owner: '7', only: 'a' });
    expect(server.calls.filter((call) => call.startsWith('upload'))).toHaveLength(2);
  });

  it('sends only the signed-in person’s entries', async () => {
    const store = memoryQueueStore([entry('mine', 1, '7'), entry('theirs', 2, '8')]);
    const server = fakeServer();
    await flushQueue({ store, transport: server.transport, lock, owner: '7' });
    expect(server.calls).toEqual(['upload mine', 'create mine retrosnaps/1.jpg']);
    expect([...store.entries.keys()]).toEqual(['theirs']);
  });

  it('an entry left "sending" by a closed tab is sent by the next flush', async () => {
    const store = memoryQueueStore([{ ...entry('a', 1), state: 'sending' }]);
    const server = fakeServer();
    await flushQueue({ store, transport: server.transport, lock, owner: '7' });
    expect(store.entries.size).toBe(0);
  });

  it('two flushes at once take turns under the lock: each entry is uploaded once', async () => {
    const store = memoryQueueStore([entry('a', 1), entry('b', 2)]);
    const server = fakeServer();
    await Promise.all([
      flushQueue({ store, transport: server.transport, lock, owner: '7' }),
      flushQueue({ store, transport: server.transport, lock, owner: '7' }),
    ]);
    expect(server.calls.filter((call) => call.startsWith('upload'))).toEqual(['upload a', 'upload b']);
  });

  it('takes a 401 as signed out, 5xx and 429 as server trouble, other 4xx as a refusal', () => {
    expect(failureOf(new TypeError('Failed to fetch')).kind).toBe('network');
    expect(failureOf(new HttpError(401)).kind).toBe('signedOut');
    expect(failureOf(new HttpError(503)).kind).toBe('server');
    expect(failureOf(new HttpError(429)).kind).toBe('server');
    expect(failureOf(new HttpError(413, 'too large'))).toEqual({ kind: 'refused', message: 'too large' });
  });

  it('owns entries by the person id of the token', () => {
    expect(ownerOf({ person_id: 12, id: 3 })).toBe('12');
    expect(ownerOf({ id: 3 })).toBe('3');
    expect(ownerOf(null)).toBeNull();
  });
});
