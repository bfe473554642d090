import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { photographs } from '../../db/schema/photographs.js';
import { captchaChallenges } from '../../db/schema/site.js';

export type CaptchaChallenge = typeof captchaChallenges.$inferSelect;
export type NewCaptchaChallenge = Pick<
  typeof captchaChallenges.$inferInsert,
  'id' | 'kind' | 'photographId' | 'shuffledTiles' | 'solution' | 'clientKey' | 'expiresAt'
>;

/** A challenge that may still be answered: named, not solved, not expired. */
const stillOpen = (id: string, now: Date) =>
  and(eq(captchaChallenges.id, id), isNull(captchaChallenges.solvedAt), gt(captchaChallenges.expiresAt, now));

export function createCaptchaRepository(db: Database) {
  return {
    /** One visible photograph at random: the puzzle's picture. */
    async randomVisiblePhotograph(): Promise<{ id: number; filePath: string } | undefined> {
      const [row] = await db
        .select({ id: photographs.id, filePath: photographs.filePath })
        .from(photographs)
        .where(eq(photographs.isHidden, false))
        .orderBy(sql`random()`)
        .limit(1);
      return row;
    },

    async photographFile(id: number): Promise<string | undefined> {
      const [row] = await db
        .select({ filePath: photographs.filePath })
        .from(photographs)
        .where(eq(photographs.id, id));
      return row?.filePath;
    },

    async create(values: NewCaptchaChallenge) {
      await db.insert(captchaChallenges).values(values);
    },

    /** A puzzle that may still be worked on: not solved, not expired. */
    async findOpenPuzzle(id: string, now: Date): Promise<CaptchaChallenge | undefined> {
      const [row] = await db
        .select()
        .from(captchaChallenges)
        .where(and(stillOpen(id, now), eq(captchaChallenges.kind, 'puzzle')));
      return row;
    },

    /**
     * Counts one answer against an open challenge and returns it with the new count; nothing when
     * the challenge is unknown, of another kind, solved or expired. One statement, so parallel
     * answers cannot share an attempt.
     */
    async countAttempt(id: string, kind: CaptchaChallenge['kind'], now: Date) {
      const [row] = await db
        .update(captchaChallenges)
        .set({ attempts: sql`${captchaChallenges.attempts} + 1` })
        .where(and(stillOpen(id, now), eq(captchaChallenges.kind, kind)))
        .returning();
      return row;
    },

    /** Ends a challenge before its time (too many wrong answers). */
    async expire(id: string, now: Date) {
      await db.update(captchaChallenges).set({ expiresAt: now }).where(eq(captchaChallenges.id, id));
    },

    /**
     * Marks the challenge solved and gives it its token, once: a second solve of the same
     * challenge (a replay) finds it solved and gets nothing.
     */
    async solve(id: string, token: string, now: Date, tokenExpiresAt: Date) {
      const [row] = await db
        .update(captchaChallenges)
        .set({ solvedAt: now, token, expiresAt: tokenExpiresAt })
        .where(stillOpen(id, now))
        .returning({ id: captchaChallenges.id });
      return row !== undefined;
    },

    /**
     * Spends a token inside the caller's transaction: true once for a solved, unspent, unexpired
     * token; false for anything else (unknown, spent, expired).
     */
    async spendToken(executor: Database, token: string, now: Date): Promise<boolean> {
      const [row] = await executor
        .update(captchaChallenges)
        .set({ tokenUsedAt: now })
        .where(
          and(
            eq(captchaChallenges.token, token),
            isNull(captchaChallenges.tokenUsedAt),
            gt(captchaChallenges.expiresAt, now),
          ),
        )
        .returning({ id: captchaChallenges.id });
      return row !== undefined;
    },

    /** Forgets challenges a day after they ended (spent or not): they hold nothing worth keeping. */
    async deleteEndedBefore(cutoff: Date) {
      await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, cutoff));
    },
  };
}

export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;
