import { type Crop, type DerivativeSize, derivativeSizes } from './derivative-sizes.js';
import { type CachedObject, createSingleFlight, type HotCache } from './hot-cache.js';
import type { ImageRepository } from './image.repository.js';
import { normalDegrees } from './image.repository.js';
import {
  derivativeKey,
  derivativesPrefix,
  type ImageFormat,
  originalKey,
  type SourceImage,
} from './media-paths.js';
import type { MediaStorage } from './storage.js';

export type CropRequest = Crop & { unit: 'fraction' | 'pixel' };

const MIME: Record<ImageFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg' };

/**
 * Parses `c=left,top,width,height`. Values that are all at most 1 are fractions of the upright
 * image (the shape of thumbnailCoordinates and comment boxes); otherwise they are pixels.
 */
export function parseCrop(value: string | undefined): CropRequest | null | 'invalid' {
  if (value === undefined || value === '') return null;
  const parts = value.split(',').map((part) => Number(part.trim()));
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n) || n < 0)) return 'invalid';
  const [left, top, width, height] = parts as [number, number, number, number];
  if (width <= 0 || height <= 0) return 'invalid';
  const unit = parts.every((n) => n <= 1) ? 'fraction' : 'pixel';
  return { unit, left, top, width, height };
}

/** The crop as part of a storage key: rounded so equal crops share one stored file. */
function cropVariant(crop: CropRequest) {
  const digits = crop.unit === 'fraction' ? 4 : 0;
  const values = [crop.left, crop.top, crop.width, crop.height].map((n) => Number(n.toFixed(digits)));
  const turn = normalDegrees(crop.degrees);
  return `.c${crop.unit === 'fraction' ? 'f' : 'p'}${values.join('_')}${turn ? `_r${Number(turn.toFixed(1))}` : ''}`;
}

/**
 * Thumbnails of stored originals: looked up in the store, made by sharp on the first request,
 * stored, and kept warm in memory. Concurrent first requests for one thumbnail make it once.
 */
export function createDerivativeService(deps: {
  storage: MediaStorage;
  images: ImageRepository;
  hot: HotCache;
}) {
  const { storage, images, hot } = deps;
  const once = createSingleFlight<CachedObject | null>();

  return {
    mimeType: (format: ImageFormat) => MIME[format],

    async get(
      source: SourceImage,
      size: DerivativeSize,
      format: ImageFormat,
      crop: CropRequest | null = null,
    ): Promise<CachedObject | null> {
      const key = derivativeKey(source, `${size}${crop ? cropVariant(crop) : ''}`, format);
      const warm = hot.get(key);
      if (warm) return warm;
      const made = await once(key, async () => {
        const stored = await storage.read(key);
        if (stored) return stored;
        const input = await storage.source(originalKey(source));
        if (input === null) return null;
        const body = await images.makeDerivative(input, derivativeSizes[size], format, crop ?? undefined);
        const info = await storage.write(key, body, MIME[format]);
        return { body, info };
      });
      if (made) hot.set(key, made);
      return made;
    },

    /** Removes every thumbnail of an original (it was replaced or removed), stored and in memory. */
    async remove(source: SourceImage) {
      const prefix = derivativesPrefix(source);
      await storage.deletePrefix(prefix);
      hot.forget(prefix);
    },

    /** Makes every size in both formats now (after an upload), so the first visitors wait for nothing. */
    async prepareAll(source: SourceImage) {
      for (const size of Object.keys(derivativeSizes) as DerivativeSize[]) {
        await Promise.all((['webp', 'jpeg'] as const).map((format) => this.get(source, size, format)));
      }
    },
  };
}

export type DerivativeService = ReturnType<typeof createDerivativeService>;
