import Box from '@mui/material/Box';
import type { Homography } from '@retropics/domain/alignment';
import { cssMatrix } from '@retropics/domain/alignment';

/**
 * The historic photograph drawn where an alignment (domain alignment.ts) puts it over a RetroSnap
 * shown at `width` × `height` pixels: a box of the RetroSnap's size, carried by the homography as a
 * CSS matrix from its top left corner. The caller's frame clips what falls outside the RetroSnap.
 */
export function AlignedPicture({
  src,
  homography,
  width,
  height,
  opacity = 1,
  'data-testid': testId,
}: {
  src: string;
  homography: Homography;
  width: number;
  height: number;
  opacity?: number;
  'data-testid'?: string;
}) {
  return (
    <Box
      component="img"
      src={src}
      alt=""
      draggable={false}
      data-testid={testId}
      sx={{
        position: 'absolute',
        left: 0,
        top: 0,
        width,
        height,
        maxWidth: 'none',
        objectFit: 'fill',
        transformOrigin: '0 0',
        transform: cssMatrix(homography, width, height),
        opacity,
        pointerEvents: 'none',
      }}
    />
  );
}
