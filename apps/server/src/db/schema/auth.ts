import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './people.js';

/**
 * Sign-in state lives here and nowhere in memory, so that several server nodes agree on every
 * session, every spent refresh token and every rate-limit counter.
 */

/**
 * One sign-in (password or OAuth) and every refresh token rotated from it. Revoking the family
 * ends the session everywhere: logout, reuse of a spent refresh token, password change.
 * Access tokens carry the family id (`sid`), so a revoked session stops working at once.
 */
export const refreshTokenFamilies = pgTable(
  'refresh_token_families',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('refresh_token_families_user_idx').on(table.userId)],
);

/** Refresh tokens are stored as SHA-256 hashes only; `usedAt` marks one as spent by rotation. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    familyId: text('family_id')
      .notNull()
      .references(() => refreshTokenFamilies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId)],
);

/** A password reset link; stored hashed, single use, short-lived. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/** Fixed-window counters (`login:ip:1.2.3.4`, `reset:email:…`), incremented atomically by upsert. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limit_counters_window_idx').on(table.windowStart),
  ],
);

/** A provider account (Google, Facebook) linked to a user, by the provider's stable subject id. */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('oauth_identities_provider_subject_unique').on(table.provider, table.subject),
    index('oauth_identities_user_idx').on(table.userId),
  ],
);

/**
 * An OAuth sign-in under way, between the redirect to the provider and the check call: the
 * PKCE verifier and nonce stay on the server, the browser only holds the state in a cookie.
 */
export const oauthLoginAttempts = pgTable('oauth_login_attempts', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  register: boolean('register').notNull().default(false),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A user asked to delete their account: signed out and deactivated at once, the user row (e-mail,
 * password, identities) removed once `deleteAfter` has passed. The person and their posts stay,
 * as the delete-account page explains.
 */
export const accountDeletions = pgTable('account_deletions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  deleteAfter: timestamp('delete_after', { withTimezone: true }).notNull(),
});
