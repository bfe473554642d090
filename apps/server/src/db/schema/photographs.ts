import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { categories } from './categories.js';
import { photographCollections } from './collections.js';
import { people } from './people.js';
import { cities, places } from './places.js';

/** How a depth map was made: uploaded by an editor, painted over in the browser, or by the operator's model. */
export type DepthMapData = {
  source: 'upload' | 'painted' | 'model';
  width: number;
  height: number;
  /** The model file's name when `source` is 'model'. */
  model?: string;
  dateModified: string;
};

export type Box = { left: number; top: number; width: number; height: number };
/**
 * A face on the photograph as the viewer draws it: `bounding_box` [x, y, width, height] in pixels
 * of the upright original of its side; `isBackside` true for the back (absent: the front). The
 * column is the copy of `photograph_faces` not dismissed (schema/faces.ts), without descriptors.
 */
export type Face = { id: string; bounding_box: [number, number, number, number]; isBackside?: boolean };

export const photographs = pgTable(
  'photographs',
  {
    id: serial('id').primaryKey(),
    collectionId: integer('collection_id').references(() => photographCollections.id, {
      onDelete: 'cascade',
    }),
    /** Storage path of the original front side, relative to the media root's photographs folder. */
    filePath: text('file_path').notNull(),
    originalName: text('original_name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    backFilePath: text('back_file_path'),
    backOriginalName: text('back_original_name'),
    backWidth: integer('back_width'),
    backHeight: integer('back_height'),
    dateText: text('date_text'),
    fromYear: smallint('from_year'),
    toYear: smallint('to_year'),
    placeId: integer('place_id').references(() => places.id, { onDelete: 'set null' }),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    internalRating: smallint('internal_rating').notNull().default(0),
    isHidden: boolean('is_hidden').notNull().default(false),
    isBlackAndWhite: boolean('is_black_and_white').notNull().default(false),
    /** A colorized version of the front is stored at `colorized/{filePath}` (spec §7 `colorized.` thumbnails, `colorized/` tiles). */
    hasColorized: boolean('has_colorized').notNull().default(false),
    /** The same for the back: `colorized/{backFilePath}`. */
    hasColorizedBack: boolean('has_colorized_back').notNull().default(false),
    /** The front's depth map (8-bit grey PNG, near is light), a path under `photographs/` like `filePath`. */
    depthMapPath: text('depth_map_path'),
    /** Where the depth map came from and its size; null without a depth map (spec §3 depthMapData). */
    depthMapData: jsonb('depth_map_data').$type<DepthMapData>(),
    thumbnailCoordinates: jsonb('thumbnail_coordinates').$type<{ feed?: Box; marker?: Box }>(),
    faces: jsonb('faces').$type<Face[]>().notNull().default([]),
    /** An additional view (detail, other print) shown beside its parent, not in the feed. */
    parentPhotographId: integer('parent_photograph_id').references((): AnyPgColumn => photographs.id, {
      onDelete: 'cascade',
    }),
    /** Set on a back side imported as its own record: the front it belongs to. */
    frontsideId: integer('frontside_id').references((): AnyPgColumn => photographs.id, {
      onDelete: 'cascade',
    }),
    photographer: text('photographer'),
    source: text('source'),
    licenseName: text('license_name'),
    licenseUrl: text('license_url'),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('photograph_rating_range', sql`${table.internalRating} between 0 and 10`),
    check(
      'photograph_years',
      sql`${table.fromYear} is null or ${table.toYear} is null or ${table.fromYear} <= ${table.toYear}`,
    ),
    index('photographs_collection').on(table.collectionId, table.id),
    index('photographs_parent').on(table.parentPhotographId),
    index('photographs_frontside').on(table.frontsideId),
    index('photographs_place').on(table.placeId),
    index('photographs_original_name').on(sql`lower(${table.originalName})`),
  ],
);

export const photographTranslations = pgTable(
  'photograph_translations',
  {
    photographId: integer('photograph_id')
      .notNull()
      .references(() => photographs.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.photographId, table.locale] }),
    check('photograph_translation_locale', sql`${table.locale} in ('de', 'en', 'it')`),
  ],
);

export const photographCategories = pgTable(
  'photograph_categories',
  {
    photographId: integer('photograph_id')
      .notNull()
      .references(() => photographs.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    primaryKey({ columns: [table.photographId, table.categoryId] }),
    index('photograph_categories_category').on(table.categoryId),
  ],
);

/**
 * A narration recorded by an editor for one language of a photograph (issue 20). It wins over the
 * speech synthesised from the photograph's texts; `filePath` is under `photographs/` like originals.
 */
export const photographNarrations = pgTable(
  'photograph_narrations',
  {
    photographId: integer('photograph_id')
      .notNull()
      .references(() => photographs.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    filePath: text('file_path').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    uploadedById: integer('uploaded_by_id').references(() => people.id, { onDelete: 'set null' }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.photographId, table.locale] }),
    check('photograph_narration_locale', sql`${table.locale} in ('de', 'en', 'it')`),
  ],
);
