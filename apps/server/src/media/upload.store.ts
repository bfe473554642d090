import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { mediaUploads } from '../db/schema/media.js';
import { HttpError, ValidationFailed } from '../hydra/hydra-errors.js';
import { type ImageFacts, ImageRefused, type ImageRepository } from './image.repository.js';
import type { MediaStorage } from './storage.js';

export type ReceivedFile = { field: string; tempPath: string; bytes: number; originalName: string };
export type InspectedFile = ReceivedFile & { facts: ImageFacts };
export type UploadPurpose =
  | 'image_gallery'
  | 'retrosnap'
  | 'product'
  | 'mention'
  | 'photograph'
  | 'logo'
  | 'announcement';

/** One file to keep: where it goes in the store and how clients will name it. */
export type Placement = { file: InspectedFile; storageKey: string; filePath: string; purpose: UploadPurpose };

export type MultipartPart =
  | { type: 'file'; fieldname: string; filename: string; file: Readable & { truncated?: boolean } }
  | { type: 'field'; fieldname: string; value: unknown };

const MIME = { jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif' } as const;

/** A file's identity by content: stored scans are named by it, so the same picture is never kept twice. */
export async function contentHash(file: string) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex').slice(0, 32);
}

/** The first `bytes` of a received file: enough to tell its format by its magic bytes. */
export async function fileHead(file: string, bytes: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Why a file was refused, as one sentence for a summary (the violations of a 422, or the error's message). */
export function refusalReason(error: unknown) {
  if (error instanceof ValidationFailed) return error.violations.map((v) => v.message).join(' ');
  return error instanceof Error ? error.message : String(error);
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * Receiving, checking and keeping uploaded images. A request's files land in temporary files,
 * are checked completely, then stored; the database rows are written in one transaction. If
 * anything fails, the stored files are removed again: an upload is kept whole or not at all.
 */
export function createUploadStore(deps: {
  db: Database;
  storage: MediaStorage;
  images: ImageRepository;
  scratchDir: string;
  maxUploadBytes: number;
}) {
  const { db, storage, images, scratchDir, maxUploadBytes } = deps;

  async function discard(files: ReceivedFile[]) {
    await Promise.all(files.map((file) => rm(file.tempPath, { force: true })));
  }

  return {
    discard,

    /** Reads a multipart request: files into temporary files (size-limited), fields as text. */
    async receive(parts: AsyncIterable<MultipartPart>, maxFiles: number) {
      const files: ReceivedFile[] = [];
      const fields: Record<string, string> = {};
      try {
        for await (const part of parts) {
          if (part.type === 'field') {
            fields[part.fieldname] = String(part.value ?? '');
            continue;
          }
          if (files.length >= maxFiles) {
            part.file.resume();
            throw new HttpError(400, `At most ${maxFiles} files can be sent at once.`);
          }
          const tempPath = path.join(scratchDir, `upload-${randomUUID()}`);
          files.push({
            field: part.fieldname,
            tempPath,
            bytes: 0,
            originalName: path.basename(part.filename || 'upload'),
          });
          await pipeline(part.file, createWriteStream(tempPath));
          if (part.file.truncated) throw tooLarge();
          (files.at(-1) as ReceivedFile).bytes = (await stat(tempPath)).size;
        }
      } catch (error) {
        await discard(files);
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
          throw new HttpError(415, 'Send the image as multipart/form-data.');
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
          throw new HttpError(400, 'Too many parts in the upload.');
        throw error;
      }
      return { files, fields };
    },

    /** Checks one received file completely; refusals become the JSON-LD errors the client shows. */
    async inspect(file: ReceivedFile): Promise<InspectedFile> {
      if (file.bytes === 0)
        throw new ValidationFailed([{ propertyPath: file.field, message: 'The file is empty.' }]);
      try {
        return { ...file, facts: await images.inspectUpload(file.tempPath) };
      } catch (error) {
        if (!(error instanceof ImageRefused)) throw error;
        if (error.reason === 'unsupported') throw new HttpError(415, error.message);
        if (error.reason === 'too-many-pixels') throw new HttpError(413, error.message);
        throw new ValidationFailed([{ propertyPath: file.field, message: error.message }]);
      }
    },

    /** Which of these storage keys are recorded already (a resumed import skips what it stored). */
    async storedKeys(keys: string[]) {
      if (keys.length === 0) return [];
      const rows = await db
        .select({ storageKey: mediaUploads.storageKey })
        .from(mediaUploads)
        .where(inArray(mediaUploads.storageKey, keys));
      return rows.map((row) => row.storageKey);
    },

    /**
     * Stores the files, then records them (and whatever `alsoWrite` adds, e.g. photograph rows)
     * in one transaction. On failure nothing stays behind: no rows, no files.
     */
    async keep<T>(
      placements: Placement[],
      uploaderId: number | null,
      alsoWrite: (tx: Database, uploads: Array<typeof mediaUploads.$inferSelect>) => Promise<T>,
    ): Promise<T> {
      const written: string[] = [];
      try {
        for (const placement of placements) {
          await storage.writeFile(
            placement.storageKey,
            placement.file.tempPath,
            MIME[placement.file.facts.type],
          );
          written.push(placement.storageKey);
        }
        return await db.transaction(async (tx) => {
          const uploads = await tx
            .insert(mediaUploads)
            .values(
              placements.map(({ file, storageKey, filePath, purpose }) => ({
                purpose,
                storageKey,
                filePath,
                originalName: file.originalName,
                mimeType: MIME[file.facts.type],
                bytes: file.bytes,
                width: file.facts.width,
                height: file.facts.height,
                takenOn: file.facts.takenAt?.date ?? null,
                latitude: file.facts.gps?.latitude ?? null,
                longitude: file.facts.gps?.longitude ?? null,
                uploadedById: uploaderId,
              })),
            )
            .returning();
          return alsoWrite(tx as unknown as Database, uploads);
        });
      } catch (error) {
        await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
        throw error;
      } finally {
        await discard(placements.map((placement) => placement.file));
      }
    },
  };

  function tooLarge() {
    return new HttpError(413, `The file is larger than ${megabytes(maxUploadBytes)}.`);
  }
}

export type UploadStore = ReturnType<typeof createUploadStore>;
