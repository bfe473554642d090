import os from 'node:os';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.js';
import { createMediaStorage } from './create-media-storage.js';
import { createDerivativeService, type DerivativeService } from './derivative.service.js';
import { createHotCache } from './hot-cache.js';
import { createImageRepository, type ImageRepository } from './image.repository.js';
import { originalKey, type SourceImage } from './media-paths.js';
import { PRIORITY, PYRAMID_JOB, pyramidJobHandler } from './pyramid-jobs.js';
import type { MediaStorage } from './storage.js';
import { createTileService, ensureScratchDir, type TileService } from './tile.service.js';
import { createUploadStore, type UploadStore } from './upload.store.js';

export type Media = {
  storage: MediaStorage;
  images: ImageRepository;
  derivatives: DerivativeService;
  tiles: TileService;
  uploads: UploadStore;
  /** Temporary files (uploads, pyramids being built); on the media disk for fs storage, so moves are renames. */
  scratchDir: string;
  /** Queues the pyramid (and, for uploads, every thumbnail) of an original; with a transaction, atomically with it. */
  enqueuePyramid(source: SourceImage, options?: { upload?: boolean; executor?: Database }): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    media: Media;
  }
}

/** Memory for recently served tiles and thumbnails on this node. */
const HOT_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * The media side of the app: the store (folder or bucket), sharp, thumbnails and tile pyramids,
 * and the pyramid job. Needs the jobs plugin.
 */
export const mediaPlugin = fp(
  async (app) => {
    const settings = app.config.media;
    const storage = await createMediaStorage(settings.storage);
    const images = createImageRepository({ maxInputPixels: settings.maxInputPixels });
    const hot = createHotCache(HOT_CACHE_BYTES);
    const derivatives = createDerivativeService({ storage, images, hot });
    const scratchDir = await ensureScratchDir(
      settings.storage.kind === 'fs'
        ? path.join(settings.storage.root, '.scratch')
        : path.join(os.tmpdir(), 'retropics-scratch'),
    );
    const tiles = createTileService({ storage, images, hot, scratchDir });
    const uploads = createUploadStore({
      db: app.db,
      storage,
      images,
      scratchDir,
      maxUploadBytes: settings.maxUploadBytes,
    });
    app.jobs.handle(PYRAMID_JOB, pyramidJobHandler(tiles, derivatives));
    app.decorate('media', {
      storage,
      images,
      derivatives,
      tiles,
      uploads,
      scratchDir,
      async enqueuePyramid(source, options = {}) {
        await app.jobs.enqueue(
          PYRAMID_JOB,
          originalKey(source),
          {
            payload: { derivatives: options.upload === true },
            priority: options.upload ? PRIORITY.upload : PRIORITY.archive,
            rerun: true,
          },
          options.executor,
        );
      },
    } satisfies Media);
  },
  { name: 'media', dependencies: ['jobs'] },
);
