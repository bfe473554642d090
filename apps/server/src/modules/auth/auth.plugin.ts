import fp from 'fastify-plugin';
import { createRateLimitRepository } from './rate-limit.repository.js';
import { createRateLimitService, type RateLimitService } from './rate-limit.service.js';
import { createSessionRepository } from './session.repository.js';
import { createSessionService, type SessionService } from './session.service.js';

/** Sessions and attempt limits, shared by the sign-in routes and the account routes. */
export type Auth = {
  sessions: SessionService;
  rateLimits: RateLimitService;
};

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}

/** Builds the session and rate-limit services once for every module. */
export const authPlugin = fp(
  async (app) => {
    app.decorate('auth', {
      sessions: createSessionService(createSessionRepository(app.db), app.config),
      rateLimits: createRateLimitService(createRateLimitRepository(app.db), app.config.auth),
    } satisfies Auth);
  },
  { name: 'auth' },
);
