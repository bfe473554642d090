import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { createJobQueue } from '../jobs/job-queue.js';

/** Colorizes one black-and-white photograph side with the operator's model; the key is `{id}:front` or `{id}:back`. */
export const COLORIZE_JOB = 'colorize.photograph';
/**
 * Queues `colorize.photograph` for every black-and-white side without a colorized version, once
 * per model file (the key is its name): a model newly configured gets the archive, a restart with
 * it does nothing.
 */
export const COLORIZE_SWEEP_JOB = 'colorize.sweep';

/** After the pyramids (0, 10), the faces (5, 20) and the depth maps (30, 40). */
export const COLORIZE_PRIORITY = { marked: 35, archive: 45 } as const;

export const colorizeJobKey = (photographId: number, side: 'front' | 'back') => `${photographId}:${side}`;

export function parseColorizeJobKey(key: string): { photographId: number; side: 'front' | 'back' } | null {
  const match = /^([1-9]\d{0,9}):(front|back)$/.exec(key);
  return match ? { photographId: Number(match[1]), side: match[2] as 'front' | 'back' } : null;
}

/**
 * Queues the colorization of a photograph just marked black-and-white (both sides when it has a
 * back), with a transaction as `executor` together with the mark; only where a model is configured
 * (a model configured later sweeps the archive once). A side that has a version by then is skipped.
 */
export async function enqueueColorization(
  executor: Database,
  photographId: number,
  options: { back: boolean },
) {
  const queue = createJobQueue(executor);
  const sides = options.back ? (['front', 'back'] as const) : (['front'] as const);
  for (const side of sides)
    await queue.enqueue(
      COLORIZE_JOB,
      colorizeJobKey(photographId, side),
      { priority: COLORIZE_PRIORITY.marked, rerun: true },
      executor,
    );
}

/** One idempotent statement: a job for every black-and-white side without a colorized version and without such a job. */
export async function enqueueMissingColorizations(db: Database): Promise<number> {
  const result = await db.execute(sql`
    insert into jobs (kind, key, priority)
    select ${COLORIZE_JOB}, k, ${COLORIZE_PRIORITY.archive} from (
      select id || ':front' as k from photographs where is_black_and_white and not has_colorized
      union all select id || ':back' from photographs
        where is_black_and_white and not has_colorized_back and back_file_path is not null
    ) sides
    on conflict (kind, key) do nothing`);
  const counts = result as unknown as { affectedRows?: number; rowCount?: number | null };
  return counts.rowCount ?? counts.affectedRows ?? 0;
}
