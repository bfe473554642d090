/**
 * Business constants and limits of the product (spec §9, plus the few §3–§5 defaults that the
 * server and the web app must agree on). They live here, once, so that the server's validation,
 * the web app's sliders and the seed data cannot drift apart.
 *
 * Durations are in milliseconds unless the name says otherwise; lengths are in CSS pixels.
 */

// ---------------------------------------------------------------------------------------------
// Languages
// ---------------------------------------------------------------------------------------------

/** The languages the app, its mails and its notifications are written in; German first, the default. */
export const LOCALES = ['de', 'en', 'it'] as const;
export type Locale = (typeof LOCALES)[number];

// ---------------------------------------------------------------------------------------------
// Years and dates
// ---------------------------------------------------------------------------------------------

/** Earliest year of every year slider and the default `fromYear` of albums and collections. */
export const YEAR_MIN = 1850;

/** Latest year of the year sliders and the default `toYear` of albums and collections. */
export const YEAR_MAX = 1980;

/**
 * Latest year that a photograph's free-text date may parse to. Deliberately later than
 * {@link YEAR_MAX}: archives hold pictures from the 1980s whose dates must still be readable,
 * even though the sliders stop at 1980.
 */
export const DATE_TEXT_YEAR_MAX = 1990;

/** Earliest value of a Date-typed category attribute (ISO date, as the date picker expects). */
export const ATTRIBUTE_DATE_MIN = '1700-01-01';

/** Internal rating of a photograph, seen and set only by editors and admins. */
export const INTERNAL_RATING_MIN = 0;
export const INTERNAL_RATING_MAX = 10;

// ---------------------------------------------------------------------------------------------
// Search
// ---------------------------------------------------------------------------------------------

/**
 * Category suggestions appear only once the typed text has *more than 3* characters, i.e. at
 * least this many. Shorter input matches too many categories to be useful.
 */
export const CATEGORY_SUGGESTION_MIN_LENGTH = 4;

/** Debounce delays, so that typing or panning does not fire one request per keystroke/frame. */
export const DEBOUNCE_MS = {
  placeSearch: 500,
  /** The select-person name search (ours): quick enough to feel live while typing a name. */
  personSearch: 300,
  gallerySearch: 1000,
  mapZoom: 1000,
  mapMove: 50,
} as const;

// ---------------------------------------------------------------------------------------------
// Layout
// ---------------------------------------------------------------------------------------------

/** Viewport widths at which layouts switch. */
export const BREAKPOINTS_PX = {
  /** Below this width the app uses its mobile layout. */
  mobile: 600,
  /** At or below this width the feed shows the mobile variant of its landing buttons. */
  feedLandingButtons: 768,
  /** At or below this width the crowdfunding page stacks its columns. */
  crowdfundingLayout: 959,
  /** Above this width the intro movie plays its wide video, otherwise the narrow one. */
  video: 768,
} as const;

/** Fixed widths of drawers and dialogs. */
export const WIDTHS_PX = {
  drawer: 280,
  dialogs: [390, 400, 500, 600],
  /** Print and perk drawers; full width on small screens. */
  printDrawer: 320,
  perkDrawer: 320,
  /** Width of the image announced in page meta tags for link previews. */
  pageMetaImage: 1024,
} as const;

/** Scroll and gesture distances. */
export const SCROLL_PX = {
  /** Feed and collection list load the next page this far from the bottom (large pages, big images). */
  infiniteScrollFeed: 2000,
  /** Plain lists and orders load the next page this close to the bottom. */
  infiniteScrollList: 40,
  /** Minimum horizontal swipe on the map to switch tabs. */
  swipe: 250,
  /** The sticky title bar appears after scrolling this far. */
  titleBar: 400,
  albumDescriptionCollapsed: 130,
  collectionDescriptionCollapsed: 160,
  masonryMinHeight: 800,
} as const;

/** Album text is truncated after this many characters behind a 'Read more'. */
export const ALBUM_TEXT_TRUNCATE_CHARS = 100;

/** Gallery views kept alive so that going back restores them without reloading. */
export const KEPT_ALIVE_GALLERY_VIEWS = 5;

// ---------------------------------------------------------------------------------------------
// Timers
// ---------------------------------------------------------------------------------------------

export const TIMERS_MS = {
  geolocationTimeout: 10_000,
  locationRepoll: 10_000,
  /** The token is refreshed this long before it expires, so requests never carry a stale one. */
  tokenRefreshBeforeExpiry: 60_000,
  /** Lower bound of the refresh timer, so an almost-expired token does not cause a busy loop. */
  tokenRefreshMinimum: 1000,
  serviceWorkerUpdateCheck: 3_600_000,
  welcomeDialogDelay: 5000,
  pushDialogDelay: 5000,
  changeUsernameDelay: 5000,
  tourDelay: 500,
  logoutRedirect: 500,
  snackbar: 5000,
  scrollToTopDelay: 500,
  restoreScroll: 1000,
  captchaSolved: 1500,
  carousel: 4000,
  /** Without input for this long the zoom control fades out. */
  inactivity: 5000,
  /** The 'updating' flag clears itself after this long. */
  updatingFlag: 3000,
  fade: 500,
  qrScan: 1000,
  /** With no open order on checkout, go back to the collection after this long. */
  orderMissingRedirect: 5000,
} as const;

