import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { categories } from './categories.js';
import { comments } from './comments.js';
import { imageGalleries } from './galleries.js';
import { people } from './people.js';
import { photographs } from './photographs.js';

/**
 * A person identified in the pictures (spec §3 'Mention'): a name, a description and family
 * links. Each time someone marks them on a photograph a crop is kept (`mention_images`).
 */
export const mentions = pgTable(
  'mentions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The crop that stands for the person (one of their `mention_images`); null before the first. */
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
  (table) => [
    index('mentions_name').on(table.name),
    index('mentions_mother').on(table.motherId),
    index('mentions_father').on(table.fatherId),
    check('mention_not_own_mother', sql`${table.motherId} <> ${table.id}`),
    check('mention_not_own_father', sql`${table.fatherId} <> ${table.id}`),
    check('mention_parents_differ', sql`${table.motherId} <> ${table.fatherId}`),
  ],
);

/**
 * One identification of a person on a picture: the crop of their face (stored under the media
 * folder `mentions/`, served at /media/mentions/{imagePath}), the photograph side it was cut
 * from, and the Person comment that marks the area there. Removing the comment or the
 * photograph removes the identification with it.
 */
export const mentionImages = pgTable(
  'mention_images',
  {
    id: serial('id').primaryKey(),
    mentionId: integer('mention_id')
      .notNull()
      .references(() => mentions.id, { onDelete: 'cascade' }),
    imagePath: text('image_path').notNull().unique(),
    photographId: integer('photograph_id').references(() => photographs.id, { onDelete: 'cascade' }),
    isBackside: boolean('is_backside').notNull().default(false),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    createdById: integer('created_by_id').references(() => people.id, { onDelete: 'set null' }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mention_images_mention').on(table.mentionId, table.id),
    index('mention_images_photograph').on(table.photographId),
    index('mention_images_comment').on(table.commentId),
  ],
);

/**
 * When a crop may be shown, as a condition on `mention_images` left-joined to its `photographs`
 * and `comments` rows: not cut from a hidden photograph, and its Person comment not private (the
 * rule of the comment's own thumbnail). Where it fails, the crop is not there for anyone.
 */
export const mentionImageIsVisible: SQL = and(
  or(isNull(mentionImages.photographId), eq(photographs.isHidden, false)),
  or(isNull(mentionImages.commentId), eq(comments.isPrivate, false)),
) as SQL;
