import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { imageGalleries } from './galleries.js';
import { people } from './people.js';
import { photographs } from './photographs.js';
import { retrosnaps } from './retrosnaps.js';

/** A marked area of a picture: fractions of the image (0..1) plus a rotation in degrees. */
export type CommentBox = { x: number; y: number; width: number; height: number; degrees: number };

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    text: text('text').notNull(),
    box: jsonb('box').$type<CommentBox | null>(),
    isPrivate: boolean('is_private').notNull().default(false),
    isBackside: boolean('is_backside').notNull().default(false),
    photographId: integer('photograph_id').references(() => photographs.id, { onDelete: 'cascade' }),
    retrosnapId: integer('retrosnap_id').references(() => retrosnaps.id, { onDelete: 'cascade' }),
    imageGalleryId: integer('image_gallery_id').references((): AnyPgColumn => imageGalleries.id, {
      onDelete: 'cascade',
    }),
    faceId: text('face_id'),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    categoryAttributes: jsonb('category_attributes').$type<Record<string, unknown>>().notNull().default({}),
    authorId: integer('author_id').references(() => people.id, { onDelete: 'cascade' }),
    upvoteCount: integer('upvote_count').notNull().default(0),
    /** Feedback: rating; bug report: console log and screenshot. */
    additionalData: jsonb('additional_data').$type<Record<string, unknown>>(),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'comment_one_subject',
      sql`num_nonnulls(${table.photographId}, ${table.retrosnapId}, ${table.imageGalleryId}) <= 1`,
    ),
    check('comment_text_not_blank', sql`length(trim(${table.text})) > 0`),
    index('comments_photograph').on(table.photographId, table.dateCreated),
    index('comments_retrosnap').on(table.retrosnapId, table.dateCreated),
    index('comments_gallery').on(table.imageGalleryId, table.dateCreated),
  ],
);

export const commentVotes = pgTable(
  'comment_votes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    value: smallint('value').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.commentId, table.personId] }),
    check('comment_vote_value', sql`${table.value} in (-1, 1)`),
  ],
);

/** Photograph comments (with a box) that an album shows as items of their own. */
export const galleryComments = pgTable(
  'gallery_comments',
  {
    galleryId: integer('gallery_id')
      .notNull()
      .references(() => imageGalleries.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.galleryId, table.commentId] }),
    index('gallery_comments_comment').on(table.commentId),
  ],
);
