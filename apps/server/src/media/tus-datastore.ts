import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { StorageConfig } from './media-config.js';

/**
 * Where resumable (tus) uploads gather their bytes until the last one arrives: a folder beside
 * the scratch files when media live in a folder, the bucket when they live in S3 (so several
 * server nodes can resume each other's uploads). Uploads not finished within `expiryMs` of
 * their start are removed by `deleteExpired`.
 */
export function createTusDatastore(storage: StorageConfig, scratchDir: string, expiryMs: number) {
  if (storage.kind === 's3') {
    return new S3Store({
      // S3 multipart parts must be at least 5 MiB; 8 MiB keeps a 24 MP scan to two or three parts.
      partSize: 8 * 1024 * 1024,
      expirationPeriodInMilliseconds: expiryMs,
      // Unfinished uploads are removed by the hourly clean-up, not by lifecycle rules on object
      // tags, which not every S3-compatible store supports (s3rver refuses tagged writes).
      useTags: false,
      s3ClientConfig: {
        bucket: storage.bucket,
        region: storage.region,
        ...(storage.endpoint ? { endpoint: storage.endpoint } : {}),
        forcePathStyle: storage.forcePathStyle,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        ...(storage.accessKeyId && storage.secretAccessKey
          ? { credentials: { accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey } }
          : {}),
      },
    });
  }
  return new FileStore({ directory: path.join(scratchDir, 'tus'), expirationPeriodInMilliseconds: expiryMs });
}

export type TusDatastore = ReturnType<typeof createTusDatastore>;

/**
 * Takes a finished upload out of the tus store into a scratch file of its own (which the upload
 * store then consumes) and forgets the upload. Answers the scratch file's path.
 */
export async function takeFinishedUpload(datastore: TusDatastore, id: string, scratchDir: string) {
  await mkdir(scratchDir, { recursive: true });
  const tempPath = path.join(scratchDir, `upload-${randomUUID()}`);
  if (datastore instanceof FileStore) {
    // The tus folder lies inside the scratch folder: a rename, not a copy of a 24 MP scan.
    await rename(path.join(datastore.directory, id), tempPath);
    await datastore.configstore.delete(id);
    return tempPath;
  }
  try {
    await pipeline((await datastore.read(id)) as Readable, createWriteStream(tempPath));
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
  await forgetUpload(datastore, id);
  return tempPath;
}

/** Removes an upload's bytes and record from the tus store; one already gone is no error. */
export async function forgetUpload(datastore: TusDatastore, id: string) {
  await datastore.remove(id).catch(() => undefined);
}
