import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { mentions } from './mentions.js';
import { people } from './people.js';
import { photographs } from './photographs.js';

/**
 * Faces the detector found on a photograph side (the background job `faces.detect`). A detected
 * face is only a suggestion: it is confirmed by a Person comment that names it (`comments.face_id`),
 * a box of its own. A curator may dismiss a detection that is no face; it stays, marked with who
 * and when, so that the detector's work is not redone and the dismissal can be traced.
 * `photographs.faces` is the viewer's copy of the faces not dismissed, without descriptors.
 */
export const photographFaces = pgTable(
  'photograph_faces',
  {
    id: serial('id').primaryKey(),
    photographId: integer('photograph_id')
      .notNull()
      .references(() => photographs.id, { onDelete: 'cascade' }),
    isBackside: boolean('is_backside').notNull().default(false),
    /** The box in pixels of the upright original of that side. */
    x: integer('x').notNull(),
    y: integer('y').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The detector's confidence, 0 to 1. */
    score: real('score').notNull(),
    /** The face's embedding of length 1: the cosine similarity of two faces is their dot product. */
    descriptor: real('descriptor').array().notNull(),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    dismissedById: integer('dismissed_by_id').references(() => people.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('photograph_faces_photograph').on(table.photographId, table.isBackside),
    check('photograph_face_size', sql`${table.width} > 0 and ${table.height} > 0`),
  ],
);

/**
 * What a person answered to 'Is this also …?' (a face suggested for a mentioned person): `no`
 * keeps the face from being suggested to them for that person again; `yes` marked the person there.
 */
export const faceSuggestionAnswers = pgTable(
  'face_suggestion_answers',
  {
    mentionId: integer('mention_id')
      .notNull()
      .references(() => mentions.id, { onDelete: 'cascade' }),
    faceId: integer('face_id')
      .notNull()
      .references(() => photographFaces.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.mentionId, table.faceId, table.personId] }),
    index('face_suggestion_answers_face').on(table.faceId),
    check('face_suggestion_answer', sql`${table.answer} in ('yes', 'no')`),
  ],
);
