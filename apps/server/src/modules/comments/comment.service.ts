import type { CommentCreateBody, CommentListQuery } from '@retropics/domain/contracts/comment.contract';
import { canSeeComment } from '@retropics/domain/permissions';
import { hydraCollection } from '../../hydra/hydra-collection.js';
import { notFound, ValidationFailed } from '../../hydra/hydra-errors.js';
import { toPage } from '../../hydra/pagination.js';
import type { AuthUser } from '../auth/auth.hooks.js';
import { authorizeRead, viewerOf } from '../auth/auth.policy.js';
import { presentComment } from './comment.presenter.js';
import type { CommentRepository, CommentRow } from './comment.repository.js';
import { checkScreenshot } from './comment-screenshot.js';

const PAGE_SIZE = 30;

const screenshotMessages = {
  'too-large': 'Screenshot must be at most 2 MB',
  'not-png': 'Screenshot is not a readable PNG image',
} as const;

export function createCommentService(repository: CommentRepository) {
  async function present(row: CommentRow) {
    const relations = await repository.findRelations([row]);
    return { '@context': '/contexts/Comment', ...presentComment(row, relations) };
  }

  return {
    /**
     * Feedback and bug reports: private comments on no subject, so no list filtered by subject
     * shows them; their author and the admins read them (see `canSeeComment`).
     */
    async createFeedback(author: AuthUser, input: CommentCreateBody) {
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
      return present(row);
    },

    async list(user: AuthUser | null, query: CommentListQuery, requestUrl: string) {
      const page = toPage(query, PAGE_SIZE);
      const { rows, total } = await repository.findPage(query, page, viewerOf(user));
      const relations = await repository.findRelations(rows);
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
      const missing = () => notFound('Comment');
      if (!row) throw missing();
      authorizeRead(user, canSeeComment, row, missing);
      return present(row);
    },
  };
}
