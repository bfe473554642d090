import { ROLES } from '@retropics/domain/permissions';
import { and, arrayOverlaps, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { photographCollections, photographCollectionTranslations } from '../../db/schema/collections.js';
import { users } from '../../db/schema/people.js';
import { refreshFeedItems } from '../feed-items/feed-item.projection.js';

export type NewReportedCollection = Pick<
  typeof photographCollections.$inferInsert,
  | 'headline'
  | 'about'
  | 'howManyPhotographs'
  | 'materialTypes'
  | 'isDigitalized'
  | 'personName'
  | 'personEmail'
  | 'privacy'
  | 'reportLocale'
  | 'ownerId'
>;

export function createCollectionReportRepository(db: Database) {
  return {
    /**
     * The collection at status 0 (New) with its German text row, as every collection keeps its
     * texts, and its feed row refreshed: all or nothing.
     */
    create(values: NewReportedCollection) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(photographCollections)
          .values({ ...values, status: 0 })
          .returning();
        if (!row) throw new Error('collection not inserted');
        await tx.insert(photographCollectionTranslations).values({
          collectionId: row.id,
          locale: 'de',
          headline: row.headline,
          about: row.about,
          text: row.text,
        });
        await refreshFeedItems(tx, 'PhotographCollection', [row.id]);
        return row;
      });
    },

    /** The e-mail addresses of the active editors and admins: the team that handles reports. */
    async findCuratorAddresses(): Promise<string[]> {
      const rows = await db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.isActive, true), arrayOverlaps(users.roles, [ROLES.editor, ROLES.admin])))
        .orderBy(asc(users.id));
      return rows.map((row) => row.email);
    },
  };
}

export type CollectionReportRepository = ReturnType<typeof createCollectionReportRepository>;
