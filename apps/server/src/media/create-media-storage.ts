import type { StorageConfig } from './media-config.js';
import type { MediaStorage } from './storage.js';

/**
 * The configured store: the local folder by default, a bucket with STORAGE=s3. Apart from
 * storage.ts, which both stores implement, so that neither implementation imports its chooser.
 */
export async function createMediaStorage(settings: StorageConfig): Promise<MediaStorage> {
  if (settings.kind === 's3') return (await import('./s3-storage.js')).createS3Storage(settings);
  return (await import('./fs-storage.js')).createFsStorage(settings.root);
}
