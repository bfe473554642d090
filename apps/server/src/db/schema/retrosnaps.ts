import type { Homography } from '@retropics/domain/alignment';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { people } from './people.js';
import { photographs } from './photographs.js';

/** A modern re-photograph of the place a historical photograph shows. */
export const retrosnaps = pgTable(
  'retrosnaps',
  {
    id: serial('id').primaryKey(),
    text: text('text').notNull().default(''),
    filePath: text('file_path').notNull(),
    originalName: text('original_name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    backFilePath: text('back_file_path'),
    photographId: integer('photograph_id')
      .notNull()
      .references(() => photographs.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => people.id, { onDelete: 'set null' }),
    placeName: text('place_name'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    altitude: doublePrecision('altitude'),
    orientation: jsonb('orientation').$type<{ alpha: number; beta: number; gamma: number }>(),
    dateText: text('date_text'),
    photographer: text('photographer'),
    source: text('source'),
    licenseName: text('license_name'),
    licenseUrl: text('license_url'),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    /**
     * How the historic photograph lies over this RetroSnap (domain alignment.ts): null until the
     * alignment job ran; the files themselves are never changed.
     */
    alignment: jsonb('alignment').$type<StoredAlignment>(),
    /** The UUID the taking device gave it: a repeated create answers this row instead of a second one. */
    clientKey: uuid('client_key'),
  },
  (table) => [
    index('retrosnaps_photograph').on(table.photographId),
    index('retrosnaps_author').on(table.authorId),
    uniqueIndex('retrosnaps_author_client_key').on(table.authorId, table.clientKey),
  ],
);

/**
 * The stored alignment: what the matcher found (`automatic`, null when it found nothing plausible),
 * and the author's own (`manual`), which wins when present.
 */
export type StoredAlignment = {
  automatic: { homography: Homography; inliers: number; errorPx: number } | null;
  manual: Homography | null;
  /** When the matcher ran; absent while it has not. */
  alignedAt?: string;
};
