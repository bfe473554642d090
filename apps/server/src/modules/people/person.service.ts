import type { PersonListQuery } from '@retropics/domain/contracts/person.contract';
import { hydraCollection } from '../../hydra/hydra-collection.js';
import { notFound } from '../../hydra/hydra-errors.js';
import { toPage } from '../../hydra/pagination.js';
import { presentPerson } from './person.presenter.js';
import type { PersonRepository } from './person.repository.js';

const PAGE_SIZE = 30;

export function createPersonService(repository: PersonRepository) {
  return {
    async list(query: PersonListQuery, requestUrl: string) {
      const page = toPage(query, PAGE_SIZE);
      const { rows, total } = await repository.findPage(query, page);
      const galleries = await repository.findGalleries(rows.map((row) => row.id));
      return hydraCollection({
        type: 'Person',
        requestUrl,
        members: rows.map((row) => presentPerson(row, galleries)),
        totalItems: total,
        page,
      });
    },

    async get(id: number) {
      const row = await repository.findById(id);
      if (!row) throw notFound('Person');
      const galleries = await repository.findGalleries([id]);
      return { '@context': '/contexts/Person', ...presentPerson(row, galleries) };
    },
  };
}
