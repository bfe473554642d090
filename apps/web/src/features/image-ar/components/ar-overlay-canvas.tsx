import Box from '@mui/material/Box';
import { forwardRef, useImperativeHandle, useRef } from 'react';
import type { FrameMatch } from '../../../lib/ar/use-ar-matcher';
import { coverMapping, drawProjected } from '../warped-drawing';

export interface OverlayCanvasHandle {
  /** Draws the overlay where the frame's match put it, or clears the canvas when it did not match. */
  show(frame: FrameMatch, image: HTMLImageElement | null): void;
}

/** Lets the live camera show through the old picture a little: the two are seen as one place. */
const OVERLAY_ALPHA = 0.9;

const cornersText = (frame: FrameMatch) =>
  frame.corners?.map((point) => `${point.x.toFixed(1)},${point.y.toFixed(1)}`).join(' ') ?? '';

/**
 * The canvas over the camera picture (spec §2 AR): the chosen overlay projected onto the
 * photograph's place in the video, only while the matcher finds it. It says what it shows in
 * its data attributes: `data-matched`, `data-corners` (the photograph's corners in video pixels,
 * top left, top right, bottom right, bottom left), and the frames looked at and matched.
 */
export const ArOverlayCanvas = forwardRef<OverlayCanvasHandle, { onTap(): void }>(function ArOverlayCanvas(
  { onTap },
  ref,
) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  useImperativeHandle(ref, () => ({
    show(frame, image) {
      const canvas = canvasRef.current;
      const context = canvas?.getContext('2d');
      if (!canvas || !context) return;
      const ratio = window.devicePixelRatio || 1;
      const box = { width: canvas.clientWidth, height: canvas.clientHeight };
      if (
        canvas.width !== Math.round(box.width * ratio) ||
        canvas.height !== Math.round(box.height * ratio)
      ) {
        canvas.width = Math.round(box.width * ratio);
        canvas.height = Math.round(box.height * ratio);
      }
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.clearRect(0, 0, canvas.width, canvas.height);
      canvas.dataset.frames = String(frame.frames);
      canvas.dataset.matchedFrames = String(frame.matchedFrames);
      canvas.dataset.matched = String(frame.matched);
      canvas.dataset.inliers = String(frame.inliers);
      if (!frame.matched || !frame.corners) {
        delete canvas.dataset.corners;
        return;
      }
      canvas.dataset.corners = cornersText(frame);
      if (!image?.complete || image.naturalWidth === 0) return;
      const toScreen = coverMapping({ width: frame.videoWidth, height: frame.videoHeight }, box);
      const [a, b, c, d] = frame.corners.map(toScreen) as [
        ReturnType<typeof toScreen>,
        ReturnType<typeof toScreen>,
        ReturnType<typeof toScreen>,
        ReturnType<typeof toScreen>,
      ];
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      context.globalAlpha = OVERLAY_ALPHA;
      drawProjected(context, image, [a, b, c, d]);
    },
  }));
  return (
    <Box
      component="canvas"
      ref={canvasRef}
      aria-hidden
      onClick={onTap}
      data-testid="ar-overlay"
      data-matched="false"
      sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', display: 'block' }}
    />
  );
});
