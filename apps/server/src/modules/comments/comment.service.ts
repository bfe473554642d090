import {
  ATTRIBUTE_MESSAGES,
  attributeDefinitionsOf,
  categoryAttributesSchema,
} from '@retropics/domain/contracts/category-attributes.contract';
import {
  type AppFeedbackBody,
  COMMENT_MESSAGES,
  type CommentListQuery,
  type CommentOnSubjectBody,
  type CommentUpdateBody,
  type VoteDirection,
} from '@retropics/domain/contracts/comment.contract';
import type {
  CommentReportBody,
  CommentReportOutput,
} from '@retropics/domain/contracts/comment-report.contract';
import {
  canAddCommentToGallery,
  canDeleteComment,
  canEditComment,
  canReportComment,
  canSeeComment,
  canSeeGallery,
  canVoteOnComment,
} from '@retropics/domain/permissions';
import { hydraCollection } from '../../hydra/hydra-collection.js';
import { notFound, ValidationFailed, type Violation } from '../../hydra/hydra-errors.js';
import { documentIri } from '../../hydra/iri.js';
import { toPage } from '../../hydra/pagination.js';
import type { AuthUser } from '../auth/auth.hooks.js';
import { allows, authorize, authorizeRead, viewerOf } from '../auth/auth.policy.js';
import { presentComment } from './comment.presenter.js';
import type { CommentChanges, CommentRepository, CommentRow } from './comment.repository.js';
import type { CommentNews, SubjectOwners } from './comment-news.js';
import { checkScreenshot } from './comment-screenshot.js';
import { isBlankAfterSanitizing, sanitizeCommentText } from './comment-text.js';

const PAGE_SIZE = 30;

const screenshotMessages = {
  'too-large': 'Screenshot must be at most 2 MB',
  'not-png': 'Screenshot is not a readable PNG image',
} as const;

/** What the rules of a comment's content need to know about the picture or album it is on. */
type Subject = SubjectOwners & {
  kind: 'photograph' | 'retrosnap' | 'imageGallery';
  hasBackside: boolean;
  faceIds: readonly string[];
};

type Content = Pick<
  CommentOnSubjectBody,
  'text' | 'box' | 'isPrivate' | 'isBackside' | 'category' | 'categoryAttributes' | 'faceId'
>;

