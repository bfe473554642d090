import { ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { photographCollections } from '../../db/schema/collections.js';
import { organizations, sponsors } from '../../db/schema/organizations.js';
import { createPartyRepository } from './named-party.repository.js';

export type OrganizationRow = Omit<typeof organizations.$inferSelect, 'createdById'> & {
  collectionsCount: number;
};
export type SponsorRow = Omit<typeof sponsors.$inferSelect, 'createdById'>;

/**
 * Collections at status New (0) are the reporter's and the team's only: they are not counted.
 * The outer id is named with its table: inside the sub-select a bare "id" would be the collection's.
 */
const collectionsCount = sql<number>`(
  select count(*)::int from ${photographCollections}
  where ${photographCollections.organizationId} = ${sql.identifier('organizations')}.${sql.identifier('id')}
    and ${ne(photographCollections.status, 0)}
)`;

export function createOrganizationRepository(db: Database) {
  const { id, name, logo, text, url, dateCreated } = organizations;
  return createPartyRepository<typeof organizations, OrganizationRow>(db, organizations, {
    id,
    name,
    logo,
    text,
    url,
    dateCreated,
    collectionsCount,
  });
}

export function createSponsorRepository(db: Database) {
  const { id, name, logo, url, dateCreated } = sponsors;
  return createPartyRepository<typeof sponsors, SponsorRow>(db, sponsors, {
    id,
    name,
    logo,
    url,
    dateCreated,
  });
}

export type OrganizationRepository = ReturnType<typeof createOrganizationRepository>;
export type SponsorRepository = ReturnType<typeof createSponsorRepository>;
