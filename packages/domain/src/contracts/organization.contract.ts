import { z } from 'zod';
import { paginationQuery } from './list-query.contract.js';

/**
 * Organizations (spec §3 generic resources, §7 `organizations`): the archive, local history
 * society or family behind a collection. Editors and admins write them; everyone reads them.
 */

export const ORGANIZATION_NAME_MAX_LENGTH = 200;
export const ORGANIZATION_TEXT_MAX_LENGTH = 20_000;

export const ORGANIZATION_MESSAGES = {
  nameRequired: 'Name is required',
  nameLength: `Name must be at most ${ORGANIZATION_NAME_MAX_LENGTH} characters`,
  textLength: `Text must be at most ${ORGANIZATION_TEXT_MAX_LENGTH} characters`,
  url: 'Link must be a web address starting with https:// or http://',
  logo: 'Logo must be the filePath an upload answered',
} as const;

/** The name every organization and sponsor has. */
export const displayName = z
  .string({ error: ORGANIZATION_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: ORGANIZATION_MESSAGES.nameRequired })
  .max(ORGANIZATION_NAME_MAX_LENGTH, { error: ORGANIZATION_MESSAGES.nameLength });

/** A link to the organization's or sponsor's own site: http(s) only, never `javascript:`. */
export const webLink = z
  .string({ error: ORGANIZATION_MESSAGES.url })
  .trim()
  .max(2_000, { error: ORGANIZATION_MESSAGES.url })
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), {
    error: ORGANIZATION_MESSAGES.url,
  });

/** The filePath `POST /organizations/logoUpload` (or `/sponsors/logoUpload`) answered. */
export const logoReference = z
  .string({ error: ORGANIZATION_MESSAGES.logo })
  .regex(/^[\w-]{1,100}\.(jpe?g|png|gif)$/, { error: ORGANIZATION_MESSAGES.logo })
  .nullish()
  .transform((value) => value ?? null);

export const organizationWriteBody = z.object({
  name: displayName,
  /** Rich text; the server keeps only the allow-listed markup. */
  text: z
    .string({ error: ORGANIZATION_MESSAGES.textLength })
    .max(ORGANIZATION_TEXT_MAX_LENGTH, { error: ORGANIZATION_MESSAGES.textLength })
    .nullish()
    .transform((value) => value ?? ''),
  url: webLink,
  logo: logoReference,
});

export type OrganizationWriteBody = z.output<typeof organizationWriteBody>;
export type OrganizationWriteInput = z.input<typeof organizationWriteBody>;

/** Organizations and sponsors are listed alike: by page, optionally by a part of the name. */
export const organizationListQuery = z
  .object({
    ...paginationQuery,
    name: z.string().trim().min(1).max(ORGANIZATION_NAME_MAX_LENGTH).optional(),
  })
  .strict();

export type OrganizationListQuery = z.infer<typeof organizationListQuery>;

export const organizationOutput = z.object({
  '@id': z.string(),
  '@type': z.literal('Organization'),
  id: z.number(),
  name: z.string(),
  text: z.string().describe('HTML'),
  url: z.string().nullable(),
  logo: z.string().nullable().describe('The stored logo file'),
  logoUrl: z.string().nullable().describe('Where the logo is served: /media/logos/{logo}'),
  collectionsCount: z.number().describe('Its collections that visitors can see'),
  dateCreated: z.string(),
});

export type OrganizationOutput = z.infer<typeof organizationOutput>;

/** How a collection names its organization and each sponsor: enough for a logo, a name and a link. */
export const partyReferenceOutput = z.object({
  '@id': z.string(),
  name: z.string(),
  url: z.string().nullable(),
  logoUrl: z.string().nullable(),
});

export type PartyReferenceOutput = z.infer<typeof partyReferenceOutput>;

/** Where a stored logo is served. */
export function logoUrl(logo: string | null): string | null {
  return logo ? `/media/logos/${logo}` : null;
}
