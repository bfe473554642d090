import { DEPTH_MAP_MAX_SIDE } from '@retropics/domain/contracts/depth-map.contract';
import type { Sharp } from 'sharp';

export type DepthMapPicture = { body: Buffer; width: number; height: number };

/** The size a depth map is stored at: the front's shape, long side at most 1024 px and never above the front's or the source's. */
export function depthMapSize(photograph: { width: number; height: number }, sourceLongSide: number) {
  const long = Math.max(
    1,
    Math.min(DEPTH_MAP_MAX_SIDE, Math.max(photograph.width, photograph.height), sourceLongSide),
  );
  const landscape = photograph.width >= photograph.height;
  const short = Math.max(
    1,
    Math.round(
      (long * Math.min(photograph.width, photograph.height)) / Math.max(photograph.width, photograph.height),
    ),
  );
  return landscape ? { width: long, height: short } : { width: short, height: long };
}

/**
 * Any decoded picture as the stored depth map: upright, transparency over black (far), one 8-bit
 * grey channel, stretched to the front's exact shape (callers have checked it is within 2 %),
 * as PNG.
 */
export async function toDepthMapPng(
  image: Sharp,
  photograph: { width: number; height: number },
  sourceLongSide: number,
): Promise<DepthMapPicture> {
  const size = depthMapSize(photograph, sourceLongSide);
  const body = await image
    .rotate()
    .flatten({ background: '#000000' })
    .greyscale()
    .resize(size.width, size.height, { fit: 'fill' })
    .toColourspace('b-w')
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { body, ...size };
}
