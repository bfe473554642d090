import type { Theme } from '@mui/material/styles';
import { VIEWER } from '@retropics/domain/constants';
import OpenSeadragon from 'openseadragon';
import type { ViewerKeyAction } from './viewer-keys';

/** A pan key moves the picture by this share of the visible area. */
const PAN_FRACTION = 0.15;

/**
 * Carries out a zoom, pan or home key on a deep-zoom viewport (the photograph viewer, the cover
 * and the collage). False for the actions that belong to the screen (rotate, toggleInterface).
 */
export function applyViewportKey(viewport: OpenSeadragon.Viewport, action: ViewerKeyAction): boolean {
  const container = viewport.getContainerSize();
  const pan = (x: number, y: number) =>
    viewport.panBy(viewport.deltaPointsFromPixels(new OpenSeadragon.Point(x * container.x, y * container.y)));
  if (action === 'zoomIn') viewport.zoomBy(VIEWER.keyboardZoomFactor);
  else if (action === 'zoomOut') viewport.zoomBy(1 / VIEWER.keyboardZoomFactor);
  else if (action === 'panUp') pan(0, -PAN_FRACTION);
  else if (action === 'panDown') pan(0, PAN_FRACTION);
  else if (action === 'panLeft') pan(-PAN_FRACTION, 0);
  else if (action === 'panRight') pan(PAN_FRACTION, 0);
  else if (action === 'home') viewport.goHome();
  else return false;
  viewport.applyConstraints();
  return true;
}

/** The focusable black surface a deep-zoom viewer draws on, with a visible keyboard focus ring. */
export const deepZoomSurfaceSx = {
  position: 'absolute',
  inset: 0,
  bgcolor: '#000',
  outline: 'none',
  '&:focus-visible': { boxShadow: (theme: Theme) => `inset 0 0 0 3px ${theme.palette.primary.main}` },
} as const;
