import { hydraCollection } from '../../hydra/hydra-collection.js';
import { notFound } from '../../hydra/hydra-errors.js';
import { toPage } from '../../hydra/pagination.js';
import { presentPhotograph } from './photograph.presenter.js';
import type { PhotographRepository } from './photograph.repository.js';
import type { PhotographListQuery } from './photograph.schema.js';

const PAGE_SIZE = 30;

export function createPhotographService(repository: PhotographRepository) {
  return {
    async list(query: PhotographListQuery, requestUrl: string) {
      const page = toPage(query, PAGE_SIZE);
      const { rows, total } = await repository.findPage(query, page);
      const relations = await repository.findRelations(rows.map((row) => row.id));
      return hydraCollection({
        type: 'Photograph',
        requestUrl,
        members: rows.map((row) => presentPhotograph(row, relations)),
        totalItems: total,
        page,
      });
    },

    async get(id: number) {
      const row = await repository.findById(id);
      // Hidden photographs are withdrawn from the public; only editors will see them (accounts issue).
      if (!row || row.isHidden) throw notFound('Photograph');
      const relations = await repository.findRelations([id]);
      return { '@context': '/contexts/Photograph', ...presentPhotograph(row, relations) };
    },
  };
}
