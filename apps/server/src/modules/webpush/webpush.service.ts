import {
  WEB_PUSH_MESSAGES,
  type WebPushOptionsUpdate,
  type WebPushRegistration,
  type WebPushRemoval,
} from '@retropics/domain/contracts/webpush.contract';
import { canManagePushSubscription } from '@retropics/domain/permissions';
import type { PushNotificationPayload } from '@retropics/domain/web-push';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError, ValidationFailed } from '../../hydra/hydra-errors.js';
import { MAIL_LOCALES, type MailLocale } from '../../mail/account-mails.js';
import type { AuthUser } from '../auth/access-token.service.js';
import { authorize } from '../auth/auth.policy.js';
import type { PushDelivery, PushServiceRepository } from './push-service.repository.js';
import type { WebPushRepository } from './webpush.repository.js';

/** Phones, tablets, browsers: more than this per person is not a person's devices any more. */
export const MAX_SUBSCRIPTIONS_PER_PERSON = 10;

export type DeliveryReport = { delivered: number; expired: number; failed: number };

/** Writes one notification in the language a device asked for. */
export type ComposeNotification = (locale: MailLocale) => PushNotificationPayload;

const APP_ICON = '/icons/icon-192.png';

const PING_TEXTS: Record<MailLocale, { title: string; body: string }> = {
  de: { title: 'RetroPics', body: 'Push-Benachrichtigungen sind eingeschaltet. So sehen sie aus.' },
  en: { title: 'RetroPics', body: 'Push notifications are switched on. This is how they look.' },
  it: { title: 'RetroPics', body: 'Le notifiche push sono attive. Ecco come appaiono.' },
};

/** A test message is useless once the moment has passed. */
const PING_DELIVERY: PushDelivery = { ttlSeconds: 3600, urgency: 'normal' };
const DEFAULT_DELIVERY: PushDelivery = { ttlSeconds: 24 * 3600, urgency: 'normal' };

const isLocale = (value: unknown): value is MailLocale => MAIL_LOCALES.some((locale) => locale === value);

export function createWebPushService(dependencies: {
  subscriptions: WebPushRepository;
  pushService: PushServiceRepository;
  applicationServerKey: string;
  allowHttpEndpoints: boolean;
  log: FastifyBaseLogger;
}) {
  const { subscriptions, pushService, log } = dependencies;

  /** The person's own subscription for `endpoint`; 404 when there is none, 403 when it is someone else's. */
  async function ownSubscription(user: AuthUser, endpoint: string) {
    const row = await subscriptions.findByEndpoint(endpoint);
    if (!row) throw new HttpError(404, WEB_PUSH_MESSAGES.notFound);
    authorize(user, canManagePushSubscription, row);
    return row;
  }

  /**
   * Sends one notification to every device of a person, each in its own language (else
   * `fallbackLocale`). Subscriptions the push service has forgotten (404, 410) are removed.
   * Other features call this (through `app.webPush`) when something concerns a person.
   */
  async function notifyPerson(
    personId: number,
    compose: ComposeNotification,
    options: { fallbackLocale?: MailLocale; delivery?: PushDelivery } = {},
  ): Promise<DeliveryReport> {
    const rows = await subscriptions.listForPerson(personId);
    const outcomes = await Promise.all(
      rows.map(async (row) => {
        const locale = isLocale(row.options.locale) ? row.options.locale : (options.fallbackLocale ?? 'de');
        const payload = JSON.stringify(compose(locale));
        const result = await pushService.send(
          { endpoint: row.endpoint, keys: row.keys },
          payload,
          options.delivery ?? DEFAULT_DELIVERY,
        );
        if (result.outcome === 'failed') {
          log.warn({ subscription: row.id, reason: result.reason }, 'push message not delivered');
        }
        return { id: row.id, outcome: result.outcome };
      }),
    );
    const expired = outcomes.filter((entry) => entry.outcome === 'expired').map((entry) => entry.id);
    await subscriptions.deleteByIds(expired);
    return {
      delivered: outcomes.filter((entry) => entry.outcome === 'delivered').length,
      expired: expired.length,
      failed: outcomes.filter((entry) => entry.outcome === 'failed').length,
    };
  }

  return {
    applicationServerKey: () => dependencies.applicationServerKey,

    /** Registers this browser for the signed-in person (again): its endpoint now reaches them. */
    async register(user: AuthUser, input: WebPushRegistration) {
      const { endpoint, keys } = input.subscription;
      // Browsers' push services are all https; anything else would let the server be sent anywhere.
      if (!dependencies.allowHttpEndpoints && !endpoint.startsWith('https://')) {
        throw new ValidationFailed([
          { propertyPath: 'subscription.endpoint', message: WEB_PUSH_MESSAGES.endpoint },
        ]);
      }
      const result = await subscriptions.upsert({
        personId: user.personId,
        endpoint,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
        options: input.options,
      });
      await subscriptions.keepNewest(user.personId, MAX_SUBSCRIPTIONS_PER_PERSON);
      return result;
    },

    async updateOptions(user: AuthUser, input: WebPushOptionsUpdate) {
      const row = await ownSubscription(user, input.subscription.endpoint);
      return subscriptions.setOptions(row.id, { ...row.options, ...input.options });
    },

    /** Forgets this browser. Already gone is fine: the browser may unsubscribe after the server forgot it. */
    async remove(user: AuthUser, input: WebPushRemoval): Promise<void> {
      const row = await subscriptions.findByEndpoint(input.subscription.endpoint);
      if (!row) return;
      authorize(user, canManagePushSubscription, row);
      await subscriptions.deleteByIds([row.id]);
    },

    /** Spec §7 PING: a test notification to each of the person's devices. */
    ping(user: AuthUser, requestLocale: MailLocale): Promise<DeliveryReport> {
      return notifyPerson(
        user.personId,
        (locale) => ({ ...PING_TEXTS[locale], url: '/settings', icon: APP_ICON, tag: 'retropics-ping' }),
        { fallbackLocale: requestLocale, delivery: PING_DELIVERY },
      );
    },

    notifyPerson,
  };
}

export type WebPushService = ReturnType<typeof createWebPushService>;
