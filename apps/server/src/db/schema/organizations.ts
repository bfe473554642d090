import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { people } from './people.js';

/** The archive, local history society or family behind one or more collections (spec §7 `organizations`). */
export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Storage path of the logo, served under /media/organizations. */
  logo: text('logo'),
  /** HTML, sanitised to the rich-text tags. */
  text: text('text').notNull().default(''),
  url: text('url'),
  createdById: integer('created_by_id').references(() => people.id, { onDelete: 'set null' }),
  dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
});

/** Someone who pays towards a collection's digitisation and is thanked on its page (spec §7 `sponsors`). */
export const sponsors = pgTable('sponsors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo'),
  url: text('url'),
  createdById: integer('created_by_id').references(() => people.id, { onDelete: 'set null' }),
  dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
});
