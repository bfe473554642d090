import { submitFeedbackBody, submitFeedbackOutput } from '@retropics/domain/contracts/contact.contract';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { optionalUser } from '../auth/auth.hooks.js';
import { registerFormParsers } from '../auth/form-body.js';
import { createRateLimitRepository } from '../auth/rate-limit.repository.js';
import { createRateLimitService } from '../auth/rate-limit.service.js';
import { createCaptchaRepository } from '../captcha/captcha.repository.js';
import { clientKeyOf } from '../captcha/captcha.service.js';
import { captchaSecrets } from '../captcha/captcha-secret.js';
import { contentLocale } from '../content-locale.js';
import { createCollectionReportRepository } from '../photograph-collections/collection-report.repository.js';
import { presentContactMessage } from './contact.presenter.js';
import { CONTACT_MAIL_JOB, createContactRepository } from './contact.repository.js';
import { createContactService } from './contact.service.js';

/** Ours: the form's text fields with room for the longest message. */
const FORM_BODY_LIMIT = 64 * 1024;

/**
 * Spec §7 `POST /api/submit-feedback`: the contact form. Public by design (spec §2: everyone may
 * write to the team), so no policy predicate guards it; a spent captcha token and the flood limit
 * per client address and sender address do.
 */
export async function contactRoutes(app: App) {
  const secrets = await captchaSecrets(app.config);
  const contact = createContactService({
    repository: createContactRepository(app.db, createCaptchaRepository(app.db), app.jobs),
    rateLimits: createRateLimitService(createRateLimitRepository(app.db), app.config.contact),
    mailer: app.mailer,
    settings: app.config.contact,
    curatorAddresses: () => createCollectionReportRepository(app.db).findCuratorAddresses(),
    startNewsletterOptIn: (request) => app.newsletter.requestSubscription({ ...request, source: 'contact' }),
    log: app.log,
  });
  app.jobs.handle(CONTACT_MAIL_JOB, contact.mailJobHandler());
  registerFormParsers(app, FORM_BODY_LIMIT);
  app.describeResource({
    type: 'ContactMessage',
    path: '/contact_messages',
    title: 'ContactMessage',
    description: "A message to the team from the contact form (spec §2 'Contact'), mailed to the team.",
    schema: submitFeedbackOutput,
    operations: [],
    customOperations: [
      {
        method: 'POST',
        path: '/api/submit-feedback',
        title: 'Send a contact message',
        returns: 'ContactMessage',
      },
    ],
  });

  app.post(
    '/api/submit-feedback',
    {
      preValidation: optionalUser,
      schema: {
        tags: ['Contact'],
        summary:
          'A message to the team (multipart or JSON: feedbackText, email, subscribeNewsletter, userId, userOldEmail, captchaToken, locale): spends the captcha token, stores the message and mails the team; 400 without a token, 403 for a spent or unknown one, 422 per field, 429 when flooding',
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        body: submitFeedbackBody,
        response: { 201: submitFeedbackOutput },
      },
    },
    async (request, reply) => {
      const row = await contact.submit(request.body, {
        user: request.user,
        clientKey: clientKeyOf(secrets.clientKey, request.ip),
        acceptLocale: contentLocale(request, reply),
      });
      return reply.status(201).type(JSON_LD).send(presentContactMessage(row));
    },
  );
}
