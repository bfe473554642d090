import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { createJobQueue } from '../jobs/job-queue.js';
import { PermanentJobFailure } from '../jobs/job-worker.js';
import { untilAborted } from '../jobs/worker-thread.js';
import type { ImageRepository } from '../media/image.repository.js';
import type { MediaStorage } from '../media/storage.js';
import { createFaceRepository } from './face.repository.js';
import type { DetectedFace, PixelBox } from './face-geometry.js';
import type { FaceDetector } from './human-face-detector.js';

/** Finds the faces on one side of a photograph; the key is `{photographId}:front` or `{photographId}:back`. */
export const FACE_JOB = 'faces.detect';

/**
 * After the pyramids (media/pyramid-jobs.ts: uploads 0, archive 10), so a new picture can be
 * looked at before its faces are searched: a person's upload before the archive's sweep.
 */
export const FACE_PRIORITY = { upload: 5, archive: 20 } as const;

/** The detector searches a copy at most this many pixels across: faces under ~30 of them are too small to name. */
export const FACE_WORKING_SIZE = 1600;

export const faceJobKey = (photographId: number, isBackside: boolean) =>
  `${photographId}:${isBackside ? 'back' : 'front'}`;

export function parseFaceJobKey(key: string): { photographId: number; isBackside: boolean } | null {
  const match = /^(\d{1,10}):(front|back)$/.exec(key);
  if (!match) return null;
  return { photographId: Number(match[1]), isBackside: match[2] === 'back' };
}

/**
 * Queues the face search of a new photograph's sides. With a transaction as `executor`, the jobs
 * commit together with the photograph. Queued also while detection is off: a server that turns
 * it on later runs them.
 */
export async function enqueueFaceDetection(
  executor: Database,
  photographId: number,
  options: { back: boolean; priority?: number },
) {
  const queue = createJobQueue(executor);
  const priority = options.priority ?? FACE_PRIORITY.upload;
  await queue.enqueue(FACE_JOB, faceJobKey(photographId, false), { priority }, executor);
  if (options.back) await queue.enqueue(FACE_JOB, faceJobKey(photographId, true), { priority }, executor);
}

/**
 * Queues a face search for every photograph side that has never had one: the demo archive after
 * its seed, and photographs from before faces were searched. One statement; idempotent. Answers
 * how many were queued.
 */
export async function enqueueMissingFaceDetection(db: Database): Promise<number> {
  const result = await db.execute(sql`
    insert into jobs (kind, key, priority)
    select ${FACE_JOB}, k, ${FACE_PRIORITY.archive} from (
      select id || ':front' as k from photographs
      union all select id || ':back' from photographs where back_file_path is not null
    ) sides
    on conflict (kind, key) do nothing`);
  const counts = result as unknown as { affectedRows?: number; rowCount?: number | null };
  return counts.rowCount ?? counts.affectedRows ?? 0;
}

/** The detector's box, from the searched copy's pixels to the original's, kept inside the picture. */
function toOriginal(box: PixelBox, scaleX: number, scaleY: number, width: number, height: number): PixelBox {
  const left = Math.max(0, Math.round(box[0] * scaleX));
  const top = Math.max(0, Math.round(box[1] * scaleY));
  const right = Math.min(width, Math.round((box[0] + box[2]) * scaleX));
  const bottom = Math.min(height, Math.round((box[1] + box[3]) * scaleY));
  return [left, top, Math.max(0, right - left), Math.max(0, bottom - top)];
}

/**
 * The face job: reads the side's original (upright, scaled down to the working size), lets the
 * detector search it, and keeps the faces in pixels of the original. Idempotent: a side that has
 * faces keeps them. A photograph removed meanwhile is nothing to do; a missing original fails
 * for good.
 */
export function faceJobHandler(deps: {
  db: Database;
  storage: MediaStorage;
  images: ImageRepository;
  detector: FaceDetector;
}) {
  const faces = createFaceRepository(deps.db);
  return async (job: { key: string }, context?: { signal: AbortSignal }) => {
    const side = parseFaceJobKey(job.key);
    if (!side) throw new PermanentJobFailure(`not a face job key: ${job.key}`);
    const found = await faces.findSide(side.photographId, side.isBackside);
    if (!found) return { skipped: 'no such photograph side' };
    const source = await deps.storage.source(`photographs/${found.filePath}`);
    if (!source) throw new PermanentJobFailure(`the original ${found.filePath} does not exist`);
    const picture = await deps.images.uprightPixels(source, FACE_WORKING_SIZE);
    const started = Date.now();
    const detected = await untilAborted(deps.detector.detect(picture), context?.signal, 'face detection');
    const detectMs = Date.now() - started;
    const scaleX = found.width / picture.width;
    const scaleY = found.height / picture.height;
    const inOriginal: DetectedFace[] = detected
      .map((face) => ({ ...face, box: toOriginal(face.box, scaleX, scaleY, found.width, found.height) }))
      .filter((face) => face.box[2] > 0 && face.box[3] > 0);
    const stored = await faces.storeDetected(side.photographId, side.isBackside, inOriginal);
    return { found: inOriginal.length, stored, detectMs, searched: [picture.width, picture.height] };
  };
}
