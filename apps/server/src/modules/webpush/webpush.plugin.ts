import fp from 'fastify-plugin';
import { createPushServiceRepository } from './push-service.repository.js';
import { loadVapidKeys } from './vapid-keys.repository.js';
import { createWebPushRepository } from './webpush.repository.js';
import { createWebPushService, type WebPushService } from './webpush.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Push notifications to a person's devices; `notifyPerson` is for any feature that has news for someone. */
    webPush: WebPushService;
  }
}

/** One push sender per app, with the VAPID keys read (or created) before the first request. */
export const webPushPlugin = fp(
  async (app) => {
    const settings = app.config.webPush;
    const vapidKeys = await loadVapidKeys(settings);
    app.decorate(
      'webPush',
      createWebPushService({
        subscriptions: createWebPushRepository(app.db),
        pushService: createPushServiceRepository({ vapidKeys, subject: settings.subject }),
        applicationServerKey: vapidKeys.publicKey,
        allowHttpEndpoints: settings.allowHttpEndpoints,
        log: app.log,
      }),
    );
  },
  { name: 'webpush' },
);
