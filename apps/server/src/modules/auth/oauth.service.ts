import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import type { Config, OAuthProviderName } from '../../config/config.js';
import { HttpError } from '../../hydra/hydra-errors.js';
import type { MailLocale } from '../../mail/account-mails.js';
import type { RegistrationService } from '../accounts/registration.service.js';
import type { UserRepository } from '../accounts/user.repository.js';
import { authUserOf, canSignIn } from './auth.service.js';
import type { OAuthAttemptRepository } from './oauth-attempt.repository.js';
import type { OAuthProviderRepository } from './oauth-provider.repository.js';
import type { SessionService } from './session.service.js';

/** Spec §8: the OAuth check page shows exactly this on a 403. */
export const MUST_REGISTER_FIRST =
  'Du musst dich vorher registrieren oder dein Account wurde noch nicht freigeschaltet';
export const OAUTH_FAILED = 'The sign-in with the provider failed. Please try again.';

const ATTEMPT_LIFETIME_MS = 10 * 60 * 1000;

export type CheckAnswer = { token: string | null; refresh_token: string | null; register: boolean };

/**
 * Sign-in with Google or Facebook. The browser is sent to the provider with state, nonce and a
 * PKCE challenge kept on the server; the provider sends it back to the web app's check page,
 * which hands the query to `check`. There the state must match the browser's cookie, the code is
 * exchanged, and the provider account is matched to a user:
 *
 * - a linked identity signs its user in;
 * - otherwise an account with the provider's *verified* address is linked and signed in;
 * - otherwise, when registering, a new account is created and must be activated by mail;
 * - otherwise 403 with the spec's German message (also for accounts not yet activated).
 */
export function createOAuthService(deps: {
  providers: OAuthProviderRepository;
  attempts: OAuthAttemptRepository;
  users: UserRepository;
  registration: RegistrationService;
  sessions: SessionService;
  config: Config;
}) {
  const { providers, attempts, users, registration, sessions, config } = deps;

  const redirectUri = (provider: OAuthProviderName, register: boolean) =>
    `${config.publicUrl}/connect/${provider}/check${register ? '/register' : ''}`;

  function ensureConfigured(provider: OAuthProviderName) {
    if (!providers.isConfigured(provider)) {
      throw new HttpError(404, `Sign-in with ${provider} is not configured on this server.`);
    }
  }

  return {
    /** The configured providers, so the web app only offers buttons that work. */
    providers: (): OAuthProviderName[] =>
      (['google', 'facebook'] as const).filter((name) => providers.isConfigured(name)),

    /** Where to send the browser, and the state its cookie must carry back. */
    async start(provider: OAuthProviderName, register: boolean) {
      ensureConfigured(provider);
      const state = randomBytes(32).toString('base64url');
      const attempt = {
        state,
        provider,
        codeVerifier: oidc.randomPKCECodeVerifier(),
        nonce: oidc.randomNonce(),
        redirectUri: redirectUri(provider, register),
        register,
        expiresAt: new Date(Date.now() + ATTEMPT_LIFETIME_MS),
      };
      await attempts.save(attempt);
      const url = await providers.authorizationUrl(provider, attempt);
      return { url: url.toString(), state, maxAgeSeconds: ATTEMPT_LIFETIME_MS / 1000 };
    },

    async check(
      provider: OAuthProviderName,
      query: Record<string, string | undefined>,
      cookieState: string | undefined,
      locale: MailLocale,
      log: { warn: (details: object, message: string) => void },
    ): Promise<CheckAnswer> {
      ensureConfigured(provider);
      const state = query.state;
      // The cookie ties the answer to the browser that started the sign-in (no login CSRF).
      if (!state || !cookieState || state !== cookieState) throw new HttpError(400, OAUTH_FAILED);
      const attempt = await attempts.take(state, provider, new Date());
      if (!attempt) throw new HttpError(400, OAUTH_FAILED);
      if (query.error) {
        log.warn({ provider, error: query.error }, 'provider refused the sign-in');
        throw new HttpError(400, OAUTH_FAILED);
      }
      const callbackUrl = new URL(attempt.redirectUri);
      for (const name of ['code', 'state', 'iss', 'session_state']) {
        const value = query[name];
        if (value !== undefined) callbackUrl.searchParams.set(name, value);
      }
      let profile: Awaited<ReturnType<OAuthProviderRepository['exchange']>>;
      try {
        profile = await providers.exchange(provider, callbackUrl, attempt);
      } catch (error) {
        log.warn({ provider, err: error }, 'OAuth code exchange failed');
        throw new HttpError(400, OAUTH_FAILED);
      }
      const signIn = async (user: Parameters<typeof authUserOf>[0]): Promise<CheckAnswer> => ({
        ...(await sessions.start(authUserOf(user))),
        register: false,
      });

      const linked = await users.findByIdentity(provider, profile.subject);
      if (linked) {
        if (!canSignIn(linked)) throw new HttpError(403, MUST_REGISTER_FIRST);
        return signIn(linked);
      }
      const byEmail = profile.email && profile.emailVerified ? await users.findByEmail(profile.email) : null;
      if (byEmail) {
        if (!canSignIn(byEmail)) throw new HttpError(403, MUST_REGISTER_FIRST);
        await users.linkIdentity(byEmail.id, provider, profile.subject, profile.email);
        return signIn(byEmail);
      }
      if (attempt.register && profile.email && profile.emailVerified) {
        const created = await registration.registerFromProvider(profile.email, locale);
        if (created) {
          await users.linkIdentity(created.id, provider, profile.subject, profile.email);
          return { token: null, refresh_token: null, register: true };
        }
      }
      throw new HttpError(403, MUST_REGISTER_FIRST);
    },
  };
}

export type OAuthService = ReturnType<typeof createOAuthService>;
