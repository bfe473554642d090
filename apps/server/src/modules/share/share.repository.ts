import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/database.js';

export type SharedDocument = { title: string; description: string; filePath: string | null };

const first = async (db: Database, query: ReturnType<typeof sql>) =>
  (await queryRows<SharedDocument>(db, query))[0] ?? null;

/** What a link preview needs of each public document: a title, a sentence and one picture. */
export function createShareRepository(db: Database) {
  return {
    photograph: (id: number) =>
      first(
        db,
        sql`select coalesce(de.name, en.name, p.original_name) as title,
              concat_ws(' · ', nullif(p.date_text, ''), pl.name, coalesce(de.description, en.description)) as description,
              p.file_path as "filePath"
            from photographs p
            left join photograph_translations de on de.photograph_id = p.id and de.locale = 'de'
            left join photograph_translations en on en.photograph_id = p.id and en.locale = 'en'
            left join places pl on pl.id = p.place_id
            where p.id = ${id} and not p.is_hidden`,
      ),
    gallery: (id: number) =>
      first(
        db,
        sql`select g.headline as title, g.description,
              (select ph.file_path from gallery_photographs gp join photographs ph on ph.id = gp.photograph_id
               where gp.gallery_id = g.id and not ph.is_hidden order by gp.position limit 1) as "filePath"
            from image_galleries g where g.id = ${id} and not g.is_private`,
      ),
    collection: (id: number) =>
      first(
        db,
        sql`select c.headline as title, regexp_replace(c.about, '<[^>]+>', '', 'g') as description,
              (select ph.file_path from photographs ph where ph.collection_id = c.id and not ph.is_hidden order by ph.id limit 1) as "filePath"
            from photograph_collections c where c.id = ${id} and c.status <> 0`,
      ),
    retrosnap: (id: number) =>
      first(
        db,
        sql`select concat('RetroSnap: ', coalesce(de.name, en.name, p.original_name)) as title, r.text as description,
              r.file_path as "filePath"
            from retrosnaps r join photographs p on p.id = r.photograph_id
            left join photograph_translations de on de.photograph_id = p.id and de.locale = 'de'
            left join photograph_translations en on en.photograph_id = p.id and en.locale = 'en'
            where r.id = ${id} and not p.is_hidden`,
      ),
  };
}

export type ShareRepository = ReturnType<typeof createShareRepository>;
