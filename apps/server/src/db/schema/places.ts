import { doublePrecision, index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A place a document was made at. Keys are upper-case and hierarchical (country `CH`,
 * region `CH.LU`, locality `CH.LU.LUZERN`, street `CH.LU.LUZERN.KAPELLBRUECKE`); `placeKeys`
 * holds all of them so "everything in a region" is one array-contains lookup.
 */
export const places = pgTable(
  'places',
  {
    id: serial('id').primaryKey(),
    placeKey: text('place_key').notNull().unique(),
    name: text('name').notNull(),
    /** Lower-case, accent-free name for search ("Zürich" → "zurich"). */
    searchName: text('search_name').notNull(),
    addressCountry: text('address_country').notNull(),
    addressCountryLong: text('address_country_long').notNull(),
    addressRegion: text('address_region'),
    addressRegionKey: text('address_region_key'),
    addressLocality: text('address_locality'),
    addressLocalityKey: text('address_locality_key'),
    streetAddress: text('street_address'),
    streetAddressKey: text('street_address_key'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    placeKeys: text('place_keys').array().notNull(),
  },
  (table) => [
    index('places_search_name_trgm').using('gin', table.searchName.op('gin_trgm_ops')),
    index('places_place_keys').using('gin', table.placeKeys),
  ],
);

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

/** Answers of the reverse geocoder, so each spot is asked about once. */
export const geocodeCache = pgTable('geocode_cache', {
  /** Latitude and longitude rounded to 4 decimals (about 10 m): `46.6682,11.1595`. */
  spot: text('spot').primaryKey(),
  answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
