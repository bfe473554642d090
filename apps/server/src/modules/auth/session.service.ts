import { randomUUID } from 'node:crypto';
import type { Config } from '../../config/config.js';
import { HttpError } from '../../hydra/hydra-errors.js';
import { hashOpaqueToken, newOpaqueToken } from '../accounts/opaque-token.js';
import { type AuthUser, issueAccessToken, readAccessToken } from './access-token.service.js';
import type { SessionRepository } from './session.repository.js';

/** The authentication answer of spec §3: a short-lived access token and a refresh token. */
export type TokenPair = { token: string; refresh_token: string };

const invalidRefreshToken = () => new HttpError(401, 'Invalid refresh token.');

export function createSessionService(sessions: SessionRepository, config: Config) {
  async function issueRefreshToken(sessionId: string, now: Date) {
    const refreshToken = newOpaqueToken();
    const expiresAt = new Date(now.getTime() + config.auth.refreshTokenTtlSeconds * 1000);
    await sessions.addRefreshToken(sessionId, hashOpaqueToken(refreshToken), expiresAt);
    return refreshToken;
  }

  return {
    /** Signs a user in: a new session (refresh-token family) with its first token pair. */
    async start(user: AuthUser, now = new Date()): Promise<TokenPair> {
      const sessionId = randomUUID();
      await sessions.createSession(sessionId, user.id);
      return {
        token: await issueAccessToken(config, user, sessionId),
        refresh_token: await issueRefreshToken(sessionId, now),
      };
    },

    /**
     * Rotates a refresh token: the presented one is spent and a new pair is issued in the same
     * session. Presenting a spent token again means it was copied, so the whole session ends for
     * both the thief and the owner, who signs in again.
     */
    async refresh(refreshToken: string, now = new Date()): Promise<TokenPair> {
      const stored = await sessions.findRefreshToken(hashOpaqueToken(refreshToken));
      if (!stored || stored.revokedAt) throw invalidRefreshToken();
      if (stored.usedAt) {
        await sessions.revokeSession(stored.sessionId, 'refresh token reused');
        throw invalidRefreshToken();
      }
      if (stored.expiresAt <= now) throw invalidRefreshToken();
      if (!(await sessions.spendRefreshToken(stored.id, now))) {
        // Spent by a concurrent request between our read and our update: the same reuse.
        await sessions.revokeSession(stored.sessionId, 'refresh token reused');
        throw invalidRefreshToken();
      }
      const user = await sessions.findSessionUser(stored.sessionId, stored.userId);
      if (!user) throw invalidRefreshToken();
      await sessions.touchSession(stored.sessionId, now);
      return {
        token: await issueAccessToken(config, user, stored.sessionId),
        refresh_token: await issueRefreshToken(stored.sessionId, now),
      };
    },

    /** Ends the session of an access token and/or a refresh token; unknown tokens are ignored. */
    async end(tokens: { accessToken?: string; refreshToken?: string }) {
      if (tokens.accessToken) {
        const content = await readAccessToken(config, tokens.accessToken);
        if (typeof content === 'object') await sessions.revokeSession(content.sessionId, 'logout');
      }
      if (tokens.refreshToken) {
        const stored = await sessions.findRefreshToken(hashOpaqueToken(tokens.refreshToken));
        if (stored) await sessions.revokeSession(stored.sessionId, 'logout');
      }
    },

    /** The session id in a valid access token, to keep the current device signed in on password change. */
    async sessionOf(accessToken: string | undefined): Promise<string | undefined> {
      if (!accessToken) return undefined;
      const content = await readAccessToken(config, accessToken);
      return typeof content === 'object' ? content.sessionId : undefined;
    },

    revokeAll: (userId: number, reason: string, exceptSessionId?: string) =>
      sessions.revokeAllSessions(userId, reason, exceptSessionId),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
