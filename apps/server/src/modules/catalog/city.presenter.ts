import { documentIri } from '../../hydra/iri.js';
import type { CityRow } from './city.repository.js';
import type { CityOutput } from './city.schema.js';

export function presentCity(row: CityRow): CityOutput {
  return { '@id': documentIri('City', row.id), '@type': 'City', id: row.id, name: row.name };
}
