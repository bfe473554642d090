import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { people } from './people.js';

/** An SVG layout for album covers; `{{image1}}`… in `svg` are filled with the chosen pictures. */
export const svgTemplates = pgTable('svg_templates', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  settings: jsonb('settings').$type<{ imagesCount: number }>().notNull().default({ imagesCount: 6 }),
  svg: text('svg').notNull(),
});

/** Printed QR codes and share links point at short codes that resolve to an app path. */
export const shortUrls = pgTable('short_urls', {
  code: text('code').primaryKey(),
  urlPath: text('url_path').notNull(),
  parameters: jsonb('parameters').$type<Record<string, string>>().notNull().default({}),
  utmSource: text('utm_source'),
  utmMedium: text('utm_medium'),
  utmCampaign: text('utm_campaign'),
  utmTerm: text('utm_term'),
  utmContent: text('utm_content'),
});

export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  translations: jsonb('translations')
    .$type<{ locale: string; name: string; text: string; description: string }[]>()
    .notNull()
    .default([]),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  link: text('link'),
  showInFeed: boolean('show_in_feed').notNull().default(true),
  internalRating: smallint('internal_rating').notNull().default(0),
  dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
});

export const announcementClicks = pgTable(
  'announcement_clicks',
  {
    id: serial('id').primaryKey(),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    personId: integer('person_id').references(() => people.id, { onDelete: 'set null' }),
    isValidClick: boolean('is_valid_click').notNull().default(true),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('announcement_clicks_announcement').on(table.announcementId)],
);

export const webPushSubscriptions = pgTable('web_push_subscriptions', {
  id: serial('id').primaryKey(),
  personId: integer('person_id').references(() => people.id, { onDelete: 'cascade' }),
  endpoint: text('endpoint').notNull().unique(),
  keys: jsonb('keys').$type<{ p256dh: string; auth: string }>().notNull(),
  options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
  dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
});
