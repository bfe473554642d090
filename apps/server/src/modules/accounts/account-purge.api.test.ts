import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.types.js';
import type { Database } from '../../db/database.js';
import { accountDeletions } from '../../db/schema/auth.js';
import { jobs } from '../../db/schema/jobs.js';
import { people, users } from '../../db/schema/people.js';
import { createTestApp } from '../../test/test-app.js';
import { activationCall, bearer, lastMailTo, signIn } from '../auth/auth.test-support.js';
import { ACCOUNT_PURGE_JOB, nextPurgeHour, schedulePurge } from './account-purge.job.js';

let app: App;
let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, db, close } = await createTestApp({ seed: false }));
});
afterAll(() => close());

const purgeJobs = () => db.select().from(jobs).where(eq(jobs.kind, ACCOUNT_PURGE_JOB)).orderBy(jobs.key);

/** An activated account that asked to be deleted; returns its user and person ids. */
async function leavingAccount(email: string) {
  const password = 'a-good-password';
  await app.inject({ method: 'POST', url: '/users', payload: { email, password } });
  await app.inject({ method: 'PUT', url: activationCall((await lastMailTo(app, email)).link ?? '') });
  const { tokens } = await signIn(app, email, password);
  const { id, person_id } = decodeJwt(tokens.token) as { id: number; person_id: number };
  const deleted = await app.inject({ method: 'DELETE', url: `/users/${id}`, headers: bearer(tokens.token) });
  expect(deleted.statusCode).toBe(204);
  return { id, personId: person_id };
}

describe('hourly account purge', () => {
  it('counts the next full hour', () => {
    expect(nextPurgeHour(new Date('2026-03-01T10:20:30Z')).toISOString()).toBe('2026-03-01T11:00:00.000Z');
    expect(nextPurgeHour(new Date('2026-03-01T11:00:00Z')).toISOString()).toBe('2026-03-01T12:00:00.000Z');
  });

  it('is queued once for the next hour, however many nodes start or restart', async () => {
    const hour = nextPurgeHour(new Date());
    // Two more nodes (or restarts) starting within the same hour.
    await schedulePurge(app.jobs, new Date());
    await schedulePurge(app.jobs, new Date());
    const queued = await purgeJobs();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ key: hour.toISOString(), state: 'queued', runAfter: hour });
  });

  it('removes the accounts that are due (not their people, not those still waiting) and queues the next hour', async () => {
    const due = await leavingAccount('due@example.org');
    const waiting = await leavingAccount('waiting@example.org');
    await db
      .update(accountDeletions)
      .set({ deleteAfter: new Date(Date.now() - 1000) })
      .where(eq(accountDeletions.userId, due.id));
    const [job] = await purgeJobs();
    const hour = new Date(job?.key ?? '');
    // The hour has come.
    await db
      .update(jobs)
      .set({ runAfter: new Date(Date.now() - 1000) })
      .where(and(eq(jobs.kind, ACCOUNT_PURGE_JOB), eq(jobs.key, hour.toISOString())));
    app.jobs.worker.wake();
    await app.jobs.worker.drain(10_000);

    expect(await db.select().from(users).where(eq(users.id, due.id))).toEqual([]);
    expect(await db.select().from(people).where(eq(people.id, due.personId))).toHaveLength(1);
    expect(await db.select().from(users).where(eq(users.id, waiting.id))).toHaveLength(1);
    const [ran, next] = await purgeJobs();
    expect(ran).toMatchObject({
      key: hour.toISOString(),
      state: 'done',
      result: { removed: 1, prunedJobs: 0 },
    });
    const following = new Date(hour.getTime() + 3_600_000);
    expect(next).toMatchObject({ key: following.toISOString(), state: 'queued', runAfter: following });
  });

  it('deletes the rows of purges that finished more than a week ago, and keeps newer and failed ones', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3_600_000);
    await db.insert(jobs).values([
      { kind: ACCOUNT_PURGE_JOB, key: 'old', state: 'done', finishedAt: daysAgo(8) },
      { kind: ACCOUNT_PURGE_JOB, key: 'recent', state: 'done', finishedAt: daysAgo(2) },
      { kind: ACCOUNT_PURGE_JOB, key: 'old-failed', state: 'failed', finishedAt: daysAgo(8) },
      { kind: 'other.kind', key: 'old', state: 'done', finishedAt: daysAgo(8) },
    ]);
    const [queued] = (await purgeJobs()).filter((job) => job.state === 'queued');
    await db
      .update(jobs)
      .set({ runAfter: new Date(Date.now() - 1000) })
      .where(and(eq(jobs.kind, ACCOUNT_PURGE_JOB), eq(jobs.key, queued?.key ?? '')));
    app.jobs.worker.wake();
    await app.jobs.worker.drain(10_000);
    const keys = (await purgeJobs()).map((job) => job.key);
    expect(keys).not.toContain('old');
    expect(keys).toEqual(expect.arrayContaining(['recent', 'old-failed']));
    expect(await db.select().from(jobs).where(eq(jobs.kind, 'other.kind'))).toHaveLength(1);
  });
});
