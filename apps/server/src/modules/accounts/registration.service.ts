import { randomInt } from 'node:crypto';
import type { RegistrationOutput } from '@retropics/domain/contracts/user.contract';
import type { RegistrationInput } from '@retropics/domain/validation';
import type { Config } from '../../config/config.js';
import { HttpError } from '../../hydra/hydra-errors.js';
import { activationMail, alreadyRegisteredMail, type MailLocale } from '../../mail/account-mails.js';
import type { Mailer } from '../../mail/mailer.repository.js';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.js';
import { hashPassword } from './password.service.js';
import type { EmailPreferences, UserRepository, UserRow } from './user.repository.js';

/** Spec §8: the client shows 'Error: ' + this text and switches to its 'already active' page on it. */
export const ALREADY_ACTIVE = 'User activation failed: User is already active';
export const ACTIVATION_FAILED = 'User activation failed: The activation link is invalid';

/** People start with a generated name until they choose one; the app nudges them to (spec §4). */
export function generatedPersonName() {
  return `usr_${randomInt(100_000, 1_000_000)}`;
}

type Registration = Required<Pick<RegistrationInput, 'email' | 'password'>> & EmailPreferences;

export function createRegistrationService(users: UserRepository, mailer: Mailer, config: Config) {
  const activationLink = (id: number, code: string) => `${config.publicUrl}/users/activate/${id}/${code}`;

  async function createAndSendActivation(
    fields: EmailPreferences & { email: string; passwordHash: string | null },
    locale: MailLocale,
  ): Promise<UserRow | null> {
    const invitationCode = newOpaqueToken();
    const user = await users.create({
      ...fields,
      invitationCodeHash: hashOpaqueToken(invitationCode),
      personName: generatedPersonName(),
    });
    if (user) mailer.send(activationMail(user.email, locale, activationLink(user.id, invitationCode)));
    return user;
  }

  return {
    /**
     * Registers an address. A taken address gets a mail to its owner instead of a new account, and
     * the caller gets the very same answer (the password is hashed either way, so the time matches).
     */
    async register(input: Registration, locale: MailLocale): Promise<RegistrationOutput> {
      const preferences: EmailPreferences = {
        receiveEmailsLogins: input.receiveEmailsLogins,
        receiveEmailsUpdates: input.receiveEmailsUpdates,
        receiveEmailsSurveys: input.receiveEmailsSurveys,
        receiveEmailsOffers: input.receiveEmailsOffers,
      };
      const passwordHash = await hashPassword(input.password);
      const created = await createAndSendActivation(
        { email: input.email, passwordHash, ...preferences },
        locale,
      );
      if (!created) {
        mailer.send(alreadyRegisteredMail(input.email, locale, `${config.publicUrl}/reset_password`));
      }
      return {
        '@context': '/contexts/User',
        '@type': 'User',
        email: input.email,
        isActive: false,
        ...preferences,
      };
    },

    /** A new account for a provider's verified address, without a password; activated by mail. */
    registerFromProvider: (email: string, locale: MailLocale) =>
      createAndSendActivation(
        {
          email,
          passwordHash: null,
          receiveEmailsLogins: false,
          receiveEmailsUpdates: false,
          receiveEmailsSurveys: false,
          receiveEmailsOffers: false,
        },
        locale,
      ),

    /**
     * Activates from the mailed link; a second click says so in the words the client looks for.
     * Answers the activated account's row: the users module presents it.
     */
    async activate(id: number, code: string): Promise<UserRow> {
      const user = await users.findById(id);
      if (
        !user?.invitationCode ||
        user.invitationCode !== hashOpaqueToken(code) ||
        user.deletionRequestedAt
      ) {
        throw new HttpError(400, ACTIVATION_FAILED);
      }
      if (user.isActive || !(await users.activate(id))) throw new HttpError(400, ALREADY_ACTIVE);
      return { ...user, isActive: true };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
