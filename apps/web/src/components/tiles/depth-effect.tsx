import Box from '@mui/material/Box';
import { VIEWER } from '@retropics/domain/constants';
import { type PointerEvent, type ReactNode, useRef } from 'react';

/** The spec's feed threshold (45) as the largest shift of the near layer, in tenths of the tile. */
const MAX_SHIFT_PERCENT = VIEWER.depthThreshold.feed / 15;

/**
 * The 2.5D effect of a photograph with a depth map: a second copy of the picture, masked by the
 * depth map so that only the near parts show, moves a little against the far parts as the pointer
 * moves over the tile. Cheap (CSS masks and transforms, no WebGL), and still when not pointed at.
 */
export function DepthEffect({ depthMap, children }: { depthMap: string; children: ReactNode }) {
  const nearRef = useRef<HTMLDivElement | null>(null);

  const move = (event: PointerEvent<HTMLDivElement>) => {
    const near = nearRef.current;
    if (!near) return;
    const box = event.currentTarget.getBoundingClientRect();
    const dx = ((event.clientX - box.left) / box.width - 0.5) * 2;
    const dy = ((event.clientY - box.top) / box.height - 0.5) * 2;
    near.style.transform = `translate(${(-dx * MAX_SHIFT_PERCENT).toFixed(2)}%, ${(-dy * MAX_SHIFT_PERCENT).toFixed(2)}%) scale(1.06)`;
  };
  const reset = () => {
    if (nearRef.current) nearRef.current.style.transform = 'scale(1.06)';
  };
  const mask = `url("${depthMap}")`;

  return (
    <Box onPointerMove={move} onPointerLeave={reset} sx={{ position: 'absolute', inset: 0 }}>
      {children}
      <Box
        ref={nearRef}
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          transform: 'scale(1.06)',
          transition: 'transform 120ms ease-out',
          maskImage: mask,
          WebkitMaskImage: mask,
          maskSize: 'cover',
          WebkitMaskSize: 'cover',
          maskMode: 'luminance',
          pointerEvents: 'none',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
