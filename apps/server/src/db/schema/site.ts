import { sql } from 'drizzle-orm';
import {
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
  unique,
} from 'drizzle-orm/pg-core';
import { comments } from './comments.js';
import { people } from './people.js';

/** An SVG layout for album covers; `{{image1}}`… in `svg` are filled with the chosen pictures. */
export const svgTemplates = pgTable('svg_templates', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  settings: jsonb('settings').$type<{ imagesCount: number }>().notNull().default({ imagesCount: 6 }),
  svg: text('svg').notNull(),
});

/**
 * Printed QR codes and share links point at short codes that resolve to an app path. One code per
 * path and campaign tags: asking again for the same link gives the same code (the unique key, with
 * nulls equal, makes that hold under concurrent requests too).
 */
export const shortUrls = pgTable(
  'short_urls',
  {
    code: text('code').primaryKey(),
    urlPath: text('url_path').notNull(),
    parameters: jsonb('parameters').$type<Record<string, string>>().notNull().default({}),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmTerm: text('utm_term'),
    utmContent: text('utm_content'),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('short_urls_one_per_link')
      .on(
        table.urlPath,
        table.parameters,
        table.utmSource,
        table.utmMedium,
        table.utmCampaign,
        table.utmTerm,
        table.utmContent,
      )
      .nullsNotDistinct(),
  ],
);

export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  translations: jsonb('translations')
    .$type<{ locale: string; name: string; text: string; description: string }[]>()
    .notNull()
    .default([]),
  /** Media file paths of still pictures (the storage's `announcements/…` keys). */
  images: jsonb('images').$type<string[]>().notNull().default([]),
  /** An mp4 shown instead of the pictures (muted, looping); `images[0]` is its poster when set. */
  video: text('video'),
  link: text('link'),
  showInFeed: boolean('show_in_feed').notNull().default(true),
  internalRating: smallint('internal_rating').notNull().default(0),
  /** Shown from and until (either open); outside the window the feed leaves it out. */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  /** 0-based place among the feed's first cards; null: by date like any other item. */
  feedPosition: smallint('feed_position'),
  createdById: integer('created_by_id').references(() => people.id, { onDelete: 'set null' }),
  dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  dateModified: timestamp('date_modified', { withTimezone: true }).notNull().defaultNow(),
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

/**
 * A message from /contact (`POST /api/submit-feedback`): stored before the sender sees 'thank
 * you', then mailed to the team. The captcha token it came with is spent in the same transaction.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    text: text('text').notNull(),
    email: text('email'),
    subscribeNewsletter: boolean('subscribe_newsletter').notNull().default(false),
    /** The signed-in sender, and the account address they had when the form said it differs. */
    personId: integer('person_id').references(() => people.id, { onDelete: 'set null' }),
    userOldEmail: text('user_old_email'),
    locale: text('locale').notNull().default('de'),
    /** When the team mail went out (null: not yet; the mail job retries). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('contact_message_text_not_blank', sql`length(trim(${table.text})) > 0`),
    index('contact_messages_date').on(table.dateCreated),
  ],
);

/**
 * Captchas (spec §4 'Captcha', §7 `/captcha`, `/verify-captcha`): a tile puzzle made from one of
 * the archive's pictures, or a proof-of-work challenge (ALTCHA) for people who cannot see it.
 * Solving one gives a token that a contact message spends once; both expire.
 */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    /** Random, the spec's `folder`: names the puzzle in `/captcha` and `/verify-captcha`. */
    id: text('id').primaryKey(),
    kind: text('kind').$type<'puzzle' | 'proofOfWork'>().notNull(),
    photographId: integer('photograph_id'),
    /** The tile order shown (`shuffled_tiles`) and the one that solves it. */
    shuffledTiles: jsonb('shuffled_tiles').$type<number[]>().notNull().default([]),
    solution: jsonb('solution').$type<unknown>().notNull(),
    /** Who asked, as a keyed hash of the address: the flood limit counts by it. */
    clientKey: text('client_key').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    solvedAt: timestamp('solved_at', { withTimezone: true }),
    /** Issued when solved; a contact message spends it (single use). */
    token: text('token').unique(),
    tokenUsedAt: timestamp('token_used_at', { withTimezone: true }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('captcha_challenges_client').on(table.clientKey, table.dateCreated),
    index('captcha_challenges_expiry').on(table.expiresAt),
  ],
);

/**
 * Newsletter consent (GDPR): double opt-in. `pending` until the link in the confirmation mail is
 * opened; `confirmed` with the time; `unsubscribed` with the time (the row stays as the record of
 * consent and its withdrawal). `token` is the secret of the confirm and unsubscribe links.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull().unique(),
    status: text('status').$type<'pending' | 'confirmed' | 'unsubscribed'>().notNull().default('pending'),
    locale: text('locale').notNull().default('de'),
    personId: integer('person_id').references(() => people.id, { onDelete: 'set null' }),
    /** Where consent was asked ('contact', 'settings'), and the words the person agreed to. */
    source: text('source').notNull(),
    consentText: text('consent_text').notNull(),
    token: text('token').notNull().unique(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (table) => [check('newsletter_status', sql`${table.status} in ('pending', 'confirmed', 'unsubscribed')`)],
);

/** A newsletter the team sent from the desk: its texts per language and how many it reached. */
export const newsletterMailings = pgTable('newsletter_mailings', {
  id: serial('id').primaryKey(),
  translations: jsonb('translations')
    .$type<{ locale: string; subject: string; text: string }[]>()
    .notNull()
    .default([]),
  sentById: integer('sent_by_id').references(() => people.id, { onDelete: 'set null' }),
  recipientCount: integer('recipient_count').notNull().default(0),
  dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
});

/** A comment someone reported to the team (once per person and comment). */
export const commentReports = pgTable(
  'comment_reports',
  {
    id: serial('id').primaryKey(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('comment_reports_once').on(table.commentId, table.reporterId),
    index('comment_reports_date').on(table.dateCreated),
  ],
);

/**
 * The desk's 'done' marks, one table for every kind of item the desk lists (feedback, bug reports,
 * contact messages, reported collections and comments): who marked it and when. No row: open.
 */
export const deskMarks = pgTable(
  'desk_marks',
  {
    kind: text('kind')
      .$type<'feedback' | 'bugReport' | 'contactMessage' | 'collectionReport' | 'commentReport'>()
      .notNull(),
    itemId: integer('item_id').notNull(),
    doneById: integer('done_by_id').references(() => people.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.itemId] })],
);
