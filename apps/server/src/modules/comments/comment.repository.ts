import type { CommentListQuery } from '@retropics/domain/contracts/comment.contract';
import { hasRole, ROLES, type Viewer } from '@retropics/domain/permissions';
import { and, asc, count, desc, eq, inArray, not, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { comments, galleryComments } from '../../db/schema/comments.js';
import { imageGalleries } from '../../db/schema/galleries.js';
import { people } from '../../db/schema/people.js';
import { photographs } from '../../db/schema/photographs.js';
import { retrosnaps } from '../../db/schema/retrosnaps.js';
import type { Page } from '../../hydra/pagination.js';
import { galleryVisibleTo } from '../image-galleries/gallery-visibility.js';

export type CommentRow = typeof comments.$inferSelect;
export type NewCommentRow = typeof comments.$inferInsert;

export function createCommentRepository(db: Database) {
  /**
   * `canSeeComment` of `@retropics/domain/permissions` as a condition for lists: a private comment
   * for its author and admins.
   */
  function privateCommentVisibleTo(viewer: Viewer): SQL {
    if (hasRole(viewer, ROLES.admin)) return sql`true`;
    if (!viewer) return eq(comments.isPrivate, false);
    return or(eq(comments.isPrivate, false), eq(comments.authorId, viewer.personId)) as SQL;
  }

  /**
   * Comments on a private album are as private as the album; comments on a withdrawn photograph
   * (or a RetroSnap of one) are shown to nobody.
   */
  const onVisibleSubject = (viewer: Viewer) =>
    and(
      notExists(
        db
          .select({ id: photographs.id })
          .from(photographs)
          .where(and(eq(photographs.id, comments.photographId), eq(photographs.isHidden, true))),
      ),
      notExists(
        db
          .select({ id: retrosnaps.id })
          .from(retrosnaps)
          .innerJoin(photographs, eq(photographs.id, retrosnaps.photographId))
          .where(and(eq(retrosnaps.id, comments.retrosnapId), eq(photographs.isHidden, true))),
      ),
      notExists(
        db
          .select({ id: imageGalleries.id })
          .from(imageGalleries)
          .where(
            and(
              eq(imageGalleries.id, comments.imageGalleryId),
              not(galleryVisibleTo(viewer, imageGalleries)),
            ),
          ),
      ),
    ) as SQL;

  function conditions(query: CommentListQuery, viewer: Viewer) {
    const where: SQL[] = [privateCommentVisibleTo(viewer), onVisibleSubject(viewer)];
    if (query.photograph !== undefined) where.push(eq(comments.photographId, query.photograph));
    if (query.retrosnap !== undefined) where.push(eq(comments.retrosnapId, query.retrosnap));
    if (query.imageGallery !== undefined) where.push(eq(comments.imageGalleryId, query.imageGallery));
    if (query.galleries !== undefined) {
      const shownInGallery = db
        .select({ id: galleryComments.commentId })
        .from(galleryComments)
        .innerJoin(imageGalleries, eq(imageGalleries.id, galleryComments.galleryId))
        .where(and(eq(galleryComments.galleryId, query.galleries), galleryVisibleTo(viewer, imageGalleries)));
      where.push(inArray(comments.id, shownInGallery));
    }
    return and(...where);
  }

  return {
    async insert(values: NewCommentRow): Promise<CommentRow> {
      const [row] = await db.insert(comments).values(values).returning();
      if (!row) throw new Error('insert into comments returned no row');
      return row;
    },

    async findPage(query: CommentListQuery, page: Page, viewer: Viewer) {
      const where = conditions(query, viewer);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(comments)
          .where(where)
          .orderBy(desc(comments.dateCreated), desc(comments.id))
          .limit(page.itemsPerPage)
          .offset(page.offset),
        db.select({ value: count() }).from(comments).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** The comment unless its subject hides it from the viewer; whether it is private is the caller's check. */
    async findOnVisibleSubject(id: number, viewer: Viewer) {
      const [row] = await db
        .select()
        .from(comments)
        .where(and(eq(comments.id, id), onVisibleSubject(viewer)));
      return row ?? null;
    },

    /** Authors and the public albums showing each comment, for a page of comments in two queries. */
    async findRelations(rows: CommentRow[]) {
      const ids = rows.map((row) => row.id);
      const authorIds = [...new Set(rows.flatMap((row) => (row.authorId === null ? [] : [row.authorId])))];
      if (ids.length === 0) return { authors: [], galleries: [] };
      const [authors, galleries] = await Promise.all([
        authorIds.length > 0
          ? db
              .select({ id: people.id, name: people.name, pictureUrl: people.pictureUrl })
              .from(people)
              .where(inArray(people.id, authorIds))
          : [],
        db
          .select({ commentId: galleryComments.commentId, galleryId: galleryComments.galleryId })
          .from(galleryComments)
          .innerJoin(imageGalleries, eq(imageGalleries.id, galleryComments.galleryId))
          .where(and(inArray(galleryComments.commentId, ids), eq(imageGalleries.isPrivate, false)))
          .orderBy(asc(galleryComments.galleryId)),
      ]);
      return { authors, galleries };
    },
  };
}

export type CommentRepository = ReturnType<typeof createCommentRepository>;
export type CommentRelations = Awaited<ReturnType<CommentRepository['findRelations']>>;
