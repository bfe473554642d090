import Box from '@mui/material/Box';
import { VIEWER } from '@retropics/domain/constants';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { DeepZoomSurface } from '../../../components/deep-zoom/deep-zoom-surface';
import {
  createDeepZoomViewer,
  type DeepZoomViewer,
  OpenSeadragon,
} from '../../../components/deep-zoom/deep-zoom-viewer';
import {
  fetchPyramidDescriptor,
  osdTileSource,
  supportsWebp,
} from '../../../components/deep-zoom/pyramid-source';
import { useViewerKeys } from '../../../components/deep-zoom/use-viewer-keys';
import { applyViewportKey } from '../../../components/deep-zoom/viewport-keys';
import { thumbnailUrl } from '../../../lib/media/image-urls';
import type { MosaicPlacement } from '../mosaic-layout';

/** One picture of the mosaic: a photograph (its tile pyramid when built) or a plain image address. */
export type MosaicImage = { kind: 'photograph'; filePath: string } | { kind: 'image'; url: string };

export interface MosaicControls {
  focus(index: number): void;
  home(): void;
}

interface MosaicViewerProps {
  ref?: Ref<MosaicControls>;
  images: MosaicImage[];
  placements: MosaicPlacement[];
  label: string;
  describedBy?: string;
  /** The picture to open zoomed onto; null for the whole mosaic. */
  initialFocus: number | null;
}

async function sourceOf(image: MosaicImage): Promise<object> {
  if (image.kind === 'image') return { type: 'image', url: image.url };
  try {
    const descriptor = await fetchPyramidDescriptor(image.filePath, false);
    // Pyramids are built in the background; until then the display thumbnail stands in.
    if (descriptor.ready) return osdTileSource(descriptor, (await supportsWebp()) ? 'webp' : 'jpeg');
  } catch {
    // No descriptor: the thumbnail below.
  }
  return { type: 'image', url: thumbnailUrl(image.filePath, 'display') };
}

/**
 * Zoomable view of several pictures laid out as one (spec §2 CoverShow and CollageShow):
 * OpenSeadragon with each picture placed by the mosaic layout, the same keys as the viewer.
 */
export function MosaicViewer({
  ref,
  images,
  placements,
  label,
  describedBy,
  initialFocus,
}: MosaicViewerProps) {
  const hostRef = useRef<HTMLDivElement | null>(null);
  const wrapperRef = useRef<HTMLDivElement | null>(null);
  const [viewer, setViewer] = useState<DeepZoomViewer | null>(null);
  const layoutKey = JSON.stringify(images) + JSON.stringify(placements);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const created = createDeepZoomViewer(host);
    created.addHandler('canvas-double-click', (event) => {
      created.viewport.zoomBy(VIEWER.keyboardZoomFactor, created.viewport.pointFromPixel(event.position));
    });
    created.addHandler('animation-finish', () => {
      if (wrapperRef.current) wrapperRef.current.dataset.zoom = created.viewport.getZoom(true).toFixed(3);
    });
    setViewer(created);
    return () => {
      created.destroy();
      setViewer(null);
    };
  }, []);

  const focusRect = (index: number, immediately = false) => {
    const placement = placements[index];
    if (!viewer || !placement) return;
    const margin = Math.max(placement.width, placement.height) * 0.05;
    viewer.viewport.fitBounds(
      new OpenSeadragon.Rect(
        placement.x - margin,
        placement.y - margin,
        placement.width + 2 * margin,
        placement.height + 2 * margin,
      ),
      immediately,
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the pictures or their places change.
  useEffect(() => {
    if (!viewer) return;
    let cancelled = false;
    viewer.world.removeAll();
    void Promise.all(images.map(sourceOf)).then((sources) => {
      if (cancelled) return;
      let added = 0;
      sources.forEach((tileSource, index) => {
        const placement = placements[index];
        if (!placement) return;
        viewer.addTiledImage({
          tileSource,
          x: placement.x,
          y: placement.y,
          width: placement.width,
          success: () => {
            added += 1;
            if (added < sources.length) return;
            if (initialFocus !== null) focusRect(initialFocus, true);
            else viewer.viewport.goHome(true);
            if (wrapperRef.current) wrapperRef.current.dataset.loaded = 'true';
          },
        });
      });
    });
    return () => {
      cancelled = true;
    };
  }, [viewer, layoutKey]);

  useImperativeHandle(ref, () => ({
    focus: (index) => focusRect(index),
    home: () => viewer?.viewport.goHome(),
  }));

  // The mosaic sits inside the app's frame: only its own surface passes the keys on.
  useViewerKeys(wrapperRef, (action) => {
    if (viewer) applyViewportKey(viewer.viewport, action);
  });

  return (
    <DeepZoomSurface ref={wrapperRef} label={label} describedBy={describedBy} testId="mosaic-viewer">
      <Box ref={hostRef} sx={{ position: 'absolute', inset: 0 }} />
    </DeepZoomSurface>
  );
}
