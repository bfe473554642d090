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
} from '@retropics/domain/contracts/auth.contract';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app.types.js';
import { mailLocale } from '../../mail/account-mails.js';
import { createAuthService } from './auth.service.js';
import { registerFormParsers } from './form-body.js';
import { createOAuthService } from './oauth.service.js';
import { createOAuthAttemptRepository } from './oauth-attempt.repository.js';
import { createOAuthProviderRepository } from './oauth-provider.repository.js';

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
  const { users, registration } = app.accounts;
  const { sessions, rateLimits } = app.auth;
  const auth = createAuthService({ users, sessions, rateLimits, mailer: app.mailer, config: app.config });
  const oauth = createOAuthService({
    providers: createOAuthProviderRepository(app.config),
    attempts: createOAuthAttemptRepository(app.db),
    users,
    registration,
    sessions,
    config: app.config,
  });
  const secureCookie = app.config.publicUrl.startsWith('https:');

  registerFormParsers(app);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

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
    },
    async (request) => {
      const { email, password } = request.body;
      return auth.signIn(email, password, request.ip);
    },
  );

  app.post(
    '/refresh_token',
    {
      schema: { tags, summary: 'Trade a refresh token for a new token pair', body: refreshTokenBody },
      bodyLimit: 4096,
    },
    async (request) => {
      const { refresh_token } = request.body;
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
      bodyLimit: 4096,
    },
    async (request, reply) => {
      await sessions.end({ accessToken: bearerToken(request), refreshToken: request.body?.refresh_token });
      return reply.status(204).send();
    },
  );

  app.put(
    '/request_password_reset_email/:email',
    {
      schema: { tags, summary: 'Mail a password reset link', params: resetRequestParams },
      config: { formParams: true },
    },
    async (request) => {
      const { email } = request.params;
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
    },
    async (request) => {
      const { id, token } = request.params;
      const { password } = request.body;
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
