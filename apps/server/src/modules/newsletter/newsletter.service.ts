import { randomBytes } from 'node:crypto';
import type { Locale } from '@retropics/domain/constants';
import type {
  NewsletterMailingBody,
  NewsletterMeOutput,
  NewsletterRequestOutput,
  NewsletterSource,
} from '@retropics/domain/contracts/newsletter.contract';
import { NEWSLETTER_MESSAGES } from '@retropics/domain/contracts/newsletter.contract';
import { canSendNewsletter } from '@retropics/domain/permissions';
import type { FastifyBaseLogger } from 'fastify';
import { hydraCollection } from '../../hydra/hydra-collection.js';
import { HttpError } from '../../hydra/hydra-errors.js';
import type { Job } from '../../jobs/job-queue.js';
import type { Jobs } from '../../jobs/jobs.plugin.js';
import type { Mailer } from '../../mail/mailer.repository.js';
import {
  newsletterConfirmationMail,
  newsletterMailingMail,
  type UnsubscribeLinks,
} from '../../mail/newsletter-mails.js';
import type { AuthUser } from '../auth/auth.hooks.js';
import { authorize } from '../auth/auth.policy.js';
import type { RateLimitService } from '../auth/rate-limit.service.js';
import { presentMailing, presentSubscription } from './newsletter.presenter.js';
import type { NewsletterRepository, SubscriptionRow } from './newsletter.repository.js';

/** One job per mailing and subscriber: a crash resends to nobody twice and skips nobody. */
export const NEWSLETTER_MAILING_JOB = 'newsletter-mailing';

/** The desk lists this many past mailings, newest first. */
const MAILINGS_LISTED = 100;

/** What another module (contact, settings) passes to start a double opt-in. */
export type SubscriptionRequest = {
  email: string;
  locale: Locale;
  personId?: number | null;
  /** Where the person was asked; the words they agreed to are this source's (CONSENT_TEXTS), never the caller's. */
  source: NewsletterSource | 'registration';
};

/** The words of each place that asks for the newsletter, stored as the record of consent. */
export const CONSENT_TEXTS: Record<NewsletterSource | 'registration', Record<Locale, string>> = {
  registration: {
    de: 'Registrierung, E-Mail-Benachrichtigungen: Neuigkeiten zu RetroPics (Newsletter); Adresse bestätigt mit dem Aktivierungslink.',
    en: 'Registration, e-mail notifications: news about RetroPics (newsletter); address confirmed by the activation link.',
    it: 'Registrazione, notifiche e-mail: novità su RetroPics (newsletter); indirizzo confermato con il link di attivazione.',
  },
  // The words of the contact form's checkbox, as the person saw them (locales/*/contact.json).
  contact: {
    de: 'Ich möchte den Newsletter erhalten (Bestätigung per E-Mail)',
    en: 'I would like to receive the newsletter (confirmed by e-mail)',
    it: 'Desidero ricevere la newsletter (conferma via e-mail)',
  },

  settings: {
    de: 'Einstellungen: E-Mails mit Neuigkeiten von RetroPics erhalten (Newsletter). Abbestellen ist jederzeit möglich.',
    en: 'Settings: receive e-mails with news from RetroPics (newsletter). I can unsubscribe at any time.',
    it: 'Impostazioni: ricevere e-mail con le novità di RetroPics (newsletter). Posso annullare l’iscrizione in qualsiasi momento.',
  },
};

const newToken = () => randomBytes(32).toString('base64url');
const notFound = () => new HttpError(404, NEWSLETTER_MESSAGES.notFound);
const asLocale = (locale: string): Locale => (locale === 'en' || locale === 'it' ? locale : 'de');

