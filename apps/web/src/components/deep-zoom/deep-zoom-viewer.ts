import { VIEWER } from '@retropics/domain/constants';
import OpenSeadragon from 'openseadragon';

export type DeepZoomViewer = OpenSeadragon.Viewer;
export type TiledImage = OpenSeadragon.TiledImage;
export { OpenSeadragon };

const gestures = {
  // Clicks are the screens' own (spec: a quick click toggles the interface, a double click toggles
  // fit and 1:1), so OpenSeadragon's click zoom is off.
  clickToZoom: false,
  dblClickToZoom: false,
  scrollToZoom: true,
  flickEnabled: true,
  pinchToZoom: true,
  pinchRotate: false,
} as const;

/**
 * An OpenSeadragon viewer with the product's settings (spec §9 viewer constants). Its canvas is not
 * focusable: the screen's own wrapper takes focus and handles the keys, so every key binding is the
 * spec's and none is OpenSeadragon's.
 */
export function createDeepZoomViewer(element: HTMLElement): DeepZoomViewer {
  return OpenSeadragon({
    element,
    drawer: 'canvas',
    tabIndex: -1,
    keyboardNavEnabled: false,
    showNavigationControl: false,
    showNavigator: false,
    minZoomLevel: VIEWER.zoomMin,
    maxZoomLevel: VIEWER.maxZoomLevel,
    visibilityRatio: 0.2,
    constrainDuringPan: false,
    animationTime: 0.5,
    blendTime: 0.1,
    immediateRender: false,
    preserveViewport: true,
    // The screens place and remove their overlays themselves; opening another side keeps them.
    preserveOverlays: true,
    crossOriginPolicy: false,
    gestureSettingsMouse: gestures,
    gestureSettingsTouch: gestures,
    gestureSettingsPen: gestures,
  });
}

/** Viewport zoom at which one image pixel takes one CSS pixel. */
export function oneToOneZoom(viewer: DeepZoomViewer, imageWidth: number): number {
  const containerWidth = viewer.viewport.getContainerSize().x || 1;
  return imageWidth / containerWidth;
}

/** Adds an image on top, and removes the items below once it has drawn everything it needs. */
export function replaceWhenLoaded(
  viewer: DeepZoomViewer,
  tileSource: object | string,
  onReplaced?: (item: TiledImage) => void,
): void {
  viewer.addTiledImage({
    tileSource,
    success: (event) => {
      const item = (event as unknown as { item: TiledImage }).item;
      const dropOthers = () => {
        for (let index = viewer.world.getItemCount() - 1; index >= 0; index--) {
          const other = viewer.world.getItemAt(index);
          if (other !== item) viewer.world.removeItem(other);
        }
        onReplaced?.(item);
      };
      if (item.getFullyLoaded()) {
        dropOthers();
        return;
      }
      const onChange = (change: { fullyLoaded: boolean }) => {
        if (!change.fullyLoaded) return;
        item.removeHandler('fully-loaded-change', onChange);
        dropOthers();
      };
      item.addHandler('fully-loaded-change', onChange);
    },
  });
}
