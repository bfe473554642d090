import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Job, JobQueue } from './job-queue.js';

export type JobContext = { job: Job; signal: AbortSignal };

/** Does the work of one job. It must be idempotent: after a crash the same job runs again. */
export type JobHandler = (job: Job, context: JobContext) => Promise<Record<string, unknown> | undefined>;

/** A failure that no retry can fix (the original is gone): the job fails at once. */
export class PermanentJobFailure extends Error {}

export type JobWorkerOptions = {
  queue: JobQueue;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Jobs run at once; image work already uses every core inside libvips, so 1 by default. */
  concurrency?: number;
  /** How long to sleep when there is nothing to do; an enqueue in this process wakes it at once. */
  idlePollMs?: number;
  leaseMs?: number;
  /** Retry n waits retryBaseMs · 4^(n-1), at most an hour. */
  retryBaseMs?: number;
};

/**
 * Runs queued jobs in this process. Several workers (in several processes) may share one
 * PostgreSQL queue; each renews the lease of what it runs, and a job whose lease ran out
 * (its worker died) is taken again by any of them.
 */
export function createJobWorker(options: JobWorkerOptions) {
  const { queue, log } = options;
  const concurrency = options.concurrency ?? 1;
  const idlePollMs = options.idlePollMs ?? 2000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const retryBaseMs = options.retryBaseMs ?? 10_000;
  const id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const handlers = new Map<string, JobHandler>();
  const running = new Set<Promise<void>>();
  const controllers = new Set<AbortController>();
  let loop: Promise<void> | null = null;
  let stopping = false;
  let wakeUp: (() => void) | null = null;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        if (wakeUp === done) wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });

  async function run(job: Job) {
    const handler = handlers.get(job.kind) as JobHandler;
    const controller = new AbortController();
    controllers.add(controller);
    const renew = setInterval(
      () => {
        queue
          .renewLease(job.id, id, leaseMs)
          .catch((error) => log.warn({ err: error }, 'lease renewal failed'));
      },
      Math.max(1000, leaseMs / 3),
    );
    const started = Date.now();
    try {
      const result = await handler(job, { job, signal: controller.signal });
      await queue.complete(job.id, id, { ...result, ms: Date.now() - started });
    } catch (error) {
      if (controller.signal.aborted) {
        await queue.release(job.id, id);
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof PermanentJobFailure;
      const retryIn = permanent ? null : Math.min(retryBaseMs * 4 ** (job.attempts - 1), 3_600_000);
      log.warn(
        { job: job.id, kind: job.kind, key: job.key, attempt: job.attempts, err: message },
        'job failed',
      );
      await queue.fail(job.id, id, message, retryIn);
    } finally {
      clearInterval(renew);
      controllers.delete(controller);
    }
  }

  async function work() {
    while (!stopping) {
      if (running.size >= concurrency) {
        await Promise.race(running);
        continue;
      }
      let job: Job | null = null;
      try {
        job = await queue.claim(id, [...handlers.keys()], leaseMs);
      } catch (error) {
        if (stopping) break;
        log.error({ err: error }, 'could not take a job');
      }
      if (!job) {
        if (running.size > 0) await Promise.race([...running, sleep(idlePollMs)]);
        else await sleep(idlePollMs);
        continue;
      }
      const task = run(job)
        .catch((error) => log.error({ err: error, job: job.id }, 'job bookkeeping failed'))
        .finally(() => running.delete(task));
      running.add(task);
    }
  }

  return {
    id,
    /** Registers the handler of a kind of job; only registered kinds are taken from the queue. */
    handle(kind: string, handler: JobHandler) {
      handlers.set(kind, handler);
    },
    start() {
      if (loop) return;
      stopping = false;
      loop = work();
    },
    /** Looks for work now instead of at the next poll (called after an enqueue in this process). */
    wake() {
      wakeUp?.();
    },
    /**
     * Stops taking jobs and waits for the running ones; after `graceMs` they are cancelled and
     * handed back to the queue, to be run again by the next worker.
     */
    async stop(graceMs = 30_000) {
      if (!loop) return;
      stopping = true;
      wakeUp?.();
      const timer = setTimeout(() => {
        for (const controller of controllers) controller.abort();
      }, graceMs);
      await loop;
      await Promise.allSettled([...running]);
      clearTimeout(timer);
      loop = null;
    },
    /** Waits until nothing due is queued or running for the registered kinds (tests, the import command). */
    async drain(timeoutMs = 60_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if ((await queue.unfinished([...handlers.keys()])) === 0) return;
        wakeUp?.();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('jobs did not finish in time');
    },
  };
}

export type JobWorker = ReturnType<typeof createJobWorker>;
