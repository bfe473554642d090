import type { CityOutput } from '@retropics/domain/contracts/city.contract';
import { documentIri } from '../../hydra/iri.js';
import type { CityRow } from './city.repository.js';

export function presentCity(row: CityRow): CityOutput {
  return { '@id': documentIri('City', row.id), '@type': 'City', id: row.id, name: row.name };
}
