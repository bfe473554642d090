import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { createJobQueue, type JobQueue } from './job-queue.js';
import { createJobWorker, PermanentJobFailure } from './job-worker.js';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const serverUrl = process.env.TEST_DATABASE_URL;

let handle: DatabaseHandle;
let queue: JobQueue;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'retropics-jobs-'));
  let url: string | undefined;
  let drop = async () => {};
  if (serverUrl) {
    const name = `retropics_jobs_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(serverUrl);
    target.pathname = `/${name}`;
    url = target.toString();
    drop = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  handle = await openDatabase({ databaseUrl: url ?? 'memory://', dataDir });
  await handle.migrate();
  queue = createJobQueue(handle.db);
  cleanup = async () => {
    await handle.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  };
});
afterAll(async () => {
  await cleanup?.();
});

const fastWorker = (options: { leaseMs?: number } = {}) =>
  createJobWorker({ queue, log: quiet, idlePollMs: 20, retryBaseMs: 10, leaseMs: options.leaseMs ?? 60_000 });

describe('durable job queue', () => {
  it('enqueues idempotently: one row per kind and key', async () => {
    await queue.enqueue('test.once', 'a');
    await queue.enqueue('test.once', 'a');
    await queue.enqueueMany('test.once', ['a', 'b']);
    const counts = (await queue.counts()).filter((c) => c.kind === 'test.once');
    expect(counts).toEqual([{ kind: 'test.once', state: 'queued', n: 2 }]);
  });

  it('keeps a job scheduled for later until its time, and drain does not wait for it', async () => {
    const worker = fastWorker();
    const ran: string[] = [];
    worker.handle('test.later', async (job) => {
      ran.push(job.key);
      return {};
    });
    await queue.enqueue('test.later', 'next-hour', { runAfter: new Date(Date.now() + 3_600_000) });
    await queue.enqueue('test.later', 'now');
    worker.start();
    await worker.drain(10_000);
    await worker.stop();
    expect(ran).toEqual(['now']);
    expect(await queue.find('test.later', 'next-hour')).toMatchObject({ state: 'queued', attempts: 0 });
    expect(await queue.claim('test-worker', ['test.later'], 60_000)).toBeNull();
  });

  it('retries a failing job with back-off and records each outcome', async () => {
    const worker = fastWorker();
    let calls = 0;
    worker.handle('test.flaky', async () => {
      calls += 1;
      if (calls < 3) throw new Error(`flake ${calls}`);
      return { answer: 42 };
    });
    await queue.enqueue('test.flaky', 'x', { maxAttempts: 5 });
    worker.start();
    await worker.drain(10_000);
    await worker.stop();
    const job = await queue.find('test.flaky', 'x');
    expect(job).toMatchObject({
      state: 'done',
      attempts: 3,
      lastError: null,
      result: expect.objectContaining({ answer: 42 }),
    });
    expect(job?.finishedAt).toBeInstanceOf(Date);
  });

  it('gives up after the last try, or at once on a permanent failure, keeping the error', async () => {
    const worker = fastWorker();
    worker.handle('test.broken', async () => {
      throw new Error('always broken');
    });
    worker.handle('test.hopeless', async () => {
      throw new PermanentJobFailure('the original is gone');
    });
    await queue.enqueue('test.broken', 'y', { maxAttempts: 2 });
    await queue.enqueue('test.hopeless', 'z');
    worker.start();
    await worker.drain(10_000);
    await worker.stop();
    expect(await queue.find('test.broken', 'y')).toMatchObject({
      state: 'failed',
      attempts: 2,
      lastError: 'always broken',
    });
    expect(await queue.find('test.hopeless', 'z')).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'the original is gone',
    });
    // Enqueueing a failed job again gives it a fresh start.
    await queue.enqueue('test.broken', 'y');
    expect(await queue.find('test.broken', 'y')).toMatchObject({
      state: 'queued',
      attempts: 0,
      lastError: null,
    });
  });

  it('survives a crash: a job whose worker died is taken again once its lease runs out', async () => {
    await queue.enqueue('test.crash', 'c');
    // A worker takes the job and dies without a word (no complete, no fail, no lease renewal).
    const taken = await queue.claim('dead-worker', ['test.crash'], 50);
    expect(taken).toMatchObject({ state: 'running', attempts: 1, lockedBy: 'dead-worker' });
    // After a restart, a new worker finds it once the lease has passed.
    const worker = fastWorker();
    const ran: string[] = [];
    worker.handle('test.crash', async (job) => {
      ran.push(job.key);
      return {};
    });
    worker.start();
    await worker.drain(10_000);
    await worker.stop();
    expect(ran).toEqual(['c']);
    const job = await queue.find('test.crash', 'c');
    expect(job).toMatchObject({ state: 'done', attempts: 2 });
    expect(job?.lockedBy).toBe(worker.id);
  });

  it('hands a running job back on shutdown, without counting the attempt', async () => {
    const worker = fastWorker();
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    worker.handle('test.slow', async (_job, { signal }) => {
      started();
      await new Promise((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(new Error('aborted'))),
      );
      return {};
    });
    await queue.enqueue('test.slow', 's');
    worker.start();
    await running;
    await worker.stop(50);
    expect(await queue.find('test.slow', 's')).toMatchObject({
      state: 'queued',
      attempts: 0,
      lockedBy: null,
    });
  });

  it('gives each ready job to exactly one of several workers', async () => {
    const keys = Array.from({ length: 20 }, (_, i) => `k${i}`);
    await queue.enqueueMany('test.shared', keys);
    const seen: string[] = [];
    const workers = [fastWorker(), fastWorker(), fastWorker()];
    for (const worker of workers) {
      worker.handle('test.shared', async (job) => {
        seen.push(job.key);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return {};
      });
      worker.start();
    }
    await workers[0]?.drain(10_000);
    await Promise.all(workers.map((worker) => worker.stop()));
    expect(seen.sort()).toEqual([...keys].sort());
  });
});
