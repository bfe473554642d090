import type { CollectionListQuery } from '@retropics/domain/contracts/photograph-collection.contract';
import { and, asc, count, desc, eq, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  collectionSponsors,
  collectionStatusChanges,
  photographCollections,
  photographCollectionTranslations,
} from '../../db/schema/collections.js';
import { organizations, sponsors } from '../../db/schema/organizations.js';
import { people } from '../../db/schema/people.js';
import { photographs } from '../../db/schema/photographs.js';
import { places } from '../../db/schema/places.js';
import { collectionPerks, products } from '../../db/schema/shop.js';
import type { Page } from '../../hydra/pagination.js';

export type CollectionRow = typeof photographCollections.$inferSelect;

const PREVIEW_COUNT = 6;

/** The pictures a collection shows in its grid: visible, and neither an extra view nor a back side. */
const shownPhotograph = and(
  eq(photographs.isHidden, false),
  isNull(photographs.parentPhotographId),
  isNull(photographs.frontsideId),
);

/**
 * Which collections a list shows its viewer (canSeeCollection as a query condition): everything
 * for curators, and otherwise every collection past New (0) plus the viewer's own.
 */
export type CollectionVisibility = { everything: true } | { everything: false; ownerId: number | null };

function visibleTo(visibility: CollectionVisibility): SQL | undefined {
  if (visibility.everything) return undefined;
  const published = ne(photographCollections.status, 0);
  if (visibility.ownerId === null) return published;
  return or(published, eq(photographCollections.ownerId, visibility.ownerId));
}

export function createCollectionRepository(db: Database) {
  function conditions(query: CollectionListQuery, visibility: CollectionVisibility) {
    const where: SQL[] = [];
    const visible = visibleTo(visibility);
    if (visible) where.push(visible);
    if (query.owner !== undefined) where.push(eq(photographCollections.ownerId, query.owner));
    if (query.organization !== undefined)
      where.push(eq(photographCollections.organizationId, query.organization));
    const statuses = [...(query.status ?? []), ...(query['status[]'] ?? [])];
    if (statuses.length > 0) where.push(inArray(photographCollections.status, statuses));
    return where.length > 0 ? and(...where) : undefined;
  }

  function ordering(query: CollectionListQuery) {
    const direction = query['order[dateCreated]']?.toUpperCase();
    if (direction === 'DESC')
      return [desc(photographCollections.dateCreated), desc(photographCollections.id)];
    if (direction === 'ASC') return [asc(photographCollections.dateCreated), asc(photographCollections.id)];
    return [asc(photographCollections.id)];
  }

  /**
   * The moves of the given collections between statuses, oldest first, with the mover's name:
   * read only for viewers who see the team's record (`historyOf`), so lists stay one query lighter.
   */
  async function statusHistory(collectionIds: readonly number[]) {
    if (collectionIds.length === 0) return [];
    return db
      .select({
        collectionId: collectionStatusChanges.collectionId,
        fromStatus: collectionStatusChanges.fromStatus,
        toStatus: collectionStatusChanges.toStatus,
        changedById: collectionStatusChanges.changedById,
        changedByName: people.name,
        dateCreated: collectionStatusChanges.dateCreated,
      })
      .from(collectionStatusChanges)
      .leftJoin(people, eq(people.id, collectionStatusChanges.changedById))
      .where(inArray(collectionStatusChanges.collectionId, [...collectionIds]))
      .orderBy(asc(collectionStatusChanges.dateCreated), asc(collectionStatusChanges.id));
  }

  return {
    async findPage(query: CollectionListQuery, page: Page, visibility: CollectionVisibility) {
      const where = conditions(query, visibility);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(photographCollections)
          .where(where)
          .orderBy(...ordering(query))
          .limit(page.itemsPerPage)
          .offset(page.offset),
        db.select({ value: count() }).from(photographCollections).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async findById(id: number) {
      const [row] = await db.select().from(photographCollections).where(eq(photographCollections.id, id));
      return row ?? null;
    },

    statusHistory,

    /**
     * Places, preview pictures, photograph counts, perks, texts per language, organizations and
     * sponsors of a page of collections, in seven queries; the status record too for the ids in
     * `historyOf`.
     */
    async findRelations(rows: CollectionRow[], historyOf: readonly number[] = []) {
      const ids = rows.map((row) => row.id);
      const placeIds = [...new Set(rows.flatMap((row) => (row.placeId === null ? [] : [row.placeId])))];
      const organizationIds = [
        ...new Set(rows.flatMap((row) => (row.organizationId === null ? [] : [row.organizationId]))),
      ];
      if (ids.length === 0)
        return {
          places: [],
          previews: [],
          photographCounts: [],
          perks: [],
          translations: [],
          organizations: [],
          sponsors: [],
          statusHistory: [],
        };
      const ranked = db
        .select({
          collectionId: photographs.collectionId,
          filePath: photographs.filePath,
          rank: sql<number>`row_number() over (partition by ${photographs.collectionId} order by ${photographs.id})`.as(
            'rank',
          ),
        })
        .from(photographs)
        .where(and(inArray(photographs.collectionId, ids), shownPhotograph))
        .as('ranked');
      const party = { id: sponsors.id, name: sponsors.name, url: sponsors.url, logo: sponsors.logo };
      const [
        placeRows,
        previews,
        photographCounts,
        perks,
        translations,
        organizationRows,
        sponsorRows,
        history,
      ] = await Promise.all([
        placeIds.length > 0 ? db.select().from(places).where(inArray(places.id, placeIds)) : [],
        db
          .select({ collectionId: ranked.collectionId, filePath: ranked.filePath })
          .from(ranked)
          .where(lte(ranked.rank, PREVIEW_COUNT))
          .orderBy(asc(ranked.rank)),
        db
          .select({ collectionId: photographs.collectionId, value: count() })
          .from(photographs)
          .where(and(inArray(photographs.collectionId, ids), shownPhotograph))
          .groupBy(photographs.collectionId),
        db
          .select({
            collectionId: collectionPerks.collectionId,
            productId: products.id,
            numberOfPurchases: products.numberOfPurchases,
          })
          .from(collectionPerks)
          .innerJoin(products, eq(products.id, collectionPerks.productId))
          .where(inArray(collectionPerks.collectionId, ids))
          .orderBy(asc(collectionPerks.position), asc(products.id)),
        db
          .select()
          .from(photographCollectionTranslations)
          .where(inArray(photographCollectionTranslations.collectionId, ids))
          .orderBy(asc(photographCollectionTranslations.locale)),
        organizationIds.length > 0
          ? db
              .select({
                id: organizations.id,
                name: organizations.name,
                url: organizations.url,
                logo: organizations.logo,
              })
              .from(organizations)
              .where(inArray(organizations.id, organizationIds))
          : [],
        db
          .select({ collectionId: collectionSponsors.collectionId, ...party })
          .from(collectionSponsors)
          .innerJoin(sponsors, eq(sponsors.id, collectionSponsors.sponsorId))
          .where(inArray(collectionSponsors.collectionId, ids))
          .orderBy(asc(collectionSponsors.position), asc(sponsors.id)),
        statusHistory(historyOf),
      ]);
      return {
        places: placeRows,
        previews,
        photographCounts,
        perks,
        translations,
        organizations: organizationRows,
        sponsors: sponsorRows,
        statusHistory: history,
      };
    },
  };
}

export type CollectionRepository = ReturnType<typeof createCollectionRepository>;
export type CollectionRelations = Awaited<ReturnType<CollectionRepository['findRelations']>>;
