import { DEFAULT_LICENSE_NAME, YEAR_MAX, YEAR_MIN } from '@retropics/domain/constants';
import {
  COLLECTION_MESSAGES,
  type CollectionOutput,
  type CollectionUpdateInput,
  collectionUpdateBody,
} from '@retropics/domain/contracts/photograph-collection.contract';
import { FROM_YEAR_MIN_MESSAGE, INVALID_YEAR_MESSAGE, TO_YEAR_ORDER_MESSAGE } from '@retropics/domain/years';
import type { TFunction } from 'i18next';
import { type ChosenPlace, placeReferenceOf } from '../../components/place-search/place-field';

/** What the owner's part of the form edits (spec §2 'Collection edit'). */
export interface CollectionDraft {
  headline: string;
  about: string;
  text: string;
  /** The year range of the slider; null: the collection has no period yet. */
  years: [number, number] | null;
  place: ChosenPlace | null;
  licenseName: string;
  licenseUrl: string;
  collectionCopyrightUrl: string;
  copyrightHoldingPerson: string;
}

/** An organization or sponsor as the form shows and sends it: its IRI and its name. */
export interface PartyChoice {
  '@id': string;
  name: string;
}

/** The team's part (canManageCollectionWorkflow): status, crowdfunding figures, perks, who is behind it and who pays. */
export interface WorkflowDraft {
  status: number;
  /** Euros as typed; '' for no goal. */
  crowdfundingRequired: string;
  crowdfundingFunded: string;
  perks: string[];
  organization: PartyChoice | null;
  sponsors: PartyChoice[];
}

/** The period a collection without one starts from when its owner turns the period on. */
export const DEFAULT_YEARS: [number, number] = [YEAR_MIN, YEAR_MAX];

export function draftOfCollection(collection: CollectionOutput, placeName: string | null): CollectionDraft {
  const { fromYear, toYear } = collection;
  const years: [number, number] | null =
    fromYear === null && toYear === null ? null : [fromYear ?? YEAR_MIN, toYear ?? YEAR_MAX];
  return {
    headline: collection.headline,
    about: collection.about,
    text: collection.text,
    years,
    place: collection.place
      ? { iri: collection.place['@id'], key: null, label: placeName ?? collection.place.name }
      : null,
    licenseName: collection.licenseName === DEFAULT_LICENSE_NAME ? '' : collection.licenseName,
    licenseUrl: collection.licenseUrl ?? '',
    collectionCopyrightUrl: collection.collectionCopyrightUrl ?? '',
    copyrightHoldingPerson: collection.copyrightHoldingPerson ?? '',
  };
}

export function workflowOfCollection(collection: CollectionOutput): WorkflowDraft {
  return {
    status: collection.status,
    crowdfundingRequired:
      collection.crowdfundingRequired === null ? '' : String(collection.crowdfundingRequired),
    crowdfundingFunded: String(collection.crowdfundingFunded),
    perks: collection.perks.map((perk) => perk.product),
    organization: collection.organization
      ? { '@id': collection.organization['@id'], name: collection.organization.name }
      : null,
    sponsors: collection.sponsors.map((sponsor) => ({ '@id': sponsor['@id'], name: sponsor.name })),
  };
}

/** Euros as typed (a comma is a decimal point too); '' stays '' and text that is no number stays text, for the contract to refuse. */
function euros(typed: string): number | string | null {
  const trimmed = typed.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : typed;
}

/** The PUT body of the owner's fields. */
export function collectionInput(draft: CollectionDraft): CollectionUpdateInput {
  return {
    headline: draft.headline,
    about: draft.about,
    text: draft.text,
    fromYear: draft.years?.[0] ?? null,
    toYear: draft.years?.[1] ?? null,
    place: placeReferenceOf(draft.place),
    licenseName: draft.licenseName,
    licenseUrl: draft.licenseUrl,
    collectionCopyrightUrl: draft.collectionCopyrightUrl,
    copyrightHoldingPerson: draft.copyrightHoldingPerson,
  };
}

/** The PUT body of the team's fields. */
export function workflowInput(draft: WorkflowDraft): CollectionUpdateInput {
  const funded = euros(draft.crowdfundingFunded);
  return {
    status: draft.status,
    crowdfundingRequired: euros(draft.crowdfundingRequired) as number | null,
    crowdfundingFunded: (funded ?? 0) as number,
    perks: draft.perks,
    organization: draft.organization?.['@id'] ?? null,
    sponsors: draft.sponsors.map((sponsor) => sponsor['@id']),
  };
}

export type FieldErrors = Partial<Record<string, string>>;

/** The messages of a body by field (the first of each), as the server would answer them; empty when it is fine. */
export function checkInput(input: CollectionUpdateInput): FieldErrors {
  const parsed = collectionUpdateBody.safeParse(input);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOfPath(issue.path.map(String).join('.'));
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A violation of a list entry (`perks.2`) is shown at its list. */
export function fieldOfPath(path: string): string {
  return path.split('.')[0] || '_error';
}

export function errorsByField(byPath: FieldErrors): FieldErrors {
  const placed: FieldErrors = {};
  for (const [path, text] of Object.entries(byPath))
    if (text !== undefined) placed[fieldOfPath(path)] ??= text;
  return placed;
}

/**
 * Every message of the collection contract and the year rules has a key in
 * `collection-edit.json`: the sentence is shown in the reader's language.
 */
const keyOfMessage: Record<string, string> = Object.fromEntries([
  ...Object.entries(COLLECTION_MESSAGES).map(([key, message]) => [message, `errors.${key}`]),
  [INVALID_YEAR_MESSAGE, 'errors.invalidYear'],
  [FROM_YEAR_MIN_MESSAGE, 'errors.fromYearMin'],
  [TO_YEAR_ORDER_MESSAGE, 'errors.yearsReversed'],
]);

export function messageKey(message: string): string | undefined {
  if (message.startsWith(COLLECTION_MESSAGES.workflowOnly)) return 'errors.workflowOnly';
  return keyOfMessage[message];
}

/** A message in the reader's language; one the form does not know becomes a general hint. */
export function collectionMessageText(t: TFunction<'collection-edit'>, message: string): string {
  return t(messageKey(message) ?? 'errors.invalid');
}
