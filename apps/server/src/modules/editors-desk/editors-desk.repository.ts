import type { DeskMarkKind, DeskState } from '@retropics/domain/contracts/editors-desk.contract';
import {
  and,
  asc,
  type Column,
  count,
  countDistinct,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  max,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias, type PgColumn, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { photographCollections } from '../../db/schema/collections.js';
import { comments } from '../../db/schema/comments.js';
import { people } from '../../db/schema/people.js';
import { commentReports, contactMessages, deskMarks } from '../../db/schema/site.js';
import type { Page } from '../../hydra/pagination.js';

/** Who marked an item done: a second join of `people`, beside the item's own author or sender. */
const doneBy = alias(people, 'done_by');

/**
 * The mark of a listed item, typed as the left joins leave it (null while open): the lists add the
 * joins in `markedPage`, after the selection is fixed.
 */
const markColumns = {
  doneAt: sql<Date | null>`${deskMarks.doneAt}`.mapWith(deskMarks.doneAt),
  doneById: sql<number | null>`${deskMarks.doneById}`,
  doneByName: sql<string | null>`${doneBy.name}`,
};

export type MarkColumns = { doneAt: Date | null; doneById: number | null; doneByName: string | null };

/** The item's mark, if any: the join every list and count makes. */
const markOf = (kind: DeskMarkKind, itemId: Column) =>
  and(eq(deskMarks.kind, kind), eq(deskMarks.itemId, itemId));

/** Open items have no mark; done ones have one; 'all' takes both. */
function stateCondition(state: DeskState): SQL | undefined {
  if (state === 'open') return isNull(deskMarks.itemId);
  if (state === 'done') return isNotNull(deskMarks.itemId);
  return undefined;
}

/** Feedback and bug reports are private comments on no subject, told apart by `additionalData.kind`. */
const appFeedbackOf = (kind: 'feedback' | 'bugReport') =>
  and(
    isNull(comments.photographId),
    isNull(comments.retrosnapId),
    isNull(comments.imageGalleryId),
    sql`${comments.additionalData}->>'kind' = ${kind}`,
  );

/** A reported collection is one the team has not taken up yet: status New (0). */
const reportedCollection = eq(photographCollections.status, 0);

/**
 * A list's page: its items joined to their marks and who made them, filtered by state, newest
 * first (`newestFirst` names the date and id columns), one page of them.
 */
function markedPage<Query extends PgSelect>(
  query: Query,
  marked: SQL | undefined,
  where: SQL | undefined,
  newestFirst: readonly [PgColumn, PgColumn],
  page: Page,
) {
  return query
    .leftJoin(deskMarks, marked)
    .leftJoin(doneBy, eq(doneBy.id, deskMarks.doneById))
    .where(where)
    .orderBy(desc(newestFirst[0]), desc(newestFirst[1]))
    .limit(page.itemsPerPage)
    .offset(page.offset);
}

export function createEditorsDeskRepository(db: Database) {
  /** How many items of `table` the list holds in that state. */
  async function countMarked(table: PgTable, marked: SQL | undefined, where: SQL | undefined) {
    const [row] = await db.select({ total: count() }).from(table).leftJoin(deskMarks, marked).where(where);
    return row?.total ?? 0;
  }

  /** How many comments were reported, each counted once, in that state. */
  async function countReportedComments(where: SQL | undefined) {
    const [row] = await db
      .select({ total: countDistinct(commentReports.commentId) })
      .from(commentReports)
      .leftJoin(deskMarks, markOf('commentReport', commentReports.commentId))
      .where(where);
    return row?.total ?? 0;
  }

  async function appFeedbackPage(kind: 'feedback' | 'bugReport', state: DeskState, page: Page) {
    const where = and(appFeedbackOf(kind), stateCondition(state));
    const marked = markOf(kind, comments.id);
    const [rows, total] = await Promise.all([
      markedPage(
        db
          .select({
            id: comments.id,
            text: comments.text,
            additionalData: comments.additionalData,
            dateCreated: comments.dateCreated,
            authorId: comments.authorId,
            authorName: people.name,
            ...markColumns,
          })
          .from(comments)
          .leftJoin(people, eq(people.id, comments.authorId))
          .$dynamic(),
        marked,
        where,
        [comments.dateCreated, comments.id],
        page,
      ),
      countMarked(comments, marked, where),
    ]);
    return { rows, total };
  }

  return {
    feedbackPage: (state: DeskState, page: Page) => appFeedbackPage('feedback', state, page),
    bugReportPage: (state: DeskState, page: Page) => appFeedbackPage('bugReport', state, page),

    async contactMessagePage(state: DeskState, page: Page) {
      const where = stateCondition(state);
      const marked = markOf('contactMessage', contactMessages.id);
      const [rows, total] = await Promise.all([
        markedPage(
          db
            .select({
              id: contactMessages.id,
              text: contactMessages.text,
              email: contactMessages.email,
              subscribeNewsletter: contactMessages.subscribeNewsletter,
              personId: contactMessages.personId,
              personName: people.name,
              userOldEmail: contactMessages.userOldEmail,
              locale: contactMessages.locale,
              dateCreated: contactMessages.dateCreated,
              ...markColumns,
            })
            .from(contactMessages)
            .leftJoin(people, eq(people.id, contactMessages.personId))
            .$dynamic(),
          marked,
          where,
          [contactMessages.dateCreated, contactMessages.id],
          page,
        ),
        countMarked(contactMessages, marked, where),
      ]);
      return { rows, total };
    },

    async collectionReportPage(state: DeskState, page: Page) {
      const where = and(reportedCollection, stateCondition(state));
      const marked = markOf('collectionReport', photographCollections.id);
      const [rows, total] = await Promise.all([
        markedPage(
          db
            .select({
              id: photographCollections.id,
              headline: photographCollections.headline,
              status: photographCollections.status,
              howManyPhotographs: photographCollections.howManyPhotographs,
              personName: photographCollections.personName,
              personEmail: photographCollections.personEmail,
              ownerId: photographCollections.ownerId,
              ownerName: people.name,
              dateCreated: photographCollections.dateCreated,
              ...markColumns,
            })
            .from(photographCollections)
            .leftJoin(people, eq(people.id, photographCollections.ownerId))
            .$dynamic(),
          marked,
          where,
          [photographCollections.dateCreated, photographCollections.id],
          page,
        ),
        countMarked(photographCollections, marked, where),
      ]);
      return { rows, total };
    },

    /** One item per reported comment, the most recently reported first. */
    async commentReportPage(state: DeskState, page: Page) {
      const where = stateCondition(state);
      const marked = markOf('commentReport', commentReports.commentId);
      const lastReported = max(commentReports.dateCreated);
      const [rows, total] = await Promise.all([
        db
          .select({
            id: comments.id,
            text: comments.text,
            authorId: comments.authorId,
            authorName: people.name,
            photographId: comments.photographId,
            retrosnapId: comments.retrosnapId,
            imageGalleryId: comments.imageGalleryId,
            reportCount: count(commentReports.id),
            lastReported,
            ...markColumns,
          })
          .from(commentReports)
          .innerJoin(comments, eq(comments.id, commentReports.commentId))
          .leftJoin(people, eq(people.id, comments.authorId))
          .leftJoin(deskMarks, marked)
          .leftJoin(doneBy, eq(doneBy.id, deskMarks.doneById))
          .where(where)
          .groupBy(comments.id, people.name, deskMarks.kind, deskMarks.itemId, doneBy.id)
          .orderBy(desc(lastReported), desc(comments.id))
          .limit(page.itemsPerPage)
          .offset(page.offset),
        countReportedComments(where),
      ]);
      return { rows, total };
    },

    /** Every report of the given comments, oldest first, with the reporter's name. */
    async reportsOf(commentIds: readonly number[]) {
      if (commentIds.length === 0) return [];
      return db
        .select({
          commentId: commentReports.commentId,
          reason: commentReports.reason,
          dateCreated: commentReports.dateCreated,
          reporterId: commentReports.reporterId,
          reporterName: people.name,
        })
        .from(commentReports)
        .leftJoin(people, eq(people.id, commentReports.reporterId))
        .where(inArray(commentReports.commentId, [...commentIds]))
        .orderBy(asc(commentReports.dateCreated), asc(commentReports.id));
    },

    /** The open items of every list, in one round of counts. */
    async openCounts() {
      const open = stateCondition('open');
      const [feedback, bugReports, contactMessagesOpen, collectionReports, commentReportsOpen] =
        await Promise.all([
          countMarked(comments, markOf('feedback', comments.id), and(appFeedbackOf('feedback'), open)),
          countMarked(comments, markOf('bugReport', comments.id), and(appFeedbackOf('bugReport'), open)),
          countMarked(contactMessages, markOf('contactMessage', contactMessages.id), open),
          countMarked(
            photographCollections,
            markOf('collectionReport', photographCollections.id),
            and(reportedCollection, open),
          ),
          countReportedComments(open),
        ]);
      return {
        feedback,
        bugReports,
        contactMessages: contactMessagesOpen,
        collectionReports,
        commentReports: commentReportsOpen,
      };
    },

    /** Whether the desk lists an item of that kind with that id (a mark needs something to mark). */
    async exists(kind: DeskMarkKind, id: number): Promise<boolean> {
      const found = await (() => {
        switch (kind) {
          case 'feedback':
          case 'bugReport':
            return db
              .select({ id: comments.id })
              .from(comments)
              .where(and(eq(comments.id, id), appFeedbackOf(kind)));
          case 'contactMessage':
            return db
              .select({ id: contactMessages.id })
              .from(contactMessages)
              .where(eq(contactMessages.id, id));
          case 'collectionReport':
            return db
              .select({ id: photographCollections.id })
              .from(photographCollections)
              .where(and(eq(photographCollections.id, id), reportedCollection));
          case 'commentReport':
            return db
              .select({ id: commentReports.commentId })
              .from(commentReports)
              .where(eq(commentReports.commentId, id))
              .limit(1);
        }
      })();
      return found.length > 0;
    },

    /** Done by this person, now (marking again moves who and when to the latest marking). */
    async markDone(kind: DeskMarkKind, itemId: number, doneById: number) {
      await db
        .insert(deskMarks)
        .values({ kind, itemId, doneById })
        .onConflictDoUpdate({
          target: [deskMarks.kind, deskMarks.itemId],
          set: { doneById, doneAt: sql`now()` },
        });
    },

    async markOpen(kind: DeskMarkKind, itemId: number) {
      await db.delete(deskMarks).where(and(eq(deskMarks.kind, kind), eq(deskMarks.itemId, itemId)));
    },

    /** The item's mark as the lists show it. */
    async markOfItem(kind: DeskMarkKind, itemId: number): Promise<MarkColumns> {
      const [row] = await db
        .select(markColumns)
        .from(deskMarks)
        .leftJoin(doneBy, eq(doneBy.id, deskMarks.doneById))
        .where(and(eq(deskMarks.kind, kind), eq(deskMarks.itemId, itemId)));
      return row ?? { doneAt: null, doneById: null, doneByName: null };
    },

    /** A bug report's screenshot data URL, or null (no such report, or none attached). */
    async bugReportScreenshot(id: number): Promise<string | null> {
      const [row] = await db
        .select({ additionalData: comments.additionalData })
        .from(comments)
        .where(and(eq(comments.id, id), appFeedbackOf('bugReport')));
      const screenshot = row?.additionalData?.screenshot;
      return typeof screenshot === 'string' ? screenshot : null;
    },
  };
}

export type EditorsDeskRepository = ReturnType<typeof createEditorsDeskRepository>;
