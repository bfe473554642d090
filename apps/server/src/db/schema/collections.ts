import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { people } from './people.js';
import { places } from './places.js';

/** A body of originals (an attic box, an archive fond) that is reported, crowdfunded, scanned and published. */
export const photographCollections = pgTable(
  'photograph_collections',
  {
    id: serial('id').primaryKey(),
    headline: text('headline').notNull(),
    about: text('about').notNull().default(''),
    text: text('text').notNull().default(''),
    thumbnail: text('thumbnail'),
    ownerId: integer('owner_id').references(() => people.id, { onDelete: 'set null' }),
    fromYear: smallint('from_year'),
    toYear: smallint('to_year'),
    placeId: integer('place_id').references(() => places.id, { onDelete: 'set null' }),
    /** 0 New, 1 Crowdfunding, 2 Funded, 3 Photos scanned, 4 Done, 5 Received digitally. */
    status: smallint('status').notNull().default(0),
    crowdfundingRequired: numeric('crowdfunding_required', { precision: 12, scale: 2, mode: 'number' }),
    crowdfundingFunded: numeric('crowdfunding_funded', { precision: 12, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    internalRating: smallint('internal_rating').notNull().default(0),
    licenseName: text('license_name').notNull().default('not defined yet'),
    licenseUrl: text('license_url'),
    collectionCopyrightUrl: text('collection_copyright_url'),
    copyrightHoldingPerson: text('copyright_holding_person'),
    howManyPhotographs: text('how_many_photographs'),
    material: text('material'),
    isDigitalized: boolean('is_digitalized').notNull().default(false),
    personName: text('person_name'),
    personEmail: text('person_email'),
    privacy: boolean('privacy').notNull().default(false),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('collection_status_range', sql`${table.status} between 0 and 5`),
    check('collection_rating_range', sql`${table.internalRating} between 0 and 10`),
    check(
      'collection_years',
      sql`${table.fromYear} is null or ${table.toYear} is null or ${table.fromYear} <= ${table.toYear}`,
    ),
    index('collections_status_created').on(table.status, table.dateCreated),
    index('collections_owner').on(table.ownerId),
  ],
);

/**
 * A collection's headline and texts in each language (de, en, it), as photographs keep theirs in
 * photograph_translations. The German row mirrors the collection's own columns.
 */
export const photographCollectionTranslations = pgTable(
  'photograph_collection_translations',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => photographCollections.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    headline: text('headline').notNull(),
    /** HTML. */
    about: text('about').notNull().default(''),
    text: text('text').notNull().default(''),
    /**
     * What the cover shows, when it is not one of the collection's own photographs (a campaign
     * still collecting money shows an archive picture of its town): said honestly under the cover.
     */
    coverCaption: text('cover_caption'),
  },
  (table) => [
    primaryKey({ columns: [table.collectionId, table.locale] }),
    check('photograph_collection_translation_locale', sql`${table.locale} in ('de', 'en', 'it')`),
  ],
);
