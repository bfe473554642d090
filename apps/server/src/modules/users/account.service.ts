import type { Locale } from '@retropics/domain/constants';
import type { OwnPersonOutput, PersonUpdate } from '@retropics/domain/contracts/person.contract';
import type { UserUpdate } from '@retropics/domain/contracts/user.contract';
import { canChangeRoles, canEditPerson, canManageAccount, ROLES } from '@retropics/domain/permissions';
import { ValidationFailed } from '../../hydra/hydra-errors.js';
import { documentIri } from '../../hydra/iri.js';
import { hashPassword } from '../accounts/password.service.js';
import type { UserRepository } from '../accounts/user.repository.js';
import type { AuthUser } from '../auth/access-token.service.js';
import { accessDenied, authorize } from '../auth/auth.policy.js';
import type { SessionService } from '../auth/session.service.js';
import type { NewsletterService } from '../newsletter/newsletter.service.js';
import { presentUser } from './user.presenter.js';

/** Spec §2: 'Deletion within 3 days'. A day of grace lets support stop a deletion asked for by mistake. */
export const ACCOUNT_DELETION_DELAY_MS = 24 * 3600 * 1000;

/**
 * `newsletter`: the 'updates' e-mail toggle is the newsletter (issue 19). Turning it on starts the
 * double opt-in and the setting follows once the mailed link is opened; turning it off unsubscribes.
 */
export function createAccountService(
  users: UserRepository,
  sessions: SessionService,
  newsletter?: Pick<NewsletterService, 'setMine'>,
) {
  /** The account, only for its owner. A stranger gets 403 whether or not the id exists. */
  async function ownAccount(user: AuthUser, id: number) {
    authorize(user, canManageAccount, { userId: id });
    const account = await users.findById(id);
    if (!account) throw accessDenied();
    return account;
  }

  return {
    async get(user: AuthUser, id: number) {
      return presentUser(await ownAccount(user, id));
    },

    /**
     * Changes e-mail preferences or the password. A new password signs out every other session,
     * keeping the device that changed it.
     */
    async update(
      user: AuthUser,
      id: number,
      change: UserUpdate,
      currentSessionId: string | undefined,
      locale: Locale = 'de',
    ) {
      const account = await ownAccount(user, id);
      const { password, ...preferences } = change;
      if (password === undefined && Object.keys(preferences).length === 0) {
        throw new ValidationFailed([{ propertyPath: '', message: 'Nothing to change.' }]);
      }
      if (newsletter && preferences.receiveEmailsUpdates !== undefined) {
        const status = await newsletter.setMine(user, preferences.receiveEmailsUpdates, locale);
        preferences.receiveEmailsUpdates = status.status === 'confirmed';
      }
      await users.setEmailPreferences(account.id, preferences);
      if (password !== undefined) {
        await users.setPasswordHash(account.id, await hashPassword(password));
        await sessions.revokeAll(account.id, 'password changed', currentSessionId);
      }
      return presentUser({ ...account, ...preferences });
    },

    /** Signs the user out everywhere at once and removes the account after the grace period. */
    async requestDeletion(user: AuthUser, id: number, now = new Date()) {
      const account = await ownAccount(user, id);
      await users.scheduleDeletion(account.id, new Date(now.getTime() + ACCOUNT_DELETION_DELAY_MS));
      await sessions.revokeAll(account.id, 'account deletion');
    },

    async changeRoles(user: AuthUser, id: number, roles: string[]) {
      authorize(user, canChangeRoles, { userId: id });
      const account = await users.findById(id);
      if (!account) throw accessDenied();
      const withUser = [...new Set([ROLES.user, ...roles])];
      await users.setRoles(id, withUser);
      return presentUser({ ...account, roles: withUser });
    },

    /** Display name and avatar from Settings. */
    async updatePerson(user: AuthUser, personId: number, change: PersonUpdate): Promise<OwnPersonOutput> {
      authorize(user, canEditPerson, { personId });
      const row = await users.updatePerson(personId, change);
      if (!row) throw accessDenied();
      return {
        '@context': '/contexts/Person',
        '@id': documentIri('Person', row.id),
        '@type': 'Person',
        id: row.id,
        name: row.name,
        pictureUrl: row.pictureUrl,
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
