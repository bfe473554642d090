import { createReadStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from './media-config.js';
import type { MediaStorage, StoredObjectInfo } from './storage.js';

type S3Settings = Extract<StorageConfig, { kind: 's3' }>;

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

function infoOf(object: { ContentLength?: number; ETag?: string; LastModified?: Date }): StoredObjectInfo {
  return {
    size: object.ContentLength ?? 0,
    etag: object.ETag ?? `"${object.ContentLength ?? 0}"`,
    lastModified: object.LastModified ?? new Date(0),
  };
}

/** How many uploads run at once when a tile pyramid moves into the bucket. */
const UPLOAD_CONCURRENCY = 16;

/** Any S3-compatible store through the official AWS SDK. A single PUT is atomic, so no temporary keys are needed. */
export function createS3Storage(settings: S3Settings): MediaStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: most S3-compatible stores reject the newer
    // streaming-checksum uploads the SDK would otherwise send for every PUT.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const Bucket = settings.bucket;

  async function get(key: string) {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: key }));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function keysUnder(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
      for (const entry of page.Contents ?? []) if (entry.Key) keys.push(entry.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  }

  const storage: MediaStorage = {
    kind: 's3',

    async stat(key) {
      try {
        return infoOf(await client.send(new HeadObjectCommand({ Bucket, Key: key })));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async read(key) {
      const object = await get(key);
      if (!object?.Body) return null;
      const body = Buffer.from(await object.Body.transformToByteArray());
      return { body, info: infoOf({ ...object, ContentLength: body.length }) };
    },

    async stream(key) {
      const object = await get(key);
      if (!object?.Body) return null;
      return { body: object.Body as Readable, info: infoOf(object) };
    },

    async write(key, body, contentType) {
      const answer = await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }),
      );
      return { size: body.length, etag: answer.ETag ?? `"${body.length}"`, lastModified: new Date() };
    },

    async writeFile(key, localPath, contentType) {
      const { size } = await stat(localPath);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: createReadStream(localPath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },

    async importDirectory(prefix, localDir, contentTypeOf) {
      const files = await listFiles(localDir);
      const base = prefix.endsWith('/') ? prefix : `${prefix}/`;
      await inParallel(files, UPLOAD_CONCURRENCY, async (file) => {
        const key = base + path.relative(localDir, file).split(path.sep).join('/');
        await storage.writeFile(key, file, contentTypeOf(key));
      });
      await rm(localDir, { recursive: true, force: true });
      return files.length;
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async deletePrefix(prefix) {
      const keys = await keysUnder(prefix);
      for (let start = 0; start < keys.length; start += 1000) {
        const batch = keys.slice(start, start + 1000);
        try {
          const Objects = batch.map((Key) => ({ Key }));
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        } catch {
          // Some S3-compatible stores lack the batch call (or sign it differently): one by one then.
          await inParallel(batch, UPLOAD_CONCURRENCY, (Key) =>
            client.send(new DeleteObjectCommand({ Bucket, Key })),
          );
        }
      }
    },

    async source(key) {
      return (await storage.read(key))?.body ?? null;
    },
  };
  return storage;
}

async function listFiles(directory: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(full)));
    else files.push(full);
  }
  return files;
}

async function inParallel<T>(items: T[], concurrency: number, work: (item: T) => Promise<unknown>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
      for (let item = queue.pop(); item !== undefined; item = queue.pop()) await work(item);
    }),
  );
}
