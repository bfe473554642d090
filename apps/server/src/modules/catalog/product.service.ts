import type { ProductListQuery } from '@retropics/domain/contracts/product.contract';
import { hydraCollection } from '../../hydra/hydra-collection.js';
import { notFound } from '../../hydra/hydra-errors.js';
import { toPage } from '../../hydra/pagination.js';
import { presentProduct } from './product.presenter.js';
import type { ProductRepository } from './product.repository.js';

const PAGE_SIZE = 30;

export function createProductService(repository: ProductRepository) {
  return {
    async list(query: ProductListQuery, requestUrl: string) {
      const page = toPage(query, PAGE_SIZE);
      const { rows, total } = await repository.findPage(query, page);
      return hydraCollection({
        type: 'Product',
        requestUrl,
        members: rows.map(presentProduct),
        totalItems: total,
        page,
      });
    },

    async get(id: number) {
      const row = await repository.findById(id);
      if (!row) throw notFound('Product');
      return { '@context': '/contexts/Product', ...presentProduct(row) };
    },
  };
}
