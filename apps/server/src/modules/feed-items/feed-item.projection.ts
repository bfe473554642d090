import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';

export type FeedDocumentType =
  | 'Photograph'
  | 'ImageGallery'
  | 'PhotographCollection'
  | 'Retrosnap'
  | 'Announcement';

/**
 * The rating that orders the feed: an editor's rating weighs most; conversation and
 * re-photographs lift a picture, as they show that people care about it.
 */
const photographRating = sql`p.internal_rating * 10
  + least((select count(*) from comments c where c.photograph_id = p.id), 10)
  + least((select count(*) * 3 from retrosnaps r where r.photograph_id = p.id), 15)
  + case when p.has_colorized then 2 else 0 end`;

/** Text in each interface language; the languages the database stems with their own dictionary. */
type Localised = { de: SQL; en: SQL; it: SQL };

const TEXT_SEARCH_CONFIG = { de: 'german', en: 'english', it: 'italian' } as const;

function localisedVector(text: Localised, weight: 'A' | 'C') {
  return sql.join(
    (Object.keys(TEXT_SEARCH_CONFIG) as Array<keyof Localised>).map(
      (locale) =>
        sql`setweight(to_tsvector(${sql.raw(`'${TEXT_SEARCH_CONFIG[locale]}'`)}, coalesce(${text[locale]}, '')), ${sql.raw(`'${weight}'`)})`,
    ),
    sql` || `,
  );
}

/**
 * Names (A) and descriptions (C) stemmed in the language they are written in, so a query stemmed
 * in each language (see `feedTextQuery`) finds 'Gletschern', 'glaciers' and 'ghiacciai' alike.
 * Place and category names (B) are German, as the archive stores them.
 */
function searchVector(name: Localised, description: Localised, placeText: SQL, categoryText: SQL) {
  return sql`${localisedVector(name, 'A')}
    || ${localisedVector(description, 'C')}
    || setweight(to_tsvector('german', coalesce(${placeText}, '')), 'B')
    || setweight(to_tsvector('german', coalesce(${categoryText}, '')), 'B')`;
}

/** Text whose language is not recorded (a RetroSnap's place name), stemmed as German. */
const german = (text: SQL): Localised => ({ de: text, en: sql`''`, it: sql`''` });

/**
 * Per language, an expression over the rows `t` of a translations table, for a lateral join;
 * German falls back to `germanFallback` (the document's own columns) where no German row exists.
 */
const perLanguageOf = (expression: string, alias: string) =>
  sql.raw(
    [
      `string_agg(${expression}, ' ') filter (where t.locale = 'en') as ${alias}_en`,
      `string_agg(${expression}, ' ') filter (where t.locale = 'it') as ${alias}_it`,
      `string_agg(${expression}, ' ') filter (where t.locale not in ('en', 'it')) as ${alias}_de`,
    ].join(', '),
  );

const withGermanFallback = (texts: Localised, germanFallback: SQL): Localised => ({
  ...texts,
  de: sql`coalesce(${texts.de}, ${germanFallback})`,
});

/** HTML as words: tags become spaces. */
const stripTags = (html: string) => `regexp_replace(${html}, '<[^>]+>', ' ', 'g')`;

/**
 * Columns `<alias>_de`, `<alias>_en`, `<alias>_it` of a translations table `t`, for a lateral join;
 * a locale the search has no dictionary for counts as German.
 */
const perLanguage = (column: string, alias: string) =>
  sql.raw(
    [
      `string_agg(t.${column}, ' ') filter (where t.locale = 'en') as ${alias}_en`,
      `string_agg(t.${column}, ' ') filter (where t.locale = 'it') as ${alias}_it`,
      `string_agg(t.${column}, ' ') filter (where t.locale not in ('en', 'it')) as ${alias}_de`,
    ].join(', '),
  );

const columnsOf = (table: string, alias: string): Localised => ({
  de: sql.raw(`${table}.${alias}_de`),
  en: sql.raw(`${table}.${alias}_en`),
  it: sql.raw(`${table}.${alias}_it`),
});

/** A caption whose language is not recorded, stemmed as each language beside the names. */
const withCaption = (names: Localised, caption: SQL): Localised => ({
  de: sql`concat_ws(' ', ${names.de}, ${caption})`,
  en: sql`concat_ws(' ', ${names.en}, ${caption})`,
  it: sql`concat_ws(' ', ${names.it}, ${caption})`,
});

/** Per language, a text of each element `t` of a jsonb translations array. */
const jsonTranslations = (column: string, text: string): Localised => {
  const of = (condition: string) =>
    sql.raw(`(select string_agg(${text}, ' ') from jsonb_array_elements(${column}) t where ${condition})`);
  return {
    de: of(`coalesce(t->>'locale', 'de') not in ('en', 'it')`),
    en: of(`t->>'locale' = 'en'`),
    it: of(`t->>'locale' = 'it'`),
  };
};

