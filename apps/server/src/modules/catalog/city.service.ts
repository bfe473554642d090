import type { CityListQuery } from '@retropics/domain/contracts/city.contract';
import { hydraCollection } from '../../hydra/hydra-collection.js';
import { notFound } from '../../hydra/hydra-errors.js';
import { toPage } from '../../hydra/pagination.js';
import { presentCity } from './city.presenter.js';
import type { CityRepository } from './city.repository.js';

const PAGE_SIZE = 100;

export function createCityService(repository: CityRepository) {
  return {
    async list(query: CityListQuery, requestUrl: string) {
      const page = toPage(query, PAGE_SIZE);
      const { rows, total } = await repository.findPage(page);
      return hydraCollection({
        type: 'City',
        requestUrl,
        members: rows.map(presentCity),
        totalItems: total,
        page,
      });
    },

    async get(id: number) {
      const row = await repository.findById(id);
      if (!row) throw notFound('City');
      return { '@context': '/contexts/City', ...presentCity(row) };
    },
  };
}
