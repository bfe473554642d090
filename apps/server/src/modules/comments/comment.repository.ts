import type { CommentListQuery } from '@retropics/domain/contracts/comment.contract';
import { hasRole, ROLES, type Viewer } from '@retropics/domain/permissions';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  max,
  ne,
  not,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { categories } from '../../db/schema/categories.js';
import { photographCollections } from '../../db/schema/collections.js';
import { comments, commentVotes, galleryComments } from '../../db/schema/comments.js';
import { imageGalleries } from '../../db/schema/galleries.js';
import { people } from '../../db/schema/people.js';
import { photographs } from '../../db/schema/photographs.js';
import { retrosnaps } from '../../db/schema/retrosnaps.js';
import { commentReports } from '../../db/schema/site.js';
import type { Page } from '../../hydra/pagination.js';
import { galleryVisibleTo } from '../image-galleries/gallery-visibility.js';

export type CommentRow = typeof comments.$inferSelect;
export type NewCommentRow = typeof comments.$inferInsert;
export type CommentChanges = Pick<
  NewCommentRow,
  'text' | 'box' | 'isPrivate' | 'isBackside' | 'categoryId' | 'categoryAttributes' | 'faceId'
>;

/** How many earlier commenters of a picture hear of a new comment: a lively picture is not a mailing list. */
const EARLIER_COMMENTERS_NOTIFIED = 50;

