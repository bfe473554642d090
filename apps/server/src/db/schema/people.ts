import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A person is the public face of a user (name, avatar); albums, comments and orders belong to people. */
export const people = pgTable(
  'people',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Avatar number 0..8 as text, or a full https URL (which the client treats as no avatar). */
    pictureUrl: text('picture_url').notNull().default('1'),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('people_name_not_blank', sql`length(trim(${table.name})) > 0`)],
);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash'),
  isActive: boolean('is_active').notNull().default(false),
  invitationCode: text('invitation_code'),
  roles: text('roles').array().notNull().default(sql`ARRAY['ROLE_USER']::text[]`),
  personId: integer('person_id')
    .notNull()
    .unique()
    .references(() => people.id, { onDelete: 'cascade' }),
  receiveEmailsLogins: boolean('receive_emails_logins').notNull().default(false),
  receiveEmailsUpdates: boolean('receive_emails_updates').notNull().default(false),
  receiveEmailsSurveys: boolean('receive_emails_surveys').notNull().default(false),
  receiveEmailsOffers: boolean('receive_emails_offers').notNull().default(false),
  dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
});
