import { z } from 'zod';
import { displayName, logoReference, organizationListQuery, webLink } from './organization.contract.js';

/**
 * Sponsors (spec §3 generic resources, §7 `sponsors`): who pays towards a collection's
 * digitisation, thanked with logo and link on its page and in the crowdfunding drawer. Editors
 * and admins write them; everyone reads them.
 */

export const sponsorWriteBody = z.object({
  name: displayName,
  url: webLink,
  logo: logoReference,
});

export type SponsorWriteBody = z.output<typeof sponsorWriteBody>;
export type SponsorWriteInput = z.input<typeof sponsorWriteBody>;

export const sponsorListQuery = organizationListQuery;

export type SponsorListQuery = z.infer<typeof sponsorListQuery>;

export const sponsorOutput = z.object({
  '@id': z.string(),
  '@type': z.literal('Sponsor'),
  id: z.number(),
  name: z.string(),
  url: z.string().nullable(),
  logo: z.string().nullable(),
  logoUrl: z.string().nullable(),
  dateCreated: z.string(),
});

export type SponsorOutput = z.infer<typeof sponsorOutput>;
