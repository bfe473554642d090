import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/database.js';
import { levelIndex } from './place.repository.js';

export type AggregateLevel = keyof typeof levelIndex;
/** What the map counts at a zoom: the three precomputed levels, and streets when zoomed in closely. */
export type MapLevel = AggregateLevel | 'street';
export type Box = { south: number; west: number; north: number; east: number };
export type AggregateRow = {
  level: string;
  place_key: string;
  name: string;
  count: number;
  latitude: number;
  longitude: number;
};
/** A street's count with the box around its photographs, drawn on the map from zoom 16. */
export type StreetAggregateRow = AggregateRow & { south: number; west: number; north: number; east: number };

function boxCondition(box: Box): SQL {
  const longitude =
    box.west <= box.east
      ? sql`longitude between ${box.west} and ${box.east}`
      : sql`(longitude >= ${box.west} or longitude <= ${box.east})`;
  return sql`latitude between ${box.south} and ${box.north} and ${longitude}`;
}

/** Precomputed counts inside a box; exported so the benchmark can run the very same SQL bare. */
export function aggregatesInBoxQuery(level: AggregateLevel, box: Box): SQL {
  return sql`
    select level, place_key, name, count, latitude, longitude from geo_aggregates
    where level = ${level} and ${boxCondition(box)} order by count desc limit 1000`;
}

export function createGeoAggregateRepository(db: Database) {
  return {
    /** Precomputed counts: a few hundred rows at most, read through the (level, latitude, longitude) index. */
    async inBox(level: AggregateLevel, box: Box): Promise<AggregateRow[]> {
      return queryRows<AggregateRow>(
        db,
        sql`
        select level, place_key, name, count, latitude, longitude from geo_aggregates
        where level = ${level} and ${boxCondition(box)} order by count desc limit 1000`,
      );
    },

    /** Counts for a filtered map, grouped on the fly; filters narrow the rows first through their own indexes. */
    async inBoxFiltered(level: AggregateLevel, box: Box, where: SQL): Promise<AggregateRow[]> {
      const index = levelIndex[level];
      return queryRows<AggregateRow>(
        db,
        sql`
        select ${level} as level, g.key as place_key, coalesce(p.name, g.key) as name, g.count,
          coalesce(p.latitude, g.lat) as latitude, coalesce(p.longitude, g.lon) as longitude
        from (
          select place_keys[${sql.raw(String(index))}] as key, count(*)::int as count, avg(latitude) as lat, avg(longitude) as lon
          from feed_items where document_type = 'Photograph' and latitude is not null and ${boxCondition(box)} and ${where}
            and cardinality(place_keys) >= ${index}
          group by 1
        ) g left join places p on p.place_key = g.key
        order by g.count desc limit 1000`,
      );
    },

    /**
     * Streets grouped on the fly: only asked for at zoom 16 and closer, where the box holds a few
     * streets, so the (latitude, longitude) index narrows the rows to a handful first.
     */
    async streetsInBox(box: Box, where: SQL): Promise<StreetAggregateRow[]> {
      return queryRows<StreetAggregateRow>(
        db,
        sql`
        select 'street' as level, g.key as place_key, coalesce(p.name, g.key) as name, g.count,
          g.lat as latitude, g.lon as longitude, g.south, g.west, g.north, g.east
        from (
          select place_keys[4] as key, count(*)::int as count, avg(latitude) as lat, avg(longitude) as lon,
            min(latitude) as south, min(longitude) as west, max(latitude) as north, max(longitude) as east
          from feed_items where document_type = 'Photograph' and latitude is not null and ${boxCondition(box)}
            and ${where} and cardinality(place_keys) >= 4
          group by 1
        ) g left join places p on p.place_key = g.key
        order by g.count desc limit 1000`,
      );
    },

    /**
     * Towns with photographs nearest a point (with filters: only photographs that match), nearest
     * first; the distance is equirectangular, exact enough to order towns.
     */
    async nearestLocalities(point: { lat: number; lon: number }, limit: number, where: SQL | null) {
      const cosLat = Math.cos((point.lat * Math.PI) / 180);
      const distance = (lat: SQL, lon: SQL) =>
        sql`((${lat} - ${point.lat}) ^ 2 + ((${lon} - ${point.lon}) * ${cosLat}) ^ 2)`;
      if (!where) {
        return queryRows<AggregateRow>(
          db,
          sql`
          select level, place_key, name, count, latitude, longitude from geo_aggregates
          where level = 'locality'
          order by ${distance(sql`latitude`, sql`longitude`)} limit ${limit}`,
        );
      }
      const index = levelIndex.locality;
      return queryRows<AggregateRow>(
        db,
        sql`
        select 'locality' as level, g.key as place_key, coalesce(p.name, g.key) as name, g.count,
          coalesce(p.latitude, g.lat) as latitude, coalesce(p.longitude, g.lon) as longitude
        from (
          select place_keys[${sql.raw(String(index))}] as key, count(*)::int as count, avg(latitude) as lat, avg(longitude) as lon
          from feed_items where document_type = 'Photograph' and latitude is not null and ${where}
            and cardinality(place_keys) >= ${index}
          group by 1
        ) g left join places p on p.place_key = g.key
        order by ${distance(sql`coalesce(p.latitude, g.lat)`, sql`coalesce(p.longitude, g.lon)`)} limit ${limit}`,
      );
    },

    async countsFor(level: AggregateLevel, value: string): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`
        select coalesce(sum(count), 0)::int as n from geo_aggregates
        where level = ${level} and (place_key = ${value.toUpperCase()} or lower(name) = ${value.toLowerCase()})`,
      );
      return Number(row?.n ?? 0);
    },
  };
}

/**
 * Rebuilds the map counts from the feed projection (for the given place keys only, when given):
 * countries and regions centre on their photographs, localities on the town itself.
 */
export async function refreshGeoAggregates(db: Database, keys?: string[]) {
  const only = keys ? sql`and key = any(${sql.param(keys)}::text[])` : sql``;
  await db.execute(
    sql`delete from geo_aggregates where true ${keys ? sql`and place_key = any(${sql.param(keys)}::text[])` : sql``}`,
  );
  const levels = Object.entries(levelIndex).map(
    ([level, index]) => sql`
      select ${level}::text as level, place_keys[${sql.raw(String(index))}] as key, count(*)::int as n, avg(latitude) as lat, avg(longitude) as lon
      from feed_items where document_type = 'Photograph' and latitude is not null and cardinality(place_keys) >= ${index}
      group by 2`,
  );
  await db.execute(sql`
    insert into geo_aggregates (level, place_key, name, count, latitude, longitude)
    select a.level, a.key, coalesce(p.name, a.key), a.n,
      case when a.level = 'locality' then coalesce(p.latitude, a.lat) else a.lat end,
      case when a.level = 'locality' then coalesce(p.longitude, a.lon) else a.lon end
    from (${sql.join(levels, sql` union all `)}) a left join places p on p.place_key = a.key
    where a.key is not null ${only}`);
}
