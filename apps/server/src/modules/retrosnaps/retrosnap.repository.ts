import type { RetrosnapListQuery } from '@retropics/domain/contracts/retrosnap.contract';
import type { Viewer } from '@retropics/domain/permissions';
import { and, asc, count, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { comments } from '../../db/schema/comments.js';
import { galleryRetrosnaps, imageGalleries } from '../../db/schema/galleries.js';
import { people } from '../../db/schema/people.js';
import { photographs } from '../../db/schema/photographs.js';
import { retrosnaps } from '../../db/schema/retrosnaps.js';
import type { Page } from '../../hydra/pagination.js';
import { galleryVisibleTo } from '../image-galleries/gallery-visibility.js';

export type RetrosnapRow = typeof retrosnaps.$inferSelect;

/**
 * A RetroSnap is shown beside the photograph it repeats, so one of a withdrawn (hidden)
 * photograph is withdrawn with it, as in the feed.
 */
const ofVisiblePhotograph = eq(photographs.isHidden, false);

/** Shown to the viewer: of a visible photograph, or their own (the author still finds it to delete it). */
const shownTo = (viewer: Viewer) =>
  viewer ? (or(ofVisiblePhotograph, eq(retrosnaps.authorId, viewer.personId)) as SQL) : ofVisiblePhotograph;

export function createRetrosnapRepository(db: Database) {
  function conditions(query: RetrosnapListQuery, viewer: Viewer) {
    const where: SQL[] = [shownTo(viewer)];
    if (query.photograph !== undefined) where.push(eq(retrosnaps.photographId, query.photograph));
    if (query.author !== undefined) where.push(eq(retrosnaps.authorId, query.author));
    if (query.galleries !== undefined) {
      // Listed through a private album only to those who may see the album.
      const inVisibleGallery = db
        .select({ id: galleryRetrosnaps.retrosnapId })
        .from(galleryRetrosnaps)
        .innerJoin(imageGalleries, eq(imageGalleries.id, galleryRetrosnaps.galleryId))
        .where(
          and(eq(galleryRetrosnaps.galleryId, query.galleries), galleryVisibleTo(viewer, imageGalleries)),
        );
      where.push(inArray(retrosnaps.id, inVisibleGallery));
    }
    return and(...where);
  }

  /** An album lists its RetroSnaps in the order its owner gave them; everything else by id. */
  function ordering(query: RetrosnapListQuery): SQL[] {
    if (query.galleries === undefined) return [asc(retrosnaps.id)];
    const position = sql`(select ${galleryRetrosnaps.position} from ${galleryRetrosnaps}
      where ${galleryRetrosnaps.galleryId} = ${query.galleries}
      and ${galleryRetrosnaps.retrosnapId} = ${retrosnaps.id})`;
    return [asc(position), asc(retrosnaps.id)];
  }

  const visibleRetrosnaps = () =>
    db
      .select(getTableColumns(retrosnaps))
      .from(retrosnaps)
      .innerJoin(photographs, eq(photographs.id, retrosnaps.photographId));

  return {
    async findPage(query: RetrosnapListQuery, page: Page, viewer: Viewer) {
      const where = conditions(query, viewer);
      const [rows, [total]] = await Promise.all([
        visibleRetrosnaps()
          .where(where)
          .orderBy(...ordering(query))
          .limit(page.itemsPerPage)
          .offset(page.offset),
        db
          .select({ value: count() })
          .from(retrosnaps)
          .innerJoin(photographs, eq(photographs.id, retrosnaps.photographId))
          .where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async findById(id: number, viewer: Viewer) {
      const [row] = await visibleRetrosnaps().where(and(eq(retrosnaps.id, id), shownTo(viewer)));
      return row ?? null;
    },

    /**
     * Authors, albums and comment counts of a page of RetroSnaps, in three queries. The albums are
     * those the viewer may see: the public ones, and their own private ones ('My RetroSnaps').
     */
    async findRelations(rows: RetrosnapRow[], viewer: Viewer) {
      const ids = rows.map((row) => row.id);
      const authorIds = [...new Set(rows.flatMap((row) => (row.authorId === null ? [] : [row.authorId])))];
      if (ids.length === 0) return { authors: [], galleries: [], commentCounts: [] };
      const [authors, galleries, commentCounts] = await Promise.all([
        authorIds.length > 0
          ? db.select({ id: people.id, name: people.name }).from(people).where(inArray(people.id, authorIds))
          : [],
        db
          .select({ retrosnapId: galleryRetrosnaps.retrosnapId, galleryId: galleryRetrosnaps.galleryId })
          .from(galleryRetrosnaps)
          .innerJoin(imageGalleries, eq(imageGalleries.id, galleryRetrosnaps.galleryId))
          .where(and(inArray(galleryRetrosnaps.retrosnapId, ids), galleryVisibleTo(viewer, imageGalleries)))
          .orderBy(asc(galleryRetrosnaps.galleryId)),
        db
          .select({ retrosnapId: comments.retrosnapId, value: count() })
          .from(comments)
          .where(and(inArray(comments.retrosnapId, ids), eq(comments.isPrivate, false)))
          .groupBy(comments.retrosnapId),
      ]);
      return { authors, galleries, commentCounts };
    },
  };
}

export type RetrosnapRepository = ReturnType<typeof createRetrosnapRepository>;
export type RetrosnapRelations = Awaited<ReturnType<RetrosnapRepository['findRelations']>>;
