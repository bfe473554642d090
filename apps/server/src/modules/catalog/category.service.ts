import type { CategoryListQuery } from '@retropics/domain/contracts/category.contract';
import { hydraCollection } from '../../hydra/hydra-collection.js';
import { notFound } from '../../hydra/hydra-errors.js';
import { toPage } from '../../hydra/pagination.js';
import { presentCategory } from './category.presenter.js';
import type { CategoryRepository } from './category.repository.js';

const PAGE_SIZE = 100;

export function createCategoryService(repository: CategoryRepository) {
  return {
    async list(query: CategoryListQuery, requestUrl: string) {
      const page = toPage(query, PAGE_SIZE);
      const { rows, total } = await repository.findPage(query, page);
      return hydraCollection({
        type: 'Category',
        requestUrl,
        members: rows.map(presentCategory),
        totalItems: total,
        page,
      });
    },

    async get(id: number) {
      const row = await repository.findById(id);
      if (!row) throw notFound('Category');
      return { '@context': '/contexts/Category', ...presentCategory(row) };
    },
  };
}