/** The year the RetroSnap was taken: its date text's year, else the day it was made. */
const retrosnapYear = sql.raw(
  `coalesce(substring(r.date_text from '\\d{4}')::int, extract(year from r.date_created)::int)`,
);

const placeText = (alias: string) =>
  sql.raw(
    `concat_ws(' ', ${alias}.name, ${alias}.street_address, ${alias}.address_locality, ${alias}.address_region, ${alias}.address_country_long)`,
  );

const categoryText = (joinTable: string, ownerColumn: string, ownerId: string) =>
  sql.raw(`(select string_agg(concat_ws(' ', cat.name, (select string_agg(t->>'name', ' ') from jsonb_array_elements(cat.translations) t)), ' ')
     from ${joinTable} j join categories cat on cat.id = j.category_id where j.${ownerColumn} = ${ownerId})`);

const categoryIds = (joinTable: string, ownerColumn: string, ownerId: string) =>
  sql.raw(
    `coalesce((select array_agg(j.category_id order by j.category_id) from ${joinTable} j where j.${ownerColumn} = ${ownerId}), '{}')`,
  );

/** Up to six pictures that stand for an album or a collection in the feed. */
const galleryImages =
  sql.raw(`coalesce((select jsonb_agg(jsonb_build_object('filePath', x.file_path, 'width', x.width, 'height', x.height) order by x.position)
  from (select ph.file_path, ph.width, ph.height, gp.position from gallery_photographs gp join photographs ph on ph.id = gp.photograph_id
        where gp.gallery_id = g.id and not ph.is_hidden order by gp.position limit 6) x), '[]'::jsonb)`);

const collectionImages =
  sql.raw(`coalesce((select jsonb_agg(jsonb_build_object('filePath', x.file_path, 'width', x.width, 'height', x.height) order by x.id)
  from (select ph.id, ph.file_path, ph.width, ph.height from photographs ph
        where ph.collection_id = pc.id and not ph.is_hidden and ph.parent_photograph_id is null and ph.frontside_id is null order by ph.id limit 6) x), '[]'::jsonb)`);

const upsertColumns = `(document_type, document_id, headline, translations, images, thumbnail, image_ratio, thumbnail_coordinates,
  depth_map_path, has_back_image, has_colorized, city, show_big, show_in_feed, computed_rating, latitude, longitude,
  from_year, to_year, crowdfunding_required, crowdfunding_funded, crowdfunding_estimated_number_images, status,
  category_ids, place_keys, search_vector, date_created)`;

const onConflictText = `on conflict (document_type, document_id) do update set
  headline = excluded.headline, translations = excluded.translations, images = excluded.images, thumbnail = excluded.thumbnail,
  image_ratio = excluded.image_ratio, thumbnail_coordinates = excluded.thumbnail_coordinates, depth_map_path = excluded.depth_map_path,
  has_back_image = excluded.has_back_image, has_colorized = excluded.has_colorized, city = excluded.city, show_big = excluded.show_big,
  show_in_feed = excluded.show_in_feed, computed_rating = excluded.computed_rating, latitude = excluded.latitude,
  longitude = excluded.longitude, from_year = excluded.from_year, to_year = excluded.to_year,
  crowdfunding_required = excluded.crowdfunding_required, crowdfunding_funded = excluded.crowdfunding_funded,
  crowdfunding_estimated_number_images = excluded.crowdfunding_estimated_number_images, status = excluded.status,
  category_ids = excluded.category_ids, place_keys = excluded.place_keys, search_vector = excluded.search_vector`;
const onConflict = sql.raw(onConflictText);

/** Announcements carry four more columns: link, time window and pinned feed position. */
const announcementColumns = upsertColumns.replace(/\)$/, ', link, starts_at, ends_at, feed_position)');
const onConflictAnnouncement = sql.raw(`${onConflictText},
  link = excluded.link, starts_at = excluded.starts_at, ends_at = excluded.ends_at, feed_position = excluded.feed_position`);

const idFilter = (column: string, ids: number[] | undefined) =>
  ids ? sql`and ${sql.raw(column)} = any(${sql.param(ids)}::int[])` : sql``;

