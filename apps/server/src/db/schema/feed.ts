import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export type FeedTranslation = { locale: string; name: string; text: string; description: string };
export type FeedImage = { filePath: string; width: number; height: number; isColorized?: boolean };

/**
 * The feed reads this one denormalised projection instead of joining five tables per request.
 * Services that write photographs, albums, collections, RetroSnaps and announcements refresh
 * the rows they touch (see modules/feed-items/feed-item.projection.ts).
 */
export const feedItems = pgTable(
  'feed_items',
  {
    id: serial('id').primaryKey(),
    documentType: text('document_type').notNull(),
    documentId: integer('document_id').notNull(),
    headline: text('headline').notNull(),
    translations: jsonb('translations').$type<FeedTranslation[]>().notNull().default([]),
    images: jsonb('images').$type<FeedImage[]>().notNull().default([]),
    thumbnail: text('thumbnail'),
    imageRatio: doublePrecision('image_ratio').notNull().default(1),
    thumbnailCoordinates: jsonb('thumbnail_coordinates').$type<Record<string, unknown>>(),
    depthMapPath: text('depth_map_path'),
    hasBackImage: boolean('has_back_image').notNull().default(false),
    hasColorized: boolean('has_colorized').notNull().default(false),
    city: text('city'),
    showBig: boolean('show_big').notNull().default(false),
    showInFeed: boolean('show_in_feed').notNull().default(true),
    computedRating: doublePrecision('computed_rating').notNull().default(0),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    fromYear: smallint('from_year'),
    toYear: smallint('to_year'),
    crowdfundingRequired: numeric('crowdfunding_required', { precision: 12, scale: 2, mode: 'number' }),
    crowdfundingFunded: numeric('crowdfunding_funded', { precision: 12, scale: 2, mode: 'number' }),
    crowdfundingEstimatedNumberImages: text('crowdfunding_estimated_number_images'),
    status: smallint('status'),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    placeKeys: text('place_keys').array().notNull().default(sql`'{}'::text[]`),
    searchVector: tsvector('search_vector').notNull(),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    // Announcements only (null for everything else): where they link, when they show, and the
    // feed position they are pinned to. Copied here so the feed's hot path reads no other table;
    // the time window is still checked against now() at query time.
    link: text('link'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    feedPosition: smallint('feed_position'),
  },
  (table) => [
    uniqueIndex('feed_items_document').on(table.documentType, table.documentId),
    index('feed_items_feed_order').on(table.showInFeed, table.computedRating.desc(), table.id.desc()),
    index('feed_items_type_order').on(table.documentType, table.computedRating.desc(), table.id.desc()),
    index('feed_items_search').using('gin', table.searchVector),
    index('feed_items_place_keys').using('gin', table.placeKeys),
    index('feed_items_category_ids').using('gin', table.categoryIds),
    index('feed_items_geo').on(table.latitude, table.longitude),
    index('feed_items_pinned').on(table.feedPosition).where(sql`feed_position is not null`),
    // The map's best-rated items in a large box: read in rating order until 500 fall inside,
    // instead of sorting every mapped item of the box (small boxes use feed_items_geo). Both carry
    // the other's columns as INCLUDE (migration 0008), which Drizzle's index builder cannot express.
    index('feed_items_map_order')
      .on(table.computedRating.desc(), table.id.desc())
      .where(sql`latitude is not null`),
  ],
);

/**
 * Counts of mapped feed items per place level (country, region, locality), with their centre.
 * A zoomed-out map over a million photographs reads a few hundred of these rows instead of
 * grouping the photographs on every request. Rebuilt by refreshGeoAggregates().
 */
export const geoAggregates = pgTable(
  'geo_aggregates',
  {
    level: text('level').notNull(),
    placeKey: text('place_key').notNull(),
    name: text('name').notNull(),
    count: integer('count').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.level, table.placeKey] }),
    index('geo_aggregates_level_geo').on(table.level, table.latitude, table.longitude),
  ],
);

/**
 * Row counts of feed_items per type and feed visibility, kept by statement-level triggers
 * (migration 0003), so the unfiltered feed answers hydra:totalItems without counting a million rows.
 */
export const feedItemCounts = pgTable(
  'feed_item_counts',
  {
    documentType: text('document_type').notNull(),
    showInFeed: boolean('show_in_feed').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.documentType, table.showInFeed] })],
);
