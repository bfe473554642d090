import type { Locale } from '@retropics/domain/constants';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  collectionSponsors,
  collectionStatusChanges,
  photographCollections,
  photographCollectionTranslations,
} from '../../db/schema/collections.js';
import { organizations, sponsors } from '../../db/schema/organizations.js';
import { people, users } from '../../db/schema/people.js';
import { photographs } from '../../db/schema/photographs.js';
import { collectionPerks, products } from '../../db/schema/shop.js';
import type { CollectionRow } from './photograph-collection.repository.js';

/** The collection's own columns an edit may set; a field left out stays as it is. */
export type CollectionColumns = Partial<
  Pick<
    CollectionRow,
    | 'headline'
    | 'about'
    | 'text'
    | 'fromYear'
    | 'toYear'
    | 'placeId'
    | 'licenseName'
    | 'licenseUrl'
    | 'collectionCopyrightUrl'
    | 'copyrightHoldingPerson'
    | 'status'
    | 'crowdfundingRequired'
    | 'crowdfundingFunded'
    | 'internalRating'
    | 'organizationId'
  >
>;

export type CollectionWrite = {
  columns: CollectionColumns;
  /** Replaces the perks in this order; left alone when undefined. */
  perkIds?: number[];
  /** Replaces the sponsors in this order; left alone when undefined. */
  sponsorIds?: number[];
  locale: Locale;
  /** Who edits: the status change is recorded under their name; null: the system (a payment reached the goal). */
  changedById: number | null;
};

/** The writes of a collection (edit, status, perks, delete) and the lookups their rules need. */
export function createCollectionWriteRepository(db: Database) {
  type Executor = Pick<Database, 'insert' | 'delete' | 'update' | 'select'>;

  /**
   * Headline and texts in the request's language. German lives in the collection's own columns
   * too (the feed and older readers take them from there); another language leaves them alone and
   * keeps a German row so the German text is not lost to the fallback.
   */
  async function writeTexts(tx: Executor, before: CollectionRow, write: CollectionWrite) {
    const { headline, about, text } = write.columns;
    if (headline === undefined && about === undefined && text === undefined) return;
    if (write.locale !== 'de') {
      await tx
        .insert(photographCollectionTranslations)
        .values({
          collectionId: before.id,
          locale: 'de',
          headline: before.headline,
          about: before.about,
          text: before.text,
        })
        .onConflictDoNothing();
    }
    const [current] = await tx
      .select()
      .from(photographCollectionTranslations)
      .where(
        and(
          eq(photographCollectionTranslations.collectionId, before.id),
          eq(photographCollectionTranslations.locale, write.locale),
        ),
      );
    const base = current ?? { headline: before.headline, about: before.about, text: before.text };
    const values = {
      headline: headline ?? base.headline,
      about: about ?? base.about,
      text: text ?? base.text,
    };
    await tx
      .insert(photographCollectionTranslations)
      .values({ collectionId: before.id, locale: write.locale, ...values })
      .onConflictDoUpdate({
        target: [photographCollectionTranslations.collectionId, photographCollectionTranslations.locale],
        set: values,
      });
  }

  return {
    async existingProductIds(ids: readonly number[]) {
      if (ids.length === 0) return new Set<number>();
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, [...ids]));
      return new Set(rows.map((row) => row.id));
    },

    /** The products a collection offers as perks, in their order. */
    async perkIds(collectionId: number) {
      const rows = await db
        .select({ id: collectionPerks.productId })
        .from(collectionPerks)
        .where(eq(collectionPerks.collectionId, collectionId))
        .orderBy(asc(collectionPerks.position), asc(collectionPerks.productId));
      return rows.map((row) => row.id);
    },

    /** The sponsors a collection thanks, in their order. */
    async sponsorIds(collectionId: number) {
      const rows = await db
        .select({ id: collectionSponsors.sponsorId })
        .from(collectionSponsors)
        .where(eq(collectionSponsors.collectionId, collectionId))
        .orderBy(asc(collectionSponsors.position), asc(collectionSponsors.sponsorId));
      return rows.map((row) => row.id);
    },

    async existingSponsorIds(ids: readonly number[]) {
      if (ids.length === 0) return new Set<number>();
      const rows = await db
        .select({ id: sponsors.id })
        .from(sponsors)
        .where(inArray(sponsors.id, [...ids]));
      return new Set(rows.map((row) => row.id));
    },

    async organizationExists(id: number) {
      const [row] = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, id));
      return row !== undefined;
    },

    async photographCount(collectionId: number) {
      const [row] = await db
        .select({ value: count() })
        .from(photographs)
        .where(eq(photographs.collectionId, collectionId));
      return row?.value ?? 0;
    },

    /**
     * Everything of one edit in one transaction: columns, texts, perks and, when the status moves,
     * the record of who moved it. Returns the row as it is now.
     */
    async update(before: CollectionRow, write: CollectionWrite) {
      return db.transaction(async (tx) => {
        const german = write.locale === 'de';
        const { headline, about, text, ...rest } = write.columns;
        const columns: CollectionColumns = german ? write.columns : rest;
        const [row] =
          Object.keys(columns).length > 0
            ? await tx
                .update(photographCollections)
                .set(columns)
                .where(eq(photographCollections.id, before.id))
                .returning()
            : [before];
        if (!row) throw new Error('collection not updated');
        await writeTexts(tx, before, write);
        if (write.perkIds) {
          await tx.delete(collectionPerks).where(eq(collectionPerks.collectionId, before.id));
          if (write.perkIds.length > 0) {
            await tx.insert(collectionPerks).values(
              write.perkIds.map((productId, position) => ({
                collectionId: before.id,
                productId,
                position,
              })),
            );
          }
        }
        if (write.sponsorIds) {
          await tx.delete(collectionSponsors).where(eq(collectionSponsors.collectionId, before.id));
          if (write.sponsorIds.length > 0) {
            await tx.insert(collectionSponsors).values(
              write.sponsorIds.map((sponsorId, position) => ({
                collectionId: before.id,
                sponsorId,
                position,
              })),
            );
          }
        }
        if (write.columns.status !== undefined && write.columns.status !== before.status) {
          await tx.insert(collectionStatusChanges).values({
            collectionId: before.id,
            fromStatus: before.status,
            toStatus: write.columns.status,
            changedById: write.changedById,
          });
        }
        return row;
      });
    },

    /** Removes the collection; its texts, perks, status record and sponsors go with it (cascade). */
    async delete(id: number) {
      await db.delete(photographCollections).where(eq(photographCollections.id, id));
    },

    /** The owner's account e-mail and name, when the owner has an account. */
    async ownerAccount(personId: number) {
      const [row] = await db
        .select({ email: users.email, name: people.name })
        .from(users)
        .innerJoin(people, eq(people.id, users.personId))
        .where(eq(users.personId, personId));
      return row ?? null;
    },
  };
}

export type CollectionWriteRepository = ReturnType<typeof createCollectionWriteRepository>;
