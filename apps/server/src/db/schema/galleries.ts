import { sql } from 'drizzle-orm';
import {
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
import { people } from './people.js';
import { photographs } from './photographs.js';
import { places } from './places.js';
import { retrosnaps } from './retrosnaps.js';

export type ThumbnailSettings = {
  useTemplate: boolean;
  template: number | null;
  images: number[];
  originalName: string | null;
};

/** An album: a curated set of photographs, RetroSnaps, photograph comments and sub-albums. */
export const imageGalleries = pgTable(
  'image_galleries',
  {
    id: serial('id').primaryKey(),
    headline: text('headline').notNull(),
    description: text('description').notNull().default(''),
    /** Rich text (HTML, headings h1..h3). */
    text: text('text').notNull().default(''),
    isPrivate: boolean('is_private').notNull().default(false),
    isUserAlbum: boolean('is_user_album').notNull().default(false),
    placeId: integer('place_id').references(() => places.id, { onDelete: 'set null' }),
    categoryAttributes: jsonb('category_attributes').$type<Record<string, unknown>>().notNull().default({}),
    fromYear: smallint('from_year').notNull().default(1850),
    toYear: smallint('to_year').notNull().default(1980),
    /** A saved feed search (query string of the feed filters) whose results the album shows. */
    searchParameters: text('search_parameters'),
    thumbnail: text('thumbnail'),
    thumbnailSettings: jsonb('thumbnail_settings')
      .$type<ThumbnailSettings>()
      .notNull()
      .default({ useTemplate: true, template: null, images: [], originalName: null }),
    titleAlreadyInImage: boolean('title_already_in_image').notNull().default(false),
    showBig: boolean('show_big').notNull().default(false),
    showInFeed: boolean('show_in_feed').notNull().default(true),
    internalRating: smallint('internal_rating').notNull().default(0),
    ownerId: integer('owner_id').references(() => people.id, { onDelete: 'cascade' }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('gallery_years', sql`${table.fromYear} <= ${table.toYear}`),
    index('galleries_owner').on(table.ownerId),
    index('galleries_headline').on(sql`lower(${table.headline})`),
  ],
);

export const galleryCategories = pgTable(
  'gallery_categories',
  {
    galleryId: integer('gallery_id')
      .notNull()
      .references(() => imageGalleries.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.galleryId, table.categoryId] })],
);

export const galleryPhotographs = pgTable(
  'gallery_photographs',
  {
    galleryId: integer('gallery_id')
      .notNull()
      .references(() => imageGalleries.id, { onDelete: 'cascade' }),
    photographId: integer('photograph_id')
      .notNull()
      .references(() => photographs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.galleryId, table.photographId] }),
    index('gallery_photographs_photograph').on(table.photographId),
  ],
);

export const galleryRetrosnaps = pgTable(
  'gallery_retrosnaps',
  {
    galleryId: integer('gallery_id')
      .notNull()
      .references(() => imageGalleries.id, { onDelete: 'cascade' }),
    retrosnapId: integer('retrosnap_id')
      .notNull()
      .references(() => retrosnaps.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.galleryId, table.retrosnapId] }),
    index('gallery_retrosnaps_retrosnap').on(table.retrosnapId),
  ],
);

export const gallerySubGalleries = pgTable(
  'gallery_sub_galleries',
  {
    parentId: integer('parent_id')
      .notNull()
      .references(() => imageGalleries.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => imageGalleries.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.parentId, table.childId] }),
    check('gallery_not_own_child', sql`${table.parentId} <> ${table.childId}`),
    index('gallery_sub_galleries_child').on(table.childId),
  ],
);

/**
 * An album's texts in each language (de, en, it), as photographs keep theirs in
 * photograph_translations. The German row mirrors the album's own columns, which stay the
 * archive's first language for everything that reads one text (sorting, the headline filter).
 */
export const imageGalleryTranslations = pgTable(
  'image_gallery_translations',
  {
    galleryId: integer('gallery_id')
      .notNull()
      .references(() => imageGalleries.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    headline: text('headline').notNull(),
    description: text('description').notNull().default(''),
    /** Rich text (HTML, headings h1..h3). */
    text: text('text').notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.galleryId, table.locale] }),
    check('image_gallery_translation_locale', sql`${table.locale} in ('de', 'en', 'it')`),
  ],
);
