import fp from 'fastify-plugin';
import { createRateLimitRepository } from '../auth/rate-limit.repository.js';
import { createRateLimitService } from '../auth/rate-limit.service.js';
import { createNewsletterRepository } from './newsletter.repository.js';
import {
  createNewsletterService,
  NEWSLETTER_MAILING_JOB,
  type NewsletterService,
} from './newsletter.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The newsletter's double opt-in and mailings. Other modules start an opt-in with
     * `app.newsletter.requestSubscription({ email, locale, personId?, source })`;
     * the consent words recorded are the source's own (`CONSENT_TEXTS`).
     */
    newsletter: NewsletterService;
  }
}

/** One newsletter service per app; its mailing job runs on the durable queue. Needs mailer, jobs, accounts. */
export const newsletterPlugin = fp(
  async (app) => {
    const service = createNewsletterService({
      repository: createNewsletterRepository(app.db),
      mailer: app.mailer,
      jobs: app.jobs,
      rateLimits: createRateLimitService(createRateLimitRepository(app.db), app.config.newsletter),
      accountEmail: async (userId) => (await app.accounts.users.findById(userId))?.email ?? null,
      publicUrl: app.config.publicUrl,
      log: app.log,
    });
    app.decorate('newsletter', service);
    app.jobs.handle(NEWSLETTER_MAILING_JOB, (job) => service.mailingJob(job));
  },
  { name: 'newsletter', dependencies: ['mailer', 'jobs', 'accounts'] },
);
