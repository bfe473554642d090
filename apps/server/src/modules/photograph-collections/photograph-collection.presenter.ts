import { crowdfundingProgress } from '@retropics/domain/collection-status';
import type { Locale } from '@retropics/domain/constants';
import {
  type CollectionTranslationOutput,
  translationIn,
} from '@retropics/domain/contracts/content-translation.contract';
import { logoUrl, type PartyReferenceOutput } from '@retropics/domain/contracts/organization.contract';
import type { CollectionOutput } from '@retropics/domain/contracts/photograph-collection.contract';
import { documentIri, iriOrNull } from '../../hydra/iri.js';
import { presentPlace } from '../places/place.presenter.js';
import type { CollectionRelations, CollectionRow } from './photograph-collection.repository.js';

/** Texts per language; a collection without translation rows has its own columns as its German text. */
function translationsOf(row: CollectionRow, relations: CollectionRelations): CollectionTranslationOutput[] {
  const list = relations.translations
    .filter((entry) => entry.collectionId === row.id)
    .map((entry) => ({
      locale: entry.locale as Locale,
      headline: entry.headline,
      about: entry.about,
      text: entry.text,
      coverCaption: entry.coverCaption,
    }));
  if (list.some((entry) => entry.locale === 'de')) return list;
  return [
    { locale: 'de', headline: row.headline, about: row.about, text: row.text, coverCaption: null },
    ...list,
  ];
}

/** An organization or sponsor as a collection names it. */
function partyReference(
  type: 'Organization' | 'Sponsor',
  party: { id: number; name: string; url: string | null; logo: string | null },
): PartyReferenceOutput {
  return {
    '@id': documentIri(type, party.id),
    name: party.name,
    url: party.url,
    logoUrl: logoUrl(party.logo),
  };
}

/**
 * What the viewer may see beyond the public face: the report's contact data and the status record
 * (the owner and curators, canEditCollection), the internal rating (curators, canSeeInternalRating).
 */
export type CollectionAudience = { reportDetails: boolean; internalRating: boolean };

export const PUBLIC_AUDIENCE: CollectionAudience = { reportDetails: false, internalRating: false };

function reportDetailsOf(row: CollectionRow, relations: CollectionRelations) {
  return {
    howManyPhotographs: row.howManyPhotographs,
    isDigitalized: row.isDigitalized,
    materialTypes: row.materialTypes,
    personName: row.personName,
    personEmail: row.personEmail,
    statusHistory: relations.statusHistory
      .filter((change) => change.collectionId === row.id)
      .map((change) => ({
        fromStatus: change.fromStatus,
        toStatus: change.toStatus,
        changedBy: iriOrNull('Person', change.changedById),
        changedByName: change.changedByName,
        dateCreated: change.dateCreated.toISOString(),
      })),
  };
}

/**
 * The face of a collection for its viewer. Without an audience it is the public one: the
 * reporter's name and e-mail, the status record and the editors' internalRating never leave the
 * server then. `locale`: the language the request asks for (Accept-Language); the plain text
 * fields come in it.
 */
export function presentCollection(
  row: CollectionRow,
  relations: CollectionRelations,
  locale: Locale = 'de',
  audience: CollectionAudience = PUBLIC_AUDIENCE,
): CollectionOutput {
  const place = row.placeId === null ? undefined : relations.places.find((entry) => entry.id === row.placeId);
  const translations = translationsOf(row, relations);
  const texts = translationIn(translations, locale);
  const organization = relations.organizations.find((entry) => entry.id === row.organizationId);
  return {
    '@id': documentIri('PhotographCollection', row.id),
    '@type': 'PhotographCollection',
    id: row.id,
    headline: texts?.headline ?? row.headline,
    about: texts?.about ?? row.about,
    text: texts?.text ?? row.text,
    translations,
    coverCaption: texts?.coverCaption ?? null,
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
    organization: organization ? partyReference('Organization', organization) : null,
    sponsors: relations.sponsors
      .filter((entry) => entry.collectionId === row.id)
      .map((entry) => partyReference('Sponsor', entry)),
    dateCreated: row.dateCreated.toISOString(),
    ...(audience.reportDetails ? reportDetailsOf(row, relations) : {}),
    ...(audience.internalRating ? { internalRating: row.internalRating } : {}),
  };
}
