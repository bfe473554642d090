import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/database.js';
import { refreshFeedItems } from '../modules/feed-items/feed-item.projection.js';
import { createGazetteerRepository } from '../modules/places/gazetteer.repository.js';
import { refreshGeoAggregates } from '../modules/places/geo-aggregate.repository.js';
import { createPlaceRepository } from '../modules/places/place.repository.js';

/** The Alps and their forelands, where the synthetic photographs are spread over real towns. */
const ALPS = { south: 44.0, west: 5.0, north: 48.5, east: 16.5 };
const CHUNK = 50_000;

/**
 * A synthetic archive for benchmarks: N photographs without image files, spread over the
 * gazetteer's towns in the Alps, with titles, descriptions, years and categories varied enough
 * for text search, date filters and map aggregation to do realistic work.
 */
export async function seedScaleArchive(
  db: Database,
  options: { photographs: number; places?: number; log: (line: string) => void },
) {
  const { photographs: total, log } = options;
  const started = Date.now();
  const places = createPlaceRepository(db);
  const towns = createGazetteerRepository()
    .within(ALPS)
    .slice(0, options.places ?? 3000);
  const placeIds: number[] = [];
  for (const town of towns) placeIds.push((await places.ensurePlace(town)).id);
  log(`${placeIds.length} places in the Alps`);

  const [collection] = await queryRows<{ id: number }>(
    db,
    sql`insert into photograph_collections (headline, about, status) values ('Synthetisches Archiv (Benchmark)', '', 4) returning id`,
  );
  const [category] = await queryRows<{ id: number }>(
    db,
    sql`insert into categories (name) values ('Gebäude') on conflict (name) do update set name = excluded.name returning id`,
  );
  const [first] = await queryRows<{ id: number }>(
    db,
    sql`select coalesce(max(id), 0) + 1 as id from photographs`,
  );
  const firstId = Number(first?.id ?? 1);

  for (let offset = 0; offset < total; offset += CHUNK) {
    const size = Math.min(CHUNK, total - offset);
    await db.execute(sql`
      insert into photographs (collection_id, file_path, original_name, width, height, date_text, from_year, to_year,
        place_id, internal_rating, is_black_and_white)
      select ${collection?.id}, 'scale/' || g || '.jpg', 'scan-' || g || '.jpg', 1200 + (g % 7) * 200, 900 + (g % 5) * 150,
        (1850 + (g * 7919) % 130)::text, (1850 + (g * 7919) % 130)::int, (1850 + (g * 7919) % 130 + (g % 3) * 5)::int,
        (${sql.param(placeIds)}::int[])[(1 + (g * 104729) % ${placeIds.length})::int], (g % 11)::int, g % 4 <> 0
      from generate_series(${offset + 1}::bigint, ${offset + size}::bigint) as g`);
    await db.execute(sql`
      insert into photograph_translations (photograph_id, locale, name, description)
      select p.id, 'de',
        (array['Kirche','Brücke','Bahnhof','Hotel','Marktplatz','Schule','Bauernhof','Mühle','Hauptstraße','Kapelle','Gasthaus','Seilbahn'])[1 + p.id % 12]
          || ' in ' || pl.name,
        (array['Blick auf','Feier vor','Winter an','Familie vor','Prozession bei','Pferdefuhrwerk vor','Bauarbeiten an','Hochwasser bei'])[1 + (p.id / 12) % 8]
          || ' ' || (array['der Kirche','dem Gasthof','dem Rathaus','der Brücke','dem Bahnhof','der Alm'])[1 + (p.id / 96) % 6] || ', ' || pl.address_region
      from photographs p join places pl on pl.id = p.place_id
      where p.id between ${firstId + offset} and ${firstId + offset + size - 1}`);
    await db.execute(sql`
      insert into photograph_categories (photograph_id, category_id)
      select id, ${category?.id} from photographs where id between ${firstId + offset} and ${firstId + offset + size - 1} and id % 3 = 0`);
    const ids = Array.from({ length: size }, (_, i) => firstId + offset + i);
    await refreshFeedItems(db, 'Photograph', ids);
    log(`${offset + size} / ${total} photographs (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  await refreshFeedItems(db, 'PhotographCollection');
  await refreshGeoAggregates(db);
  // Flushes the full-text index's pending list that a bulk load leaves behind, and refreshes statistics.
  await db.execute(sql`vacuum analyze`);
  log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
}
