import type { Database } from '../db/database.js';
import { PermanentJobFailure } from '../jobs/job-worker.js';
import type { DerivativeService } from './derivative.service.js';
import { originalNamespaces, type SourceImage, safeRelativePath } from './media-paths.js';
import { createOriginalRepository } from './original.repository.js';
import type { TileService } from './tile.service.js';

/** Builds the tile pyramid of one original; the job's key is the original's storage key. */
export const PYRAMID_JOB = 'media.pyramid';

/** Uploads run before the start-up sweep of the archive: a person is waiting for them. */
export const PRIORITY = { upload: 0, archive: 10 } as const;

export function sourceOfKey(key: string): SourceImage | null {
  const slash = key.indexOf('/');
  const namespace = key.slice(0, slash) as SourceImage['namespace'];
  const path = safeRelativePath(key.slice(slash + 1));
  if (slash < 1 || !originalNamespaces.includes(namespace) || !path) return null;
  return { namespace, path };
}

/**
 * The pyramid job: builds the tiles (idempotent: a rerun replaces them whole) and, for fresh
 * uploads, every thumbnail size, so the first visitor waits for nothing.
 */
export function pyramidJobHandler(tiles: TileService, derivatives: DerivativeService) {
  return async (job: { key: string; payload: Record<string, unknown> }) => {
    const source = sourceOfKey(job.key);
    if (!source) throw new PermanentJobFailure(`not a storage key of an original: ${job.key}`);
    const built = await tiles.build(source);
    if (!built) throw new PermanentJobFailure(`the original ${job.key} does not exist`);
    if (job.payload.derivatives === true) await derivatives.prepareAll(source);
    return { width: built.width, height: built.height, levels: built.maxLevel + 1, tiles: built.tiles };
  };
}

/**
 * Queues a pyramid for every original in the database that has no pyramid job yet: the demo
 * archive after seeding, and anything imported while no worker ran.
 */
export function enqueueMissingPyramids(db: Database) {
  return createOriginalRepository(db).enqueueWithoutJob(PYRAMID_JOB, PRIORITY.archive);
}
