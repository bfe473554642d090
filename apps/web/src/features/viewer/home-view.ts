/**
 * Where the viewer's home view ('zoom total', double click, key 0, after a rotation) puts the
 * picture, worked out in OpenSeadragon's units (the picture is 1 wide and height/width tall).
 */

/** A landscape picture on a tall, narrow screen is enlarged until it takes this share of the height… */
const TARGET_HEIGHT_SHARE = 0.6;
/** …as long as at least this share of its width stays visible (the rest is a swipe away). */
const MIN_VISIBLE_WIDTH = 0.7;

export interface HomeViewInput {
  /** The picture in pixels, unrotated. */
  picture: { width: number; height: number };
  /** The viewer's drawing area in CSS pixels. */
  area: { width: number; height: number };
  /** CSS pixels at the left of the area covered by the tool column, which the picture keeps clear of. */
  insetLeft: number;
  /** The viewport's rotation: 0, 90, 180 or 270. */
  degrees: number;
}

export interface HomeView {
  /** OpenSeadragon zoom: the area's width shows 1/zoom picture widths. */
  zoom: number;
  /** The viewport centre in picture-width units. */
  center: { x: number; y: number };
}

export function homeView({ picture, area, insetLeft, degrees }: HomeViewInput): HomeView {
  const aspect = picture.height / picture.width;
  const quarterTurn = Math.abs(degrees % 180) === 90;
  // The picture as the screen shows it, in picture-width units.
  const shownWidth = quarterTurn ? aspect : 1;
  const shownHeight = quarterTurn ? 1 : aspect;
  const freeWidth = Math.max(area.width - insetLeft, 1);
  const freeHeight = Math.max(area.height, 1);

  // CSS pixels per unit when the whole picture fits the free area.
  const fit = Math.min(freeWidth / shownWidth, freeHeight / shownHeight);
  const heightShare = (shownHeight * fit) / freeHeight;
  const widthLimited = freeWidth / shownWidth < freeHeight / shownHeight;
  const visibleWidth =
    widthLimited && heightShare < TARGET_HEIGHT_SHARE
      ? Math.max(MIN_VISIBLE_WIDTH, heightShare / TARGET_HEIGHT_SHARE)
      : 1;
  const scale = fit / visibleWidth;

  // The picture's centre sits in the middle of the free area: the viewport centre lies insetLeft/2
  // pixels left of it on screen, turned back into the picture's orientation.
  const offset = -insetLeft / 2 / scale;
  const radians = (degrees * Math.PI) / 180;
  return {
    zoom: scale / Math.max(area.width, 1),
    center: {
      x: 0.5 + offset * Math.cos(radians),
      y: aspect / 2 - offset * Math.sin(radians),
    },
  };
}
