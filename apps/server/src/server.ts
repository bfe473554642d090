import { prepareAlignment } from './alignment/alignment.plugin.js';
import { buildApp } from './app.js';
import type { Config } from './config/config.js';
import { openDatabase } from './db/database.js';
import { prepareFaceDetection } from './faces/faces.plugin.js';
import { prepareArchiveMedia } from './media/archive-media.js';
import { prepareDepthEstimation } from './modules/depth-maps/depth-estimate.job.js';
import { isDatabaseEmpty, seedDemoArchive } from './seed/demo-archive.seed.js';

/** Opens and migrates the database, seeds the demo archive into an empty one, and builds the app. */
export async function startServer(config: Config, options: { logger?: boolean } = {}) {
  const handle = await openDatabase(config);
  await handle.migrate();
  if (config.seedDemo === 'auto' && (await isDatabaseEmpty(handle.db))) {
    const seeded = await seedDemoArchive(handle.db, { mediaDir: config.mediaDir });
    if (options.logger !== false) {
      console.log(
        `Seeded the demo archive: ${seeded.photographs} photographs, ${seeded.retrosnaps} RetroSnaps, ${seeded.collections} collections.`,
      );
    }
  }
  const app = await buildApp({ config, db: handle.db, ...options });
  app.addHook('onClose', async () => handle.close());
  await prepareArchiveMedia(app);
  await prepareFaceDetection(app);
  await prepareAlignment(app);
  await prepareDepthEstimation(app);
  return app;
}
