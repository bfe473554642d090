import type { UserOutput } from '@retropics/domain/contracts/user.contract';
import { documentIri } from '../../hydra/iri.js';
import type { UserRow } from '../accounts/user.repository.js';

export const userIri = (id: number) => `/users/${id}`;

/** The account as its owner sees it; the password hash and invitation code never leave the server. */
export function presentUser(row: UserRow): UserOutput {
  return {
    '@context': '/contexts/User',
    '@id': userIri(row.id),
    '@type': 'User',
    id: row.id,
    username: row.username,
    email: row.email,
    person_id: row.personId,
    person: documentIri('Person', row.personId),
    isActive: row.isActive,
    roles: row.roles,
    receiveEmailsLogins: row.receiveEmailsLogins,
    receiveEmailsUpdates: row.receiveEmailsUpdates,
    receiveEmailsSurveys: row.receiveEmailsSurveys,
    receiveEmailsOffers: row.receiveEmailsOffers,
  };
}
