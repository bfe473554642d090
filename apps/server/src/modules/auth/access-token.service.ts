import { errors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config/config.js';
import { signingKey } from './signing-key.repository.js';

const ALGORITHM = 'HS256';
const AUDIENCE = 'retropics';

/** What a signed-in request knows about its user; the token carries the same fields (spec §3 Token data). */
export type AuthUser = { id: number; personId: number; username: string; roles: string[] };

export type AccessTokenContent = { userId: number; sessionId: string };

export type AccessTokenFailure = 'invalid' | 'expired';

/** A short-lived access token: id, username, person_id, roles, and the session (`sid`) it belongs to. */
export async function issueAccessToken(config: Config, user: AuthUser, sessionId: string): Promise<string> {
  return new SignJWT({
    id: user.id,
    username: user.username,
    person_id: user.personId,
    roles: user.roles,
    sid: sessionId,
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer(config.publicUrl)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${config.auth.accessTokenTtlSeconds}s`)
    .sign(await signingKey(config));
}

/** Checks signature, algorithm, issuer, audience and expiry; the session itself is checked by the caller. */
export async function readAccessToken(
  config: Config,
  token: string,
): Promise<AccessTokenContent | AccessTokenFailure> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(config), {
      algorithms: [ALGORITHM],
      issuer: config.publicUrl,
      audience: AUDIENCE,
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return 'invalid';
    return { userId, sessionId: payload.sid };
  } catch (error) {
    return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
  }
}