const projections: Record<FeedDocumentType, (ids: number[] | undefined) => SQL> = {
  Photograph: (ids) => sql`
    insert into feed_items ${sql.raw(upsertColumns)}
    select 'Photograph', p.id,
      coalesce(tr.names->>'de', tr.names->>'en', p.original_name),
      coalesce(tr.list, '[]'::jsonb),
      jsonb_build_array(jsonb_build_object('filePath', p.file_path, 'width', p.width, 'height', p.height)),
      p.file_path, p.width::float8 / greatest(p.height, 1), p.thumbnail_coordinates,
      p.depth_map_path, p.back_file_path is not null, p.has_colorized and p.is_black_and_white, pl.address_locality, false, true,
      ${photographRating}, pl.latitude, pl.longitude, p.from_year, p.to_year, null, null, null, null,
      ${categoryIds('photograph_categories', 'photograph_id', 'p.id')}, coalesce(pl.place_keys, '{}'),
      ${searchVector(columnsOf('tr', 'names'), columnsOf('tr', 'descriptions'), placeText('pl'), categoryText('photograph_categories', 'photograph_id', 'p.id'))},
      p.date_created
    from photographs p
    left join places pl on pl.id = p.place_id
    left join lateral (
      select jsonb_agg(jsonb_build_object('locale', t.locale, 'name', t.name, 'text', '', 'description', t.description) order by t.locale) as list,
             jsonb_object_agg(t.locale, t.name) as names,
             ${perLanguage('name', 'names')}, ${perLanguage('description', 'descriptions')}
      from photograph_translations t where t.photograph_id = p.id) tr on true
    where not p.is_hidden and p.parent_photograph_id is null and p.frontside_id is null ${idFilter('p.id', ids)}
    ${onConflict}`,
  // Albums and collections: every language of their texts (image_gallery_translations,
  // photograph_collection_translations) in the card and in the search, so an Italian word finds
  // an album whatever language the reader's interface is in.
  ImageGallery: (ids) => sql`
    insert into feed_items ${sql.raw(upsertColumns)}
    select 'ImageGallery', g.id, coalesce(tr.names_de, g.headline),
      coalesce(tr.list, jsonb_build_array(jsonb_build_object('locale', 'de', 'name', g.headline, 'text', g.text, 'description', g.description))),
      ${galleryImages}, g.thumbnail, 1, null, null, false, false, pl.address_locality, g.show_big,
      g.show_in_feed and not g.is_private,
      g.internal_rating * 10 + least((select count(*) from gallery_photographs gp where gp.gallery_id = g.id), 20),
      pl.latitude, pl.longitude, g.from_year, g.to_year, null, null, null, null,
      ${categoryIds('gallery_categories', 'gallery_id', 'g.id')}, coalesce(pl.place_keys, '{}'),
      ${searchVector(
        withGermanFallback(columnsOf('tr', 'names'), sql`g.headline`),
        withGermanFallback(
          columnsOf('tr', 'descriptions'),
          sql.raw(`concat_ws(' ', g.description, ${stripTags('g.text')})`),
        ),
        placeText('pl'),
        categoryText('gallery_categories', 'gallery_id', 'g.id'),
      )},
      g.date_created
    from image_galleries g left join places pl on pl.id = g.place_id
    left join lateral (
      select jsonb_agg(jsonb_build_object('locale', t.locale, 'name', t.headline, 'text', t.text, 'description', t.description) order by t.locale) as list,
             ${perLanguageOf('t.headline', 'names')},
             ${perLanguageOf(`concat_ws(' ', t.description, ${stripTags('t.text')})`, 'descriptions')}
      from image_gallery_translations t where t.gallery_id = g.id) tr on true
    where not g.is_private ${idFilter('g.id', ids)}
    ${onConflict}`,
  PhotographCollection: (ids) => sql`
    insert into feed_items ${sql.raw(upsertColumns)}
    select 'PhotographCollection', pc.id, coalesce(tr.names_de, pc.headline),
      coalesce(tr.list, jsonb_build_array(jsonb_build_object('locale', 'de', 'name', pc.headline, 'text', pc.text, 'description', ${sql.raw(stripTags('pc.about'))}))),
      ${collectionImages}, pc.thumbnail, 1, null, null, false, false, pl.address_locality, pc.status in (1, 2), pc.status <> 0,
      pc.internal_rating * 10 + case when pc.status = 1 then 15 else 0 end,
      pl.latitude, pl.longitude, pc.from_year, pc.to_year, pc.crowdfunding_required, pc.crowdfunding_funded,
      pc.how_many_photographs, pc.status, '{}', coalesce(pl.place_keys, '{}'),
      ${searchVector(
        withGermanFallback(columnsOf('tr', 'names'), sql`pc.headline`),
        withGermanFallback(
          columnsOf('tr', 'descriptions'),
          sql.raw(stripTags(`concat_ws(' ', pc.about, pc.text)`)),
        ),
        placeText('pl'),
        sql`''`,
      )},
      pc.date_created
    from photograph_collections pc left join places pl on pl.id = pc.place_id
    left join lateral (
      select jsonb_agg(jsonb_build_object('locale', t.locale, 'name', t.headline, 'text', t.text, 'description', ${sql.raw(stripTags('t.about'))}) order by t.locale) as list,
             ${perLanguageOf('t.headline', 'names')},
             ${perLanguageOf(stripTags(`concat_ws(' ', t.about, t.text)`), 'descriptions')}
      from photograph_collection_translations t where t.collection_id = pc.id) tr on true
    where pc.status <> 0 ${idFilter('pc.id', ids)}
    ${onConflict}`,
  // A RetroSnap is shown as itself: its own year, and its photograph's names per language for the
  // client to title it 'RetroSnap: <name>' in the reader's language (docs/API.md 'The feed'). Those
  // names count as description, so a search lists the photograph before its RetroSnaps.
  Retrosnap: (ids) => sql`
    insert into feed_items ${sql.raw(upsertColumns)}
    select 'Retrosnap', r.id, coalesce(tr.names->>'de', tr.names->>'en', r.original_name),
      coalesce(tr.list, '[]'::jsonb),
      jsonb_build_array(jsonb_build_object('filePath', r.file_path, 'width', r.width, 'height', r.height),
                        jsonb_build_object('filePath', p.file_path, 'width', p.width, 'height', p.height)),
      r.file_path, r.width::float8 / greatest(r.height, 1), null, null, r.back_file_path is not null, false,
      pl.address_locality, false, false, 0,
      coalesce(r.latitude, pl.latitude), coalesce(r.longitude, pl.longitude), ${retrosnapYear}, ${retrosnapYear},
      null, null, null, null, '{}', coalesce(pl.place_keys, '{}'),
      ${searchVector(german(sql`r.place_name`), withCaption(columnsOf('tr', 'names'), sql`r.text`), placeText('pl'), sql`''`)},
      r.date_created
    from retrosnaps r join photographs p on p.id = r.photograph_id
    left join places pl on pl.id = p.place_id
    left join lateral (
      select jsonb_agg(jsonb_build_object('locale', t.locale, 'name', t.name, 'text', r.text, 'description', t.description) order by t.locale) as list,
             jsonb_object_agg(t.locale, t.name) as names, ${perLanguage('name', 'names')}
      from photograph_translations t where t.photograph_id = p.id) tr on true
    where not p.is_hidden ${idFilter('r.id', ids)}
    ${onConflict}`,
  // An announcement's video (mp4) comes first in its images, its poster (the first picture) after it.
  Announcement: (ids) => sql`
    insert into feed_items ${sql.raw(announcementColumns)}
    select 'Announcement', a.id, coalesce((select t->>'name' from jsonb_array_elements(a.translations) t where t->>'locale' = 'de'), ''),
      a.translations, (select coalesce(jsonb_agg(jsonb_build_object('filePath', i, 'width', 0, 'height', 0) order by n), '[]'::jsonb)
        from jsonb_array_elements_text(case when a.video is null then a.images else jsonb_build_array(a.video) || a.images end) with ordinality as x(i, n)),
      a.images->>0, 1, null, null, false, false, null, true, a.show_in_feed, a.internal_rating * 10,
      null, null, null, null, null, null, null, null, '{}', '{}',
      ${searchVector(jsonTranslations('a.translations', `t->>'name'`), jsonTranslations('a.translations', `concat_ws(' ', t->>'text', t->>'description')`), sql`''`, sql`''`)},
      a.date_created, a.link, a.starts_at, a.ends_at, a.feed_position
    from announcements a where true ${idFilter('a.id', ids)}
    ${onConflictAnnouncement}`,
};

