import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { BoxEditFrame } from '../../../components/comment-form/box-edit-frame';
import { type FractionBox, fractionsToViewportRect } from '../../../components/comment-form/box-geometry';
import { type DeepZoomViewer, OpenSeadragon } from '../../../components/deep-zoom/deep-zoom-viewer';

interface BoxEditLayerProps {
  viewer: DeepZoomViewer;
  /** The picture's height / width: viewport coordinates scale both axes by the width. */
  aspect: number;
  box: FractionBox;
  onChange(box: FractionBox): void;
}

/**
 * Spec §4 box-edit mode on the deep-zoom picture: the shared box-edit frame placed as an
 * OpenSeadragon overlay, so it follows zoom, pan and the viewer's turn.
 */
export default function BoxEditLayer({ viewer, aspect, box, onChange }: BoxEditLayerProps) {
  const [element, setElement] = useState<HTMLElement | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the overlay is made once per viewer; the next effect places it.
  useEffect(() => {
    const overlay = document.createElement('div');
    overlay.dataset.testid = 'box-edit-frame';
    // OpenSeadragon would take a press on the frame for a pan of the picture or a canvas click.
    for (const type of ['pointerdown', 'pointerup', 'click', 'dblclick']) {
      overlay.addEventListener(type, (event) => event.stopPropagation());
    }
    const rect = fractionsToViewportRect(box, aspect);
    viewer.addOverlay({
      element: overlay,
      location: new OpenSeadragon.Rect(rect.x, rect.y, rect.width, rect.height),
    });
    setElement(overlay);
    return () => {
      viewer.removeOverlay(overlay);
      setElement(null);
    };
  }, [viewer]);

  useEffect(() => {
    if (!element) return;
    const rect = fractionsToViewportRect(box, aspect);
    viewer.updateOverlay(element, new OpenSeadragon.Rect(rect.x, rect.y, rect.width, rect.height));
    // Overlays are placed on the next frame; a still picture draws none, so one is asked for.
    viewer.forceRedraw();
  }, [viewer, element, box, aspect]);

  const pointOf = (clientX: number, clientY: number) => {
    const container = viewer.container.getBoundingClientRect();
    return viewer.viewport.pointFromPixel(
      new OpenSeadragon.Point(clientX - container.left, clientY - container.top),
      true,
    );
  };

  if (!element) return null;
  return createPortal(
    <BoxEditFrame aspect={aspect} box={box} onChange={onChange} pointOf={pointOf} />,
    element,
  );
}
