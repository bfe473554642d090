import type { Locale } from '@retropics/domain/constants';
import { CONTACT_MESSAGES, type SubmitFeedbackBody } from '@retropics/domain/contracts/contact.contract';
import type { ContactConfig } from '../../config/config.js';
import { HttpError } from '../../hydra/hydra-errors.js';
import type { JobHandler } from '../../jobs/job-worker.js';
import { PermanentJobFailure } from '../../jobs/job-worker.js';
import { contactTeamMail } from '../../mail/contact-mails.js';
import type { Mailer } from '../../mail/mailer.repository.js';
import type { AuthUser } from '../auth/auth.hooks.js';
import type { RateLimitService } from '../auth/rate-limit.service.js';
import type { ContactRepository } from './contact.repository.js';

/** Who writes: the signed-in person (or nobody), the hashed client address, the language asked for. */
export type ContactContext = { user: AuthUser | null; clientKey: string; acceptLocale: Locale };

/**
 * The contact form's rules (spec §4 'Contact form'): a message needs a solved captcha whose token
 * it spends; it is stored before the answer, and mailed to the team by a durable job, so a mail
 * server that is down delays the mail but loses no message.
 */
export function createContactService(dependencies: {
  repository: ContactRepository;
  rateLimits: RateLimitService;
  mailer: Mailer;
  settings: ContactConfig;
  /** The editors and admins, who hear of messages when no team mailbox is set. */
  curatorAddresses: () => Promise<string[]>;
  /** Starts the newsletter's double opt-in (a confirmation mail) for a sender who ticked the box. */
  startNewsletterOptIn: (request: {
    email: string;
    locale: Locale;
    personId: number | null;
  }) => Promise<unknown>;
  log: { error: (details: object, message: string) => void };
  now?: () => Date;
}) {
  const { repository, rateLimits, mailer, settings, curatorAddresses, startNewsletterOptIn, log } =
    dependencies;
  const now = dependencies.now ?? (() => new Date());

  async function teamAddresses(): Promise<string[]> {
    if (settings.teamEmail) return [settings.teamEmail];
    const addresses = await curatorAddresses();
    return [...new Map(addresses.map((address) => [address.toLowerCase(), address])).values()];
  }

  return {
    async submit(body: SubmitFeedbackBody, context: ContactContext) {
      if (!body.captchaToken) throw new HttpError(400, CONTACT_MESSAGES.captchaToken);
      await rateLimits.consume('contact', {
        ip: context.clientKey,
        ...(body.email && { email: body.email }),
      });
      const signedIn = context.user?.personId ?? null;
      const row = await repository.create(
        {
          text: body.feedbackText,
          email: body.email ?? null,
          subscribeNewsletter: body.subscribeNewsletter,
          personId: signedIn,
          // The account's old address only means something for a signed-in sender.
          userOldEmail: signedIn ? (body.userOldEmail ?? null) : null,
          locale: body.locale ?? context.acceptLocale,
        },
        body.captchaToken,
        now(),
      );
      if (!row) throw new HttpError(403, CONTACT_MESSAGES.captchaSpent);
      if (row.subscribeNewsletter && row.email) {
        // After the commit: the message is kept whatever the mail server does; a failed opt-in
        // mail is logged, and the sender can subscribe again from the link in our answer mail.
        try {
          await startNewsletterOptIn({
            email: row.email,
            locale: row.locale as Locale,
            personId: row.personId,
          });
        } catch (error) {
          log.error({ err: error, contactMessage: row.id }, 'newsletter opt-in from the contact form failed');
        }
      }
      return row;
    },

    /** The job: mails every team address, then marks the message mailed; a failure retries later. */
    mailJobHandler(): JobHandler {
      return async (job) => {
        const found = await repository.find(Number(job.key));
        if (!found) throw new PermanentJobFailure(`contact message ${job.key} is gone`);
        const { message } = found;
        if (message.mailedAt) return { alreadyMailed: true };
        const recipients = await teamAddresses();
        if (recipients.length === 0) throw new Error('no team address to mail contact messages to');
        for (const to of recipients) {
          await mailer.deliver(
            contactTeamMail(to, {
              id: message.id,
              text: message.text,
              email: message.email,
              subscribeNewsletter: message.subscribeNewsletter,
              account:
                found.accountName && found.accountEmail
                  ? { name: found.accountName, email: found.accountEmail }
                  : null,
              userOldEmail: message.userOldEmail,
              locale: message.locale as Locale,
              dateCreated: message.dateCreated,
            }),
          );
        }
        await repository.markMailed(message.id, now());
        return { recipients: recipients.length };
      };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
