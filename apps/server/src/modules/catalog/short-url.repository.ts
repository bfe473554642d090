import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { shortUrls } from '../../db/schema/site.js';

export type ShortUrlRow = typeof shortUrls.$inferSelect;

export function createShortUrlRepository(db: Database) {
  return {
    async findByCode(code: string) {
      const [row] = await db.select().from(shortUrls).where(eq(shortUrls.code, code));
      return row ?? null;
    },
  };
}

export type ShortUrlRepository = ReturnType<typeof createShortUrlRepository>;
