import { z } from 'zod';
import { DEFAULT_LICENSE_NAME, INTERNAL_RATING_MAX, YEAR_MAX, YEAR_MIN } from '../constants.js';
import { internalRatingSchema, refineYearFields, type YearInput, yearInputSchema } from '../years.js';
import { collectionTranslationOutput } from './content-translation.contract.js';
import { placeOrKeyReference, reference } from './image-gallery.contract.js';
import { idOrIri, oneOrMany, paginationQuery, sortDirection } from './list-query.contract.js';
import { partyReferenceOutput } from './organization.contract.js';
import { placeOutput } from './place.contract.js';

const status = z
  .string()
  .regex(/^[0-5]$/, 'status takes a number from 0 (New) to 5 (Received digitally)')
  .transform(Number);

export const collectionListQuery = z
  .object({
    ...paginationQuery,
    owner: idOrIri('/people').optional(),
    organization: idOrIri('/organizations').optional(),
    status: oneOrMany(status).optional(),
    'status[]': oneOrMany(status).optional(),
    'order[dateCreated]': sortDirection.optional(),
  })
  .strict();

export type CollectionListQuery = z.infer<typeof collectionListQuery>;

export const perkOutput = z.object({
  product: z.string(),
  /** The client reads the field with this spelling (spec §3). */
  numberOfPucrchases: z.number(),
  numberOfPurchases: z.number(),
});

export const statusChangeOutput = z.object({
  fromStatus: z.number(),
  toStatus: z.number(),
  changedBy: z.string().nullable().describe('IRI of the person who moved the collection'),
  changedByName: z.string().nullable(),
  dateCreated: z.string(),
});

export type StatusChangeOutput = z.infer<typeof statusChangeOutput>;

export const collectionOutput = z.object({
  '@id': z.string(),
  '@type': z.literal('PhotographCollection'),
  id: z.number(),
  headline: z.string(),
  about: z.string().describe('HTML'),
  text: z.string(),
  translations: z
    .array(collectionTranslationOutput)
    .describe(
      'headline, about, text and cover caption per language; the fields above are in the language the request asks for',
    ),
  coverCaption: z
    .string()
    .nullable()
    .describe('What the cover shows when it is not one of its own photographs'),
  thumbnail: z.string().nullable(),
  previewThumbnails: z.array(z.string()).describe('File paths of up to six of its photographs'),
  photographsCount: z.number(),
  owner: z.string().nullable(),
  fromYear: z.number().nullable(),
  toYear: z.number().nullable(),
  place: placeOutput.nullable(),
  status: z
    .number()
    .describe('0 New, 1 Crowdfunding, 2 Funded, 3 Photos scanned, 4 Done, 5 Received digitally'),
  crowdfundingRequired: z.number().nullable(),
  crowdfundingFunded: z.number(),
  crowdfundingProgress: z.number().describe('Funded share in percent; 0 without a goal'),
  perks: z.array(perkOutput),
  licenseName: z.string(),
  licenseUrl: z.string().nullable(),
  collectionCopyrightUrl: z.string().nullable(),
  copyrightHoldingPerson: z.string().nullable(),
  organization: partyReferenceOutput
    .nullable()
    .describe('The archive, society or family behind the collection (/organizations)'),
  sponsors: z.array(partyReferenceOutput).describe('Who pays towards its digitisation, in the order shown'),
  dateCreated: z.string(),
  // Only in answers to the collection's owner and to editors and admins: a reporter's contact
  // data and the team's record are never public.
  howManyPhotographs: z.string().nullable().optional(),
  isDigitalized: z.boolean().optional(),
  materialTypes: z.array(z.string()).optional(),
  personName: z.string().nullable().optional(),
  personEmail: z.string().nullable().optional(),
  statusHistory: z
    .array(statusChangeOutput)
    .optional()
    .describe('Every move between statuses, oldest first (owner and curators only)'),
  /** Editors and admins only (canSeeInternalRating). */
  internalRating: z.number().optional(),
});

export type CollectionOutput = z.infer<typeof collectionOutput>;

// ---------------------------------------------------------------------------------------------
// Writes (spec §7): PUT {collection @id}
// ---------------------------------------------------------------------------------------------

/** Ours: limits that no real collection reaches. */
export const COLLECTION_HEADLINE_MAX_LENGTH = 200;
export const COLLECTION_ABOUT_MAX_LENGTH = 10_000;
export const COLLECTION_TEXT_MAX_LENGTH = 50_000;
export const COLLECTION_SHORT_TEXT_MAX_LENGTH = 300;
export const COLLECTION_URL_MAX_LENGTH = 2_000;
/** Ours: a crowdfunding goal beyond a million euros is a typing mistake. */
export const CROWDFUNDING_MAX = 1_000_000;
export const COLLECTION_PERKS_MAX = 50;

