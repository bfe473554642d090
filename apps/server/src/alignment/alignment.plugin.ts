import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ALIGN_JOB } from './alignment-job.js';
import { alignJobHandler, enqueueMissingAlignments } from './alignment-jobs.js';
import { createOpenCvAligner } from './opencv-aligner.js';

/**
 * RetroSnap alignment as background work: with ALIGNMENT=inline (the default) or new this process's worker
 * runs the `retrosnap.align` jobs, OpenCV's thread starting with the first of them. Off (the API
 * tests), the jobs are still queued with their RetroSnaps but nothing here takes them.
 * Needs the jobs and media plugins.
 */
export const alignmentPlugin = fp(
  async (app) => {
    if (!app.config.alignment.inline) return;
    const aligner = createOpenCvAligner();
    app.jobs.handle(
      ALIGN_JOB,
      alignJobHandler({ db: app.db, storage: app.media.storage, images: app.media.images, aligner }),
    );
    // The worker has stopped by now (the jobs plugin's preClose), so no job is cut off.
    app.addHook('onClose', async () => aligner.close());
  },
  { name: 'alignment', dependencies: ['jobs', 'media'] },
);

/**
 * Run once when the server starts: every RetroSnap never aligned gets its job (the demo archive's
 * repeat pairs on first start), worked off in the background after the server listens. Not with
 * `ALIGNMENT=new`, where only RetroSnaps taken while the server runs are aligned.
 */
export async function prepareAlignment(app: FastifyInstance) {
  if (!app.config.alignment.sweepAtStart) return;
  const queued = await enqueueMissingAlignments(app.db);
  if (queued > 0) app.log.info({ queued }, 'queued the alignment of RetroSnaps never aligned');
  app.jobs.worker.wake();
}
