import type { SvgTemplateOutput } from '@retropics/domain/contracts/svg-template.contract';
import { documentIri } from '../../hydra/iri.js';
import type { SvgTemplateRow } from './svg-template.repository.js';

const DEFAULT_IMAGES_COUNT = 6;

export function presentSvgTemplate(row: SvgTemplateRow): SvgTemplateOutput {
  return {
    '@id': documentIri('SvgTemplate', row.id),
    '@type': 'SvgTemplate',
    id: row.id,
    title: row.title,
    settings: { imagesCount: row.settings.imagesCount ?? DEFAULT_IMAGES_COUNT },
  };
}