const sourceTables: Record<FeedDocumentType, { table: string; visible: string }> = {
  Photograph: {
    table: 'photographs',
    visible: 'not s.is_hidden and s.parent_photograph_id is null and s.frontside_id is null',
  },
  ImageGallery: { table: 'image_galleries', visible: 'not s.is_private' },
  // A New (0) collection is a report only its owner and the curators see: not in the feed, the map or the search.
  PhotographCollection: { table: 'photograph_collections', visible: 's.status <> 0' },
  Retrosnap: {
    table: 'retrosnaps',
    visible: 'exists (select 1 from photographs p where p.id = s.photograph_id and not p.is_hidden)',
  },
  Announcement: { table: 'announcements', visible: 'true' },
};

/**
 * Brings the feed rows of the given documents (all of the type when `ids` is omitted) in line
 * with their sources: upserts the visible ones and removes rows whose document is gone or hidden.
 */
export async function refreshFeedItems(db: Database, documentType: FeedDocumentType, ids?: number[]) {
  if (ids && ids.length === 0) return;
  const source = sourceTables[documentType];
  await db.execute(sql`
    delete from feed_items f where f.document_type = ${documentType} ${ids ? sql`and f.document_id = any(${sql.param(ids)}::int[])` : sql``}
      and not exists (select 1 from ${sql.raw(source.table)} s where s.id = f.document_id and ${sql.raw(source.visible)})`);
  await db.execute(projections[documentType](ids));
}
