import { randomUUID } from 'node:crypto';

/**
 * Every storage key is built here, nowhere else. Keys are relative to the media root (the folder
 * DATA_DIR/media, or the bucket) and always use forward slashes:
 *
 *   photographs/{filePath}                      originals: photographs, back sides, RetroSnaps,
 *                                               uploads into collections (kept byte for byte)
 *   colorized/{filePath}                        colorized version of an original
 *   image_galleries/{name}                      album covers
 *   photograph_collections/{name}               collection thumbnails
 *   products/{name}                             product and print images
 *   mentions/{name}                             portrait crops of mentioned people
 *   derivatives/{source key}/{variant}.{format} thumbnails, made on first request
 *   tiles/{source key}.dzi                      deep-zoom descriptor (written last: the pyramid is complete)
 *   tiles/{source key}_files/{level}/{x}_{y}.{format}   deep-zoom tiles (Deep Zoom layout)
 *   generated/avatars/{n}.png                   the nine avatars
 *   generated/covers/{galleryId}/{hash}.{format} rendered SVG album covers
 *   photographs/depth-maps/{id}-{hash}.png      a photograph's depth map (a new name for each one)
 *   derivatives/photographs/depth-maps/{id}-{hash}.png/{export}   stereo pair, anaglyph, wiggle made from it
 *   generated/speech/{hash}.{format}            synthesised narrations (a cache: may be emptied)
 *
 * `filePath` in the database (photographs.file_path, retrosnaps.file_path, …) is the part after
 * `photographs/`; the HTTP addresses of spec §7 reuse it unchanged.
 */

/** Folders that hold originals; each answers to one family of HTTP addresses. */
export const originalNamespaces = [
  'photographs',
  'colorized',
  'image_galleries',
  'photograph_collections',
  'products',
  'mentions',
  'logos',
] as const;
export type OriginalNamespace = (typeof originalNamespaces)[number];

/** An original image: which folder, and the path inside it. */
export type SourceImage = { namespace: OriginalNamespace; path: string };

export type ImageFormat = 'webp' | 'jpeg';

function isUnsafeSegment(segment: string) {
  if (segment.length === 0 || segment === '.' || segment === '..') return true;
  for (const character of segment) {
    const code = character.charCodeAt(0);
    if (code < 32 || code === 127 || character === '\\') return true;
  }
  return false;
}

/**
 * A relative path as it arrives from a URL or a file name: no empty, `.` or `..` segments, no
 * backslashes or control characters. Returns null for anything else, so a request can never
 * name a key outside its folder.
 */
export function safeRelativePath(value: string): string | null {
  if (value.length === 0 || value.length > 512 || value.startsWith('/')) return null;
  const segments = value.split('/');
  if (segments.some(isUnsafeSegment)) return null;
  return value;
}

export function originalKey(source: SourceImage): string {
  return `${source.namespace}/${source.path}`;
}

export const photographOriginal = (filePath: string): SourceImage => ({
  namespace: 'photographs',
  path: filePath,
});
export const colorizedOriginal = (filePath: string): SourceImage => ({
  namespace: 'colorized',
  path: filePath,
});

/** `list`, `colorized.display`, `small.c0.1-0.2-0.5-0.5` … — the variant part of a derivative key. */
export function derivativeKey(source: SourceImage, variant: string, format: ImageFormat): string {
  return `derivatives/${originalKey(source)}/${variant}.${format}`;
}

/** The folder of an original's thumbnails. */
export function derivativesPrefix(source: SourceImage): string {
  return `derivatives/${originalKey(source)}/`;
}

/** A synthesised narration, named by the hash of engine, voice, encoding and text. */
export const speechKey = (hash: string, extension: string) => `generated/speech/${hash}.${extension}`;

/** Everything made from one original (derivatives and tiles), for removal together with it. */
export function derivedPrefixes(source: SourceImage): string[] {
  return [derivativesPrefix(source), `tiles/${originalKey(source)}_files/`];
}

/** An export made from a photograph and its depth map (`stereo.jpeg`, …), kept beside the map's other derivatives. */
export function depthExportKey(depthMapPath: string, name: string): string {
  return `derivatives/${originalKey(photographOriginal(depthMapPath))}/${name}`;
}

export function pyramidDescriptorKey(source: SourceImage): string {
  return `tiles/${originalKey(source)}.dzi`;
}

/** The folder prefix under which a pyramid's tiles live; `{level}/{x}_{y}.{format}` follows. */
export function pyramidTilesPrefix(source: SourceImage): string {
  return `tiles/${originalKey(source)}_files/`;
}

export function tileKey(
  source: SourceImage,
  level: number,
  x: number,
  y: number,
  format: ImageFormat,
): string {
  return `${pyramidTilesPrefix(source)}${level}/${x}_${y}.${format}`;
}

export function avatarKey(avatar: number): string {
  return `generated/avatars/${avatar}.png`;
}

export function coverKey(galleryId: number, contentHash: string, format: ImageFormat): string {
  return `generated/covers/${galleryId}/${contentHash}.${format}`;
}

/** File extension of a stored original, from its sniffed type (never from the client's file name). */
export const extensionOf = { jpeg: 'jpeg', png: 'png', gif: 'gif' } as const;
export type UploadType = keyof typeof extensionOf;

/** New, unguessable names for uploads; the client's file name is kept only as `originalName`. */
export const newUploadPath = {
  /** A photograph uploaded into a collection: also the raw address of spec §7. */
  collectionPhotograph: (collectionId: number, type: UploadType) =>
    `photograph_collection/raw/${collectionId}/${randomUUID()}.${extensionOf[type]}`,
  retrosnap: (type: UploadType, now = new Date()) =>
    `retrosnaps/${now.toISOString().slice(0, 7)}/${randomUUID()}.${extensionOf[type]}`,
  /** A photograph's depth map, named by its content: a new map is a new address, never a stale cache. */
  depthMap: (photographId: number, contentHash: string) => `depth-maps/${photographId}-${contentHash}.png`,
  /** Single segment: album covers, products and mentions are addressed by name alone. */
  flat: (type: UploadType) => `${randomUUID()}.${extensionOf[type]}`,
};
