import type { Locale } from '@retropics/domain/constants';
import type { CollectionListQuery } from '@retropics/domain/contracts/photograph-collection.contract';
import { hydraCollection } from '../../hydra/hydra-collection.js';
import { notFound } from '../../hydra/hydra-errors.js';
import { toPage } from '../../hydra/pagination.js';
import { presentCollection } from './photograph-collection.presenter.js';
import type { CollectionRepository } from './photograph-collection.repository.js';

const PAGE_SIZE = 30;

export function createCollectionService(repository: CollectionRepository) {
  return {
    async list(query: CollectionListQuery, requestUrl: string, locale: Locale = 'de') {
      const page = toPage(query, PAGE_SIZE);
      const { rows, total } = await repository.findPage(query, page);
      const relations = await repository.findRelations(rows);
      return hydraCollection({
        type: 'PhotographCollection',
        requestUrl,
        members: rows.map((row) => presentCollection(row, relations, locale)),
        totalItems: total,
        page,
      });
    },

    async get(id: number, locale: Locale = 'de') {
      const row = await repository.findById(id);
      if (!row) throw notFound('Photograph collection');
      const relations = await repository.findRelations([row]);
      return { '@context': '/contexts/PhotographCollection', ...presentCollection(row, relations, locale) };
    },
  };
}
