import {
  SCAN_UPLOAD_RESULT_HEADER,
  type ScanUploadResult,
} from '@retropics/domain/contracts/scan-upload.contract';
import type { SidecarRow } from '@retropics/domain/scan-files';
import { type DetailedError, Upload } from 'tus-js-client';
import { fileKey, type RememberedFile } from './unfinished-batch';

/**
 * - queued: waits for its turn; sending: bytes on the way;
 * - missing: part of the interrupted batch, to be dropped again before it can continue;
 * - received: all bytes arrived earlier (before a reload); its outcome is in the summary;
 * - failed: the server refused the transfer itself (too large, signed out) or the connection
 *   stayed away through every retry: it can be retried.
 * The rest is what the server made of the file (ScanUploadResult).
 */
export type ScanFileState = 'queued' | 'sending' | 'missing' | 'received' | 'failed' | ScanUploadResult;

export type ScanFile = {
  key: string;
  name: string;
  size: number;
  sent: number;
  state: ScanFileState;
  reason: string | null;
};

export type ScanQueueSnapshot = {
  files: readonly ScanFile[];
  totalBytes: number;
  sentBytes: number;
  /** Nothing is waiting or on its way (missing or failed files may remain). */
  idle: boolean;
};

/** Three files at a time keep the line full without starving the server's checks of each finished file. */
const CONCURRENCY = 3;
/** A chunk is what a lost connection can cost at most; 5 MiB is a fifth of a 24 MP scan. */
const CHUNK_BYTES = 5 * 1024 * 1024;
/** Retries over about a minute and a half ride out a train tunnel; then the file waits for 'retry'. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000];

const SETTLED: ReadonlySet<ScanFileState> = new Set(['added', 'skipped', 'refused', 'waiting', 'received']);

export const isSettled = (state: ScanFileState) => SETTLED.has(state);

/** The server's words for a refused transfer (hydra description or tus text), else the client's. */
function reasonOf(error: Error | DetailedError) {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  const body = response?.getBody()?.trim();
  if (body) {
    try {
      const parsed = JSON.parse(body) as { 'hydra:description'?: string };
      if (parsed['hydra:description']) return parsed['hydra:description'];
    } catch {
      return body;
    }
  }
  return null;
}

/**
 * The files of one batch and their tus uploads: a store the screen reads with
 * useSyncExternalStore. Re-adding a file that was on its way resumes it from the last byte the
 * server has (tus-js-client finds its upload address by the file's fingerprint).
 */
export function createScanQueue(options: {
  endpoint: string;
  batchId: string;
  authorization: () => Promise<string | null>;
  sidecarFor: (fileName: string) => SidecarRow | undefined;
}) {
  const entries = new Map<string, { view: ScanFile; file: File | null; upload: Upload | null }>();
  const listeners = new Set<() => void>();
  let snapshot: ScanQueueSnapshot = { files: [], totalBytes: 0, sentBytes: 0, idle: true };
  let stopped = false;

  function publish() {
    const files = [...entries.values()].map((entry) => entry.view);
    snapshot = {
      files,
      totalBytes: files.reduce((sum, file) => sum + file.size, 0),
      sentBytes: files.reduce((sum, file) => sum + (isSettled(file.state) ? file.size : file.sent), 0),
      idle: !files.some((file) => file.state === 'queued' || file.state === 'sending'),
    };
    for (const listener of listeners) listener();
  }

  function update(key: string, change: Partial<ScanFile>) {
    const entry = entries.get(key);
    if (!entry) return;
    entry.view = { ...entry.view, ...change };
    publish();
  }

  function send(key: string) {
    const entry = entries.get(key);
    if (!entry?.file) return;
    const file = entry.file;
    const row = options.sidecarFor(file.name);
    const { file: _file, ...sidecar } = row ?? { file: '' };
    entry.view = { ...entry.view, state: 'sending', reason: null };
    const upload = new Upload(file, {
      endpoint: options.endpoint,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      removeFingerprintOnSuccess: true,
      metadata: {
        filename: file.name,
        batchId: options.batchId,
        ...(row ? { sidecar: JSON.stringify(sidecar) } : {}),
      },
      onBeforeRequest: async (request) => {
        const authorization = await options.authorization();
        if (authorization) request.setHeader('Authorization', authorization);
      },
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        // No answer, a conflict over the offset, a locked upload or a server fault pass; a refusal does not.
        return status === 0 || status === 409 || status === 423 || status >= 500;
      },
      onProgress: (sent) => update(key, { sent }),
      onSuccess: ({ lastResponse }) => {
        const result = lastResponse.getHeader(SCAN_UPLOAD_RESULT_HEADER) as ScanUploadResult | undefined;
        entry.upload = null;
        update(key, { sent: file.size, state: result ?? 'received' });
        pump();
      },
      onError: (error) => {
        entry.upload = null;
        update(key, { state: 'failed', reason: reasonOf(error) });
        pump();
      },
    });
    entry.upload = upload;
    publish();
    void upload.findPreviousUploads().then((previous) => {
      if (stopped) return;
      const last = previous.at(-1);
      if (last) upload.resumeFromPreviousUpload(last);
      upload.start();
    });
  }

  function pump() {
    if (stopped) return;
    const sending = [...entries.values()].filter((entry) => entry.view.state === 'sending').length;
    const next = [...entries.entries()]
      .filter(([, entry]) => entry.view.state === 'queued')
      .slice(0, Math.max(0, CONCURRENCY - sending));
    for (const [key] of next) send(key);
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,

    /** Files of the interrupted batch, known by name only until they are dropped again. */
    remember(files: RememberedFile[], settled: Map<string, { state: ScanFileState; reason: string | null }>) {
      for (const file of files) {
        const key = fileKey(file);
        if (entries.has(key)) continue;
        const known = settled.get(file.name);
        entries.set(key, {
          file: null,
          upload: null,
          view: {
            key,
            name: file.name,
            size: file.size,
            sent: 0,
            state: known?.state ?? 'missing',
            reason: known?.reason ?? null,
          },
        });
      }
      publish();
    },

    /** Queues new files and the missing ones dropped again; a file already listed is not sent twice. */
    add(files: File[]) {
      for (const file of files) {
        const key = fileKey(file);
        const entry = entries.get(key);
        if (entry && entry.view.state !== 'missing') continue;
        entries.set(key, {
          file,
          upload: null,
          view: entry
            ? { ...entry.view, state: 'queued' }
            : { key, name: file.name, size: file.size, sent: 0, state: 'queued', reason: null },
        });
      }
      publish();
      pump();
    },

    /** Sends the failed files again (after the connection is back, or on request). */
    retryFailed() {
      for (const [key, entry] of entries) if (entry.view.state === 'failed') update(key, { state: 'queued' });
      pump();
    },

    /** What the summary says became of each file. */
    settle(outcomes: Map<string, { state: ScanFileState; reason: string | null }>) {
      for (const [key, entry] of entries) {
        const outcome = outcomes.get(entry.view.name);
        if (outcome) entries.set(key, { ...entry, view: { ...entry.view, ...outcome } });
      }
      publish();
    },

    /** Stops sending (leaving the screen): what arrived stays on the server, ready to resume. */
    stop() {
      stopped = true;
      for (const entry of entries.values()) void entry.upload?.abort();
    },
  };
}

export type ScanQueue = ReturnType<typeof createScanQueue>;
