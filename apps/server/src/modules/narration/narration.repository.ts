import type { Locale } from '@retropics/domain/constants';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { photographCollections } from '../../db/schema/collections.js';
import { photographNarrations, photographs, photographTranslations } from '../../db/schema/photographs.js';

export type NarrationRow = typeof photographNarrations.$inferSelect;

export function createNarrationRepository(db: Database) {
  return {
    /** What decides who may hear a photograph: whether it is hidden, and its collection's owner. */
    async findPhotograph(id: number) {
      const [row] = await db
        .select({
          id: photographs.id,
          isHidden: photographs.isHidden,
          collectionOwnerId: photographCollections.ownerId,
        })
        .from(photographs)
        .leftJoin(photographCollections, eq(photographCollections.id, photographs.collectionId))
        .where(eq(photographs.id, id));
      return row ?? null;
    },

    async findTranslation(photographId: number, locale: Locale) {
      const [row] = await db
        .select({ name: photographTranslations.name, description: photographTranslations.description })
        .from(photographTranslations)
        .where(
          and(
            eq(photographTranslations.photographId, photographId),
            eq(photographTranslations.locale, locale),
          ),
        );
      return row;
    },

    async find(photographId: number, locale: Locale) {
      const [row] = await db
        .select()
        .from(photographNarrations)
        .where(
          and(eq(photographNarrations.photographId, photographId), eq(photographNarrations.locale, locale)),
        );
      return row ?? null;
    },

    async list(photographId: number) {
      return db
        .select()
        .from(photographNarrations)
        .where(eq(photographNarrations.photographId, photographId))
        .orderBy(asc(photographNarrations.locale));
    },

    /** Stores the recording of a language, replacing an earlier one; answers the new row and the old file. */
    async replace(values: typeof photographNarrations.$inferInsert) {
      return db.transaction(async (tx) => {
        const [old] = await tx
          .select({ filePath: photographNarrations.filePath })
          .from(photographNarrations)
          .where(
            and(
              eq(photographNarrations.photographId, values.photographId),
              eq(photographNarrations.locale, values.locale),
            ),
          )
          .for('update');
        const [row] = await tx
          .insert(photographNarrations)
          .values(values)
          .onConflictDoUpdate({
            target: [photographNarrations.photographId, photographNarrations.locale],
            set: {
              filePath: values.filePath,
              mimeType: values.mimeType,
              bytes: values.bytes,
              uploadedById: values.uploadedById,
              dateCreated: new Date(),
            },
          })
          .returning();
        return { row: row as NarrationRow, oldFilePath: old?.filePath ?? null };
      });
    },

    /** Removes the recording of a language; answers its file, or null when there was none. */
    async remove(photographId: number, locale: Locale) {
      const [row] = await db
        .delete(photographNarrations)
        .where(
          and(eq(photographNarrations.photographId, photographId), eq(photographNarrations.locale, locale)),
        )
        .returning({ filePath: photographNarrations.filePath });
      return row?.filePath ?? null;
    },
  };
}

export type NarrationRepository = ReturnType<typeof createNarrationRepository>;