/**
 * The fields only editors and admins change (canManageCollectionWorkflow): the status and the
 * crowdfunding figures are the team's promise to supporters, the rating steers curation, and who
 * stands behind a collection (organization, sponsors) is for the team to confirm.
 */
export const COLLECTION_WORKFLOW_FIELDS = [
  'status',
  'crowdfundingRequired',
  'crowdfundingFunded',
  'perks',
  'internalRating',
  'organization',
  'sponsors',
] as const;
export type CollectionWorkflowField = (typeof COLLECTION_WORKFLOW_FIELDS)[number];

/** Ours, except the year messages, which are the spec's (§5, see years.ts). */
export const COLLECTION_MESSAGES = {
  headlineRequired: 'Headline is required',
  headlineLength: `Headline must be at most ${COLLECTION_HEADLINE_MAX_LENGTH} characters`,
  aboutLength: `About must be at most ${COLLECTION_ABOUT_MAX_LENGTH} characters`,
  textLength: `Text must be at most ${COLLECTION_TEXT_MAX_LENGTH} characters`,
  fromYearMax: `Jahr (min.) muss kleiner oder gleich ${YEAR_MAX} sein`,
  toYearMax: `Jahr (max.) muss kleiner oder gleich ${YEAR_MAX} sein`,
  toYearMin: `Jahr (max.) muss größer oder gleich ${YEAR_MIN} sein`,
  shortText: `At most ${COLLECTION_SHORT_TEXT_MAX_LENGTH} characters`,
  url: 'Must be a web address starting with http:// or https://',
  status: 'status takes a number from 0 (New) to 5 (Received digitally)',
  money: `An amount in euros from 0 to ${CROWDFUNDING_MAX} with at most two decimals`,
  perks: 'perks takes a list of product IRIs like /products/12',
  tooManyPerks: `A collection offers at most ${COLLECTION_PERKS_MAX} perks`,
  unknownProduct: 'There is no such product',
  unknownPlace: 'There is no such place',
  internalRating: `Internal rating must be a whole number from 0 to ${INTERNAL_RATING_MAX}`,
  organization: 'organization takes an IRI like /organizations/12, or null',
  unknownOrganization: 'There is no such organization',
  sponsors: 'sponsors takes a list of sponsor IRIs like /sponsors/12',
  tooManySponsors: `A collection names at most ${COLLECTION_PERKS_MAX} sponsors`,
  unknownSponsor: 'There is no such sponsor',
  workflowOnly: 'Only editors and admins may change',
  notDeletable: 'Only a collection in status New (0) can be deleted',
  holdsPhotographs:
    'This collection holds photographs: delete or move them first, a collection is never deleted with its photographs',
} as const;

const shortText = z
  .string({ error: COLLECTION_MESSAGES.shortText })
  .max(COLLECTION_SHORT_TEXT_MAX_LENGTH, { error: COLLECTION_MESSAGES.shortText });

/** A link the collection page shows: http(s) only, so no `javascript:` reaches a visitor's click. */
const webAddress = z
  .string({ error: COLLECTION_MESSAGES.url })
  .trim()
  .max(COLLECTION_URL_MAX_LENGTH, { error: COLLECTION_MESSAGES.url })
  .refine((value) => value === '' || isWebAddress(value), { error: COLLECTION_MESSAGES.url })
  .nullable()
  .transform((value) => (value ? value : null));

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Euros with cents: 0 or more, at most two decimals (the database keeps numeric(12, 2)). */
const euros = z
  .number({ error: COLLECTION_MESSAGES.money })
  .min(0, { error: COLLECTION_MESSAGES.money })
  .max(CROWDFUNDING_MAX, { error: COLLECTION_MESSAGES.money })
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    error: COLLECTION_MESSAGES.money,
  });

/**
 * A collection answers its organization and sponsors embedded (`{ '@id', name, … }`); sent back
 * as they were answered, they count as their IRIs.
 */
function iriOfEmbedded(value: unknown): unknown {
  return value !== null && typeof value === 'object' && '@id' in value
    ? (value as { '@id': unknown })['@id']
    : value;
}

function yearValue(value: YearInput): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : Number(text);
}

