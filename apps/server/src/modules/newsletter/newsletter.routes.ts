import {
  newsletterMailingBody,
  newsletterMailingCollection,
  newsletterMailingOutput,
  newsletterMeBody,
  newsletterMeOutput,
  newsletterRequestOutput,
  newsletterSubscribeBody,
  newsletterSubscriptionOutput,
  newsletterTokenBody,
  newsletterTokenParams,
} from '@retropics/domain/contracts/newsletter.contract';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { optionalUser, requireUser, signedInUser } from '../auth/auth.hooks.js';
import { registerFormParsers } from '../auth/form-body.js';
import { contentLocale } from '../content-locale.js';

/**
 * The newsletter (issue 19): subscribe, confirm and unsubscribe are public by design (the mailed
 * token is the proof, the flood limits guard the mail), the own status needs sign-in, and mailings
 * are for the team (`canSendNewsletter`, enforced in the service).
 */
export async function newsletterRoutes(app: App) {
  const newsletter = app.newsletter;
  const tags = ['Newsletter'];

  app.describeResource({
    type: 'NewsletterSubscription',
    path: '/newsletter',
    title: 'Newsletter subscription',
    description:
      'Consent to the newsletter by double opt-in: pending until the mailed link is opened, then confirmed with its time; unsubscribed with its time.',
    schema: newsletterSubscriptionOutput,
    operations: [],
    customOperations: [
      { method: 'POST', path: '/newsletter/subscribe', title: 'Start the double opt-in' },
      { method: 'POST', path: '/newsletter/confirm', title: 'Confirm with the mailed token' },
      { method: 'POST', path: '/newsletter/unsubscribe', title: 'Unsubscribe with the mailed token' },
    ],
  });
  app.describeResource({
    type: 'NewsletterMailing',
    path: '/newsletter/mailings',
    title: 'Newsletter mailing',
    description: 'A newsletter the team sent to every confirmed subscriber, in their language.',
    schema: newsletterMailingOutput,
    operations: ['collection', 'create'],
  });

  registerFormParsers(app);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.post(
    '/newsletter/subscribe',
    {
      bodyLimit: 4096,
      preValidation: optionalUser,
      schema: {
        tags,
        summary:
          'Subscribe (anyone): mails the confirmation link; the same answer whether the address was known or not; 429 when flooding',
        body: newsletterSubscribeBody,
        response: { 202: newsletterRequestOutput },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .type(JSON_LD)
        .send(
          await newsletter.subscribe(request.body, {
            ip: request.ip,
            user: request.user,
            acceptLocale: contentLocale(request, reply),
          }),
        ),
  );

  app.post(
    '/newsletter/confirm',
    {
      bodyLimit: 4096,
      schema: {
        tags,
        summary: 'Confirm from the mailed link: confirmed with its time; 404 for a used or unknown token',
        body: newsletterTokenBody,
        response: { 200: newsletterSubscriptionOutput },
      },
    },
    async (request, reply) => reply.type(JSON_LD).send(await newsletter.confirm(request.body.token)),
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      bodyLimit: 4096,
      schema: {
        tags,
        summary: 'Unsubscribe from the link in any newsletter mail (idempotent); 404 for an unknown token',
        body: newsletterTokenBody,
        response: { 200: newsletterSubscriptionOutput },
      },
    },
    async (request, reply) => reply.type(JSON_LD).send(await newsletter.unsubscribe(request.body.token)),
  );

  app.post(
    '/newsletter/unsubscribe/:token',
    {
      bodyLimit: 4096,
      schema: {
        tags,
        summary:
          "One-click unsubscribe (RFC 8058): the mail program posts 'List-Unsubscribe=One-Click' to the List-Unsubscribe address",
        params: newsletterTokenParams,
        response: { 200: newsletterSubscriptionOutput },
      },
    },
    async (request, reply) => reply.type(JSON_LD).send(await newsletter.unsubscribe(request.params.token)),
  );

  app.get(
    '/newsletter/me',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The signed-in person's own subscription",
        response: { 200: newsletterMeOutput },
      },
    },
    async (request, reply) => reply.type(JSON_LD).send(await newsletter.me(signedInUser(request))),
  );

  app.put(
    '/newsletter/me',
    {
      bodyLimit: 4096,
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'Settings: on starts the double opt-in to the account address (pending until confirmed); off unsubscribes at once',
        body: newsletterMeBody,
        response: { 200: newsletterMeOutput },
      },
    },
    async (request, reply) =>
      reply
        .type(JSON_LD)
        .send(
          await newsletter.setMine(
            signedInUser(request),
            request.body.subscribed,
            contentLocale(request, reply),
          ),
        ),
  );

  app.post(
    '/newsletter/mailings',
    {
      bodyLimit: 256 * 1024,
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'Editors and admins: send a newsletter to every confirmed subscriber in their language (queued, one mail each)',
        body: newsletterMailingBody,
        response: { 201: newsletterMailingOutput },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .type(JSON_LD)
        .send(await newsletter.sendMailing(signedInUser(request), request.body)),
  );

  app.get(
    '/newsletter/mailings',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Editors and admins: past mailings with their recipient counts, and how many are subscribed now',
        response: { 200: newsletterMailingCollection },
      },
    },
    async (request, reply) =>
      reply.type(JSON_LD).send(await newsletter.listMailings(signedInUser(request), request.url)),
  );
}
