import type { SvgTemplateListQuery } from '@retropics/domain/contracts/svg-template.contract';
import { hydraCollection } from '../../hydra/hydra-collection.js';
import { notFound } from '../../hydra/hydra-errors.js';
import { toPage } from '../../hydra/pagination.js';
import { presentSvgTemplate } from './svg-template.presenter.js';
import type { SvgTemplateRepository } from './svg-template.repository.js';

const PAGE_SIZE = 30;

export function createSvgTemplateService(repository: SvgTemplateRepository) {
  return {
    async list(query: SvgTemplateListQuery, requestUrl: string) {
      const page = toPage(query, PAGE_SIZE);
      const { rows, total } = await repository.findPage(page);
      return hydraCollection({
        type: 'SvgTemplate',
        requestUrl,
        members: rows.map(presentSvgTemplate),
        totalItems: total,
        page,
      });
    },

    async get(id: number) {
      const row = await repository.findById(id);
      if (!row) throw notFound('SVG template');
      return { '@context': '/contexts/SvgTemplate', ...presentSvgTemplate(row) };
    },
  };
}
