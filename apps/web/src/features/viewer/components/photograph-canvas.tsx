import Box from '@mui/material/Box';
import { VIEWER } from '@retropics/domain/constants';
import {
  lazy,
  type ReactNode,
  type Ref,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { defaultBox, type FractionBox } from '../../../components/comment-form/box-geometry';
import { DeepZoomSurface } from '../../../components/deep-zoom/deep-zoom-surface';
import {
  createDeepZoomViewer,
  type DeepZoomViewer,
  OpenSeadragon,
  oneToOneZoom,
  replaceWhenLoaded,
} from '../../../components/deep-zoom/deep-zoom-viewer';
import { osdTileSource } from '../../../components/deep-zoom/pyramid-source';
import { usePyramid } from '../../../components/deep-zoom/use-pyramid';
import { useViewerKeys } from '../../../components/deep-zoom/use-viewer-keys';
import type { ViewerKeyAction } from '../../../components/deep-zoom/viewer-keys';
import { applyViewportKey } from '../../../components/deep-zoom/viewport-keys';
import { thumbnailUrl } from '../../../lib/media/image-urls';
import { homeView } from '../home-view';
import { type Adjustments, isNeutral, transferFunction } from '../image-adjustments';
import { previewImage } from '../preview-image';

// The frame editor of box-edit mode loads when a box is first edited.
const BoxEditLayer = lazy(() => import('./box-edit-layer'));

/** An area drawn over the picture: a comment's box or a face without a comment. */
export interface PictureArea {
  key: string;
  /** Fractions of the picture (0..1). */
  x: number;
  y: number;
  width: number;
  height: number;
  degrees: number;
  content: ReactNode;
}

export interface CanvasControls {
  zoomIn(): void;
  zoomOut(): void;
  zoomTotal(): void;
  zoomOneToOne(): void;
  /** Zooms onto an area; false while the viewer is not there yet. */
  focusArea(area: Pick<PictureArea, 'x' | 'y' | 'width' | 'height'>): boolean;
  /** Spec §4: a new box centred in the visible part, half its width and height; null before the picture opened. */
  newBox(): FractionBox | null;
}

/** Box-edit mode: the box the screen holds, and where the rectangle editor reports drags. */
export interface BoxEditing {
  box: FractionBox;
  onChange(box: FractionBox): void;
}

interface PhotographCanvasProps {
  ref?: Ref<CanvasControls>;
  filePath: string;
  /** Size of the original in pixels: 1:1 zoom and the placement of areas use it. */
  size: [number, number];
  colorized: boolean;
  rotation: number;
  adjustments: Adjustments;
  areas: PictureArea[];
  label: string;
  describedBy?: string;
  /** The screen whose focused elements pass the viewer keys on (toolbars, buttons). */
  keyScope: RefObject<HTMLElement | null>;
  /** A tool column laid over the picture's left edge; the home view keeps the picture clear of it. */
  toolColumn: RefObject<HTMLElement | null>;
  onQuickClick(): void;
  onKeyAction(action: ViewerKeyAction): void;
  /** Box-edit mode (null: not editing): the rectangle editor over the picture. */
  boxEditing?: BoxEditing | null;
}

const DOUBLE_CLICK_MS = 300;

/** CSS pixels of the area's left edge that an overlay covers (it must span part of its height). */
function coveredLeft(area: DOMRect, overlay: DOMRect | undefined): number {
  if (!overlay || overlay.width === 0) return 0;
  const beside = overlay.bottom > area.top && overlay.top < area.bottom;
  const onLeft = overlay.left < area.left + area.width / 2;
  return beside && onLeft ? Math.max(0, overlay.right - area.left) : 0;
}

/** The home view for the viewer's current size and rotation (spec: zoom total, double click, 0). */
function currentHome(viewer: DeepZoomViewer, toolColumn: HTMLElement | null, size: [number, number]) {
  const box = viewer.container.getBoundingClientRect();
  return homeView({
    picture: { width: size[0], height: size[1] },
    area: { width: box.width, height: box.height },
    insetLeft: coveredLeft(box, toolColumn?.getBoundingClientRect()),
    degrees: viewer.viewport.getRotation(),
  });
}

/** The picture's box in CSS pixels of the viewer, as drawn now (rotation included). */
function shownPictureBox(viewer: DeepZoomViewer): string | undefined {
  const item = viewer.world.getItemAt(0);
  if (!item) return undefined;
  const bounds = item.getBounds(true);
  const corners = [
    bounds.getTopLeft(),
    bounds.getTopRight(),
    bounds.getBottomLeft(),
    bounds.getBottomRight(),
  ].map((corner) => viewer.viewport.pixelFromPoint(corner, true));
  const xs = corners.map((corner) => corner.x);
  const ys = corners.map((corner) => corner.y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return [left, top, Math.max(...xs) - left, Math.max(...ys) - top]
    .map((value) => value.toFixed(1))
    .join(',');
}

/** Moves the viewport to a home view (animated unless `immediately`). */
function goHome(viewer: DeepZoomViewer, home: ReturnType<typeof homeView>, immediately = false) {
  viewer.viewport.zoomTo(home.zoom, undefined, immediately);
  viewer.viewport.panTo(new OpenSeadragon.Point(home.center.x, home.center.y), immediately);
}

const NO_AREAS: PictureArea[] = [];

/** An overlay element per area, registered with OpenSeadragon; React renders into it. */
function useAreaElements(viewer: DeepZoomViewer | null, areas: PictureArea[], size: [number, number]) {
  const elements = useRef(new Map<string, HTMLElement>());
  const [, setVersion] = useState(0);
  const aspect = size[1] / size[0];
  const placement = areas
    .map((area) => `${area.key}:${area.x}:${area.y}:${area.width}:${area.height}`)
    .join('|');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `placement` stands for the areas' geometry.
  useEffect(() => {
    if (!viewer) return;
    const wanted = new Set(areas.map((area) => area.key));
    for (const [key, element] of elements.current) {
      if (wanted.has(key)) continue;
      viewer.removeOverlay(element);
      elements.current.delete(key);
    }
    for (const area of areas) {
      // The unturned rectangle: OpenSeadragon places overlays by their top left corner and does
      // not turn them (a Rect's own degrees turn about that corner); the content turns about its centre.
      const rect = new OpenSeadragon.Rect(area.x, area.y * aspect, area.width, area.height * aspect);
      let element = elements.current.get(area.key);
      if (!element) {
        element = document.createElement('div');
        element.dataset.area = area.key;
        // OpenSeadragon would take a press on an area for the start of a drag or a canvas click.
        for (const type of ['pointerdown', 'pointerup', 'click', 'dblclick']) {
          element.addEventListener(type, (event) => event.stopPropagation());
        }
        elements.current.set(area.key, element);
        viewer.addOverlay({ element, location: rect });
      } else {
        viewer.updateOverlay(element, rect);
      }
    }
    setVersion((version) => version + 1);
  }, [viewer, placement, aspect]);

  useEffect(
    () => () => {
      elements.current.clear();
    },
    [],
  );
  return elements.current;
}

/**
 * The deep-zoom picture (spec §2 Photograph viewer): OpenSeadragon on the server's tile pyramid,
 * the display thumbnail until the pyramid exists, the spec's keys and clicks, rotation, brightness
 * and contrast, and the areas of comments and faces drawn over the picture.
 */
export function PhotographCanvas(props: PhotographCanvasProps) {
  const { ref, filePath, size, colorized, rotation, adjustments, areas, label, describedBy } = props;
  const hostRef = useRef<HTMLDivElement | null>(null);
  const wrapperRef = useRef<HTMLDivElement | null>(null);
  const [viewer, setViewer] = useState<DeepZoomViewer | null>(null);
  const [drawn, setDrawn] = useState(false);
  // The picture OpenSeadragon has open: areas belong to one side, so a flip draws none of them
  // over the side still shown until the other has opened.
  const [openedKey, setOpenedKey] = useState<string | null>(null);
  const filterId = useId().replace(/:/g, '');
  const pyramid = usePyramid(filePath, colorized);
  const thumbnail = thumbnailUrl(colorized ? `colorized.${filePath}` : filePath, 'display');
  const sourceKey = `${colorized ? 'c' : 'p'}:${filePath}`;
  const shown = useRef<{ key: string; tiles: boolean } | null>(null);
  const callbacks = useRef(props);
  callbacks.current = props;
  // Reads the latest props, so that the viewer's own handlers may call it too.
  const homeOf = useCallback(
    (shown: DeepZoomViewer) =>
      currentHome(shown, callbacks.current.toolColumn.current, callbacks.current.size),
    [],
  );

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const created = createDeepZoomViewer(host);
    let clickTimer = 0;
    const home = () => homeOf(created);
    created.addHandler('canvas-click', (event) => {
      if (!event.quick) return;
      window.clearTimeout(clickTimer);
      clickTimer = window.setTimeout(() => callbacks.current.onQuickClick(), DOUBLE_CLICK_MS);
    });
    created.addHandler('canvas-double-click', (event) => {
      window.clearTimeout(clickTimer);
      const viewport = created.viewport;
      const homeZoom = home().zoom;
      const fitted = Math.abs(viewport.getZoom() - homeZoom) < 0.01 * homeZoom;
      if (fitted)
        viewport.zoomTo(
          oneToOneZoom(created, callbacks.current.size[0]),
          viewport.pointFromPixel(event.position),
        );
      else goHome(created, home());
    });
    const report = () => {
      const wrapper = wrapperRef.current;
      if (!wrapper) return;
      const zoom = created.viewport.getZoom(true);
      wrapper.dataset.zoom = zoom.toFixed(3);
      wrapper.dataset.homeZoom = home().zoom.toFixed(3);
      wrapper.dataset.rotation = String(created.viewport.getRotation());
      const box = shownPictureBox(created);
      if (box) wrapper.dataset.pictureBox = box;
    };
    created.addHandler('animation-finish', report);
    created.addHandler('open', report);
    // A new size (info panel, phone turned) keeps a picture that was at home at home.
    let atHome = true;
    created.addHandler('animation-finish', () => {
      const homeZoom = home().zoom;
      atHome = Math.abs(created.viewport.getZoom() - homeZoom) < 0.01 * homeZoom;
    });
    let refitTimer = 0;
    created.addHandler('after-resize', () => {
      if (!atHome || created.world.getItemCount() === 0) return;
      // OpenSeadragon sets its own zoom and centre right after this event: refit once it has.
      window.clearTimeout(refitTimer);
      refitTimer = window.setTimeout(() => goHome(created, home(), true));
    });
    setViewer(created);
    // Keys work at once: the picture takes the focus unless the visitor already moved it elsewhere.
    if (document.activeElement === document.body || document.activeElement === null) {
      // No focus ring for a focus the visitor did not ask for (focusVisible is not in TypeScript's DOM types yet).
      wrapperRef.current?.focus({ preventScroll: true, focusVisible: false } as FocusOptions);
    }
    return () => {
      window.clearTimeout(clickTimer);
      window.clearTimeout(refitTimer);
      created.destroy();
      setViewer(null);
      shown.current = null;
    };
  }, [homeOf]);

  // A new picture (side or colour): the tiles when they exist, else the display thumbnail first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once per picture; tiles follow below.
  useEffect(() => {
    if (!viewer) return;
    setDrawn(false);
    setOpenedKey(null);
    const tiles = pyramid !== undefined;
    const key = sourceKey;
    shown.current = { key, tiles };
    viewer.open({
      tileSource: tiles
        ? osdTileSource(pyramid.descriptor, pyramid.format)
        : { type: 'image', url: thumbnail },
    });
    viewer.addOnceHandler('open', () => {
      const item = viewer.world.getItemAt(0);
      viewer.viewport.setRotation(callbacks.current.rotation, true);
      goHome(viewer, homeOf(viewer), true);
      if (wrapperRef.current) wrapperRef.current.dataset.source = tiles ? 'tiles' : 'thumbnail';
      if (shown.current?.key === key) setOpenedKey(key);
      const markDrawn = () => setDrawn(true);
      if (!item || item.getFullyLoaded()) markDrawn();
      else item.addOnceHandler('fully-loaded-change', markDrawn);
    });
  }, [viewer, sourceKey]);

  // The pyramid arrived after the thumbnail: swap once its tiles have drawn, keeping the view.
  useEffect(() => {
    if (!viewer || !pyramid || shown.current?.key !== sourceKey || shown.current.tiles) return;
    shown.current = { key: sourceKey, tiles: true };
    const swap = () =>
      replaceWhenLoaded(viewer, osdTileSource(pyramid.descriptor, pyramid.format), () => {
        if (wrapperRef.current) wrapperRef.current.dataset.source = 'tiles';
      });
    if (viewer.world.getItemCount() > 0) swap();
    else viewer.addOnceHandler('open', swap);
  }, [viewer, pyramid, sourceKey]);

  // A quarter turn changes which side limits the picture: it is fitted again (spec §2 rotate).
  // biome-ignore lint/correctness/useExhaustiveDependencies: refits when the rotation changes.
  useEffect(() => {
    if (!viewer || viewer.viewport.getRotation() === rotation) return;
    viewer.viewport.setRotation(rotation);
    goHome(viewer, homeOf(viewer));
    if (wrapperRef.current) wrapperRef.current.dataset.rotation = String(rotation);
  }, [viewer, rotation]);

  useImperativeHandle(
    ref,
    (): CanvasControls => ({
      zoomIn: () => viewer?.viewport.zoomBy(VIEWER.keyboardZoomFactor).applyConstraints(),
      zoomOut: () => viewer?.viewport.zoomBy(1 / VIEWER.keyboardZoomFactor).applyConstraints(),
      zoomTotal: () => {
        if (viewer) goHome(viewer, homeOf(viewer));
      },
      zoomOneToOne: () => viewer?.viewport.zoomTo(oneToOneZoom(viewer, size[0])).applyConstraints(),
      focusArea: (area) => {
        if (!viewer) return false;
        const aspect = size[1] / size[0];
        const margin = Math.max(area.width, area.height * aspect) * 0.6;
        const bounds = new OpenSeadragon.Rect(
          area.x - margin,
          area.y * aspect - margin,
          area.width + 2 * margin,
          area.height * aspect + 2 * margin,
        );
        // After the picture has opened (which goes to the whole picture first).
        if (viewer.world.getItemCount() > 0) viewer.viewport.fitBounds(bounds);
        else viewer.addOnceHandler('open', () => window.setTimeout(() => viewer.viewport.fitBounds(bounds)));
        return true;
      },
      newBox: () => {
        if (!viewer || viewer.world.getItemCount() === 0) return null;
        const bounds = viewer.viewport.getBounds(true).getBoundingBox();
        return defaultBox(bounds, size[1] / size[0]);
      },
    }),
    [viewer, size, homeOf],
  );

  useViewerKeys(props.keyScope, (action) => {
    if (viewer && action === 'home') goHome(viewer, homeOf(viewer));
    else if (!viewer || !applyViewportKey(viewer.viewport, action)) callbacks.current.onKeyAction(action);
  });

  const shownAreas = openedKey === sourceKey ? areas : NO_AREAS;
  const areaElements = useAreaElements(viewer, shownAreas, size);
  const transfer = transferFunction(adjustments);
  const neutral = isNeutral(adjustments);

  return (
    <DeepZoomSurface ref={wrapperRef} label={label} describedBy={describedBy} testId="photograph-canvas">
      <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true" focusable="false">
        <filter id={filterId} colorInterpolationFilters="sRGB">
          <feComponentTransfer>
            <feFuncR type="linear" slope={transfer.slope} intercept={transfer.intercept} />
            <feFuncG type="linear" slope={transfer.slope} intercept={transfer.intercept} />
            <feFuncB type="linear" slope={transfer.slope} intercept={transfer.intercept} />
          </feComponentTransfer>
        </filter>
      </svg>
      <Box
        component="img"
        {...previewImage(filePath, colorized)}
        alt=""
        aria-hidden="true"
        // The first paint is the display thumbnail; the canvas covers it once it has drawn.
        fetchPriority="high"
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          objectFit: 'contain',
          opacity: drawn ? 0 : 1,
          transform: `rotate(${rotation}deg)`,
          pointerEvents: 'none',
        }}
      />
      <Box
        ref={hostRef}
        data-adjusted={neutral ? undefined : 'true'}
        sx={{
          position: 'absolute',
          inset: 0,
          '& .openseadragon-canvas canvas': neutral ? {} : { filter: `url(#${filterId})` },
        }}
      />
      {shownAreas.map((area) => {
        const element = areaElements.get(area.key);
        if (!element) return null;
        const content = area.degrees ? (
          <Box sx={{ width: '100%', height: '100%', transform: `rotate(${area.degrees}deg)` }}>
            {area.content}
          </Box>
        ) : (
          area.content
        );
        return createPortal(content, element, area.key);
      })}
      {viewer && props.boxEditing && (
        <Suspense fallback={null}>
          <BoxEditLayer
            viewer={viewer}
            aspect={size[1] / size[0]}
            box={props.boxEditing.box}
            onChange={props.boxEditing.onChange}
          />
        </Suspense>
      )}
    </DeepZoomSurface>
  );
}
