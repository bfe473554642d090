import { hydraCollection } from '../../hydra/hydra-collection.js';
import { notFound, ValidationFailed } from '../../hydra/hydra-errors.js';
import { toPage } from '../../hydra/pagination.js';
import type { AuthUser } from '../auth/auth.hooks.js';
import { presentComment } from './comment.presenter.js';
import type { CommentRepository, CommentRow } from './comment.repository.js';
import type { CommentCreateBody, CommentListQuery } from './comment.schema.js';
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
     * Feedback and bug reports: private comments on no subject, so no comment list ever shows
     * them; the operators read them in the database.
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

    async list(query: CommentListQuery, requestUrl: string) {
      const page = toPage(query, PAGE_SIZE);
      const { rows, total } = await repository.findPage(query, page);
      const relations = await repository.findRelations(rows);
      return hydraCollection({
        type: 'Comment',
        requestUrl,
        members: rows.map((row) => presentComment(row, relations)),
        totalItems: total,
        page,
      });
    },

    async get(id: number) {
      const row = await repository.findVisibleById(id);
      if (!row) throw notFound('Comment');
      return present(row);
    },
  };
}