export function createNewsletterService(dependencies: {
  repository: NewsletterRepository;
  mailer: Mailer;
  jobs: Pick<Jobs, 'enqueueMany'>;
  rateLimits: RateLimitService;
  /** The account address of a signed-in person (the settings toggle subscribes that one). */
  accountEmail: (userId: number) => Promise<string | null>;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'info'>;
}) {
  const { repository, mailer, jobs, rateLimits, accountEmail, publicUrl, log } = dependencies;

  /** The page that unsubscribes is also the address mail programs post their one click to. */
  const unsubscribeLinks = (token: string): UnsubscribeLinks => {
    const link = `${publicUrl}/newsletter/unsubscribe/${token}`;
    return { page: link, oneClick: link };
  };

  async function withdraw(row: SubscriptionRow, now: Date) {
    const done = await repository.unsubscribe(row.id, now);
    await repository.setAccountUpdates(done.email, false);
    return done;
  }

  async function ownAddress(user: AuthUser): Promise<string> {
    const email = await accountEmail(user.id);
    if (!email) throw new HttpError(403, 'Access Denied.');
    return email.toLowerCase();
  }

  const service = {
    /**
     * Starts (or restarts) the double opt-in: a `pending` row with a new token and the
     * confirmation mail. An address already confirmed gets no mail and keeps its state; the
     * answer is the same either way, so it never tells a caller who subscribed.
     */
    async requestSubscription(request: SubscriptionRequest): Promise<NewsletterRequestOutput> {
      const email = request.email.trim().toLowerCase();
      const existing = await repository.findByEmail(email);
      if (existing?.status !== 'confirmed') {
        const row = await repository.recordConsent(
          {
            email,
            locale: request.locale,
            personId: request.personId ?? null,
            source: request.source,
            consentText: CONSENT_TEXTS[request.source][request.locale],
            token: newToken(),
          },
          'pending',
        );
        mailer.send(
          newsletterConfirmationMail(
            email,
            request.locale,
            `${publicUrl}/newsletter/confirm/${row.token}`,
            unsubscribeLinks(row.token),
          ),
        );
      }
      return {
        '@context': '/contexts/NewsletterSubscription',
        '@type': 'NewsletterSubscription',
        email,
        status: 'pending',
      };
    },

    /**
     * An account activated with the 'updates' choice of the registration form: the activation link
     * already proved the address the consent was given for, so it is recorded as confirmed.
     */
    async recordActivatedConsent(account: { email: string; personId: number; locale: Locale }) {
      const row = await repository.recordConsent(
        {
          email: account.email.trim().toLowerCase(),
          locale: account.locale,
          personId: account.personId,
          source: 'registration',
          consentText: CONSENT_TEXTS.registration[account.locale],
          token: newToken(),
        },
        'confirmed',
      );
      await repository.setAccountUpdates(row.email, row.status === 'confirmed');
    },

    /** `POST /newsletter/subscribe`: anyone; every attempt counts against the flood limits first. */
    async subscribe(
      body: { email: string; locale?: Locale | undefined; source: NewsletterSource },
      context: { ip: string; user: AuthUser | null; acceptLocale: Locale },
    ) {
      await rateLimits.consume('newsletter', { email: body.email, ip: context.ip });
      const locale = body.locale ?? context.acceptLocale;
      return service.requestSubscription({
        email: body.email,
        locale,
        personId: context.user?.personId ?? null,
        source: body.source,
      });
    },

    /** The mailed link: pending becomes confirmed once; a used or unknown token is a 404. */
    async confirm(token: string, now = new Date()) {
      const row = await repository.confirm(token, now);
      if (!row) throw notFound();
      await repository.setAccountUpdates(row.email, true);
      log.info({ subscription: row.id }, 'newsletter subscription confirmed');
      return presentSubscription(row);
    },

    /** The link in every mail, and the one-click POST: idempotent, the first withdrawal time stays. */
    async unsubscribe(token: string, now = new Date()) {
      const row = await repository.findByToken(token);
      if (!row) throw notFound();
      return presentSubscription(await withdraw(row, now));
    },

    async me(user: AuthUser): Promise<NewsletterMeOutput> {
      const email = await ownAddress(user);
      const row = await repository.findByEmail(email);
      return {
        '@context': '/contexts/NewsletterStatus',
        '@type': 'NewsletterStatus',
        email,
        status: row?.status ?? 'none',
        confirmedAt: row?.confirmedAt?.toISOString() ?? null,
        unsubscribedAt: row?.unsubscribedAt?.toISOString() ?? null,
      };
    },

    /**
     * The settings toggle: on starts the double opt-in to the account address (the toggle follows
     * once the link is opened); off withdraws at once.
     */
    async setMine(user: AuthUser, subscribed: boolean, locale: Locale) {
      const email = await ownAddress(user);
      if (subscribed) {
        await service.requestSubscription({
          email,
          locale,
          personId: user.personId,
          source: 'settings',
        });
      } else {
        const row = await repository.findByEmail(email);
        if (row) await withdraw(row, new Date());
        else await repository.setAccountUpdates(email, false);
      }
      return service.me(user);
    },

    /** Stores the mailing and queues one mail per confirmed subscriber. */
    async sendMailing(user: AuthUser, body: NewsletterMailingBody) {
      authorize(user, canSendNewsletter, undefined);
      const recipients = await repository.confirmedIds();
      const translations = (['de', 'en', 'it'] as const).map((locale) => ({
        locale,
        ...body.translations[locale],
      }));
      const mailing = await repository.createMailing({
        translations,
        sentById: user.personId,
        recipientCount: recipients.length,
      });
      await jobs.enqueueMany(
        NEWSLETTER_MAILING_JOB,
        recipients.map((id) => `${mailing.id}:${id}`),
      );
      log.info({ mailing: mailing.id, recipients: recipients.length }, 'newsletter mailing queued');
      return { '@context': '/contexts/NewsletterMailing', ...presentMailing(mailing) };
    },

    async listMailings(user: AuthUser, requestUrl: string) {
      authorize(user, canSendNewsletter, undefined);
      const { rows, total } = await repository.listMailings(MAILINGS_LISTED);
      return {
        ...hydraCollection({
          type: 'NewsletterMailing',
          requestUrl,
          members: rows.map(presentMailing),
          totalItems: null,
          page: { page: 1, itemsPerPage: MAILINGS_LISTED, offset: 0 },
        }),
        'hydra:totalItems': total,
        confirmedSubscribers: await repository.countConfirmed(),
      };
    },

    /** The job: the mailing to one subscriber, unless they withdrew since it was queued. */
    async mailingJob(job: Job) {
      const [mailingId, subscriptionId] = job.key.split(':').map(Number);
      const mailing = await repository.findMailing(mailingId ?? 0);
      const subscription = await repository.findById(subscriptionId ?? 0);
      if (!mailing || subscription?.status !== 'confirmed') return { skipped: true };
      const locale = asLocale(subscription.locale);
      const texts =
        mailing.translations.find((translation) => translation.locale === locale) ?? mailing.translations[0];
      if (!texts) return { skipped: true };
      mailer.send(
        newsletterMailingMail(subscription.email, locale, texts, unsubscribeLinks(subscription.token)),
      );
      await mailer.idle();
      return { sent: true };
    },
  };
  return service;
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
