import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { enqueueMissingPyramids } from './pyramid-jobs.js';
import { contentTypeOfKey } from './storage.js';

/**
 * Run once when the server starts: with a bucket as the store, the seeded demo images (which the
 * seed copies into DATA_DIR/media) are uploaded to it; then every original without a pyramid job
 * gets one. Both steps skip what is already done, so a restart costs a few queries.
 */
export async function prepareArchiveMedia(app: FastifyInstance) {
  const { storage } = app.media;
  if (storage.kind === 's3') {
    const local = path.join(app.config.mediaDir, 'photographs');
    const files = await readdir(local, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const file of files) {
      if (!file.isFile()) continue;
      const relative = path.relative(local, path.join(file.parentPath, file.name)).split(path.sep).join('/');
      const key = `photographs/${relative}`;
      if (!(await storage.stat(key)))
        await storage.writeFile(key, path.join(local, relative), contentTypeOfKey(key));
    }
  }
  const queued = await enqueueMissingPyramids(app.db);
  if (queued > 0)
    app.log.info({ queued }, 'queued tile pyramids for the archive; they are built in the background');
  app.jobs.worker.wake();
}
