import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
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
  },
  (table) => [
    index('retrosnaps_photograph').on(table.photographId),
    index('retrosnaps_author').on(table.authorId),
  ],
);
