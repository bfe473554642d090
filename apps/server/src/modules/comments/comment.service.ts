import { hydraCollection } from '../../hydra/hydra-collection.js';
import { notFound } from '../../hydra/hydra-errors.js';
import { toPage } from '../../hydra/pagination.js';
import { presentComment } from './comment.presenter.js';
import type { CommentRepository } from './comment.repository.js';
import type { CommentListQuery } from './comment.schema.js';

const PAGE_SIZE = 30;

export function createCommentService(repository: CommentRepository) {
  return {
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
      const relations = await repository.findRelations([row]);
      return { '@context': '/contexts/Comment', ...presentComment(row, relations) };
    },
  };
}
