import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { createJobQueue } from '../jobs/job-queue.js';

/** Estimates the depth map of one photograph's front with the operator's model; the key is the photograph's id. */
export const DEPTH_JOB = 'depth.estimate';
/**
 * Queues `depth.estimate` for every photograph without a depth map, once per model file (the
 * key is its name): a model newly configured gets the archive, a restart with it does nothing.
 */
export const DEPTH_SWEEP_JOB = 'depth.sweep';

/** After the pyramids (0, 10) and the faces (5, 20): depth maps are the least urgent. */
export const DEPTH_PRIORITY = { upload: 30, archive: 40 } as const;

export function parseDepthJobKey(key: string): number | null {
  return /^[1-9]\d{0,9}$/.test(key) ? Number(key) : null;
}

/**
 * Queues the depth estimate of a new photograph, with a transaction as `executor` together with
 * it; only where a model is configured (a model configured later sweeps the archive once).
 */
export async function enqueueDepthEstimate(executor: Database, photographId: number) {
  await createJobQueue(executor).enqueue(
    DEPTH_JOB,
    String(photographId),
    { priority: DEPTH_PRIORITY.upload },
    executor,
  );
}

/**
 * One idempotent statement: a `depth.estimate` for every front (not a back stored as its own
 * record) without a depth map and without such a job. Answers how many were queued.
 */
export async function enqueueMissingDepthEstimates(db: Database): Promise<number> {
  const result = await db.execute(sql`
    insert into jobs (kind, key, priority)
    select ${DEPTH_JOB}, id::text, ${DEPTH_PRIORITY.archive} from photographs
    where depth_map_path is null and frontside_id is null
    on conflict (kind, key) do nothing`);
  const counts = result as unknown as { affectedRows?: number; rowCount?: number | null };
  return counts.rowCount ?? counts.affectedRows ?? 0;
}
