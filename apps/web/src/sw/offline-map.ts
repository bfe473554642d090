/**
 * The map asks for its markers by the visible box (`/feed_items?…geoBox=s,w,n,e`) and for its
 * counters by zoom and box (`/geo_aggregations/{locale}/{zoom}/{s,w,n,e}`). Offline, a box that
 * differs a little from one seen online (another window size, a small pan) has no answer of its
 * own: it is answered from the answers seen before, with what lies inside the box.
 */

export interface GeoBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** A box request: the box, and everything else of the address (filters, zoom, locale) as a key. */
export interface BoxRequest {
  box: GeoBox;
  rest: string;
}

interface Located {
  '@id'?: string;
  /** Aggregations name their place instead of an IRI. */
  placeId?: string;
  geo?: { lat: number; lon: number } | null;
}

export interface BoxAnswer {
  'hydra:member': Located[];
}

function parseBox(text: string | null | undefined): GeoBox | null {
  if (!text) return null;
  const parts = text.split(',').map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return null;
  const [south, west, north, east] = parts as [number, number, number, number];
  return { south, west, north, east };
}

/** Query parameters in a fixed order, so two addresses with the same filters give the same key. */
function sortedQuery(params: URLSearchParams, leaveOut: string[] = []): string {
  return [...params]
    .filter(([key]) => !leaveOut.includes(key))
    .sort(([a, x], [b, y]) => a.localeCompare(b) || x.localeCompare(y))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

const aggregationPath = /^\/geo_aggregations\/([^/]+)\/(\d+)\/([^/]+)$/;

/** The box request an address is, or null when it is not one of the map's box reads. */
export function boxRequestOf(url: URL): BoxRequest | null {
  if (url.pathname === '/feed_items') {
    const box = parseBox(url.searchParams.get('geoBox'));
    return box ? { box, rest: `items?${sortedQuery(url.searchParams, ['geoBox'])}` } : null;
  }
  const match = aggregationPath.exec(url.pathname);
  if (match) {
    const box = parseBox(decodeURIComponent(match[3] as string));
    return box
      ? { box, rest: `aggregations/${match[1]}/${match[2]}?${sortedQuery(url.searchParams)}` }
      : null;
  }
  return null;
}

function inside(box: GeoBox, lat: number, lon: number): boolean {
  if (lat < box.south || lat > box.north) return false;
  // A box across the date line has its west edge east of its east edge.
  return box.west <= box.east ? lon >= box.west && lon <= box.east : lon >= box.west || lon <= box.east;
}

function overlaps(a: GeoBox, b: GeoBox): boolean {
  return a.south <= b.north && b.south <= a.north && a.west <= b.east && b.west <= a.east;
}

/** Whether a cached answer can help with the requested box (same filters, zoom and locale; boxes meet). */
export function canAnswer(wanted: BoxRequest, seen: BoxRequest): boolean {
  return wanted.rest === seen.rest && overlaps(wanted.box, seen.box);
}

/**
 * One Hydra collection of everything the seen answers hold inside the wanted box, each once.
 * Items the server gave no place are left out: the map could not draw them anyway.
 */
export function mergeBoxAnswers(wanted: BoxRequest, answers: readonly BoxAnswer[]) {
  const seen = new Set<string>();
  const members: Located[] = [];
  for (const answer of answers) {
    for (const member of answer['hydra:member'] ?? []) {
      const geo = member.geo;
      if (!geo || !inside(wanted.box, geo.lat, geo.lon)) continue;
      const key = member['@id'] ?? member.placeId ?? `${geo.lat},${geo.lon}`;
      if (seen.has(key)) continue;
      seen.add(key);
      members.push(member);
    }
  }
  return {
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': members.length,
  };
}
