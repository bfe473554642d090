import type { FastifyBaseLogger } from 'fastify';
import type { MailLocale } from '../../mail/account-mails.js';
import type { WebPushService } from '../webpush/webpush.service.js';
import type { CommentRepository, CommentRow } from './comment.repository.js';
import { plainCommentText } from './comment-text.js';

/** Who, besides earlier commenters, has a stake in what is said about a subject. */
export type SubjectOwners = {
  /** The collection's owner for a photograph, the author for a RetroSnap, the owner for an album. */
  ownerIds: ReadonlyArray<number | null>;
};

const TITLES: Record<MailLocale, string> = {
  de: 'Neuer Kommentar',
  en: 'New comment',
  it: 'Nuovo commento',
};

const SOMEONE: Record<MailLocale, string> = { de: 'Jemand', en: 'Someone', it: 'Qualcuno' };

/** A notification is one line on a lock screen. */
const BODY_TEXT_LENGTH = 120;
const ICON = '/icons/icon-192.png';

/** The screen that shows the comment: its picture with the comment opened (spec §2 route variants). */
export function commentScreenPath(comment: CommentRow): string {
  if (comment.photographId !== null) {
    return `/photographs/show/${comment.photographId}${comment.isBackside ? '/back' : ''}/${comment.id}`;
  }
  if (comment.retrosnapId !== null) return `/retrosnaps/show/${comment.retrosnapId}/${comment.id}`;
  if (comment.imageGalleryId !== null) return `/image_galleries/show/${comment.imageGalleryId}/${comment.id}`;
  return '/';
}

function subjectTag(comment: CommentRow): string {
  if (comment.photographId !== null) return `comments-photograph-${comment.photographId}`;
  if (comment.retrosnapId !== null) return `comments-retrosnap-${comment.retrosnapId}`;
  return `comments-gallery-${comment.imageGalleryId}`;
}

/**
 * News of a new comment (issue 13): the owner of what it is on (the photograph's collection, the
 * RetroSnap, the album) and the people who wrote on the same picture before hear of it by web push,
 * in their device's language; nobody hears of their own comment, and a private comment is news to
 * nobody. Notifications to one picture share a tag, so a busy conversation does not pile up.
 */
export function createCommentNews(dependencies: {
  repository: CommentRepository;
  notifyPerson: WebPushService['notifyPerson'];
  log: FastifyBaseLogger;
}) {
  const { repository, notifyPerson } = dependencies;

  async function recipientsOf(comment: CommentRow, owners: SubjectOwners): Promise<number[]> {
    if (comment.isPrivate || comment.authorId === null) return [];
    const earlier = await repository.earlierCommenters(comment);
    const everyone = [...owners.ownerIds, ...earlier].filter(
      (id): id is number => id !== null && id !== comment.authorId,
    );
    return [...new Set(everyone)];
  }

  return {
    recipientsOf,

    /** Sends the news; failures are logged, never thrown: the comment is saved whatever the push services say. */
    async announce(comment: CommentRow, owners: SubjectOwners): Promise<void> {
      try {
        const recipients = await recipientsOf(comment, owners);
        if (recipients.length === 0) return;
        const authorName = comment.authorId === null ? null : await repository.authorName(comment.authorId);
        const words = plainCommentText(comment.text, BODY_TEXT_LENGTH);
        const url = commentScreenPath(comment);
        const tag = subjectTag(comment);
        await Promise.all(
          recipients.map((personId) =>
            notifyPerson(personId, (locale) => ({
              title: TITLES[locale],
              body: `${authorName ?? SOMEONE[locale]}: ${words}`,
              url,
              icon: ICON,
              tag,
            })),
          ),
        );
      } catch (error) {
        dependencies.log.warn({ err: error, comment: comment.id }, 'comment news not sent');
      }
    },
  };
}

export type CommentNews = ReturnType<typeof createCommentNews>;
