import type { PhotographListQuery } from '@retropics/domain/contracts/photograph.contract';
import type { Viewer } from '@retropics/domain/permissions';
import { and, asc, count, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { photographCollections } from '../../db/schema/collections.js';
import { comments } from '../../db/schema/comments.js';
import { galleryPhotographs, imageGalleries } from '../../db/schema/galleries.js';
import {
  photographCategories,
  photographNarrations,
  photographs,
  photographTranslations,
} from '../../db/schema/photographs.js';
import { places } from '../../db/schema/places.js';
import { retrosnaps } from '../../db/schema/retrosnaps.js';
import type { Page } from '../../hydra/pagination.js';
import { galleryVisibleTo } from '../image-galleries/gallery-visibility.js';

export type PhotographRow = typeof photographs.$inferSelect;
type NewPhotographRow = typeof photographs.$inferInsert;
type NewTranslation = Omit<typeof photographTranslations.$inferInsert, 'photographId'>;

export function createPhotographRepository(db: Database) {
  function conditions(query: PhotographListQuery, viewer: Viewer) {
    const where: SQL[] = [eq(photographs.isHidden, false)];
    if (query.collection !== undefined) where.push(eq(photographs.collectionId, query.collection));
    const parentExists = query['parentPhotograph[exists]'];
    if (parentExists !== undefined)
      where.push(
        parentExists ? isNotNull(photographs.parentPhotographId) : isNull(photographs.parentPhotographId),
      );
    const frontExists = query['frontside[exists]'];
    if (frontExists !== undefined)
      where.push(frontExists ? isNotNull(photographs.frontsideId) : isNull(photographs.frontsideId));
    if (query.originalName)
      where.push(sql`lower(${photographs.originalName}) = ${query.originalName.toLowerCase()}`);
    if (query.galleries !== undefined) {
      // A private album's photographs are listed through it as privately as the album itself.
      const inVisibleGallery = db
        .select({ id: galleryPhotographs.photographId })
        .from(galleryPhotographs)
        .innerJoin(imageGalleries, eq(imageGalleries.id, galleryPhotographs.galleryId))
        .where(
          and(eq(galleryPhotographs.galleryId, query.galleries), galleryVisibleTo(viewer, imageGalleries)),
        );
      where.push(inArray(photographs.id, inVisibleGallery));
    }
    return and(...where);
  }

  /** An album lists its photographs in the order its owner gave them; everything else by id. */
  function ordering(query: PhotographListQuery): SQL[] {
    if (query.galleries === undefined) return [asc(photographs.id)];
    const position = sql`(select ${galleryPhotographs.position} from ${galleryPhotographs}
      where ${galleryPhotographs.galleryId} = ${query.galleries}
      and ${galleryPhotographs.photographId} = ${photographs.id})`;
    return [asc(position), asc(photographs.id)];
  }

  return {
    async findPage(query: PhotographListQuery, page: Page, viewer: Viewer) {
      const where = conditions(query, viewer);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(photographs)
          .where(where)
          .orderBy(...ordering(query))
          .limit(page.itemsPerPage)
          .offset(page.offset),
        db.select({ value: count() }).from(photographs).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** A new photograph with its first translation; pass a transaction as the repository's database. */
    async create(values: NewPhotographRow, translation: NewTranslation): Promise<number> {
      const [row] = await db.insert(photographs).values(values).returning({ id: photographs.id });
      const id = (row as { id: number }).id;
      await db.insert(photographTranslations).values({ ...translation, photographId: id });
      return id;
    },

    async findById(id: number) {
      const [row] = await db.select().from(photographs).where(eq(photographs.id, id));
      return row ?? null;
    },

    async findCollectionOwnerId(collectionId: number | null) {
      if (collectionId === null) return null;
      const [row] = await db
        .select({ ownerId: photographCollections.ownerId })
        .from(photographCollections)
        .where(eq(photographCollections.id, collectionId));
      return row?.ownerId ?? null;
    },

    /** Everything a photograph page shows beside the record itself, loaded for many photographs at once. */
    async findRelations(ids: number[]) {
      if (ids.length === 0) {
        return {
          translations: [],
          categories: [],
          places: [],
          children: [],
          retrosnaps: [],
          commentCounts: [],
          narrations: [],
        };
      }
      const [translations, categories, placeRows, children, snaps, commentCounts, narrations] =
        await Promise.all([
          db
            .select()
            .from(photographTranslations)
            .where(inArray(photographTranslations.photographId, ids))
            .orderBy(asc(photographTranslations.locale)),
          db.select().from(photographCategories).where(inArray(photographCategories.photographId, ids)),
          db
            .select({ photographId: photographs.id, place: places })
            .from(photographs)
            .innerJoin(places, eq(places.id, photographs.placeId))
            .where(inArray(photographs.id, ids)),
          db
            .select({ id: photographs.id, parentId: photographs.parentPhotographId })
            .from(photographs)
            .where(and(inArray(photographs.parentPhotographId, ids), eq(photographs.isHidden, false)))
            .orderBy(asc(photographs.id)),
          db
            .select({ id: retrosnaps.id, photographId: retrosnaps.photographId })
            .from(retrosnaps)
            .where(inArray(retrosnaps.photographId, ids))
            .orderBy(asc(retrosnaps.id)),
          db
            .select({ photographId: comments.photographId, value: count() })
            .from(comments)
            .where(and(inArray(comments.photographId, ids), eq(comments.isPrivate, false)))
            .groupBy(comments.photographId),
          db
            .select({ photographId: photographNarrations.photographId, locale: photographNarrations.locale })
            .from(photographNarrations)
            .where(inArray(photographNarrations.photographId, ids)),
        ]);
      return {
        translations,
        categories,
        places: placeRows,
        children,
        retrosnaps: snaps,
        commentCounts,
        narrations,
      };
    },
  };
}

export type PhotographRepository = ReturnType<typeof createPhotographRepository>;
export type PhotographRelations = Awaited<ReturnType<PhotographRepository['findRelations']>>;
