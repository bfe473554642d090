import type { JobHandler } from '../../jobs/job-worker.js';
import type { Jobs } from '../../jobs/jobs.plugin.js';
import type { UserRepository } from './user.repository.js';

/**
 * Removes the accounts whose deletion is due (spec §8: gone within 3 days of the request). The
 * job's key is the hour it is due at: every node and every restart queues the same next hour,
 * which is one row, and the queue hands that row to one worker only.
 */
export const ACCOUNT_PURGE_JOB = 'accounts.purge';

const HOUR_MS = 3_600_000;
/** Finished purges are kept a week for the operations page, then deleted. */
const KEEP_FINISHED_MS = 7 * 24 * HOUR_MS;

/** The start of the hour after `moment`. */
export function nextPurgeHour(moment: Date): Date {
  return new Date((Math.floor(moment.getTime() / HOUR_MS) + 1) * HOUR_MS);
}

/** Queues the purge of the hour after `moment`, unless it is queued already. */
export async function schedulePurge(jobs: Pick<Jobs, 'enqueue'>, moment: Date) {
  const hour = nextPurgeHour(moment);
  await jobs.enqueue(ACCOUNT_PURGE_JOB, hour.toISOString(), { runAfter: hour });
}

/**
 * Queues the next hour first, so that even a purge failing on every try does not end the
 * chain, then purges accounts and the week-old rows of earlier purges; every step may run twice
 * without harm.
 */
export function accountPurgeJobHandler(
  users: Pick<UserRepository, 'purgeDueDeletions'>,
  jobs: Pick<Jobs, 'enqueue'> & { queue: Pick<Jobs['queue'], 'pruneDone'> },
): JobHandler {
  return async (job) => {
    const now = new Date();
    // Counted from the job's own hour as well: a node whose clock runs a little behind the
    // database's would otherwise queue the hour it is running, which is this job itself.
    const due = new Date(job.key);
    await schedulePurge(jobs, Number.isNaN(due.getTime()) || due < now ? now : due);
    const pruned = await jobs.queue.pruneDone(ACCOUNT_PURGE_JOB, new Date(now.getTime() - KEEP_FINISHED_MS));
    return { removed: await users.purgeDueDeletions(now), prunedJobs: pruned };
  };
}
