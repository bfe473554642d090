import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { enqueueMissingFaceDetection, FACE_JOB, faceJobHandler } from './face-jobs.js';
import { createHumanFaceDetector } from './human-face-detector.js';

/**
 * Face detection as background work: with FACE_DETECTION=on (the default) or new this process's worker
 * runs the `faces.detect` jobs, the detector's thread starting with the first of them. Off (the
 * tests), the jobs are still queued with their photographs but nothing here takes them.
 * Needs the jobs and media plugins.
 */
export const facesPlugin = fp(
  async (app) => {
    if (!app.config.faces.detection) return;
    const detector = createHumanFaceDetector();
    app.jobs.handle(
      FACE_JOB,
      faceJobHandler({ db: app.db, storage: app.media.storage, images: app.media.images, detector }),
    );
    // The worker has stopped by now (the jobs plugin's preClose), so no job is cut off.
    app.addHook('onClose', async () => detector.close());
  },
  { name: 'faces', dependencies: ['jobs', 'media'] },
);

/**
 * Run once when the server starts: every photograph side never searched gets its job (the demo
 * archive on first start), worked off in the background after the server listens. With
 * `FACE_DETECTION=new` nothing is swept: only what comes in later is searched.
 */
export async function prepareFaceDetection(app: FastifyInstance) {
  if (!app.config.faces.detection || !app.config.faces.sweepArchive) return;
  const queued = await enqueueMissingFaceDetection(app.db);
  if (queued > 0)
    app.log.info({ queued }, 'queued face detection for the archive; it runs in the background');
  app.jobs.worker.wake();
}
