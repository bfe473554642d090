import { eq, inArray, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/database.js';
import { cities, places } from '../../db/schema/places.js';
import type { GazetteerEntry } from './gazetteer.repository.js';
import { placeKeysFor, searchForm } from './place-key.js';

export type PlaceLevel = 'country' | 'region' | 'locality' | 'street';

/** Position of each level in `place_keys`, which is always ordered country, region, locality, street. */
export const levelIndex: Record<Exclude<PlaceLevel, 'street'>, number> = {
  country: 1,
  region: 2,
  locality: 3,
};

export function createPlaceRepository(db: Database) {
  return {
    /**
     * Finds or creates the place rows for a gazetteer town (and, when given, a street or landmark in it),
     * with one row per level so every level can be searched, shown and counted on its own.
     * Returns the most specific place.
     */
    async ensurePlace(town: GazetteerEntry, detail?: { street: string; lat: number; lon: number }) {
      const keys = placeKeysFor({
        country: town.country,
        admin1: town.admin1,
        locality: town.name,
        street: detail?.street,
      });
      const region = town.regionName ?? town.countryName;
      const levels = [
        {
          key: keys.country,
          name: town.countryName,
          lat: town.lat,
          lon: town.lon,
          region: null,
          locality: null,
          street: null,
        },
        {
          key: keys.region,
          name: region,
          lat: town.lat,
          lon: town.lon,
          region,
          locality: null,
          street: null,
        },
        {
          key: keys.locality,
          name: town.name,
          lat: town.lat,
          lon: town.lon,
          region,
          locality: town.name,
          street: null,
        },
        detail && keys.street
          ? {
              key: keys.street,
              name: detail.street,
              lat: detail.lat,
              lon: detail.lon,
              region,
              locality: town.name,
              street: detail.street,
            }
          : null,
      ].filter(
        (level): level is NonNullable<typeof level> & { key: string } => level !== null && level.key !== null,
      );
      const allKeys = levels.map((level) => level.key);
      await db
        .insert(places)
        .values(
          levels.map((level, index) => ({
            placeKey: level.key,
            name: level.name,
            searchName: searchForm(level.name),
            addressCountry: town.country,
            addressCountryLong: town.countryName,
            addressRegion: level.region,
            addressRegionKey: level.region ? keys.region : null,
            addressLocality: level.locality,
            addressLocalityKey: level.locality ? keys.locality : null,
            streetAddress: level.street,
            streetAddressKey: level.street ? keys.street : null,
            latitude: level.lat,
            longitude: level.lon,
            placeKeys: allKeys.slice(0, index + 1),
          })),
        )
        .onConflictDoNothing({ target: places.placeKey });
      const [place] = await db
        .select()
        .from(places)
        .where(eq(places.placeKey, allKeys[allKeys.length - 1] as string));
      return place as typeof places.$inferSelect;
    },

    async findByKey(key: string) {
      const [row] = await db.select().from(places).where(eq(places.placeKey, key));
      return row ?? null;
    },

    async findById(id: number) {
      const [row] = await db.select().from(places).where(eq(places.id, id));
      return row ?? null;
    },

    async findPage(limit: number, offset: number) {
      const [rows, total] = await Promise.all([
        db.select().from(places).orderBy(places.placeKey).limit(limit).offset(offset),
        queryRows<{ n: number }>(db, sql`select count(*)::int as n from places`),
      ]);
      return { rows, total: Number(total[0]?.n ?? 0) };
    },

    /** Archive places matching typed text: prefix matches first, then trigram similarity (typos, missing accents). */
    async search(text: string, limit: number) {
      const form = searchForm(text);
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`
        select * from places
        where search_name like ${`${form.replace(/[%_]/g, '')}%`} or search_name % ${form}
        order by (search_name like ${`${form.replace(/[%_]/g, '')}%`}) desc, similarity(search_name, ${form}) desc, place_key
        limit ${limit}`,
      );
      return rows.map(mapPlaceRow);
    },

    /** How many feed photographs lie in each place: aggregates for the three upper levels, a live count for streets. */
    async documentCounts(keys: string[]): Promise<Map<string, number>> {
      if (keys.length === 0) return new Map();
      const rows = await queryRows<{ key: string; count: number }>(
        db,
        sql`
        select place_key as key, count from geo_aggregates where place_key = any(${sql.param(keys)}::text[])
        union all
        select k.key, (select count(*) from feed_items f where f.document_type = 'Photograph' and f.place_keys @> array[k.key])::int
        from unnest(${sql.param(keys)}::text[]) as k(key)
        where array_length(string_to_array(k.key, '.'), 1) >= 4`,
      );
      return new Map(rows.map((row) => [row.key, Number(row.count)]));
    },

    /** The nearest street or landmark of the archive within `maxKm`, if any. */
    async nearestStreet(lat: number, lon: number, maxKm: number) {
      const dLat = maxKm / 111.32;
      const dLon = maxKm / (111.32 * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
      const cosLat = Math.cos((lat * Math.PI) / 180);
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`
        select * from places where street_address is not null
          and latitude between ${lat - dLat} and ${lat + dLat} and longitude between ${lon - dLon} and ${lon + dLon}
        order by (latitude - ${lat}) ^ 2 + ((longitude - ${lon}) * ${cosLat}) ^ 2 limit 1`,
      );
      return rows[0] ? mapPlaceRow(rows[0]) : null;
    },

    async cityIdFor(name: string) {
      const [existing] = await db.select().from(cities).where(eq(cities.name, name));
      if (existing) return existing.id;
      const [created] = await db.insert(cities).values({ name }).returning();
      return (created as { id: number }).id;
    },

    async findByKeys(keys: string[]) {
      if (keys.length === 0) return [];
      return db.select().from(places).where(inArray(places.placeKey, keys));
    },
  };
}

/** Raw SQL rows come back snake_cased; this keeps one row shape for the presenters. */
function mapPlaceRow(row: Record<string, unknown>): typeof places.$inferSelect {
  return {
    id: row.id as number,
    placeKey: row.place_key as string,
    name: row.name as string,
    searchName: row.search_name as string,
    addressCountry: row.address_country as string,
    addressCountryLong: row.address_country_long as string,
    addressRegion: row.address_region as string | null,
    addressRegionKey: row.address_region_key as string | null,
    addressLocality: row.address_locality as string | null,
    addressLocalityKey: row.address_locality_key as string | null,
    streetAddress: row.street_address as string | null,
    streetAddressKey: row.street_address_key as string | null,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    placeKeys: row.place_keys as string[],
  };
}

export type PlaceRepository = ReturnType<typeof createPlaceRepository>;
