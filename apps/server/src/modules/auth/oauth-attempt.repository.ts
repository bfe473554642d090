import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { oauthLoginAttempts } from '../../db/schema/auth.js';

export type OAuthAttempt = typeof oauthLoginAttempts.$inferSelect;

export function createOAuthAttemptRepository(db: Database) {
  return {
    async save(attempt: OAuthAttempt) {
      await db.delete(oauthLoginAttempts).where(lt(oauthLoginAttempts.expiresAt, new Date()));
      await db.insert(oauthLoginAttempts).values(attempt);
    },

    /** Takes the attempt out in one statement: a state works once, even if replayed concurrently. */
    async take(state: string, provider: string, now: Date): Promise<OAuthAttempt | null> {
      const [attempt] = await db
        .delete(oauthLoginAttempts)
        .where(
          and(
            eq(oauthLoginAttempts.state, state),
            eq(oauthLoginAttempts.provider, provider),
            gt(oauthLoginAttempts.expiresAt, now),
          ),
        )
        .returning();
      return attempt ?? null;
    },
  };
}

export type OAuthAttemptRepository = ReturnType<typeof createOAuthAttemptRepository>;
