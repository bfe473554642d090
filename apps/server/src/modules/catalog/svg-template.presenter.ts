import { documentIri } from '../../hydra/iri.js';
import type { SvgTemplateRow } from './svg-template.repository.js';
import type { SvgTemplateOutput } from './svg-template.schema.js';

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
