import { z } from 'zod';
import { collectionTranslationOutput } from './content-translation.contract.js';
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
  howManyPhotographs: z.string().nullable(),
  isDigitalized: z.boolean(),
  organization: partyReferenceOutput
    .nullable()
    .describe('The archive, society or family behind the collection (/organizations)'),
  sponsors: z.array(partyReferenceOutput).describe('Who pays towards its digitisation, in the order shown'),
  dateCreated: z.string(),
});

export type CollectionOutput = z.infer<typeof collectionOutput>;
