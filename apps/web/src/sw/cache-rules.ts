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

/** Only successful HTML answers belong in the page cache (not images opened in a tab, not errors). */
export function shouldCachePage(response: Response): boolean {
  return response.status === 200 && (response.headers.get('content-type') ?? '').includes('text/html');
}
