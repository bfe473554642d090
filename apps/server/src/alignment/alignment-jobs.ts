import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { PermanentJobFailure } from '../jobs/job-worker.js';
import { untilAborted } from '../jobs/worker-thread.js';
import type { ImageRepository } from '../media/image.repository.js';
import type { MediaStorage } from '../media/storage.js';
import { createAlignmentRepository } from './alignment.repository.js';
import { ALIGN_JOB, ALIGN_PRIORITY } from './alignment-job.js';
import { ALIGNMENT_WORKING_SIZE } from './homography-matcher.js';
import type { Aligner } from './opencv-aligner.js';

/**
 * Queues the alignment of every RetroSnap that has never had one: the demo archive's repeat pairs
 * after the seed, and RetroSnaps from before the matcher existed. One statement; idempotent.
 * Answers how many were queued.
 */
export async function enqueueMissingAlignments(db: Database): Promise<number> {
  const result = await db.execute(sql`
    insert into jobs (kind, key, priority)
    select ${ALIGN_JOB}, id::text, ${ALIGN_PRIORITY.archive} from retrosnaps where alignment is null
    on conflict (kind, key) do nothing`);
  const counts = result as unknown as { affectedRows?: number; rowCount?: number | null };
  return counts.rowCount ?? counts.affectedRows ?? 0;
}

/**
 * The alignment job: reads the RetroSnap's and its photograph's originals (upright, at most
 * ALIGNMENT_WORKING_SIZE across), lets the matcher find the homography and stores it, or null
 * when nothing plausible matched, with the time it ran; the author's own alignment stays. The
 * files are only read. Idempotent: a rerun matches again and replaces the automatic part. A
 * RetroSnap deleted meanwhile is skipped; an original that does not exist fails for good.
 */
export function alignJobHandler(deps: {
  db: Database;
  storage: MediaStorage;
  images: ImageRepository;
  aligner: Aligner;
}) {
  const alignments = createAlignmentRepository(deps.db);
  return async (job: { key: string }, context?: { signal: AbortSignal }) => {
    const retrosnapId = /^\d{1,10}$/.test(job.key) ? Number(job.key) : null;
    if (retrosnapId === null) throw new PermanentJobFailure(`not an alignment job key: ${job.key}`);
    const pair = await alignments.findPair(retrosnapId);
    // Deleted before its turn came (the author changed their mind): nothing is left to align.
    if (!pair) return { skipped: 'no such RetroSnap' };
    const read = async (filePath: string) => {
      const source = await deps.storage.source(`photographs/${filePath}`);
      if (!source) throw new PermanentJobFailure(`the original ${filePath} does not exist`);
      return deps.images.uprightPixels(source, ALIGNMENT_WORKING_SIZE);
    };
    const [photograph, retrosnap] = [
      await read(pair.photograph.filePath),
      await read(pair.retrosnap.filePath),
    ];
    const started = Date.now();
    const outcome = await untilAborted(
      deps.aligner.align({
        photograph,
        retrosnap,
        photographSize: { width: pair.photograph.width, height: pair.photograph.height },
        retrosnapSize: { width: pair.retrosnap.width, height: pair.retrosnap.height },
      }),
      context?.signal,
      'alignment',
    );
    const alignMs = Date.now() - started;
    const automatic = outcome.aligned
      ? { homography: outcome.homography, inliers: outcome.inliers, errorPx: outcome.errorPx }
      : null;
    await alignments.storeAutomatic(retrosnapId, automatic, new Date());
    return {
      aligned: outcome.aligned,
      inliers: outcome.inliers,
      ...(outcome.aligned ? { errorPx: outcome.errorPx } : { reason: outcome.reason }),
      matches: outcome.matches,
      keypoints: outcome.keypoints,
      alignMs,
      loadMs: outcome.loadMs,
    };
  };
}
