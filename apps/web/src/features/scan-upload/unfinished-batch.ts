/**
 * The batch being sent, remembered in this browser so that after a lost tab or a reload the
 * screen can offer to resume it: a browser cannot reopen files by itself, so the person drops
 * the same files again and each continues where it stopped (tus-js-client keeps each file's
 * upload address under its fingerprint).
 */

export type RememberedFile = { name: string; size: number; lastModified: number };

export type UnfinishedBatch = {
  collectionId: number;
  batchId: string;
  startedAt: string;
  files: RememberedFile[];
  /** The sidecar as read, so the files sent after a resume get their titles too. */
  sidecar: { name: string; text: string } | null;
};

const storageKey = (collectionId: number) => `retropics.scan-upload.${collectionId}`;

/** The same file on disk, as far as a browser can tell. */
export const fileKey = (file: RememberedFile) => `${file.name}|${file.size}|${file.lastModified}`;

export function rememberBatch(batch: UnfinishedBatch, storage: Storage = localStorage) {
  try {
    storage.setItem(storageKey(batch.collectionId), JSON.stringify(batch));
  } catch {
    // Storage full or denied: resuming then needs the same files and starts a new batch; nothing is lost on the server.
  }
}

export function recalledBatch(collectionId: number, storage: Storage = localStorage): UnfinishedBatch | null {
  try {
    const text = storage.getItem(storageKey(collectionId));
    if (!text) return null;
    const batch = JSON.parse(text) as UnfinishedBatch;
    return batch.collectionId === collectionId &&
      typeof batch.batchId === 'string' &&
      Array.isArray(batch.files)
      ? batch
      : null;
  } catch {
    return null;
  }
}

export function forgetBatch(collectionId: number, storage: Storage = localStorage) {
  storage.removeItem(storageKey(collectionId));
}
