import { z } from 'zod';

/**
 * A photograph's depth map (issue 20, spec §3 depthMapPath, depthMapData): an 8-bit grey PNG of
 * the front, near is light. Editors upload one or paint corrections in the browser; an
 * operator's model may make one. These are the rules the server applies to every one of them.
 */

/** Who made the depth map sent to `PUT /photographs/{id}/depth_map`; 'model' is the server's own. */
export const DEPTH_MAP_UPLOAD_SOURCES = ['upload', 'painted'] as const;
export type DepthMapUploadSource = (typeof DEPTH_MAP_UPLOAD_SOURCES)[number];

/** The longest side a stored depth map has (never more than the photograph's own). */
export const DEPTH_MAP_MAX_SIDE = 1024;
/** How far a depth map's aspect ratio may differ from the front's, as a fraction of the front's. */
export const DEPTH_MAP_RATIO_TOLERANCE = 0.02;
/** The multipart field of the file. */
export const DEPTH_MAP_FILE_FIELD = 'file';

const ratio = (value: number) => value.toFixed(3);

export const DEPTH_MAP_MESSAGES = {
  chooseFile: 'Choose a depth map to upload.',
  notImage: 'A depth map must be a PNG or JPEG image.',
  source: 'Say how the depth map was made: source must be upload or painted.',
  ratio: (depthMap: number, photograph: number) =>
    `The depth map's aspect ratio ${ratio(depthMap)} does not match the photograph's ${ratio(photograph)} (at most 2 % apart).`,
  missing: 'This photograph has no depth map.',
} as const;

export const depthMapUploadSource = z.enum(DEPTH_MAP_UPLOAD_SOURCES, { message: DEPTH_MAP_MESSAGES.source });

/** The exports made from the photograph and its depth map (`GET /photographs/{id}/depth/{name}`). */
export const DEPTH_EXPORTS = {
  'stereo.jpeg': { contentType: 'image/jpeg', title: 'side-by-side stereo pair for parallel viewing' },
  'anaglyph.jpeg': { contentType: 'image/jpeg', title: 'red–cyan anaglyph' },
  'wiggle.gif': { contentType: 'image/gif', title: 'looping wiggle animation' },
} as const;
export type DepthExportName = keyof typeof DEPTH_EXPORTS;
export const depthExportName = z.enum(Object.keys(DEPTH_EXPORTS) as [DepthExportName, ...DepthExportName[]]);
