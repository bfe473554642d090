import { and, eq, lt, notExists } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { mediaUploads } from '../../db/schema/media.js';
import { retrosnaps } from '../../db/schema/retrosnaps.js';
import type { JobHandler } from '../../jobs/job-worker.js';
import type { Jobs } from '../../jobs/jobs.plugin.js';
import {
  derivedPrefixes,
  originalKey,
  photographOriginal,
  pyramidDescriptorKey,
} from '../../media/media-paths.js';
import type { MediaStorage } from '../../media/storage.js';
import { createRetrosnapWriteRepository } from './retrosnap-write.repository.js';

/**
 * Removes an upload that no RetroSnap took up (the app closed between upload and create, or the
 * create was refused). Its key is the upload's id; it is queued with the upload, due a day later.
 */
export const RETROSNAP_UPLOAD_EXPIRY_JOB = 'retrosnap.upload-expiry';

/** How long an uploaded RetroSnap picture waits for its RetroSnap. */
export const UNCLAIMED_UPLOAD_MS = 24 * 60 * 60 * 1000;
/** Finished clean-ups are kept a week for the operations page, then deleted. */
const KEEP_FINISHED_MS = 7 * UNCLAIMED_UPLOAD_MS;

/** The stored original of a RetroSnap picture, its tiles and thumbnails. */
export async function removeRetrosnapFiles(storage: MediaStorage, filePath: string) {
  const source = photographOriginal(filePath);
  await storage.delete(originalKey(source));
  await storage.delete(pyramidDescriptorKey(source));
  for (const prefix of derivedPrefixes(source)) await storage.deletePrefix(prefix);
}

/** RetroSnap pictures as uploaded (media_uploads of purpose 'retrosnap'): found again by the device's key, and cleaned up. */
export function createRetrosnapUploads(deps: {
  db: Database;
  jobs: Pick<Jobs, 'enqueue'> & { queue: Pick<Jobs['queue'], 'pruneDone'> };
  storage: MediaStorage;
}) {
  const { db, jobs, storage } = deps;
  return {
    /** The person's upload that the device sent with this key before. */
    async findByClientKey(uploaderId: number, clientKey: string) {
      const [row] = await db
        .select()
        .from(mediaUploads)
        .where(
          and(
            eq(mediaUploads.purpose, 'retrosnap'),
            eq(mediaUploads.uploadedById, uploaderId),
            eq(mediaUploads.clientKey, clientKey),
          ),
        );
      return row ?? null;
    },

    /** Marks a fresh upload with the device's key and queues its removal for when no RetroSnap took it up. */
    async kept(tx: Database, uploadId: number, clientKey: string | null) {
      if (clientKey !== null) {
        await tx.update(mediaUploads).set({ clientKey }).where(eq(mediaUploads.id, uploadId));
      }
      await jobs.enqueue(
        RETROSNAP_UPLOAD_EXPIRY_JOB,
        String(uploadId),
        { runAfter: new Date(Date.now() + UNCLAIMED_UPLOAD_MS) },
        tx,
      );
    },

    /**
     * Queues the clean-up of unclaimed uploads older than a day that are still there (uploads from
     * before the clean-up existed); run at start-up.
     */
    async sweep() {
      const due = await db
        .select({ id: mediaUploads.id })
        .from(mediaUploads)
        .where(
          and(
            eq(mediaUploads.purpose, 'retrosnap'),
            lt(mediaUploads.dateCreated, new Date(Date.now() - UNCLAIMED_UPLOAD_MS)),
            notExists(
              db
                .select({ id: retrosnaps.id })
                .from(retrosnaps)
                .where(eq(retrosnaps.filePath, mediaUploads.filePath)),
            ),
          ),
        );
      // Again also where one ran too early (a clock behind) and left the file.
      for (const row of due) await jobs.enqueue(RETROSNAP_UPLOAD_EXPIRY_JOB, String(row.id), { rerun: true });
    },

    /**
     * The expiry job: the upload row goes when it is a day old and no RetroSnap uses its file
     * (checked with the row locked, so a create at the same moment either finds it or waits and
     * finds it gone), then its files.
     */
    expiryHandler(): JobHandler {
      return async (job) => {
        const id = Number(job.key);
        const removed = await db.transaction(async (tx) => {
          const writes = createRetrosnapWriteRepository(tx as unknown as Database);
          const upload = await writes.lockUploadById(id);
          if (!upload || upload.dateCreated.getTime() > Date.now() - UNCLAIMED_UPLOAD_MS) return null;
          if (await writes.isFileUsed(upload.filePath)) return null;
          await writes.deleteUploadById(id);
          return upload;
        });
        if (removed) await removeRetrosnapFiles(storage, removed.filePath);
        const prunedJobs = await jobs.queue.pruneDone(
          RETROSNAP_UPLOAD_EXPIRY_JOB,
          new Date(Date.now() - KEEP_FINISHED_MS),
        );
        return { removed: removed !== null, prunedJobs };
      };
    },
  };
}

export type RetrosnapUploads = ReturnType<typeof createRetrosnapUploads>;
