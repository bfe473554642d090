/** Thumbnails: `/thumbnail/{size}/{filePath}.webp|jpeg` on the app's own origin. */
export function isThumbnailRequest(url: URL, ownOrigin: string): boolean {
  return url.origin === ownOrigin && url.pathname.startsWith('/thumbnail/');
}

const deepZoomTile = /\/\d+-\d+-\d+\.(?:webp|jpe?g)$/;
const mapTile = /\/\d+\/\d+\/\d+(?:@2x)?\.(?:png|jpe?g|webp|pbf|mvt)$/;

/** Deep-zoom tiles (`{filePath}/{level}-{x}-{y}.webp|jpeg`) and slippy-map tiles (`/{z}/{x}/{y}.png`). */
export function isTileRequest(url: URL): boolean {
  return deepZoomTile.test(url.pathname) || mapTile.test(url.pathname);
}

/**
 * Colorized thumbnails and tiles (`/thumbnail/{size}/colorized.…`, `/tiles/colorized/…`): an editor
 * may replace the picture under the same address, so the cache shows them and asks again.
 */
export function isReplaceablePicture(url: URL, ownOrigin: string): boolean {
  if (url.origin !== ownOrigin) return false;
  return (
    /^\/thumbnail\/[a-z]+\/colorized\./.test(url.pathname) || url.pathname.startsWith('/tiles/colorized/')
  );
}

/**
 * Captchas (`/captcha`, its tiles, the proof-of-work challenge): each is answered once and expires
 * in minutes, so no cache may keep or serve one.
 */
export function isCaptchaRequest(url: URL): boolean {
  return url.pathname === '/captcha' || url.pathname.startsWith('/captcha/');
}

/** Only successful HTML answers belong in the page cache (not images opened in a tab, not errors). */
export function shouldCachePage(response: Response): boolean {
  return response.status === 200 && (response.headers.get('content-type') ?? '').includes('text/html');
}

/** What the rules read of a request (a subset of `Request`, so tests can hand plain objects). */
export interface RequestFacts {
  method: string;
  mode: string;
  destination: string;
  headers: { get(name: string): string | null };
}

/**
 * A read of the app's own Hydra API (lib/hydra asks with `Accept: application/ld+json`) or of a
 * tile pyramid's JSON descriptor: answers an offline screen needs. Navigations (the same paths
 * opened as pages) and pictures are not API reads.
 */
export function isApiRead(request: RequestFacts, url: URL, ownOrigin: string): boolean {
  return (
    request.method === 'GET' &&
    url.origin === ownOrigin &&
    request.mode !== 'navigate' &&
    request.destination === '' &&
    !isCaptchaRequest(url) &&
    /\bjson\b|ld\+json/.test(request.headers.get('accept') ?? '')
  );
}

/** A read that carries the person's token: its answer may be private (spec §6). */
export function carriesToken(request: RequestFacts): boolean {
  return (request.headers.get('authorization') ?? '') !== '';
}

/**
 * Only whole, successful JSON answers are kept; the server marks what must never be stored
 * (account data, tokens) `no-store`.
 */
export function shouldCacheApiAnswer(response: Response): boolean {
  return (
    response.status === 200 &&
    /json/.test(response.headers.get('content-type') ?? '') &&
    !/no-store/.test(response.headers.get('cache-control') ?? '')
  );
}

/**
 * Other pictures of the own origin that are neither thumbnails nor tiles: the album cover
 * (`/image_galleries/{id}/display`), mention scans and originals (`/media/…`).
 */
export function isOtherPicture(request: RequestFacts, url: URL, ownOrigin: string): boolean {
  return (
    request.method === 'GET' &&
    url.origin === ownOrigin &&
    request.destination === 'image' &&
    !isThumbnailRequest(url, ownOrigin) &&
    !isTileRequest(url) &&
    !isCaptchaRequest(url)
  );
}
