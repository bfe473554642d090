import type { Readable } from 'node:stream';

/** What the store knows about one object: enough to answer conditional requests. */
export type StoredObjectInfo = { size: number; etag: string; lastModified: Date };

/**
 * The media store: a local folder or an S3-compatible bucket. Keys come from media-paths.ts.
 * Every write is all-or-nothing: a reader sees the old object, the new one, or none, never a part.
 */
export interface MediaStorage {
  readonly kind: 'fs' | 's3';
  stat(key: string): Promise<StoredObjectInfo | null>;
  /** The whole object in memory; for small objects (tiles, thumbnails). */
  read(key: string): Promise<{ body: Buffer; info: StoredObjectInfo } | null>;
  /** A stream of the object; for originals, which can be large. */
  stream(key: string): Promise<{ body: Readable; info: StoredObjectInfo } | null>;
  write(key: string, body: Buffer, contentType: string): Promise<StoredObjectInfo>;
  /** Copies a local file into the store (uploads land in a temporary file first). */
  writeFile(key: string, localPath: string, contentType: string): Promise<void>;
  /**
   * Moves a local folder tree into the store below `prefix` (a finished tile pyramid). The local
   * folder is consumed. Callers write a marker object afterwards to say the tree is complete.
   */
  importDirectory(prefix: string, localDir: string, contentTypeOf: (key: string) => string): Promise<number>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
  /**
   * A path sharp can read directly (fs), or the bytes (S3). Lets libvips use shrink-on-load on
   * large originals without copying them first when the store is a local folder.
   */
  source(key: string): Promise<string | Buffer | null>;
}

export const contentTypeOfKey = (key: string) => {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return (
    {
      jpeg: 'image/jpeg',
      jpg: 'image/jpeg',
      png: 'image/png',
      gif: 'image/gif',
      webp: 'image/webp',
      dzi: 'application/xml',
      json: 'application/json',
      mp4: 'video/mp4',
      mp3: 'audio/mpeg',
      ogg: 'audio/ogg',
      m4a: 'audio/mp4',
      wav: 'audio/wav',
      weba: 'audio/webm',
    }[extension] ?? 'application/octet-stream'
  );
};
