import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { geocodeCache } from '../../db/schema/places.js';

export type ReverseAddress = {
  display_name: string;
  address: {
    road: string | null;
    city_district: string | null;
    city: string | null;
    state: string | null;
    country: string | null;
    country_code: string | null;
  };
  source: 'geocoder' | 'archive' | 'gazetteer';
};

const TIMEOUT_MS = 3000;

/** Around a Nominatim-compatible `/reverse` endpoint: German names, zoom 16 (street level), as the client used it. */
export function createGeocoderRepository(baseUrl: string | undefined) {
  return {
    async reverse(lat: number, lon: number): Promise<ReverseAddress | null> {
      if (!baseUrl) return null;
      const url = `${baseUrl}/reverse?format=jsonv2&lat=${lat}&lon=${lon}&zoom=16&addressdetails=1&accept-language=de`;
      try {
        const response = await fetch(url, {
          headers: { 'user-agent': 'RetroPics (reverse geocoding of photograph places)' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) return null;
        const body = (await response.json()) as { display_name?: string; address?: Record<string, string> };
        if (!body.address) return null;
        const a = body.address;
        return {
          display_name: body.display_name ?? '',
          address: {
            road: a.road ?? a.pedestrian ?? null,
            city_district: a.city_district ?? a.suburb ?? null,
            city: a.city ?? a.town ?? a.village ?? null,
            state: a.state ?? null,
            country: a.country ?? null,
            country_code: a.country_code ?? null,
          },
          source: 'geocoder',
        };
      } catch {
        // Unreachable or slow geocoder: the caller falls back to what the archive knows.
        return null;
      }
    },
  };
}

export function createGeocodeCacheRepository(db: Database) {
  return {
    async find(spot: string) {
      const [row] = await db.select().from(geocodeCache).where(eq(geocodeCache.spot, spot));
      return (row?.answer as ReverseAddress | undefined) ?? null;
    },
    async store(spot: string, answer: ReverseAddress) {
      await db.insert(geocodeCache).values({ spot, answer }).onConflictDoNothing();
    },
  };
}
