import { logoUrl, type OrganizationOutput } from '@retropics/domain/contracts/organization.contract';
import type { SponsorOutput } from '@retropics/domain/contracts/sponsor.contract';
import { documentIri } from '../../hydra/iri.js';
import type { OrganizationRow, SponsorRow } from './organization.repository.js';

export function presentOrganization(row: OrganizationRow): OrganizationOutput {
  return {
    '@id': documentIri('Organization', row.id),
    '@type': 'Organization',
    id: row.id,
    name: row.name,
    text: row.text,
    url: row.url,
    logo: row.logo,
    logoUrl: logoUrl(row.logo),
    collectionsCount: row.collectionsCount,
    dateCreated: row.dateCreated.toISOString(),
  };
}

export function presentSponsor(row: SponsorRow): SponsorOutput {
  return {
    '@id': documentIri('Sponsor', row.id),
    '@type': 'Sponsor',
    id: row.id,
    name: row.name,
    url: row.url,
    logo: row.logo,
    logoUrl: logoUrl(row.logo),
    dateCreated: row.dateCreated.toISOString(),
  };
}
