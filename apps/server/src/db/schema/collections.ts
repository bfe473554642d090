import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
} from 'drizzle-orm/pg-core';
import { organizations, sponsors } from './organizations.js';
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
    /** The kinds of originals the reporter named (spec §9 material types, as their codes). */
    materialTypes: jsonb('material_types').$type<string[]>().notNull().default([]),
    isDigitalized: boolean('is_digitalized').notNull().default(false),
    personName: text('person_name'),
    personEmail: text('person_email'),
    privacy: boolean('privacy').notNull().default(false),
    /** The language the reporter wrote in: the owner's mails about the collection follow it. */
    reportLocale: text('report_locale').notNull().default('de'),
    /** The archive, society or family behind the collection. */
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
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

/**
 * Every move of a collection between statuses (spec §4), with who moved it and when: the team's
 * record of a collection's way from report to archive.
 */
export const collectionStatusChanges = pgTable(
  'collection_status_changes',
  {
    id: serial('id').primaryKey(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => photographCollections.id, { onDelete: 'cascade' }),
    fromStatus: smallint('from_status').notNull(),
    toStatus: smallint('to_status').notNull(),
    changedById: integer('changed_by_id').references(() => people.id, { onDelete: 'set null' }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('collection_status_changes_collection').on(table.collectionId, table.dateCreated)],
);

/** Who sponsors a collection, in the order its page shows them. */
export const collectionSponsors = pgTable(
  'collection_sponsors',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => photographCollections.id, { onDelete: 'cascade' }),
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => sponsors.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.collectionId, table.sponsorId] })],
);

/**
 * One file of a browser scan upload (tus, resumable) into a collection: what became of it, so a
 * resumed or repeated upload adds nothing twice and the uploader gets a summary.
 */
export const collectionUploads = pgTable(
  'collection_uploads',
  {
    /** The tus upload id. */
    id: text('id').primaryKey(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => photographCollections.id, { onDelete: 'cascade' }),
    uploadedById: integer('uploaded_by_id').references(() => people.id, { onDelete: 'set null' }),
    /** One drop of files: the summary is per batch. */
    batchId: text('batch_id').notNull(),
    fileName: text('file_name').notNull(),
    /** receiving, added, skipped, refused */
    state: text('state').notNull().default('receiving'),
    photographId: integer('photograph_id'),
    reason: text('reason'),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('collection_upload_state', sql`${table.state} in ('receiving', 'added', 'skipped', 'refused')`),
    index('collection_uploads_batch').on(table.collectionId, table.batchId),
  ],
);
