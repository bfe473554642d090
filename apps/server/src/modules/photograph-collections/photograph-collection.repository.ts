import type { CollectionListQuery } from '@retropics/domain/contracts/photograph-collection.contract';
import { and, asc, count, desc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  collectionSponsors,
  photographCollections,
  photographCollectionTranslations,
} from '../../db/schema/collections.js';
import { organizations, sponsors } from '../../db/schema/organizations.js';
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

export function createCollectionRepository(db: Database) {
  function conditions(query: CollectionListQuery) {
    const where: SQL[] = [];
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

  return {
    async findPage(query: CollectionListQuery, page: Page) {
      const where = conditions(query);
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

    /**
     * Places, preview pictures, photograph counts, perks, texts per language, organizations and
     * sponsors of a page of collections, in seven queries.
     */
    async findRelations(rows: CollectionRow[]) {
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
      const [placeRows, previews, photographCounts, perks, translations, organizationRows, sponsorRows] =
        await Promise.all([
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
        ]);
      return {
        places: placeRows,
        previews,
        photographCounts,
        perks,
        translations,
        organizations: organizationRows,
        sponsors: sponsorRows,
      };
    },
  };
}

export type CollectionRepository = ReturnType<typeof createCollectionRepository>;
export type CollectionRelations = Awaited<ReturnType<CollectionRepository['findRelations']>>;
