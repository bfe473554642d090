import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import type { DepthViewerProps } from './depth-viewer';

const DepthViewer = lazy(() => import('./depth-viewer'));

/**
 * The depth viewer, fetched only when a picture with a depth map is shown with the setting on:
 * the feed's first script stays as it was, and the still picture shows while the viewer arrives.
 */
export function LazyDepthViewer(props: DepthViewerProps) {
  return (
    <Suspense fallback={<Box sx={{ position: 'absolute', inset: 0 }}>{props.still}</Box>}>
      <DepthViewer {...props} />
    </Suspense>
  );
}
