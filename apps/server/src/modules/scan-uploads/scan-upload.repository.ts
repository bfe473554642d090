import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { collectionUploads } from '../../db/schema/collections.js';
import { photographs } from '../../db/schema/photographs.js';

export type CollectionUploadRow = typeof collectionUploads.$inferSelect;
export type UploadOutcome =
  | { state: 'added'; photographId: number }
  | { state: 'skipped' | 'refused'; reason: string; photographId?: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The record of every file sent into a collection (`collection_uploads`) and the lookups pairing needs. */
export function createScanUploadRepository(db: Database) {
  return {
    async record(row: typeof collectionUploads.$inferInsert) {
      await db.insert(collectionUploads).values(row);
    },

    async findById(id: string) {
      const [row] = await db.select().from(collectionUploads).where(eq(collectionUploads.id, id));
      return row ?? null;
    },

    /** Settles a file that is still receiving; answers false when it was settled already. */
    async settle(id: string, outcome: UploadOutcome, executor: Database = db) {
      const rows = await executor
        .update(collectionUploads)
        .set({
          state: outcome.state,
          photographId: outcome.photographId ?? null,
          reason: 'reason' in outcome ? outcome.reason : null,
        })
        .where(and(eq(collectionUploads.id, id), eq(collectionUploads.state, 'receiving')))
        .returning({ id: collectionUploads.id });
      return rows.length > 0;
    },

    /** Files of a collection still receiving (among them back sides waiting for their front). */
    receiving(collectionId: number, batchId?: string) {
      return db
        .select()
        .from(collectionUploads)
        .where(
          and(
            eq(collectionUploads.collectionId, collectionId),
            eq(collectionUploads.state, 'receiving'),
            batchId ? eq(collectionUploads.batchId, batchId) : undefined,
          ),
        )
        .orderBy(asc(collectionUploads.dateCreated));
    },

    batch(collectionId: number, batchId: string) {
      return db
        .select()
        .from(collectionUploads)
        .where(and(eq(collectionUploads.collectionId, collectionId), eq(collectionUploads.batchId, batchId)))
        .orderBy(asc(collectionUploads.dateCreated), asc(collectionUploads.fileName));
    },

    /** Files that started before `startedBefore` and never finished. */
    stale(startedBefore: Date) {
      return db
        .select()
        .from(collectionUploads)
        .where(
          and(eq(collectionUploads.state, 'receiving'), lt(collectionUploads.dateCreated, startedBefore)),
        );
    },

    /**
     * The photographs of a collection whose front side has this name without extension (lower
     * case `key`), with their back side if any.
     */
    frontsNamed(collectionId: number, key: string) {
      const name = sql`lower(${photographs.originalName})`;
      return db
        .select({
          id: photographs.id,
          originalName: photographs.originalName,
          backOriginalName: photographs.backOriginalName,
        })
        .from(photographs)
        .where(
          and(
            eq(photographs.collectionId, collectionId),
            or(sql`${name} = ${key}`, sql`${name} like ${`${escapeLike(key)}.%`}`),
          ),
        );
    },

    /** Gives a photograph its back side (inside the transaction that stores the file). */
    async attachBack(
      executor: Database,
      photographId: number,
      back: { filePath: string; originalName: string; width: number; height: number },
    ) {
      await executor
        .update(photographs)
        .set({
          backFilePath: back.filePath,
          backOriginalName: back.originalName,
          backWidth: back.width,
          backHeight: back.height,
        })
        .where(eq(photographs.id, photographId));
    },
  };
}

export type ScanUploadRepository = ReturnType<typeof createScanUploadRepository>;
