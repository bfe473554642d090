import type { CategoryOutput } from '@retropics/domain/contracts/category.contract';
import { documentIri, iriOrNull } from '../../hydra/iri.js';
import type { CategoryRow } from './category.repository.js';

export function presentCategory(row: CategoryRow): CategoryOutput {
  return {
    '@id': documentIri('Category', row.id),
    '@type': 'Category',
    id: row.id,
    name: row.name,
    parentcategory: iriOrNull('Category', row.parentCategoryId),
    isForGalleries: row.isForGalleries,
    isForPhotographs: row.isForPhotographs,
    isForComments: row.isForComments,
    translations: row.translations,
  };
}
