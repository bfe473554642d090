import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';

/**
 * The originals the database knows of, as storage keys: every photograph's front and back, its
 * colorized variant, and every RetroSnap's picture.
 */
export function createOriginalRepository(db: Database) {
  return {
    /**
     * Queues a job of `kind` for every original that has none yet. One statement, so a large
     * archive never passes through this process; idempotent. Answers how many were queued.
     */
    async enqueueWithoutJob(kind: string, priority: number): Promise<number> {
      const result = await db.execute(sql`
        insert into jobs (kind, key, priority)
        select ${kind}, k, ${priority} from (
          select 'photographs/' || file_path as k from photographs
          union select 'photographs/' || back_file_path from photographs where back_file_path is not null
          union select 'colorized/' || file_path from photographs where has_colorized
          union select 'colorized/' || back_file_path from photographs where has_colorized_back and back_file_path is not null
          union select 'photographs/' || file_path from retrosnaps
          union select 'photographs/' || back_file_path from retrosnaps where back_file_path is not null
        ) originals
        on conflict (kind, key) do nothing`);
      const counts = result as unknown as { affectedRows?: number; rowCount?: number | null };
      return counts.rowCount ?? counts.affectedRows ?? 0;
    },
  };
}
