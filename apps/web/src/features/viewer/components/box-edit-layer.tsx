import {
  createOSDAnnotator,
  type ImageAnnotation,
  type OpenSeadragonAnnotator,
  type RectangleGeometry,
  ShapeType,
  UserSelectAction,
} from '@annotorious/openseadragon';
import '@annotorious/openseadragon/annotorious-openseadragon.css';
import { useEffect, useRef } from 'react';
import {
  type FractionBox,
  fractionsToImageRect,
  type ImageRect,
  imageRectToFractions,
  sameBox,
} from '../../../components/comment-form/box-geometry';
import type { DeepZoomViewer } from '../../../components/deep-zoom/deep-zoom-viewer';

interface BoxEditLayerProps {
  viewer: DeepZoomViewer;
  box: FractionBox;
  onChange(box: FractionBox): void;
}

const DRAFT_ID = 'comment-draft-box';
/** The theme's primary colour, so the frame reads as 'being edited' as the active comment does. */
const FRAME_COLOUR = '#f0c987';

/** Annotorious' rectangle with its bounds (the rotated corners' extent, which its hit-testing reads). */
function rectangleTarget(rect: ImageRect): ImageAnnotation['target'] {
  const cx = rect.x + rect.w / 2;
  const cy = rect.y + rect.h / 2;
  const cos = Math.cos(rect.rot);
  const sin = Math.sin(rect.rot);
  const corners = [
    [rect.x, rect.y],
    [rect.x + rect.w, rect.y],
    [rect.x + rect.w, rect.y + rect.h],
    [rect.x, rect.y + rect.h],
  ].map(([x = 0, y = 0]) => [cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos]);
  const xs = corners.map(([x = 0]) => x);
  const ys = corners.map(([, y = 0]) => y);
  const geometry: RectangleGeometry = {
    ...rect,
    bounds: { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) },
  };
  return { annotation: DRAFT_ID, selector: { type: ShapeType.RECTANGLE, geometry } };
}

/** The stored rectangle (Annotorious leaves `rot` out until the frame is turned). */
function rectOf(annotation: ImageAnnotation): ImageRect {
  const { x, y, w, h, rot } = annotation.target.selector.geometry as RectangleGeometry;
  return { x, y, w, h, rot: rot ?? 0 };
}

/** Pixels of the image OpenSeadragon shows now (the display thumbnail, later the tile pyramid). */
function imageSize(viewer: DeepZoomViewer) {
  const item = viewer.world.getItemAt(viewer.world.getItemCount() - 1);
  const size = item?.getContentSize();
  return size && size.x > 0 && size.y > 0 ? { width: size.x, height: size.y } : null;
}

/**
 * Spec §4 box-edit mode on the deep-zoom picture: Annotorious' rectangle editor (drag to move,
 * corners and edges to resize, its handle to turn) kept in step with the box the screen holds, which
 * the keys and buttons of the box-edit bar change too. Loaded only when a box is edited.
 */
export default function BoxEditLayer({ viewer, box, onChange }: BoxEditLayerProps) {
  const annotator = useRef<OpenSeadragonAnnotator<ImageAnnotation> | null>(null);
  const latest = useRef({ box, onChange });
  latest.current = { box, onChange };

  useEffect(() => {
    const anno = createOSDAnnotator<ImageAnnotation>(viewer, {
      drawingEnabled: false,
      userSelectAction: UserSelectAction.EDIT,
      style: { stroke: FRAME_COLOUR, strokeWidth: 3, fill: FRAME_COLOUR, fillOpacity: 0.12 },
    });
    annotator.current = anno;
    const place = () => {
      const size = imageSize(viewer);
      if (!size) return;
      const target = rectangleTarget(fractionsToImageRect(latest.current.box, size));
      if (anno.state.store.getAnnotation(DRAFT_ID)) anno.state.store.updateTarget(target);
      else anno.addAnnotation({ id: DRAFT_ID, bodies: [], target });
      anno.setSelected(DRAFT_ID, true);
    };
    place();
    // What the person drags arrives in the store: passed on as fractions of the picture.
    const onStoreChange = () => {
      const size = imageSize(viewer);
      const stored = anno.state.store.getAnnotation(DRAFT_ID) as ImageAnnotation | undefined;
      if (!size || !stored) return;
      const next = imageRectToFractions(rectOf(stored), size);
      if (!sameBox(next, latest.current.box)) latest.current.onChange(next);
    };
    anno.state.store.observe(onStoreChange);
    // A click beside the frame would end the editing: the frame stays in hand until OK or abort.
    const keepSelected = (selected: ImageAnnotation[]) => {
      if (selected.length === 0) window.setTimeout(() => anno.setSelected(DRAFT_ID, true));
    };
    anno.on('selectionChanged', keepSelected);
    // The tiles replace the display thumbnail (other pixels): the same fractions, placed again.
    const onItemsChanged = () => window.setTimeout(place);
    viewer.world.addHandler('add-item', onItemsChanged);
    viewer.world.addHandler('remove-item', onItemsChanged);
    return () => {
      viewer.world.removeHandler('add-item', onItemsChanged);
      viewer.world.removeHandler('remove-item', onItemsChanged);
      anno.state.store.unobserve(onStoreChange);
      anno.destroy();
      annotator.current = null;
    };
  }, [viewer]);

  // A change from the keys or buttons moves the frame.
  useEffect(() => {
    const anno = annotator.current;
    const size = imageSize(viewer);
    const stored = anno?.state.store.getAnnotation(DRAFT_ID) as ImageAnnotation | undefined;
    if (!anno || !size || !stored) return;
    const shown = imageRectToFractions(rectOf(stored), size);
    if (sameBox(shown, box)) return;
    anno.state.store.updateTarget(rectangleTarget(fractionsToImageRect(box, size)));
  }, [viewer, box]);

  return null;
}