export function createCommentRepository(db: Database) {
  /**
   * `canSeeComment` of `@retropics/domain/permissions` as a condition for lists: a private comment
   * for its author; feedback (private, about no subject) for the admins too.
   */
  function privateCommentVisibleTo(viewer: Viewer): SQL {
    if (!viewer) return eq(comments.isPrivate, false);
    const own = or(eq(comments.isPrivate, false), eq(comments.authorId, viewer.personId)) as SQL;
    if (!hasRole(viewer, ROLES.admin)) return own;
    return or(
      own,
      and(isNull(comments.photographId), isNull(comments.retrosnapId), isNull(comments.imageGalleryId)),
    ) as SQL;
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

    async update(id: number, values: CommentChanges): Promise<CommentRow> {
      const [row] = await db.update(comments).set(values).where(eq(comments.id, id)).returning();
      if (!row) throw new Error(`comment ${id} vanished during its update`);
      return row;
    },

    /** Its votes and album entries go with it (foreign keys cascade). */
    async delete(id: number): Promise<void> {
      await db.delete(comments).where(eq(comments.id, id));
    },

    async findById(id: number): Promise<CommentRow | null> {
      const [row] = await db.select().from(comments).where(eq(comments.id, id));
      return row ?? null;
    },

    /**
     * Sets the person's one vote on the comment (+1 or -1) and recounts the comment's total in the
     * same transaction. The comment row is locked first, so concurrent votes on one comment queue
     * behind each other and each recount sees every vote committed before it: no vote is lost,
     * whatever the interleaving. Answers the new total, or null when the comment is gone.
     */
    async vote(commentId: number, personId: number, value: 1 | -1): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ id: comments.id })
          .from(comments)
          .where(eq(comments.id, commentId))
          .for('update');
        if (!locked) return null;
        await tx
          .insert(commentVotes)
          .values({ commentId, personId, value })
          .onConflictDoUpdate({ target: [commentVotes.commentId, commentVotes.personId], set: { value } });
        const [updated] = await tx
          .update(comments)
          .set({
            upvoteCount: sql`(select coalesce(sum(${commentVotes.value}), 0)::int from ${commentVotes} where ${commentVotes.commentId} = ${commentId})`,
          })
          .where(eq(comments.id, commentId))
          .returning({ upvoteCount: comments.upvoteCount });
        return updated?.upvoteCount ?? null;
      });
    },

    /** The picture or album a new comment is on, with what its rules need; null when there is none. */
    async findPhotographSubject(id: number) {
      const [row] = await db
        .select({
          id: photographs.id,
          isHidden: photographs.isHidden,
          hasBackside: sql<boolean>`${photographs.backFilePath} is not null`,
          faces: photographs.faces,
          collectionOwnerId: photographCollections.ownerId,
        })
        .from(photographs)
        .leftJoin(photographCollections, eq(photographCollections.id, photographs.collectionId))
        .where(eq(photographs.id, id));
      return row ?? null;
    },

    async findRetrosnapSubject(id: number) {
      const [row] = await db
        .select({
          id: retrosnaps.id,
          authorId: retrosnaps.authorId,
          photographHidden: photographs.isHidden,
          collectionOwnerId: photographCollections.ownerId,
        })
        .from(retrosnaps)
        .innerJoin(photographs, eq(photographs.id, retrosnaps.photographId))
        .leftJoin(photographCollections, eq(photographCollections.id, photographs.collectionId))
        .where(eq(retrosnaps.id, id));
      return row ?? null;
    },

    async findGalleries(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: imageGalleries.id,
          ownerId: imageGalleries.ownerId,
          isPrivate: imageGalleries.isPrivate,
          headline: imageGalleries.headline,
        })
        .from(imageGalleries)
        .where(inArray(imageGalleries.id, [...ids]));
    },

    async findCategory(id: number) {
      const [row] = await db
        .select({
          id: categories.id,
          isForComments: categories.isForComments,
          translations: categories.translations,
        })
        .from(categories)
        .where(eq(categories.id, id));
      return row ?? null;
    },

    /** Every album that shows the comment, whoever owns it. */
    async galleriesShowing(commentId: number) {
      return db
        .select({ galleryId: galleryComments.galleryId, ownerId: imageGalleries.ownerId })
        .from(galleryComments)
        .innerJoin(imageGalleries, eq(imageGalleries.id, galleryComments.galleryId))
        .where(eq(galleryComments.commentId, commentId));
    },

    /** Adds the comment at the end of each album and takes it out of others, in one transaction. */
    async changeGalleries(commentId: number, add: readonly number[], remove: readonly number[]) {
      if (add.length === 0 && remove.length === 0) return;
      await db.transaction(async (tx) => {
        if (remove.length > 0) {
          await tx
            .delete(galleryComments)
            .where(
              and(eq(galleryComments.commentId, commentId), inArray(galleryComments.galleryId, [...remove])),
            );
        }
        for (const galleryId of add) {
          const [last] = await tx
            .select({ position: max(galleryComments.position) })
            .from(galleryComments)
            .where(eq(galleryComments.galleryId, galleryId));
          await tx
            .insert(galleryComments)
            .values({ galleryId, commentId, position: (last?.position ?? -1) + 1 })
            .onConflictDoNothing();
        }
      });
    },

    /**
     * People who wrote on the same picture or album before this comment (newest first), not its
     * author: they follow the conversation.
     */
    async earlierCommenters(comment: CommentRow): Promise<number[]> {
      const subject = comment.photographId
        ? eq(comments.photographId, comment.photographId)
        : comment.retrosnapId
          ? eq(comments.retrosnapId, comment.retrosnapId)
          : comment.imageGalleryId
            ? eq(comments.imageGalleryId, comment.imageGalleryId)
            : null;
      if (!subject || comment.authorId === null) return [];
      const rows = await db
        .select({ authorId: comments.authorId, latest: max(comments.id) })
        .from(comments)
        .where(
          and(
            subject,
            lt(comments.id, comment.id),
            isNotNull(comments.authorId),
            ne(comments.authorId, comment.authorId),
          ),
        )
        .groupBy(comments.authorId)
        .orderBy(desc(max(comments.id)))
        .limit(EARLIER_COMMENTERS_NOTIFIED);
      return rows.flatMap((row) => (row.authorId === null ? [] : [row.authorId]));
    },

    async authorName(personId: number): Promise<string | null> {
      const [row] = await db.select({ name: people.name }).from(people).where(eq(people.id, personId));
      return row?.name ?? null;
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
    /**
     * The person's report of a comment: stored once (the unique key keeps a double click from
     * making two); `created` false answers the report they had made before.
     */
    async report(commentId: number, reporterId: number, reason: string) {
      const [inserted] = await db
        .insert(commentReports)
        .values({ commentId, reporterId, reason })
        .onConflictDoNothing({ target: [commentReports.commentId, commentReports.reporterId] })
        .returning();
      if (inserted) return { report: inserted, created: true };
      const [existing] = await db
        .select()
        .from(commentReports)
        .where(and(eq(commentReports.commentId, commentId), eq(commentReports.reporterId, reporterId)));
      if (!existing) throw new Error('comment report neither stored nor found');
      return { report: existing, created: false };
    },

    async findOnVisibleSubject(id: number, viewer: Viewer) {
      const [row] = await db
        .select()
        .from(comments)
        .where(and(eq(comments.id, id), onVisibleSubject(viewer)));
      return row ?? null;
    },

    /**
     * Authors, the albums showing each comment that the viewer may see, and the viewer's own
     * votes, for a page of comments in three queries.
     */
    async findRelations(rows: CommentRow[], viewer: Viewer) {
      const ids = rows.map((row) => row.id);
      const authorIds = [...new Set(rows.flatMap((row) => (row.authorId === null ? [] : [row.authorId])))];
      if (ids.length === 0) return { authors: [], galleries: [], votes: [] };
      const [authors, galleries, votes] = await Promise.all([
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
          .where(and(inArray(galleryComments.commentId, ids), galleryVisibleTo(viewer, imageGalleries)))
          .orderBy(asc(galleryComments.galleryId)),
        viewer
          ? db
              .select({ commentId: commentVotes.commentId, value: commentVotes.value })
              .from(commentVotes)
              .where(and(inArray(commentVotes.commentId, ids), eq(commentVotes.personId, viewer.personId)))
          : [],
      ]);
      return { authors, galleries, votes };
    },
  };
}

export type CommentRepository = ReturnType<typeof createCommentRepository>;
export type CommentRelations = Awaited<ReturnType<CommentRepository['findRelations']>>;
