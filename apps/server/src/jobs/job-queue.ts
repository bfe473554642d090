import { and, eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/database.js';
import { jobs } from '../db/schema/jobs.js';

export type Job = typeof jobs.$inferSelect;
export type JobState = 'queued' | 'running' | 'done' | 'failed';

export type EnqueueOptions = {
  payload?: Record<string, unknown>;
  priority?: number;
  maxAttempts?: number;
  /**
   * `false` (default): a job that is queued, running or done stays as it is, so enqueueing
   * is idempotent; only a failed job is queued again. `true`: a finished job runs once more.
   */
  rerun?: boolean;
  /** Not before this moment (scheduled work, e.g. the hourly account purge); now by default. */
  runAfter?: Date;
};

type Row = {
  id: number;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  state: JobState;
  attempts: number;
  max_attempts: number;
  priority: number;
  run_after: Date | string;
  locked_by: string | null;
  lease_until: Date | string | null;
  last_error: string | null;
  result: Record<string, unknown> | null;
  date_created: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
};

const date = (value: Date | string | null) => (value === null ? null : new Date(value));

function jobOf(row: Row): Job {
  return {
    id: row.id,
    kind: row.kind,
    key: row.key,
    payload: row.payload,
    state: row.state,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    priority: row.priority,
    runAfter: new Date(row.run_after),
    lockedBy: row.locked_by,
    leaseUntil: date(row.lease_until),
    lastError: row.last_error,
    result: row.result,
    dateCreated: new Date(row.date_created),
    startedAt: date(row.started_at),
    finishedAt: date(row.finished_at),
  };
}

/**
 * The durable queue in the database. Each transition is one statement, so two workers (or two
 * processes on one PostgreSQL) never take the same job: `for update skip locked` hands each
 * ready row to exactly one of them.
 */
export function createJobQueue(db: Database) {
  return {
    /**
     * Adds a job, or leaves the existing one alone (see `rerun`). Pass a transaction as `executor`
     * to enqueue together with the rows the job is about: both commit, or neither.
     */
    async enqueue(kind: string, key: string, options: EnqueueOptions = {}, executor: Database = db) {
      const payload = JSON.stringify(options.payload ?? {});
      const requeueWhen = options.rerun ? sql`jobs.state in ('done', 'failed')` : sql`jobs.state = 'failed'`;
      const runAfter = options.runAfter?.toISOString() ?? null;
      await executor.execute(sql`
        insert into jobs (kind, key, payload, priority, max_attempts, run_after)
        values (${kind}, ${key}, ${payload}::jsonb, ${options.priority ?? 0}, ${options.maxAttempts ?? 5},
          coalesce(${runAfter}::timestamptz, now()))
        on conflict (kind, key) do update set
          state = 'queued', attempts = 0, payload = excluded.payload, priority = excluded.priority,
          max_attempts = excluded.max_attempts, run_after = excluded.run_after, last_error = null, result = null,
          locked_by = null, lease_until = null, started_at = null, finished_at = null
        where ${requeueWhen}`);
    },

    /** Enqueues many jobs of one kind in one statement (seeding, start-up sweeps). */
    async enqueueMany(kind: string, keys: string[], options: Omit<EnqueueOptions, 'payload' | 'rerun'> = {}) {
      if (keys.length === 0) return;
      await db.execute(sql`
        insert into jobs (kind, key, priority, max_attempts)
        select ${kind}, k, ${options.priority ?? 0}, ${options.maxAttempts ?? 5}
        from unnest(${sql.param(keys)}::text[]) as k
        on conflict (kind, key) do nothing`);
    },

    /**
     * Takes the next ready job for `worker`: a queued one whose time has come, or a running one
     * whose worker stopped renewing its lease (it crashed or was killed).
     */
    async claim(worker: string, kinds: string[], leaseMs: number): Promise<Job | null> {
      if (kinds.length === 0) return null;
      // A job whose worker died on every one of its tries would otherwise be taken forever.
      await db.execute(sql`
        update jobs set state = 'failed', finished_at = now(), lease_until = null,
          last_error = coalesce(last_error || E'\n', '') || 'abandoned by its worker on the last try'
        where state = 'running' and lease_until < now() and attempts >= max_attempts`);
      const [row] = await queryRows<Row>(
        db,
        sql`
        update jobs set state = 'running', attempts = attempts + 1, locked_by = ${worker},
          lease_until = now() + ${leaseMs}::int * interval '1 millisecond', started_at = now()
        where id = (
          select id from jobs
          where kind = any(${sql.param(kinds)}::text[])
            and ((state = 'queued' and run_after <= now()) or (state = 'running' and lease_until < now()))
          order by priority, run_after, id
          limit 1
          for update skip locked
        )
        returning *`,
      );
      return row ? jobOf(row) : null;
    },

    /** Keeps a long job's lease alive; false when the job was taken away from this worker. */
    async renewLease(id: number, worker: string, leaseMs: number) {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update jobs set lease_until = now() + ${leaseMs}::int * interval '1 millisecond'
            where id = ${id} and locked_by = ${worker} and state = 'running' returning id`,
      );
      return rows.length > 0;
    },

    async complete(id: number, worker: string, result: Record<string, unknown>) {
      await db.execute(sql`
        update jobs set state = 'done', result = ${JSON.stringify(result)}::jsonb, finished_at = now(),
          lease_until = null, last_error = null
        where id = ${id} and locked_by = ${worker} and state = 'running'`);
    },

    /** Records a failed attempt: queued again after `retryInMs`, or failed for good when no tries are left. */
    async fail(id: number, worker: string, error: string, retryInMs: number | null) {
      await db.execute(sql`
        update jobs set last_error = ${error.slice(0, 4000)}, lease_until = null,
          state = case when ${retryInMs === null}::boolean or attempts >= max_attempts then 'failed' else 'queued' end,
          run_after = now() + ${retryInMs ?? 0}::int * interval '1 millisecond',
          finished_at = case when ${retryInMs === null}::boolean or attempts >= max_attempts then now() else null end
        where id = ${id} and locked_by = ${worker} and state = 'running'`);
    },

    /** Gives a job back untouched (the worker is shutting down): the attempt does not count. */
    async release(id: number, worker: string) {
      await db.execute(sql`
        update jobs set state = 'queued', attempts = greatest(attempts - 1, 0), lease_until = null,
          locked_by = null, started_at = null
        where id = ${id} and locked_by = ${worker} and state = 'running'`);
    },

    /**
     * Deletes the finished (done) jobs of a kind that ended before `before`: recurring work keyed by
     * its hour would otherwise leave a row per run forever. Failed ones stay for the operator.
     */
    async pruneDone(kind: string, before: Date) {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`delete from jobs where kind = ${kind} and state = 'done' and finished_at < ${before.toISOString()}::timestamptz
            returning id`,
      );
      return rows.length;
    },

    async find(kind: string, key: string): Promise<Job | null> {
      const [row] = await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, kind), eq(jobs.key, key)));
      return row ?? null;
    },

    /**
     * How many jobs of these kinds are still to be worked off: running, or queued and either due
     * or waiting for a retry. Work scheduled for later (the next hourly purge) is not counted.
     */
    async unfinished(kinds: string[]) {
      if (kinds.length === 0) return 0;
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from jobs
            where kind = any(${sql.param(kinds)}::text[])
              and (state = 'running' or (state = 'queued' and (run_after <= now() or attempts > 0)))`,
      );
      return row?.n ?? 0;
    },

    /** How many jobs are in each state, per kind: for the logs and the operations page. */
    async counts() {
      return queryRows<{ kind: string; state: JobState; n: number }>(
        db,
        sql`select kind, state, count(*)::int as n from jobs group by kind, state order by kind, state`,
      );
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
