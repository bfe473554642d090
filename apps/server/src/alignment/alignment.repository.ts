import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { photographs } from '../db/schema/photographs.js';
import { retrosnaps, type StoredAlignment } from '../db/schema/retrosnaps.js';

/** A RetroSnap and the historic photograph it repeats, as the alignment job reads them. */
export type AlignmentPair = {
  retrosnap: { id: number; filePath: string; width: number; height: number };
  photograph: { id: number; filePath: string; width: number; height: number };
};

/** The RetroSnaps' `alignment` column as the alignment job reads and writes it. */
export function createAlignmentRepository(db: Database) {
  return {
    async findPair(retrosnapId: number): Promise<AlignmentPair | null> {
      const [row] = await db
        .select({
          retrosnap: {
            id: retrosnaps.id,
            filePath: retrosnaps.filePath,
            width: retrosnaps.width,
            height: retrosnaps.height,
          },
          photograph: {
            id: photographs.id,
            filePath: photographs.filePath,
            width: photographs.width,
            height: photographs.height,
          },
        })
        .from(retrosnaps)
        .innerJoin(photographs, eq(photographs.id, retrosnaps.photographId))
        .where(eq(retrosnaps.id, retrosnapId));
      return row ?? null;
    },

    /**
     * Stores what the matcher found (or null) and when, keeping the author's own alignment as it
     * is in the row at that moment: one statement, so a hand alignment saved while the matcher
     * ran is not overwritten.
     */
    async storeAutomatic(retrosnapId: number, automatic: StoredAlignment['automatic'], alignedAt: Date) {
      await db.execute(sql`
        update retrosnaps set alignment = jsonb_build_object(
          'automatic', ${JSON.stringify(automatic)}::jsonb,
          'manual', coalesce(alignment -> 'manual', 'null'::jsonb),
          'alignedAt', ${alignedAt.toISOString()}::text)
        where id = ${retrosnapId}`);
    },
  };
}
