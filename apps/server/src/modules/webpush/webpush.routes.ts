import {
  deliveryOutput,
  optionsUpdateBody,
  registrationBody,
  removalBody,
  subscriptionOutput,
  webPushOutput,
} from '@retropics/domain/contracts/webpush.contract';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { mailLocale } from '../../mail/account-mails.js';
import { requireUser, signedInUser } from '../auth/auth.hooks.js';
import { presentDelivery, presentSubscription } from './webpush.presenter.js';

/**
 * Spec §7 'POST, PUT, DELETE, PING /webpush': a browser's push subscription for the signed-in
 * person. GET tells browsers the key to subscribe with; PING (not an HTTP method Node accepts)
 * is `POST /webpush/ping`.
 */
export async function webPushRoutes(app: App) {
  const webPush = app.webPush;
  app.describeResource({
    type: 'WebPush',
    path: '/webpush',
    title: 'Web push',
    description: 'What a browser needs to subscribe to push notifications: the server key (VAPID).',
    schema: webPushOutput,
    operations: ['item'],
  });
  app.describeResource({
    type: 'WebPushSubscription',
    path: '/webpush',
    title: 'Web push subscription',
    description: "One browser's push subscription of the signed-in person, with its options (language).",
    schema: subscriptionOutput,
    operations: [],
  });
  app.describeResource({
    type: 'WebPushDelivery',
    path: '/webpush/ping',
    title: 'Web push delivery',
    description: 'How many devices a notification reached.',
    schema: deliveryOutput,
    operations: [],
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  const tags = ['Web push'];
  const bodyLimit = 8192;

  app.get(
    '/webpush',
    { schema: { tags, summary: 'The key browsers subscribe with' } },
    async (_request, reply) =>
      reply.type(JSON_LD).send({
        '@context': '/contexts/WebPush',
        '@id': '/webpush',
        '@type': 'WebPush',
        applicationServerKey: webPush.applicationServerKey(),
      }),
  );

  app.post(
    '/webpush',
    {
      bodyLimit,
      preValidation: requireUser,
      schema: { tags, summary: 'Register this browser for push notifications', body: registrationBody },
    },
    async (request, reply) => {
      const { row, created } = await webPush.register(signedInUser(request), request.body);
      return reply
        .status(created ? 201 : 200)
        .type(JSON_LD)
        .send(presentSubscription(row));
    },
  );

  app.put(
    '/webpush',
    {
      bodyLimit,
      preValidation: requireUser,
      schema: { tags, summary: "Change a subscription's options", body: optionsUpdateBody },
    },
    async (request, reply) => {
      const row = await webPush.updateOptions(signedInUser(request), request.body);
      return reply.type(JSON_LD).send(presentSubscription(row));
    },
  );

  app.delete(
    '/webpush',
    {
      bodyLimit,
      preValidation: requireUser,
      schema: { tags, summary: 'This browser unsubscribed', body: removalBody },
    },
    async (request, reply) => {
      await webPush.remove(signedInUser(request), request.body);
      return reply.status(204).send();
    },
  );

  app.post(
    '/webpush/ping',
    {
      preHandler: requireUser,
      schema: { tags, summary: "PING: a test notification to each of the signed-in person's devices" },
    },
    async (request, reply) => {
      const report = await webPush.ping(
        signedInUser(request),
        mailLocale(request.headers['accept-language']),
      );
      return reply.type(JSON_LD).send(presentDelivery(report));
    },
  );
}
