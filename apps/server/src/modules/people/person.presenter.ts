import type { PersonOutput } from '@retropics/domain/contracts/person.contract';
import { documentIri } from '../../hydra/iri.js';
import type { PersonGalleries, PublicPersonRow } from './person.repository.js';

export function presentPerson(row: PublicPersonRow, galleries: PersonGalleries): PersonOutput {
  return {
    '@id': documentIri('Person', row.id),
    '@type': 'Person',
    id: row.id,
    name: row.name,
    pictureUrl: row.pictureUrl,
    imageGalleries: galleries
      .filter((gallery) => gallery.ownerId === row.id)
      .map((gallery) => documentIri('ImageGallery', gallery.id)),
  };
}
