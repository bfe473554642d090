import type {
  DeskBugReportItem,
  DeskCollectionReportItem,
  DeskCommentReportItem,
  DeskContactMessageItem,
  DeskFeedbackItem,
  DeskKind,
  DeskMarkOutput,
  DeskPerson,
} from '@retropics/domain/contracts/editors-desk.contract';
import { documentIri } from '../../hydra/iri.js';
import type { EditorsDeskRepository, MarkColumns } from './editors-desk.repository.js';

type Rows<Method extends keyof EditorsDeskRepository> =
  Awaited<ReturnType<EditorsDeskRepository[Method]>> extends { rows: Array<infer Row> } ? Row : never;

export const deskItemIri = (kind: DeskKind, id: number) => `/editors_desk/${kind}/${id}`;

function person(id: number | null, name: string | null): DeskPerson | null {
  return id === null || name === null ? null : { '@id': documentIri('Person', id), name };
}

export function presentMark(row: MarkColumns): DeskMarkOutput {
  return {
    done: row.doneAt !== null,
    doneBy: person(row.doneById, row.doneByName),
    doneAt: row.doneAt?.toISOString() ?? null,
  };
}

function base<Kind extends DeskKind>(kind: Kind, id: number, dateCreated: Date, mark: MarkColumns) {
  return {
    '@id': deskItemIri(kind, id),
    '@type': 'DeskItem' as const,
    kind,
    id,
    dateCreated: dateCreated.toISOString(),
    mark: presentMark(mark),
  };
}

export function presentFeedback(row: Rows<'feedbackPage'>): DeskFeedbackItem {
  const rating = row.additionalData?.rating;
  return {
    ...base('feedback', row.id, row.dateCreated, row),
    text: row.text,
    rating: typeof rating === 'number' ? rating : null,
    author: person(row.authorId, row.authorName),
  };
}

export function presentBugReport(row: Rows<'bugReportPage'>): DeskBugReportItem {
  const data = row.additionalData ?? {};
  return {
    ...base('bugReports', row.id, row.dateCreated, row),
    text: row.text,
    consoleLog: typeof data.consoleLog === 'string' ? data.consoleLog : '',
    // The picture is served on its own address (an image the browser caches), not inline.
    screenshotUrl:
      typeof data.screenshot === 'string' ? `${deskItemIri('bugReports', row.id)}/screenshot.png` : null,
    author: person(row.authorId, row.authorName),
  };
}

export function presentContactMessage(row: Rows<'contactMessagePage'>): DeskContactMessageItem {
  return {
    ...base('contactMessages', row.id, row.dateCreated, row),
    text: row.text,
    email: row.email,
    subscribeNewsletter: row.subscribeNewsletter,
    sender: person(row.personId, row.personName),
    userOldEmail: row.userOldEmail,
    locale: row.locale,
  };
}

export function presentCollectionReport(row: Rows<'collectionReportPage'>): DeskCollectionReportItem {
  return {
    ...base('collectionReports', row.id, row.dateCreated, row),
    collection: documentIri('PhotographCollection', row.id),
    headline: row.headline,
    status: row.status,
    howManyPhotographs: row.howManyPhotographs,
    reporterName: row.personName,
    reporterEmail: row.personEmail,
    owner: person(row.ownerId, row.ownerName),
  };
}

function subjectOf(row: Rows<'commentReportPage'>): DeskCommentReportItem['subject'] {
  if (row.photographId !== null)
    return { '@id': documentIri('Photograph', row.photographId), '@type': 'Photograph' };
  if (row.retrosnapId !== null)
    return { '@id': documentIri('Retrosnap', row.retrosnapId), '@type': 'Retrosnap' };
  if (row.imageGalleryId !== null)
    return { '@id': documentIri('ImageGallery', row.imageGalleryId), '@type': 'ImageGallery' };
  return null;
}

export function presentCommentReport(
  row: Rows<'commentReportPage'>,
  reports: Awaited<ReturnType<EditorsDeskRepository['reportsOf']>>,
): DeskCommentReportItem {
  const own = reports.filter((report) => report.commentId === row.id);
  return {
    ...base('commentReports', row.id, row.lastReported ?? new Date(0), row),
    comment: documentIri('Comment', row.id),
    commentText: row.text,
    commentAuthor: person(row.authorId, row.authorName),
    subject: subjectOf(row),
    reportCount: row.reportCount,
    reports: own.map((report) => ({
      reporter: person(report.reporterId, report.reporterName),
      reason: report.reason,
      dateCreated: report.dateCreated.toISOString(),
    })),
  };
}
