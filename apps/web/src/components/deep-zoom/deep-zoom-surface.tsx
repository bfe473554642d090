import Box from '@mui/material/Box';
import type { ReactNode, Ref } from 'react';
import { deepZoomSurfaceSx } from './viewport-keys';

interface DeepZoomSurfaceProps {
  ref: Ref<HTMLDivElement>;
  /** What the viewer shows, read out as the surface's role and name. */
  label: string;
  describedBy?: string | undefined;
  testId: string;
  children: ReactNode;
}

/**
 * The focusable surface of a deep-zoom viewer (photograph, cover, collage): an application region
 * named after what it shows. The viewer keys come from `useViewerKeys`, so they work wherever on
 * the screen the focus is.
 */
export function DeepZoomSurface({ ref, label, describedBy, testId, children }: DeepZoomSurfaceProps) {
  return (
    <Box
      ref={ref}
      role="application"
      aria-roledescription={label}
      aria-label={label}
      aria-describedby={describedBy}
      tabIndex={0}
      data-testid={testId}
      sx={deepZoomSurfaceSx}
    >
      {children}
    </Box>
  );
}