export function createCommentService(dependencies: {
  repository: CommentRepository;
  news: CommentNews;
  /** Conversation lifts a photograph in the feed: its projection is refreshed when comments come and go. */
  refreshPhotograph: (photographId: number) => Promise<void>;
}) {
  const { repository, news } = dependencies;
  const missing = () => notFound('Comment');

  async function present(row: CommentRow, user: AuthUser | null) {
    const relations = await repository.findRelations([row], viewerOf(user));
    return { '@context': '/contexts/Comment', ...presentComment(row, relations) };
  }

  /** The subject of a new comment, or a violation on the field that named it. */
  async function loadSubject(user: AuthUser, body: CommentOnSubjectBody): Promise<Subject | Violation> {
    if (body.photograph != null) {
      const photograph = await repository.findPhotographSubject(body.photograph);
      if (!photograph || photograph.isHidden) {
        return { propertyPath: 'photograph', message: COMMENT_MESSAGES.unknownSubject };
      }
      return {
        kind: 'photograph',
        ownerIds: [photograph.collectionOwnerId],
        hasBackside: photograph.hasBackside,
        faceIds: photograph.faces.map((face) => String(face.id)),
      };
    }
    if (body.retrosnap != null) {
      const retrosnap = await repository.findRetrosnapSubject(body.retrosnap);
      if (!retrosnap || retrosnap.photographHidden) {
        return { propertyPath: 'retrosnap', message: COMMENT_MESSAGES.unknownSubject };
      }
      return { kind: 'retrosnap', ownerIds: [retrosnap.authorId], hasBackside: false, faceIds: [] };
    }
    const [gallery] = await repository.findGalleries(body.imageGallery == null ? [] : [body.imageGallery]);
    if (!gallery || !allows(user, canSeeGallery, gallery)) {
      return { propertyPath: 'imageGallery', message: COMMENT_MESSAGES.unknownSubject };
    }
    return { kind: 'imageGallery', ownerIds: [gallery.ownerId], hasBackside: false, faceIds: [] };
  }

  /** The subject of an existing comment, for the checks of an edit. */
  async function subjectOf(row: CommentRow): Promise<Subject> {
    if (row.photographId !== null) {
      const photograph = await repository.findPhotographSubject(row.photographId);
      return {
        kind: 'photograph',
        ownerIds: [photograph?.collectionOwnerId ?? null],
        hasBackside: photograph?.hasBackside ?? false,
        faceIds: (photograph?.faces ?? []).map((face) => String(face.id)),
      };
    }
    return {
      kind: row.retrosnapId !== null ? 'retrosnap' : 'imageGallery',
      ownerIds: [],
      hasBackside: false,
      faceIds: [],
    };
  }

  /**
   * Checks what a comment says against its subject and category and cleans its markup. Every
   * problem is collected, so the form shows them all at once (422, one violation per field).
   */
  async function checkedContent(
    user: AuthUser,
    content: Content,
    subject: Subject,
    known: Violation[] = [],
  ): Promise<CommentChanges> {
    const violations = [...known];
    const text = sanitizeCommentText(content.text);
    if (isBlankAfterSanitizing(text)) {
      violations.push({ propertyPath: 'text', message: COMMENT_MESSAGES.textRequired });
    }
    if (content.isBackside && !subject.hasBackside) {
      violations.push({ propertyPath: 'isBackside', message: COMMENT_MESSAGES.noBackside });
    }
    if (content.faceId !== null && !subject.faceIds.includes(content.faceId)) {
      violations.push({ propertyPath: 'faceId', message: COMMENT_MESSAGES.unknownFace });
    }
    const categoryAttributes = await checkedAttributes(user, content, violations);
    if (violations.length > 0) throw new ValidationFailed(violations);
    return {
      text,
      box: content.box,
      isPrivate: content.isPrivate,
      isBackside: content.isBackside,
      categoryId: content.category,
      categoryAttributes,
      faceId: content.faceId,
    };
  }

  /** The category must be one for comments; its attributes must match its definitions. */
  async function checkedAttributes(user: AuthUser, content: Content, violations: Violation[]) {
    const given = content.categoryAttributes;
    if (content.category === null) {
      const answered = Object.values(given).some((value) => value !== null && value !== undefined);
      if (answered)
        violations.push({ propertyPath: 'categoryAttributes', message: ATTRIBUTE_MESSAGES.withoutCategory });
      return {};
    }
    const category = await repository.findCategory(content.category);
    if (!category) {
      violations.push({ propertyPath: 'category', message: COMMENT_MESSAGES.unknownCategory });
      return {};
    }
    if (!category.isForComments) {
      violations.push({ propertyPath: 'category', message: COMMENT_MESSAGES.notForComments });
      return {};
    }
    const definitions = attributeDefinitionsOf(category.translations);
    const parsed = categoryAttributesSchema(definitions).safeParse(given);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        violations.push({
          propertyPath: ['categoryAttributes', ...issue.path.map(String)].join('.'),
          message: issue.message,
        });
      }
      return {};
    }
    // An album link must name an album the author can see.
    const links = definitions.filter((definition) => definition.type === 'AlbumLink');
    for (const link of links) {
      const value = parsed.data[link.code] as { '@id': string } | undefined;
      if (!value) continue;
      const [album] = await repository.findGalleries([Number(value['@id'].split('/').pop())]);
      if (!album || !allows(user, canSeeGallery, album)) {
        violations.push({
          propertyPath: `categoryAttributes.${link.code}`,
          message: COMMENT_MESSAGES.unknownGallery,
        });
      }
    }
    return parsed.data;
  }

  /**
   * `galleries` of a PUT sets which of the author's own albums show the comment. Entries in other
   * people's albums are theirs to remove and stay; a new entry must pass 'add comment to gallery'.
   */
  async function changeGalleries(user: AuthUser, row: CommentRow, wanted: readonly number[]) {
    const showing = await repository.galleriesShowing(row.id);
    const current = new Set(showing.map((entry) => entry.galleryId));
    const added = [...new Set(wanted)].filter((id) => !current.has(id));
    const found = await repository.findGalleries(added);
    const violations = added.flatMap((id) =>
      found.some((gallery) => gallery.id === id)
        ? []
        : [{ propertyPath: `galleries.${wanted.indexOf(id)}`, message: COMMENT_MESSAGES.unknownGallery }],
    );
    if (violations.length > 0) throw new ValidationFailed(violations);
    for (const gallery of found) authorize(user, canAddCommentToGallery, { comment: row, gallery });
    const removed = showing
      .filter((entry) => entry.ownerId === user.personId && !wanted.includes(entry.galleryId))
      .map((entry) => entry.galleryId);
    await repository.changeGalleries(row.id, added, removed);
  }

  /** A comment the signed-in person may act on at all: one they can see, else 404 as for a read. */
  async function visibleComment(user: AuthUser, id: number) {
    const row = await repository.findOnVisibleSubject(id, viewerOf(user));
    if (!row) throw missing();
    authorizeRead(user, canSeeComment, row, missing);
    return row;
  }

  return {
    /**
     * Feedback and bug reports: private comments on no subject, so no list filtered by subject
     * shows them; their author and the admins read them (see `canSeeComment`).
     */
    async createFeedback(author: AuthUser, input: AppFeedbackBody) {
      const data = input.additionalData;
      if (data.kind === 'bugReport' && data.screenshot !== null) {
        const problem = await checkScreenshot(data.screenshot);
        if (problem)
          throw new ValidationFailed([
            { propertyPath: 'additionalData.screenshot', message: screenshotMessages[problem] },
          ]);
      }
      const row = await repository.insert({
        text: input.text,
        isPrivate: true,
        authorId: author.personId,
        additionalData: data,
      });
      return present(row, author);
    },

    /**
     * A comment on a photograph (front or back), RetroSnap or album by the signed-in person. Its
     * subject must be one they can see; what they cannot see counts as not there (422 on the field).
     * Returns the comment and the news to send, which the caller lets run after answering.
     */
    async create(author: AuthUser, body: CommentOnSubjectBody) {
      const subject = await loadSubject(author, body);
      const subjectProblem = 'propertyPath' in subject ? [subject] : [];
      const known: Subject =
        'propertyPath' in subject
          ? { kind: 'photograph', ownerIds: [], hasBackside: true, faceIds: [] }
          : subject;
      // With an unknown subject there is nothing to hold the face or back side against.
      const content = await checkedContent(
        author,
        subjectProblem.length > 0 ? { ...body, faceId: null } : body,
        known,
        subjectProblem,
      );
      const row = await repository.insert({
        ...content,
        photographId: body.photograph ?? null,
        retrosnapId: body.retrosnap ?? null,
        imageGalleryId: body.imageGallery ?? null,
        authorId: author.personId,
      });
      if (row.photographId !== null) await dependencies.refreshPhotograph(row.photographId);
      return { comment: await present(row, author), news: () => news.announce(row, known) };
    },

    /** PUT {comment @id}: the author changes what the comment says and where it is shown. */
    async update(user: AuthUser, id: number, body: CommentUpdateBody) {
      const row = await visibleComment(user, id);
      authorize(user, canEditComment, row);
      const changes = await checkedContent(user, body, await subjectOf(row));
      if (body.galleries !== undefined) {
        await changeGalleries(user, { ...row, box: changes.box ?? null }, body.galleries);
      }
      return present(await repository.update(row.id, changes), user);
    },

    /** DELETE {comment @id}: the author, or a curator moderating. */
    async remove(user: AuthUser, id: number): Promise<void> {
      const row = await visibleComment(user, id);
      authorize(user, canDeleteComment, row);
      await repository.delete(row.id);
      if (row.photographId !== null) await dependencies.refreshPhotograph(row.photographId);
    },

    /**
     * POST {comment @id}/report: a signed-in person who can see the comment tells the team about
     * it (not its author: they can delete it). Once per person; reporting again answers the
     * first report unchanged.
     */
    async report(user: AuthUser, id: number, body: CommentReportBody) {
      const row = await visibleComment(user, id);
      authorize(user, canReportComment, row);
      const { report, created } = await repository.report(row.id, user.personId, body.reason);
      const output: CommentReportOutput = {
        '@id': `${documentIri('Comment', row.id)}/report`,
        '@type': 'CommentReport',
        comment: documentIri('Comment', row.id),
        reason: report.reason,
        dateCreated: report.dateCreated.toISOString(),
      };
      return { report: output, created };
    },

    /** PUT {comment @id}/vote/up|down: the person's one vote, changeable; answers the recounted comment. */
    async vote(user: AuthUser, id: number, direction: VoteDirection) {
      const row = await repository.findOnVisibleSubject(id, viewerOf(user));
      if (!row) throw missing();
      authorizeRead(user, canVoteOnComment, row, missing);
      const total = await repository.vote(row.id, user.personId, direction === 'up' ? 1 : -1);
      if (total === null) throw missing();
      return present({ ...row, upvoteCount: total }, user);
    },

    async list(user: AuthUser | null, query: CommentListQuery, requestUrl: string) {
      const page = toPage(query, PAGE_SIZE);
      const viewer = viewerOf(user);
      const { rows, total } = await repository.findPage(query, page, viewer);
      const relations = await repository.findRelations(rows, viewer);
      return hydraCollection({
        type: 'Comment',
        requestUrl,
        members: rows.map((row) => presentComment(row, relations)),
        totalItems: total,
        page,
      });
    },

    /** What the viewer may not see answers 404, as if it did not exist. */
    async get(user: AuthUser | null, id: number) {
      const row = await repository.findOnVisibleSubject(id, viewerOf(user));
      if (!row) throw missing();
      authorizeRead(user, canSeeComment, row, missing);
      return present(row, user);
    },
  };
}
