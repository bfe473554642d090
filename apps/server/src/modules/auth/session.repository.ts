import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { accountDeletions, refreshTokenFamilies, refreshTokens } from '../../db/schema/auth.js';
import { users } from '../../db/schema/people.js';
import type { AuthUser } from './access-token.service.js';

/**
 * Sessions are refresh-token families. A family lives until it is revoked (logout, reuse of a
 * spent token, password change, account deletion) or its last refresh token expires.
 */
export function createSessionRepository(db: Database) {
  return {
    /**
     * The user behind a live session, with their current roles: a revoked session, a deactivated
     * user or an account marked for deletion signs nobody in, whatever the token says.
     */
    async findSessionUser(sessionId: string, userId: number): Promise<AuthUser | null> {
      const [row] = await db
        .select({ id: users.id, personId: users.personId, username: users.username, roles: users.roles })
        .from(refreshTokenFamilies)
        .innerJoin(users, eq(users.id, refreshTokenFamilies.userId))
        .leftJoin(accountDeletions, eq(accountDeletions.userId, users.id))
        .where(
          and(
            eq(refreshTokenFamilies.id, sessionId),
            eq(refreshTokenFamilies.userId, userId),
            isNull(refreshTokenFamilies.revokedAt),
            eq(users.isActive, true),
            isNull(accountDeletions.userId),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async createSession(sessionId: string, userId: number) {
      await db.insert(refreshTokenFamilies).values({ id: sessionId, userId });
    },

    async addRefreshToken(sessionId: string, tokenHash: string, expiresAt: Date) {
      await db.insert(refreshTokens).values({ familyId: sessionId, tokenHash, expiresAt });
    },

    async findRefreshToken(tokenHash: string) {
      const [row] = await db
        .select({
          id: refreshTokens.id,
          sessionId: refreshTokens.familyId,
          userId: refreshTokenFamilies.userId,
          expiresAt: refreshTokens.expiresAt,
          usedAt: refreshTokens.usedAt,
          revokedAt: refreshTokenFamilies.revokedAt,
        })
        .from(refreshTokens)
        .innerJoin(refreshTokenFamilies, eq(refreshTokenFamilies.id, refreshTokens.familyId))
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    /**
     * Marks a refresh token spent; false when another request spent it first. The conditional
     * update is what makes two concurrent refreshes with one token count as reuse.
     */
    async spendRefreshToken(id: number, now: Date): Promise<boolean> {
      const spent = await db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), gt(refreshTokens.expiresAt, now)))
        .returning({ id: refreshTokens.id });
      return spent.length === 1;
    },

    async touchSession(sessionId: string, now: Date) {
      await db
        .update(refreshTokenFamilies)
        .set({ lastUsedAt: now })
        .where(eq(refreshTokenFamilies.id, sessionId));
    },

    async revokeSession(sessionId: string, reason: string) {
      await db
        .update(refreshTokenFamilies)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(refreshTokenFamilies.id, sessionId), isNull(refreshTokenFamilies.revokedAt)));
    },

    /**
     * Forgets what can no longer sign anybody in: sessions revoked or idle beyond the refresh-token
     * lifetime (with their tokens), and spent or expired tokens of live sessions.
     */
    async deleteExpired(now: Date, refreshTokenTtlSeconds: number) {
      const idleSince = new Date(now.getTime() - refreshTokenTtlSeconds * 1000);
      await db
        .delete(refreshTokenFamilies)
        .where(
          or(lt(refreshTokenFamilies.lastUsedAt, idleSince), lt(refreshTokenFamilies.revokedAt, idleSince)),
        );
      await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, now));
    },

    /** Ends every session of a user, or every other one (a password change keeps the current device). */
    async revokeAllSessions(userId: number, reason: string, exceptSessionId?: string) {
      await db
        .update(refreshTokenFamilies)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(
          and(
            eq(refreshTokenFamilies.userId, userId),
            isNull(refreshTokenFamilies.revokedAt),
            exceptSessionId ? ne(refreshTokenFamilies.id, exceptSessionId) : undefined,
          ),
        );
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
