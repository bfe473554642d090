import { type AnyPgColumn, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { categories } from './categories.js';
import { imageGalleries } from './galleries.js';
import { people } from './people.js';

/** A person identified in a picture: a cropped portrait, a description and family links. */
export const mentions = pgTable(
  'mentions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    imagePath: text('image_path'),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    motherId: integer('mother_id').references((): AnyPgColumn => mentions.id, { onDelete: 'set null' }),
    fatherId: integer('father_id').references((): AnyPgColumn => mentions.id, { onDelete: 'set null' }),
    /** The album that collects every picture this person appears in. */
    galleryId: integer('gallery_id').references(() => imageGalleries.id, { onDelete: 'set null' }),
    createdById: integer('created_by_id').references(() => people.id, { onDelete: 'set null' }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mentions_name').on(table.name)],
);
