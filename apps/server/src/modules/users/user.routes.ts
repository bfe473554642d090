import { ownPersonOutput, personUpdateSchema } from '@retropics/domain/contracts/person.contract';
import {
  activationParams,
  registrationOutput,
  rolesUpdateSchema,
  userOutput,
  userUpdateSchema,
} from '@retropics/domain/contracts/user.contract';
import { registrationSchema } from '@retropics/domain/validation';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { idParams } from '../../hydra/id-param.js';
import { mailLocale } from '../../mail/account-mails.js';
import { requireUser, signedInUser } from '../auth/auth.hooks.js';
import { createAccountService } from './account.service.js';
import { presentUser } from './user.presenter.js';

/** Registration, activation and the account settings of spec §2 and §7. */
export async function userRoutes(app: App) {
  const { users, registration } = app.accounts;
  const { sessions, rateLimits } = app.auth;
  const accounts = createAccountService(users, sessions, app.newsletter);

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
    },
    async (request, reply) => {
      const input = request.body;
      await rateLimits.consume('register', { email: input.email, ip: request.ip });
      const answer = await registration.register(input, mailLocale(request.headers['accept-language']));
      return reply.status(201).type(JSON_LD).send(answer);
    },
  );

  app.put(
    '/users/:id/activate/:invitationcode',
    {
      schema: {
        tags,
        summary: 'Activate from the mailed link',
        params: activationParams,
        response: { 200: userOutput },
      },
    },
    async (request, reply) => {
      const { id, invitationcode } = request.params;
      const account = await registration.activate(id, invitationcode);
      // The 'updates' choice of the registration form is the newsletter; activation proved the address.
      if (account.receiveEmailsUpdates) {
        await app.newsletter.recordActivatedConsent({
          email: account.email,
          personId: account.personId,
          locale: mailLocale(request.headers['accept-language']),
        });
      }
      return reply.type(JSON_LD).send(presentUser(account));
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
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Change one e-mail preference or the password',
        params: idParams,
        body: userUpdateSchema,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const user = signedInUser(request);
      const change = request.body;
      const sessionId = await sessions.sessionOf(
        /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1],
      );
      return reply
        .type(JSON_LD)
        .send(
          await accounts.update(user, id, change, sessionId, mailLocale(request.headers['accept-language'])),
        );
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
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Admins only: set the roles of another user',
        params: idParams,
        body: rolesUpdateSchema,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { roles } = request.body;
      return reply.type(JSON_LD).send(await accounts.changeRoles(signedInUser(request), id, roles));
    },
  );

  app.put(
    '/people/:id',
    {
      preValidation: requireUser,
      schema: {
        tags: ['People'],
        summary: 'Change the own display name or avatar',
        params: idParams,
        body: personUpdateSchema,
        response: { 200: ownPersonOutput },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const change = request.body;
      return reply.type(JSON_LD).send(await accounts.updatePerson(signedInUser(request), id, change));
    },
  );
}
