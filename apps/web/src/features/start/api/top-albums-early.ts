// Loaded by index.html as its own tiny script (see vite.config.ts) and by the start screen. When the
// app opens on `/`, it asks for the top albums before the app's code has arrived and shows the first
// album's picture in the splash, where the carousel will be: on a slow phone the start screen's
// largest paint then waits neither for React nor for its own chunks.
import { thumbnailSrcSet, thumbnailUrl } from '../../../lib/media/image-urls';

/** Spec §7: the start carousel's call, top-rated albums, 10 per page. */
export const TOP_ALBUMS_PARAMS = {
  documentType: 'ImageGallery',
  showInFeed: 'true',
  'order[computedRating]': 'DESC',
  itemsPerPage: '10',
} as const;

/** The carousel frame's width (start screen and splash): the container minus its padding. */
export const CAROUSEL_IMAGE_SIZES =
  '(min-width: 960px) 912px, (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)';

export const TOP_ALBUMS_URL = `/feed_items?${new URLSearchParams(TOP_ALBUMS_PARAMS).toString()}`;

interface EarlyAnswer {
  'hydra:member'?: Array<{ images?: Array<{ filePath?: string | null }> }>;
}

let early: Promise<unknown> | null = null;
let splashFrame: HTMLElement | null = null;

/** The splash in index.html, while React has not replaced it yet. */
function splash(): HTMLElement | null {
  return document.querySelector<HTMLElement>('#root > .boot');
}

/** Lays the splash out like the start screen: the language row's place and the carousel frame. */
function prepareSplash(): void {
  const root = splash();
  const head = root?.querySelector('.boot-head');
  if (!root || !head) return;
  const languages = document.createElement('div');
  languages.className = 'boot-langs';
  head.append(languages);
  splashFrame = document.createElement('div');
  splashFrame.className = 'boot-frame';
  root.append(splashFrame);
}

function showInSplash(filePath: string): void {
  if (!splashFrame || !splash()) return;
  const image = document.createElement('img');
  image.alt = '';
  image.fetchPriority = 'high';
  // Only a picture that loads is shown; a missing thumbnail leaves the plain frame until React.
  image.addEventListener('load', () => splashFrame?.append(image), { once: true });
  // Same candidates as the carousel's picture, so the browser picks the same file and React reuses it.
  image.sizes = CAROUSEL_IMAGE_SIZES;
  image.srcset = thumbnailSrcSet(filePath);
  image.src = thumbnailUrl(filePath, 'display');
}
let earlyAnswer: unknown;

function requestEarly(): void {
  // Raw fetch, not lib/hydra's client: this script runs before the app and must stay a few KB.
  early = fetch(TOP_ALBUMS_URL, { headers: { Accept: 'application/ld+json' } }).then(async (response) => {
    if (!response.ok) throw new Error(String(response.status));
    const body = (await response.json()) as EarlyAnswer;
    earlyAnswer = body;
    const filePath = body['hydra:member']?.[0]?.images?.find((image) => image.filePath)?.filePath;
    if (filePath) showInSplash(filePath);
    return body;
  });
  // A failed early request is forgotten: the carousel asks again and reports the error itself.
  early.catch(() => {
    early = null;
  });
}

/**
 * The early answer if it has already arrived, so the carousel's first render shows the first
 * picture at once. Handed over once, like `takeEarlyTopAlbums`.
 */
export function takeArrivedTopAlbums(): unknown {
  const answer = earlyAnswer;
  if (answer !== undefined) {
    earlyAnswer = undefined;
    early = null;
  }
  return answer;
}

/** The early request while it is still under way, handed over once; later loads ask the server again. */
export function takeEarlyTopAlbums(): Promise<unknown> | null {
  const pending = early;
  early = null;
  earlyAnswer = undefined;
  return pending;
}

if (typeof window !== 'undefined' && window.location.pathname === '/') {
  prepareSplash();
  requestEarly();
}