/**
 * PUT {collection @id}: the collection edit form (spec §2 'Collection edit') and the team's
 * status and crowdfunding panel. A field that is left out stays as it is, so the owner's form
 * never sends (or touches) the team's fields, and the whole answer of a GET may be sent back
 * (its read-only fields are ignored). `null` clears a field that may be empty. The texts are
 * those of the request's language (Accept-Language), as for albums.
 */
export const collectionUpdateBody = z
  .object({
    headline: z
      .string({ error: COLLECTION_MESSAGES.headlineRequired })
      .trim()
      .min(1, { error: COLLECTION_MESSAGES.headlineRequired })
      .max(COLLECTION_HEADLINE_MAX_LENGTH, { error: COLLECTION_MESSAGES.headlineLength })
      .optional(),
    about: z
      .string({ error: COLLECTION_MESSAGES.aboutLength })
      .max(COLLECTION_ABOUT_MAX_LENGTH, { error: COLLECTION_MESSAGES.aboutLength })
      .nullish()
      .transform((value) => (value === undefined ? undefined : (value?.trim() ?? ''))),
    /** Rich text (headings 1 to 3); the server keeps only the allow-listed markup of comments. */
    text: z
      .string({ error: COLLECTION_MESSAGES.textLength })
      .max(COLLECTION_TEXT_MAX_LENGTH, { error: COLLECTION_MESSAGES.textLength })
      .nullish()
      .transform((value) => (value === undefined ? undefined : (value ?? ''))),
    fromYear: yearInputSchema,
    toYear: yearInputSchema,
    place: placeOrKeyReference.nullable().optional(),
    licenseName: shortText
      .nullish()
      .transform((value) => (value === undefined ? undefined : value?.trim() || DEFAULT_LICENSE_NAME)),
    licenseUrl: webAddress.optional(),
    collectionCopyrightUrl: webAddress.optional(),
    copyrightHoldingPerson: shortText
      .nullish()
      .transform((value) => (value === undefined ? undefined : value?.trim() || null)),
    status: z
      .number({ error: COLLECTION_MESSAGES.status })
      .int({ error: COLLECTION_MESSAGES.status })
      .min(0, { error: COLLECTION_MESSAGES.status })
      .max(5, { error: COLLECTION_MESSAGES.status })
      .optional(),
    /** null: no crowdfunding goal. */
    crowdfundingRequired: euros.nullable().optional(),
    crowdfundingFunded: euros.optional(),
    perks: z
      .array(reference('/products', COLLECTION_MESSAGES.perks), { error: COLLECTION_MESSAGES.perks })
      .max(COLLECTION_PERKS_MAX, { error: COLLECTION_MESSAGES.tooManyPerks })
      .optional(),
    internalRating: internalRatingSchema.optional(),
    /** The archive, society or family behind it (/organizations); null: none. */
    organization: z
      .preprocess(iriOfEmbedded, reference('/organizations', COLLECTION_MESSAGES.organization).nullable())
      .optional(),
    /** Its sponsors in the order its page thanks them (/sponsors). */
    sponsors: z
      .array(z.preprocess(iriOfEmbedded, reference('/sponsors', COLLECTION_MESSAGES.sponsors)), {
        error: COLLECTION_MESSAGES.sponsors,
      })
      .max(COLLECTION_PERKS_MAX, { error: COLLECTION_MESSAGES.tooManySponsors })
      .optional(),
  })
  .superRefine((body, context) => {
    refineYearFields(body, context);
    const from = yearValue(body.fromYear);
    const to = yearValue(body.toYear);
    // The four-digit and order rules are the photograph's (years.ts); a collection's slider ends at 1980.
    if (from !== null && Number.isInteger(from) && from > YEAR_MAX)
      context.addIssue({ code: 'custom', path: ['fromYear'], message: COLLECTION_MESSAGES.fromYearMax });
    if (to !== null && Number.isInteger(to) && to > YEAR_MAX)
      context.addIssue({ code: 'custom', path: ['toYear'], message: COLLECTION_MESSAGES.toYearMax });
    if (to !== null && (from === null || Number.isNaN(from)) && Number.isInteger(to) && to < YEAR_MIN)
      context.addIssue({ code: 'custom', path: ['toYear'], message: COLLECTION_MESSAGES.toYearMin });
  })
  .transform((body) => ({
    ...body,
    fromYear: body.fromYear === undefined ? undefined : yearValue(body.fromYear),
    toYear: body.toYear === undefined ? undefined : yearValue(body.toYear),
  }));

export type CollectionUpdateBody = z.output<typeof collectionUpdateBody>;
export type CollectionUpdateInput = z.input<typeof collectionUpdateBody>;
