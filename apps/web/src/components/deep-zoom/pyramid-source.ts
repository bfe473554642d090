/**
 * The server's deep-zoom pyramids (spec §7: `{filePath}/{level}-{x}-{y}.webp|jpeg`, 256 px tiles,
 * optional `colorized/` prefix). A pyramid is built by a background job after an upload or start;
 * until it exists the viewer shows the display thumbnail, and asking for one tile builds it.
 */
export interface PyramidDescriptor {
  width: number;
  height: number;
  tileSize: number;
  tileOverlap: number;
  minLevel: number;
  maxLevel: number;
  /** `/tiles/{filePath}/{level}-{x}-{y}.{format}` */
  tileUrlTemplate: string;
  formats: string[];
  /** False while the pyramid is not built yet; tiles then cost a build on first request. */
  ready: boolean;
}

export type TileFormat = 'webp' | 'jpeg';

function encodePath(filePath: string): string {
  return filePath.split('/').map(encodeURIComponent).join('/');
}

export function descriptorUrl(filePath: string, colorized = false): string {
  return `/tiles/${colorized ? 'colorized/' : ''}${encodePath(filePath)}.json`;
}

export async function fetchPyramidDescriptor(
  filePath: string,
  colorized: boolean,
  signal?: AbortSignal,
): Promise<PyramidDescriptor> {
  // Raw fetch, not lib/hydra's client: tile descriptors are static media files, not API resources.
  const response = await fetch(descriptorUrl(filePath, colorized), {
    headers: { Accept: 'application/json' },
    cache: 'no-cache',
    signal: signal ?? null,
  });
  if (!response.ok) throw new Error(`No pyramid for ${filePath} (HTTP ${response.status})`);
  return (await response.json()) as PyramidDescriptor;
}

export function tileUrl(
  descriptor: PyramidDescriptor,
  level: number,
  x: number,
  y: number,
  format: TileFormat,
) {
  return descriptor.tileUrlTemplate
    .replace('{level}', String(level))
    .replace('{x}', String(x))
    .replace('{y}', String(y))
    .replace('{format}', format);
}

/**
 * Asks for the smallest tile, which makes the server build a missing pyramid at once (instead of
 * waiting for the background job), and resolves when the tiles can be read.
 */
export async function ensurePyramid(descriptor: PyramidDescriptor, format: TileFormat): Promise<void> {
  const response = await fetch(tileUrl(descriptor, 0, 0, 0, format));
  if (!response.ok) throw new Error(`The pyramid could not be built (HTTP ${response.status})`);
}

/** An OpenSeadragon tile source (inline custom source) that reads the pyramid's own URL scheme. */
export function osdTileSource(descriptor: PyramidDescriptor, format: TileFormat) {
  return {
    width: descriptor.width,
    height: descriptor.height,
    tileSize: descriptor.tileSize,
    tileOverlap: descriptor.tileOverlap,
    minLevel: descriptor.minLevel,
    maxLevel: descriptor.maxLevel,
    getTileUrl: (level: number, x: number, y: number) => tileUrl(descriptor, level, x, y, format),
  };
}

let webpSupport: Promise<boolean> | null = null;

/** Spec §7: tiles as WebP where the browser decodes it, else JPEG. */
export function supportsWebp(): Promise<boolean> {
  webpSupport ??= new Promise((resolve) => {
    const probe = new Image();
    probe.onload = () => resolve(probe.width === 1);
    probe.onerror = () => resolve(false);
    probe.src = 'data:image/webp;base64,UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=';
  });
  return webpSupport;
}
