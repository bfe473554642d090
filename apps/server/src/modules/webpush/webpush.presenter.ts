import type { DeliveryOutput, SubscriptionOutput } from '@retropics/domain/contracts/webpush.contract';
import { MAIL_LOCALES, type MailLocale } from '../../mail/account-mails.js';
import type { SubscriptionRow } from './webpush.repository.js';
import type { DeliveryReport } from './webpush.service.js';

/** A subscription as its owner sees it; the browser's keys are not sent back. */
export function presentSubscription(row: SubscriptionRow): SubscriptionOutput {
  return {
    '@context': '/contexts/WebPushSubscription',
    '@type': 'WebPushSubscription',
    endpoint: row.endpoint,
    options: MAIL_LOCALES.some((locale) => locale === row.options.locale)
      ? { locale: row.options.locale as MailLocale }
      : {},
    dateCreated: row.dateCreated.toISOString(),
  };
}

export function presentDelivery(report: DeliveryReport): DeliveryOutput {
  return { '@context': '/contexts/WebPushDelivery', '@type': 'WebPushDelivery', ...report };
}