/** Lifetime of the cookie that keeps the order collection, in seconds (one year). */
export const COOKIE_LIFETIME_S = 31_536_000;

// ---------------------------------------------------------------------------------------------
// Aspect classes of feed and grid tiles
// ---------------------------------------------------------------------------------------------

/** Ratios (width / height) above this are laid out as wide tiles. */
export const ASPECT_HORIZONTAL_ABOVE = 1.5;

/** Ratios below this are laid out as tall tiles. */
export const ASPECT_VERTICAL_BELOW = 0.8;

export type AspectKind = 'horizontal' | 'vertical' | 'normal';

/** How many grid cells wide a tile is relative to its height. */
export type GridRatio = 2 | 0.5 | 1;

export interface AspectClass {
  aspect: AspectKind;
  gridRatio: GridRatio;
}

/**
 * Classifies an image ratio (width / height) for the masonry grid.
 *
 * The feed additionally treats exact squares as vertical: its cards carry a caption below the
 * image, so a square picture makes a card that is taller than wide and fits the tall slots better.
 */
export function aspectClass(ratio: number, { feed = false }: { feed?: boolean } = {}): AspectClass {
  if (ratio > ASPECT_HORIZONTAL_ABOVE) return { aspect: 'horizontal', gridRatio: 2 };
  if (ratio < ASPECT_VERTICAL_BELOW || (feed && ratio === 1)) return { aspect: 'vertical', gridRatio: 0.5 };
  return { aspect: 'normal', gridRatio: 1 };
}

// ---------------------------------------------------------------------------------------------
// Person selection (spec §4)
// ---------------------------------------------------------------------------------------------

export const PERSON_SELECTION = {
  /** The cropper modal's first frame, in pixels of the picture as shown. */
  defaultCropPx: 350,
  /**
   * Ours: a side of the picture shown shorter than that (a phone) is framed by this share of it,
   * so the first frame marks someone rather than the whole picture.
   */
  smallPictureCropShare: 0.5,
  /** Ours: a frame smaller than this (shown pixels) cannot be grabbed any more. */
  minCropPx: 12,
  /** Ours: the crop is cut as a JPEG of this quality from the 'big' thumbnail. */
  cropJpegQuality: 0.9,
} as const;

// ---------------------------------------------------------------------------------------------
// Map
// ---------------------------------------------------------------------------------------------

export const MAP = {
  initialZoom: 8,
  /** Near lat 46.6, lng 11.2 (South Tyrol). */
  initialCenter: { lat: 46.6, lng: 11.2 },
  /** Zoom requested when a place is picked; beyond any tile level, so the map zooms in as far as it can. */
  placePickZoom: 40,
  heightPx: 350,
  /** Individual feed items load on the map only from this zoom on; below it, aggregates. */
  feedMinZoom: 16,
  /** Street boxes are drawn from this zoom on. */
  streetBoxMinZoom: 16,
  itemsPerPage: 500,
  clusterRadius: 1,
  clusterMaxZoom: 30,
  clusterMaxLeaves: 100,
  /** Place names are shown only above this zoom. */
  placeNamesAboveZoom: 5,
  /** A press shorter than this counts as a tap, not a drag. */
  tapMaxMs: 200,
} as const;

// ---------------------------------------------------------------------------------------------
// Paging
// ---------------------------------------------------------------------------------------------

export const PAGE_SIZE = {
  /** Feed items; also used by the gallery search and by imports. */
  feedItems: 100,
  carousel: 10,
  templates: 1000,
  collections: 1000,
} as const;

/**
 * The web feed's first page without a search (spec §7: items shown in the feed, best rated
 * first). 30 items rather than the server's 100: a phone's first screen needs a dozen cards. The
 * server writes this page into `/feed`'s HTML, so the app's early script needs no request for it.
 */
export const PLAIN_FEED_PAGE_SIZE = 30;
export const PLAIN_FEED_URL = `/feed_items?page=1&itemsPerPage=${PLAIN_FEED_PAGE_SIZE}&showInFeed=true&order%5BcomputedRating%5D=DESC`;

/** Default number of images in an album cover template. */
export const DEFAULT_THUMBNAIL_IMAGES_COUNT = 6;

// ---------------------------------------------------------------------------------------------
// Viewer and camera
// ---------------------------------------------------------------------------------------------

