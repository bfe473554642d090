/**
 * Spec §4 'Short URL scan': what the app does with the text of a QR code it read. A short URL of
 * ours (`/s/{code}`) is first resolved through `GET /short_urls/{code}`; an app path that starts
 * with /image-ar/ and differs from the current path replaces the route (the AR view swaps its
 * photograph without piling up history); any other address of ours is navigated to. Codes of
 * other sites are never opened: the scanner only says what it read.
 */
export type ScanStep =
  | { kind: 'resolve'; code: string }
  | { kind: 'replace'; path: string }
  | { kind: 'navigate'; path: string }
  | { kind: 'stay' }
  | { kind: 'foreign'; text: string };

/** Where an app path leads: never back to resolving. */
export type PathStep = Extract<ScanStep, { kind: 'replace' | 'navigate' | 'stay' }>;

const SHORT_PATH = /^\/s\/([A-Za-z0-9_-]{1,64})\/?$/;

/** The step for a scanned text, read against the app's own origin and the path now shown. */
export function scanStep(scanned: string, context: { origin: string; currentPath: string }): ScanStep {
  const text = scanned.trim();
  let url: URL;
  try {
    url = new URL(text, context.origin);
  } catch {
    return { kind: 'foreign', text };
  }
  if (url.origin !== context.origin || !/^https?:$/.test(url.protocol)) return { kind: 'foreign', text };
  const short = SHORT_PATH.exec(url.pathname);
  if (short?.[1]) return { kind: 'resolve', code: short[1] };
  return stepForPath(`${url.pathname}${url.search}${url.hash}`, context.currentPath);
}

/** The step for an app path of ours (scanned directly or resolved from a short code). */
export function stepForPath(path: string, currentPath: string): PathStep {
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (pathname.startsWith('/image-ar/'))
    return pathname === currentPath ? { kind: 'stay' } : { kind: 'replace', path };
  return { kind: 'navigate', path };
}
