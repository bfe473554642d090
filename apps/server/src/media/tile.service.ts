import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TILE_OVERLAP, TILE_SIZE } from './derivative-sizes.js';
import { type CachedObject, createSingleFlight, type HotCache } from './hot-cache.js';
import type { ImageRepository } from './image.repository.js';
import {
  type ImageFormat,
  originalKey,
  pyramidDescriptorKey,
  pyramidTilesPrefix,
  type SourceImage,
  tileKey,
} from './media-paths.js';
import { contentTypeOfKey, type MediaStorage } from './storage.js';

export type PyramidGeometry = {
  width: number;
  height: number;
  tileSize: number;
  overlap: number;
  maxLevel: number;
};

/** Deep Zoom levels: level 0 is 1×1 px, the highest level is the full image. */
export function pyramidGeometry(width: number, height: number): PyramidGeometry {
  const maxLevel = Math.ceil(Math.log2(Math.max(width, height, 1)));
  return { width, height, tileSize: TILE_SIZE, overlap: TILE_OVERLAP, maxLevel };
}

/** Size of one level and how many tiles it has across and down. */
export function levelGeometry(geometry: PyramidGeometry, level: number) {
  const scale = 2 ** (level - geometry.maxLevel);
  const width = Math.max(1, Math.ceil(geometry.width * scale));
  const height = Math.max(1, Math.ceil(geometry.height * scale));
  return {
    width,
    height,
    columns: Math.ceil(width / geometry.tileSize),
    rows: Math.ceil(height / geometry.tileSize),
  };
}

export function dziDocument(geometry: PyramidGeometry, format: ImageFormat) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Image xmlns="http://schemas.microsoft.com/deepzoom/2008" Format="${format}" Overlap="${geometry.overlap}" TileSize="${geometry.tileSize}"><Size Width="${geometry.width}" Height="${geometry.height}"/></Image>
`;
}

function parseDzi(text: string): PyramidGeometry | null {
  const width = /Width="(\d+)"/.exec(text)?.[1];
  const height = /Height="(\d+)"/.exec(text)?.[1];
  return width && height ? pyramidGeometry(Number(width), Number(height)) : null;
}

/**
 * Deep-zoom pyramids: built once per original (by the background job, or on the first tile
 * request if the job has not got there yet), stored as Deep Zoom tiles, and served from the store.
 */
export function createTileService(deps: {
  storage: MediaStorage;
  images: ImageRepository;
  hot: HotCache;
  /** Where pyramids are assembled before they move into the store; on the media disk for fs storage. */
  scratchDir?: string;
}) {
  const { storage, images, hot } = deps;
  const scratchDir = deps.scratchDir ?? os.tmpdir();
  const buildOnce = createSingleFlight<(PyramidGeometry & { tiles: number }) | null>();
  const transcodeOnce = createSingleFlight<CachedObject | null>();

  async function storedGeometry(source: SourceImage) {
    const descriptor = await storage.read(pyramidDescriptorKey(source));
    return descriptor ? parseDzi(descriptor.body.toString('utf8')) : null;
  }

  const service = {
    /**
     * Builds (or rebuilds) the pyramid of an original. The descriptor is written last: while it
     * is missing the pyramid counts as not built, so a crash midway leaves nothing that looks done.
     * Returns null when the original does not exist.
     */
    build(source: SourceImage) {
      return buildOnce(originalKey(source), async () => {
        const input = await storage.source(originalKey(source));
        if (input === null) return null;
        const work = path.join(scratchDir, `pyramid-${randomUUID()}`);
        try {
          const { width, height } = await images.buildPyramid(input, work);
          const geometry = pyramidGeometry(width, height);
          // libvips leaves its image properties beside the tiles; nobody asks for them.
          await rm(path.join(work, 'pyramid_files', 'vips-properties.xml'), { force: true });
          const tiles = await storage.importDirectory(
            pyramidTilesPrefix(source),
            path.join(work, 'pyramid_files'),
            contentTypeOfKey,
          );
          hot.forget(pyramidTilesPrefix(source));
          await storage.write(
            pyramidDescriptorKey(source),
            Buffer.from(await readFile(path.join(work, 'pyramid.dzi'))),
            'application/xml',
          );
          return { ...geometry, tiles };
        } finally {
          await rm(work, { recursive: true, force: true });
        }
      });
    },

    async isBuilt(source: SourceImage) {
      return (await storage.stat(pyramidDescriptorKey(source))) !== null;
    },

    /** The pyramid's geometry: from the stored descriptor, or from the original's header before it is built. */
    async geometry(source: SourceImage): Promise<(PyramidGeometry & { ready: boolean }) | null> {
      const stored = await storedGeometry(source);
      if (stored) return { ...stored, ready: true };
      const input = await storage.source(originalKey(source));
      if (input === null) return null;
      const { width, height } = await images.size(input);
      return { ...pyramidGeometry(width, height), ready: false };
    },

    /** One tile, or null when the original does not exist or the tile lies outside the pyramid. */
    async tile(source: SourceImage, level: number, x: number, y: number, format: ImageFormat) {
      const key = tileKey(source, level, x, y, format);
      const warm = hot.get(key);
      if (warm) return warm;
      let found = await storage.read(key);
      if (!found && format === 'jpeg') {
        // JPEG tiles are for browsers without WebP: made from the WebP tile on first request.
        found = await transcodeOnce(key, async () => {
          const webp = await service.tile(source, level, x, y, 'webp');
          if (!webp) return null;
          const body = await images.transcodeTile(webp.body, 'jpeg');
          return { body, info: await storage.write(key, body, 'image/jpeg') };
        });
      }
      if (!found && format === 'webp' && !(await service.isBuilt(source))) {
        // Opened before the background job reached it: build now, once, and serve.
        const built = await service.build(source);
        if (built) found = await storage.read(key);
      }
      if (found) hot.set(key, found);
      return found;
    },

    async remove(source: SourceImage) {
      await storage.delete(pyramidDescriptorKey(source));
      await storage.deletePrefix(pyramidTilesPrefix(source));
      hot.forget(pyramidTilesPrefix(source));
    },
  };
  return service;
}

export type TileService = ReturnType<typeof createTileService>;

/** Creates the scratch folder for pyramids (kept beside the media for fs storage, so moves are renames). */
export async function ensureScratchDir(directory: string) {
  await mkdir(directory, { recursive: true });
  return directory;
}
