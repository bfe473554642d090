import type {
  NewsletterMailingOutput,
  NewsletterSubscriptionOutput,
} from '@retropics/domain/contracts/newsletter.contract';
import { documentIri } from '../../hydra/iri.js';
import type { MailingRow, SubscriptionRow } from './newsletter.repository.js';

/** What the confirm and unsubscribe links answer: the address's state and its times, never the token. */
export function presentSubscription(row: SubscriptionRow): NewsletterSubscriptionOutput {
  return {
    '@context': '/contexts/NewsletterSubscription',
    '@type': 'NewsletterSubscription',
    email: row.email,
    status: row.status,
    locale: row.locale === 'en' || row.locale === 'it' ? row.locale : 'de',
    consentAt: row.consentAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  };
}

export function presentMailing(row: MailingRow): NewsletterMailingOutput {
  return {
    '@id': `/newsletter/mailings/${row.id}`,
    '@type': 'NewsletterMailing',
    id: row.id,
    translations: row.translations,
    sentBy: row.sentById === null ? null : documentIri('Person', row.sentById),
    recipientCount: row.recipientCount,
    dateCreated: row.dateCreated.toISOString(),
  };
}
