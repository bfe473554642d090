import type { FastifyRequest } from 'fastify';
import type { App } from '../../app.js';
import { mailLocale } from '../../mail/account-mails.js';
import { createRegistrationService } from '../users/registration.service.js';
import { createUserRepository } from '../users/user.repository.js';
import {
  checkOutput,
  checkQuery,
  connectQuery,
  loginSchema,
  logoutBody,
  providerParams,
  providersOutput,
  refreshTokenBody,
  resetPasswordParams,
  resetPasswordSchema,
  resetRequestParams,
  tokenPairOutput,
} from './auth.schema.js';
import { createAuthService } from './auth.service.js';
import { registerFormParsers } from './form-body.js';
import { parseInput } from './input-validation.js';
import { createOAuthService } from './oauth.service.js';
import { createOAuthAttemptRepository } from './oauth-attempt.repository.js';
import { createOAuthProviderRepository } from './oauth-provider.repository.js';
import { createRateLimitRepository } from './rate-limit.repository.js';
import { addRetryAfter, createRateLimitService } from './rate-limit.service.js';
import { createSessionRepository } from './session.repository.js';
import { createSessionService } from './session.service.js';

const STATE_COOKIE = 'rp_oauth_state';

const bearerToken = (request: FastifyRequest) =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];

function cookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** Sign-in, tokens, password reset and OAuth (spec §7). Nothing here is cached by browsers or proxies. */
export async function authRoutes(app: App) {
  const users = createUserRepository(app.db);
  const sessions = createSessionService(createSessionRepository(app.db), app.config);
  const rateLimits = createRateLimitService(createRateLimitRepository(app.db), app.config.auth);
  const auth = createAuthService({ users, sessions, rateLimits, mailer: app.mailer, config: app.config });
  const oauth = createOAuthService({
    providers: createOAuthProviderRepository(app.config),
    attempts: createOAuthAttemptRepository(app.db),
    users,
    registration: createRegistrationService(users, app.mailer, app.config),
    sessions,
    config: app.config,
  });
  const secureCookie = app.config.publicUrl.startsWith('https:');

  registerFormParsers(app);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  app.addHook('onError', async (_request, reply, error) => addRetryAfter(reply, error));

  const tags = ['Authentication'];

  app.post(
    '/authentication_token',
    {
      bodyLimit: 16_384,
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: loginSchema,
        response: { 200: tokenPairOutput },
      },
      attachValidation: true,
    },
    async (request) => {
      const { email, password } = parseInput(loginSchema, request.body);
      return auth.signIn(email, password, request.ip);
    },
  );

  app.post(
    '/refresh_token',
    {
      schema: { tags, summary: 'Trade a refresh token for a new token pair', body: refreshTokenBody },
      attachValidation: true,
      bodyLimit: 4096,
    },
    async (request) => {
      const { refresh_token } = parseInput(refreshTokenBody, request.body);
      return sessions.refresh(refresh_token);
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'End the session of the bearer token and/or the given refresh token',
        body: logoutBody,
      },
      attachValidation: true,
      bodyLimit: 4096,
    },
    async (request, reply) => {
      const body = parseInput(logoutBody, request.body);
      await sessions.end({ accessToken: bearerToken(request), refreshToken: body?.refresh_token });
      return reply.status(204).send();
    },
  );

  app.put(
    '/request_password_reset_email/:email',
    { schema: { tags, summary: 'Mail a password reset link' }, attachValidation: true },
    async (request) => {
      const { email } = parseInput(resetRequestParams, request.params);
      await auth.requestPasswordReset(email, request.ip, mailLocale(request.headers['accept-language']));
      return {};
    },
  );

  app.put(
    '/reset_password/:id/:token',
    {
      bodyLimit: 16_384,
      schema: {
        tags,
        summary: 'Set a new password from a reset link',
        params: resetPasswordParams,
        body: resetPasswordSchema,
      },
      attachValidation: true,
    },
    async (request) => {
      const { id, token } = parseInput(resetPasswordParams, request.params);
      const { password } = parseInput(resetPasswordSchema, request.body);
      await auth.resetPassword(id, token, password, request.ip);
      return {};
    },
  );

  app.get(
    '/connect/providers',
    {
      schema: {
        tags,
        summary: 'Which sign-in providers this server offers',
        response: { 200: providersOutput },
      },
    },
    async () => ({ providers: oauth.providers() }),
  );

  app.get(
    '/connect/:provider',
    {
      schema: {
        tags,
        summary: 'Browser redirect to Google or Facebook',
        params: providerParams,
        querystring: connectQuery,
      },
    },
    async (request, reply) => {
      const register = request.query.register === 'true' || request.query.register === '1';
      const { url, state, maxAgeSeconds } = await oauth.start(request.params.provider, register);
      reply.header(
        'set-cookie',
        `${STATE_COOKIE}=${state}; Path=/connect; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secureCookie ? '; Secure' : ''}`,
      );
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/connect/:provider/check',
    {
      schema: {
        tags,
        summary: "Finish a provider sign-in with the provider's redirect query",
        params: providerParams,
        querystring: checkQuery,
        response: { 200: checkOutput },
      },
    },
    async (request, reply) => {
      const query = Object.fromEntries(
        Object.entries(request.query).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
      const answer = await oauth.check(
        request.params.provider,
        query,
        cookie(request, STATE_COOKIE),
        mailLocale(request.headers['accept-language']),
        request.log,
      );
      reply.header('set-cookie', `${STATE_COOKIE}=; Path=/connect; Max-Age=0; HttpOnly; SameSite=Lax`);
      return answer;
    },
  );
}
