import type { Config } from '../../config/config.js';
import { HttpError } from '../../hydra/hydra-errors.js';
import { type MailLocale, passwordResetMail } from '../../mail/account-mails.js';
import type { Mailer } from '../../mail/mailer.repository.js';
import { hashOpaqueToken, newOpaqueToken } from '../accounts/opaque-token.js';
import { hashPassword, verifyPassword } from '../accounts/password.service.js';
import type { UserRepository, UserRow } from '../accounts/user.repository.js';
import type { RateLimitService } from './rate-limit.service.js';
import type { SessionService, TokenPair } from './session.service.js';

export const INVALID_CREDENTIALS = 'Invalid credentials.';
export const NOT_ACTIVATED =
  'Your account is not activated yet. Please use the link in the activation e-mail.';
export const INVALID_RESET_LINK = 'The password reset link is invalid or has expired.';

/** Who may sign in: activated and not on the way out. */
export const canSignIn = (user: UserRow) => user.isActive && user.deletionRequestedAt === null;

export const authUserOf = (user: UserRow) => ({
  id: user.id,
  personId: user.personId,
  username: user.username,
  roles: user.roles,
});

export function createAuthService(deps: {
  users: UserRepository;
  sessions: SessionService;
  rateLimits: RateLimitService;
  mailer: Mailer;
  config: Config;
}) {
  const { users, sessions, rateLimits, mailer, config } = deps;

  return {
    /**
     * Password sign-in. Unknown address, wrong password and an account without password all get
     * the same 401 after the same argon2 work; only someone who knows the password learns that
     * the account still waits for activation.
     */
    async signIn(email: string, password: string, ip: string): Promise<TokenPair> {
      await rateLimits.consume('login', { email, ip });
      const user = await users.findByEmail(email);
      const passwordMatches = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !passwordMatches || user.deletionRequestedAt)
        throw new HttpError(401, INVALID_CREDENTIALS);
      if (!user.isActive) throw new HttpError(401, NOT_ACTIVATED);
      return sessions.start(authUserOf(user));
    },

    /** Mails a reset link if the address has an account; the answer is the same either way. */
    async requestPasswordReset(email: string, ip: string, locale: MailLocale) {
      await rateLimits.consume('reset', { email, ip });
      const user = await users.findByEmail(email);
      if (!user || user.deletionRequestedAt) return;
      const token = newOpaqueToken();
      await users.addPasswordResetToken(
        user.id,
        hashOpaqueToken(token),
        new Date(Date.now() + config.auth.passwordResetTtlSeconds * 1000),
      );
      mailer.send(
        passwordResetMail(user.email, locale, `${config.publicUrl}/users/reset_password/${user.id}/${token}`),
      );
    },

    /**
     * Sets a new password from a mailed link, once. Every session ends, since whoever knew the old
     * password may be signed in. The link proves the mailbox just as activation does, so an account
     * still waiting for activation is activated too.
     */
    async resetPassword(userId: number, token: string, password: string, ip: string) {
      await rateLimits.consume('reset-password', { ip });
      if (!(await users.spendPasswordResetToken(userId, hashOpaqueToken(token), new Date()))) {
        throw new HttpError(400, INVALID_RESET_LINK);
      }
      await users.setPasswordHash(userId, await hashPassword(password));
      await users.activate(userId);
      await sessions.revokeAll(userId, 'password reset');
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
