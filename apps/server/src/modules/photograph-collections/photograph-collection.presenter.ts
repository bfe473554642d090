import { crowdfundingProgress } from '@retropics/domain/collection-status';
import type { CollectionOutput } from '@retropics/domain/contracts/photograph-collection.contract';
import { documentIri, iriOrNull } from '../../hydra/iri.js';
import { presentPlace } from '../places/place.presenter.js';
import type { CollectionRelations, CollectionRow } from './photograph-collection.repository.js';

/**
 * The public face of a collection. The reporter's name and e-mail (personName, personEmail) and
 * the editors' internalRating never leave the server here.
 */
export function presentCollection(row: CollectionRow, relations: CollectionRelations): CollectionOutput {
  const place = row.placeId === null ? undefined : relations.places.find((entry) => entry.id === row.placeId);
  return {
    '@id': documentIri('PhotographCollection', row.id),
    '@type': 'PhotographCollection',
    id: row.id,
    headline: row.headline,
    about: row.about,
    text: row.text,
    thumbnail: row.thumbnail,
    previewThumbnails: relations.previews
      .filter((entry) => entry.collectionId === row.id)
      .map((entry) => entry.filePath),
    photographsCount: relations.photographCounts.find((entry) => entry.collectionId === row.id)?.value ?? 0,
    owner: iriOrNull('Person', row.ownerId),
    fromYear: row.fromYear,
    toYear: row.toYear,
    place: place ? presentPlace(place) : null,
    status: row.status,
    crowdfundingRequired: row.crowdfundingRequired,
    crowdfundingFunded: row.crowdfundingFunded,
    crowdfundingProgress: crowdfundingProgress(row.crowdfundingFunded, row.crowdfundingRequired ?? 0),
    perks: relations.perks
      .filter((perk) => perk.collectionId === row.id)
      .map((perk) => ({
        product: documentIri('Product', perk.productId),
        numberOfPucrchases: perk.numberOfPurchases,
        numberOfPurchases: perk.numberOfPurchases,
      })),
    licenseName: row.licenseName,
    licenseUrl: row.licenseUrl,
    collectionCopyrightUrl: row.collectionCopyrightUrl,
    copyrightHoldingPerson: row.copyrightHoldingPerson,
    howManyPhotographs: row.howManyPhotographs,
    isDigitalized: row.isDigitalized,
    dateCreated: row.dateCreated.toISOString(),
  };
}