export const VIEWER = {
  zoomMin: 0.3,
  maxZoomLevel: 20,
  tileSize: 256,
  keyboardZoomFactor: 2,
  comparisonKeyboardZoomFactor: 3,
  rotationStepDegrees: 90,
  /** Brightness and contrast sliders run over this range in these steps. */
  adjustmentSlider: { min: -100, max: 100, step: 10 },
  /** Brightness is amplified by this factor (spec: 'brightness x2'); contrast see {@link viewerContrast}. */
  brightnessFactor: 2,
  /** RetroSnap show screen zoom, in percent. */
  retrosnapZoomPercent: { min: 100, max: 500, step: 50 },
  /** Thresholds of the 2.5D depth viewer: 45 in the feed, 20 as component default, 45/45 on other screens. */
  depthThreshold: { feed: 45, default: 20, elsewhere: { x: 45, y: 45 } },
} as const;

/** Maps a contrast slider value (-100..100) to the CSS contrast factor (0..2). */
export function viewerContrast(sliderValue: number): number {
  return ((sliderValue + 100) / 200) * 2;
}

export const CAMERA = {
  width: { min: 1280, max: 1920 },
  height: { min: 720, max: 1080 },
  /** The rear camera: a RetroSnap photographs the scene, not the user. */
  facingMode: 'environment',
  vibrateMs: 100,
  jpegQuality: 0.95,
  /** One zoom slider step is this many device zoom steps. */
  zoomStepFactor: 10,
  /** The opacity slider of the overlay, in percent. */
  overlayOpacityPercent: { min: 0, max: 100, default: 50, step: 10 },
} as const;

export const AR = {
  patternImageMaxPx: 512,
  trainLevels: 4,
  patternKeypoints: 300,
  screenKeypoints: 500,
  blurSize: 5,
  laplacianThreshold: 30,
  eigenvalueThreshold: 25,
  matchThreshold: 48,
  /** The overlay is shown only with MORE than this many inlier matches. */
  minInliersExclusive: 8,
  maxRansacIterations: 1000,
  videoSizeRetries: 10,
  videoSizeRetryMs: 200,
} as const;

export const ORIENTATION_HELPER = {
  eventLimit: 200,
  samples: 10,
} as const;

// ---------------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------------

/**
 * Login checks a lower minimum than registration: it must never refuse a password that an existing
 * account may have, whereas the stricter rule applies wherever a password is chosen.
 */
export const LOGIN_PASSWORD_MIN_LENGTH = 6;

/** Registration, password reset and the settings screen require this many characters. */
export const ACCOUNT_PASSWORD_MIN_LENGTH = 8;

/** Avatars are numbered 0..8 (9 choices); a person without a picture shows avatar 1. */
export const AVATAR_MIN = 0;
export const AVATAR_MAX = 8;
export const AVATAR_COUNT = AVATAR_MAX - AVATAR_MIN + 1;
export const AVATAR_DEFAULT = 1;

/** Auto-generated user names start with this; such users are asked to choose a real name. */
export const GENERATED_USERNAME_PREFIX = 'usr_';

/** Days within which an account deletion request is carried out. */
export const ACCOUNT_DELETION_DAYS = 3;

/** The feedback thank-you dialog links to the review site for ratings at or above this. */
export const REVIEW_LINK_MIN_RATING = 4;

// ---------------------------------------------------------------------------------------------
// Collections, albums, uploads
// ---------------------------------------------------------------------------------------------

/** Answers to 'how many photographs' in the collection report wizard, in display order. */
export const HOW_MANY_PHOTOGRAPHS_CHOICES = [
  '1 - 10',
  '11 - 50',
  '51 - 100',
  '101 - 200',
  '201 - 500',
  '> 500',
] as const;
export type HowManyPhotographs = (typeof HOW_MANY_PHOTOGRAPHS_CHOICES)[number];

/** Material of the originals a collection holds, in display order. */
export const MATERIAL_TYPES = [
  'prints on paper or cardboard',
  'albumen paper',
  'silver gelatin paper',
  'glass plate negatives',
  'collodion paper',
  'postcards',
  'negative films',
  'slides',
] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];

/** Licence name of a collection whose owner has not chosen a licence yet. */
export const DEFAULT_LICENSE_NAME = 'not defined yet';

/** The private user album that every RetroSnap a user creates is added to. */
export const RETROSNAP_GALLERY_NAME = 'My RetroSnaps';

/** Image formats accepted for upload. */
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

/**
 * Lifecycle of a photograph collection. The numbers are stored and sent over the wire, so they
 * must never be renumbered.
 */
export const COLLECTION_STATUS = {
  New: 0,
  Crowdfunding: 1,
  Funded: 2,
  PhotosScanned: 3,
  Done: 4,
  ReceivedDigitally: 5,
} as const;
export type CollectionStatus = (typeof COLLECTION_STATUS)[keyof typeof COLLECTION_STATUS];

/** Display names of the collection statuses, as the spec names them. */
export const COLLECTION_STATUS_NAMES: Readonly<Record<CollectionStatus, string>> = {
  0: 'New',
  1: 'Crowdfunding',
  2: 'Funded',
  3: 'Photos scanned',
  4: 'Done',
  5: 'Received digitally',
};

/** Narrows a stored number to a known collection status. */
export function isCollectionStatus(value: unknown): value is CollectionStatus {
  return typeof value === 'number' && Object.hasOwn(COLLECTION_STATUS_NAMES, value);
}
