import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Durable background work (tile pyramids, imports, later mail and push). A job is one row from
 * enqueue to outcome: a restart loses nothing, a crashed worker's lease runs out and another
 * takes the job, a failure is retried with back-off and the last error is kept.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** Which handler runs it, e.g. 'media.pyramid'. */
    kind: text('kind').notNull(),
    /** What it is about, e.g. the storage key of an original; (kind, key) is unique, so enqueueing is idempotent. */
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** queued → running → done | failed; a failed attempt with tries left goes back to queued. */
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** Lower runs first. */
    priority: integer('priority').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    /** A running job whose lease has passed is considered abandoned and is taken again. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('jobs_kind_key').on(table.kind, table.key),
    check('jobs_state', sql`${table.state} in ('queued', 'running', 'done', 'failed')`),
    index('jobs_ready').on(table.priority, table.runAfter, table.id).where(sql`${table.state} = 'queued'`),
    index('jobs_running_lease').on(table.leaseUntil).where(sql`${table.state} = 'running'`),
  ],
);
