import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { rateLimitCounters } from '../../db/schema/auth.js';

export function createRateLimitRepository(db: Database) {
  return {
    /** Counts one hit in the key's current window and returns the new count; atomic across nodes. */
    async hit(key: string, windowStart: Date): Promise<number> {
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { count: sql`${rateLimitCounters.count} + 1` },
        })
        .returning({ count: rateLimitCounters.count });
      return row?.count ?? 1;
    },

    async deleteOlderThan(cutoff: Date) {
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, cutoff));
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
