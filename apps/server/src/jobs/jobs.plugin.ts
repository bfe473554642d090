import fp from 'fastify-plugin';
import type { Database } from '../db/database.js';
import { createJobQueue, type EnqueueOptions } from './job-queue.js';
import { createJobWorker, type JobHandler, type JobWorker } from './job-worker.js';

export type Jobs = {
  /** Adds a job (idempotent per kind and key); with a transaction, it commits with the caller's rows. */
  enqueue(kind: string, key: string, options?: EnqueueOptions, executor?: Database): Promise<void>;
  enqueueMany(kind: string, keys: string[]): Promise<void>;
  /** Modules register what each kind of job does before the app is ready. */
  handle(kind: string, handler: JobHandler): void;
  queue: ReturnType<typeof createJobQueue>;
  worker: JobWorker;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/**
 * The durable job queue, and the worker that runs it inside this process when JOB_WORKER=inline
 * (the default). It starts once the app is ready and stops before the database closes.
 */
export const jobsPlugin = fp(
  async (app) => {
    const queue = createJobQueue(app.db);
    const worker = createJobWorker({ queue, log: app.log });
    app.decorate('jobs', {
      async enqueue(kind, key, options, executor) {
        await queue.enqueue(kind, key, options, executor);
        worker.wake();
      },
      async enqueueMany(kind, keys) {
        await queue.enqueueMany(kind, keys);
        worker.wake();
      },
      handle: (kind, handler) => worker.handle(kind, handler),
      queue,
      worker,
    } satisfies Jobs);
    if (app.config.media.jobWorker === 'inline') {
      app.addHook('onReady', async () => worker.start());
      app.addHook('preClose', async () => worker.stop());
    }
  },
  { name: 'jobs' },
);
