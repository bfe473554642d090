import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../hydra/hydra-errors.js';
import { type AuthUser, readAccessToken } from './access-token.service.js';
import { createSessionRepository } from './session.repository.js';

/**
 * The one way for a module to know who is asking. Use as route hooks:
 *
 *   app.post('/image_galleries', { preHandler: requireUser, schema }, (request) =>
 *     galleries.create(signedInUser(request), request.body));
 *
 * `requireUser` answers 401 (hydra:Error) without a valid access token: every write route
 * declares it unless it is one of the public writes listed in `policy-coverage.test.ts`.
 * `optionalUser` lets visitors and unreadable tokens through as anonymous (an expired token is a
 * 401, so the client refreshes); reads whose answer depends on the viewer
 * (private albums and comments, curators' fields) declare it. Both set `request.user`.
 * Permission rules (owner, author, curator) are not checked here: they belong to the module's
 * service, see `auth.policy.ts`.
 */

export type { AuthUser } from './access-token.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Set by `requireUser` / `optionalUser`; null on other routes. */
    user: AuthUser | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

type Outcome = { user: AuthUser } | { user: null; problem: 'missing' | 'invalid' | 'expired' };

async function authenticate(request: FastifyRequest): Promise<Outcome> {
  const header = request.headers.authorization;
  if (!header) return { user: null, problem: 'missing' };
  const token = BEARER.exec(header)?.[1];
  if (!token) return { user: null, problem: 'invalid' };
  const content = await readAccessToken(request.server.config, token);
  if (content === 'invalid' || content === 'expired') return { user: null, problem: content };
  const user = await createSessionRepository(request.server.db).findSessionUser(
    content.sessionId,
    content.userId,
  );
  return user ? { user } : { user: null, problem: 'invalid' };
}

const problems = {
  missing: 'JWT Token not found',
  invalid: 'Invalid JWT Token',
  expired: 'Expired JWT Token',
} as const;

/** preHandler: 401 unless the request carries a valid access token of a live session. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const outcome = await authenticate(request);
  request.user = outcome.user;
  if (outcome.user === null) {
    reply.header('www-authenticate', 'Bearer');
    throw new HttpError(401, problems[outcome.problem]);
  }
}

/**
 * preHandler: sets `request.user` when a valid token is present; an absent or bad token means
 * anonymous. The answer depends on the viewer, so shared caches must key it by the token
 * (`Vary: Authorization`) and a signed-in viewer's answer is theirs alone (`private`); an
 * anonymous answer keeps whatever caching the route gives it.
 */
export async function optionalUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const outcome = await authenticate(request);
  request.user = outcome.user;
  reply.header('vary', 'Authorization');
  // An expired token is a signed-in person whose client is late to refresh: answering them as a
  // visitor would hide their own private album behind a 404. A 401 makes the client refresh.
  if (outcome.user === null && outcome.problem === 'expired') {
    reply.header('www-authenticate', 'Bearer');
    throw new HttpError(401, problems.expired);
  }
  if (request.user) reply.header('cache-control', 'private, no-cache');
}

/** The user of a route guarded by `requireUser`, typed as present. */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, problems.missing);
  return request.user;
}

/** Gives every request `user: null` up front (registered once in app.ts), so the shape never changes. */
export const authRequestDecorator = fp(
  async (app) => {
    if (!app.hasRequestDecorator('user')) app.decorateRequest('user', null);
  },
  { name: 'auth-request-decorator' },
);
