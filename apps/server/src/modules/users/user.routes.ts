import { registrationSchema } from '@retropics/domain/validation';
import type { App } from '../../app.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { idParams } from '../../hydra/id-param.js';
import { mailLocale } from '../../mail/account-mails.js';
import { requireUser, signedInUser } from '../auth/auth.hooks.js';
import { parseInput } from '../auth/input-validation.js';
import { createRateLimitRepository } from '../auth/rate-limit.repository.js';
import { addRetryAfter, createRateLimitService } from '../auth/rate-limit.service.js';
import { createSessionRepository } from '../auth/session.repository.js';
import { createSessionService } from '../auth/session.service.js';
import { createAccountService } from './account.service.js';
import { createRegistrationService } from './registration.service.js';
import { createUserRepository } from './user.repository.js';
import {
  activationParams,
  personUpdateSchema,
  registrationOutput,
  rolesUpdateSchema,
  userOutput,
  userUpdateSchema,
} from './user.schema.js';

const PURGE_INTERVAL_MS = 3600 * 1000;

/** Registration, activation and the account settings of spec §2 and §7. */
export async function userRoutes(app: App) {
  const users = createUserRepository(app.db);
  const sessions = createSessionService(createSessionRepository(app.db), app.config);
  const rateLimits = createRateLimitService(createRateLimitRepository(app.db), app.config.auth);
  const registration = createRegistrationService(users, app.mailer, app.config);
  const accounts = createAccountService(users, sessions);

  app.describeResource({
    type: 'User',
    path: '/users',
    title: 'User',
    description:
      'An account: e-mail, e-mail preferences and the person it signs in as. Only its owner sees it.',
    schema: userOutput,
    operations: ['item'],
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  app.addHook('onError', async (_request, reply, error) => addRetryAfter(reply, error));

  // Accounts whose deletion is due are removed hourly; every node may do it, it is idempotent.
  let purge: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    purge = setInterval(() => {
      users
        .purgeDueDeletions(new Date())
        .catch((error: unknown) => app.log.error({ err: error }, 'purge failed'));
    }, PURGE_INTERVAL_MS);
    purge.unref();
  });
  app.addHook('onClose', async () => clearInterval(purge));

  const tags = ['Users'];

  app.post(
    '/users',
    {
      bodyLimit: 16_384,
      schema: {
        tags,
        summary: 'Register; sends the activation mail',
        body: registrationSchema,
        response: { 201: registrationOutput },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const input = parseInput(registrationSchema, request.body);
      await rateLimits.consume('register', { email: input.email, ip: request.ip });
      const answer = await registration.register(input, mailLocale(request.headers['accept-language']));
      return reply.status(201).type(JSON_LD).send(answer);
    },
  );

  app.put(
    '/users/:id/activate/:invitationcode',
    {
      schema: { tags, summary: 'Activate from the mailed link', response: { 200: userOutput } },
      attachValidation: true,
    },
    async (request, reply) => {
      const { id, invitationcode } = parseInput(activationParams, request.params);
      return reply.type(JSON_LD).send(await registration.activate(id, invitationcode));
    },
  );

  app.get(
    '/users/:id',
    { preHandler: requireUser, schema: { tags, params: idParams, response: { 200: userOutput } } },
    async (request, reply) =>
      reply.type(JSON_LD).send(await accounts.get(signedInUser(request), request.params.id)),
  );

  app.put(
    '/users/:id',
    {
      bodyLimit: 16_384,
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Change one e-mail preference or the password',
        params: idParams,
        body: userUpdateSchema,
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const { id } = parseInput(idParams, request.params);
      const user = signedInUser(request);
      const change = parseInput(userUpdateSchema, request.body);
      const sessionId = await sessions.sessionOf(
        /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1],
      );
      return reply.type(JSON_LD).send(await accounts.update(user, id, change, sessionId));
    },
  );

  app.delete(
    '/users/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Delete the own account: signed out at once, removed within 3 days',
        params: idParams,
      },
    },
    async (request, reply) => {
      await accounts.requestDeletion(signedInUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.put(
    '/users/:id/roles',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Admins only: set the roles of another user',
        params: idParams,
        body: rolesUpdateSchema,
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const { id } = parseInput(idParams, request.params);
      const { roles } = parseInput(rolesUpdateSchema, request.body);
      return reply.type(JSON_LD).send(await accounts.changeRoles(signedInUser(request), id, roles));
    },
  );

  app.put(
    '/people/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['People'],
        summary: 'Change the own display name or avatar',
        params: idParams,
        body: personUpdateSchema,
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const { id } = parseInput(idParams, request.params);
      const change = parseInput(personUpdateSchema, request.body);
      return reply.type(JSON_LD).send(await accounts.updatePerson(signedInUser(request), id, change));
    },
  );
}
