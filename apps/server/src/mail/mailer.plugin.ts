import fp from 'fastify-plugin';
import { createMailer, type Mailer } from './mailer.repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** One mailer per app, closed with it after the queued mails are out. */
export const mailerPlugin = fp(
  async (app) => {
    const mailer = createMailer(app.config, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.close());
  },
  { name: 'mailer' },
);
