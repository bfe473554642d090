import { and, asc, count, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { comments } from '../../db/schema/comments.js';
import { galleryPhotographs, imageGalleries } from '../../db/schema/galleries.js';
import { photographCategories, photographs, photographTranslations } from '../../db/schema/photographs.js';
import { places } from '../../db/schema/places.js';
import { retrosnaps } from '../../db/schema/retrosnaps.js';
import type { Page } from '../../hydra/pagination.js';
import type { PhotographListQuery } from './photograph.schema.js';

export type PhotographRow = typeof photographs.$inferSelect;

export function createPhotographRepository(db: Database) {
  function conditions(query: PhotographListQuery) {
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
      // A private album's photographs are as private as the album itself.
      const inPublicGallery = db
        .select({ id: galleryPhotographs.photographId })
        .from(galleryPhotographs)
        .innerJoin(imageGalleries, eq(imageGalleries.id, galleryPhotographs.galleryId))
        .where(and(eq(galleryPhotographs.galleryId, query.galleries), eq(imageGalleries.isPrivate, false)));
      where.push(inArray(photographs.id, inPublicGallery));
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
    async findPage(query: PhotographListQuery, page: Page) {
      const where = conditions(query);
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

    async findById(id: number) {
      const [row] = await db.select().from(photographs).where(eq(photographs.id, id));
      return row ?? null;
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
        };
      }
      const [translations, categories, placeRows, children, snaps, commentCounts] = await Promise.all([
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
      ]);
      return { translations, categories, places: placeRows, children, retrosnaps: snaps, commentCounts };
    },
  };
}

export type PhotographRepository = ReturnType<typeof createPhotographRepository>;
export type PhotographRelations = Awaited<ReturnType<PhotographRepository['findRelations']>>;
