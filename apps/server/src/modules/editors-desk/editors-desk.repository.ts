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
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { photographCollections } from '../../db/schema/collections.js';
import { comments } from '../../db/schema/comments.js';
import { people } from '../../db/schema/people.js';
import { commentReports, contactMessages, deskMarks } from '../../db/schema/site.js';
import type { Page } from '../../hydra/pagination.js';

/** Who marked an item done: a second join of `people`, beside the item's own author or sender. */
const doneBy = alias(people, 'done_by');

const markColumns = { doneAt: deskMarks.doneAt, doneById: deskMarks.doneById, doneByName: doneBy.name };

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

export function createEditorsDeskRepository(db: Database) {
  async function appFeedbackPage(kind: 'feedback' | 'bugReport', state: DeskState, page: Page) {
    const where = and(appFeedbackOf(kind), stateCondition(state));
    const marked = markOf(kind, comments.id);
    const [rows, [total]] = await Promise.all([
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
        .leftJoin(deskMarks, marked)
        .leftJoin(doneBy, eq(doneBy.id, deskMarks.doneById))
        .where(where)
        .orderBy(desc(comments.dateCreated), desc(comments.id))
        .limit(page.itemsPerPage)
        .offset(page.offset),
      db.select({ total: count() }).from(comments).leftJoin(deskMarks, marked).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  }

  return {
    feedbackPage: (state: DeskState, page: Page) => appFeedbackPage('feedback', state, page),
    bugReportPage: (state: DeskState, page: Page) => appFeedbackPage('bugReport', state, page),

    async contactMessagePage(state: DeskState, page: Page) {
      const where = stateCondition(state);
      const marked = markOf('contactMessage', contactMessages.id);
      const [rows, [total]] = await Promise.all([
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
          .leftJoin(deskMarks, marked)
          .leftJoin(doneBy, eq(doneBy.id, deskMarks.doneById))
          .where(where)
          .orderBy(desc(contactMessages.dateCreated), desc(contactMessages.id))
          .limit(page.itemsPerPage)
          .offset(page.offset),
        db.select({ total: count() }).from(contactMessages).leftJoin(deskMarks, marked).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async collectionReportPage(state: DeskState, page: Page) {
      const where = and(reportedCollection, stateCondition(state));
      const marked = markOf('collectionReport', photographCollections.id);
      const [rows, [total]] = await Promise.all([
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
          .leftJoin(deskMarks, marked)
          .leftJoin(doneBy, eq(doneBy.id, deskMarks.doneById))
          .where(where)
          .orderBy(desc(photographCollections.dateCreated), desc(photographCollections.id))
          .limit(page.itemsPerPage)
          .offset(page.offset),
        db.select({ total: count() }).from(photographCollections).leftJoin(deskMarks, marked).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** One item per reported comment, the most recently reported first. */
    async commentReportPage(state: DeskState, page: Page) {
      const where = stateCondition(state);
      const marked = markOf('commentReport', commentReports.commentId);
      const lastReported = max(commentReports.dateCreated);
      const [rows, [total]] = await Promise.all([
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
        db
          .select({ total: countDistinct(commentReports.commentId) })
          .from(commentReports)
          .leftJoin(deskMarks, marked)
          .where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
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
      const openOnly = isNull(deskMarks.itemId);
      const countOf = async (query: Promise<Array<{ total: number }>>) => (await query)[0]?.total ?? 0;
      const appFeedbackCount = (kind: 'feedback' | 'bugReport') =>
        countOf(
          db
            .select({ total: count() })
            .from(comments)
            .leftJoin(deskMarks, markOf(kind, comments.id))
            .where(and(appFeedbackOf(kind), openOnly)),
        );
      const [feedback, bugReports, contactMessagesOpen, collectionReports, commentReportsOpen] =
        await Promise.all([
          appFeedbackCount('feedback'),
          appFeedbackCount('bugReport'),
          countOf(
            db
              .select({ total: count() })
              .from(contactMessages)
              .leftJoin(deskMarks, markOf('contactMessage', contactMessages.id))
              .where(openOnly),
          ),
          countOf(
            db
              .select({ total: count() })
              .from(photographCollections)
              .leftJoin(deskMarks, markOf('collectionReport', photographCollections.id))
              .where(and(reportedCollection, openOnly)),
          ),
          countOf(
            db
              .select({ total: countDistinct(commentReports.commentId) })
              .from(commentReports)
              .leftJoin(deskMarks, markOf('commentReport', commentReports.commentId))
              .where(openOnly),
          ),
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
