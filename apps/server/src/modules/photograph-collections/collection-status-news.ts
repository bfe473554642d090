import { isCollectionStatus } from '@retropics/domain/constants';
import type { FastifyBaseLogger } from 'fastify';
import { MAIL_LOCALES, type MailLocale } from '../../mail/account-mails.js';
import { COLLECTION_STATUS_LABELS, collectionStatusMail } from '../../mail/collection-status-mails.js';
import type { Mailer } from '../../mail/mailer.repository.js';
import type { WebPushService } from '../webpush/webpush.service.js';
import type { CollectionRow } from './photograph-collection.repository.js';
import type { CollectionWriteRepository } from './photograph-collection-write.repository.js';

const PUSH_TITLES: Record<MailLocale, string> = {
  de: 'Neuer Status deiner Sammlung',
  en: 'Your collection has a new status',
  it: 'Nuovo stato della tua collezione',
};
const ICON = '/icons/icon-192.png';

const mailLocaleOf = (value: string): MailLocale => MAIL_LOCALES.find((locale) => locale === value) ?? 'de';

/**
 * Tells a collection's owner that the team moved it to another status (issue 16): by mail, in the
 * language they reported it in (`report_locale`), to their account's address or else the contact
 * address of the report, and by web push to each of their devices in the device's language.
 * Failures are logged, never thrown: the change is saved whatever the mail and push services say.
 */
export function createCollectionStatusNews(dependencies: {
  writes: CollectionWriteRepository;
  mailer: Mailer;
  notifyPerson: WebPushService['notifyPerson'];
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { writes, mailer, notifyPerson, log } = dependencies;

  return {
    async announce(collection: CollectionRow): Promise<void> {
      const status = collection.status;
      if (!isCollectionStatus(status)) return;
      const path = `/photograph_collections/show/${collection.id}`;
      const locale = mailLocaleOf(collection.reportLocale);
      try {
        const account = collection.ownerId === null ? null : await writes.ownerAccount(collection.ownerId);
        const to = account?.email ?? collection.personEmail;
        if (to) {
          mailer.send(
            collectionStatusMail(to, locale, {
              headline: collection.headline,
              status,
              link: `${dependencies.publicUrl}${path}`,
              name: collection.personName ?? account?.name ?? null,
            }),
          );
        }
        if (collection.ownerId !== null) {
          await notifyPerson(
            collection.ownerId,
            (deviceLocale) => ({
              title: PUSH_TITLES[deviceLocale],
              body: `${collection.headline}: ${COLLECTION_STATUS_LABELS[deviceLocale][status]}`,
              url: path,
              icon: ICON,
              tag: `collection-status-${collection.id}`,
            }),
            { fallbackLocale: locale },
          );
        }
      } catch (error) {
        log.warn({ err: error, collection: collection.id }, 'collection status news not sent');
      }
    },
  };
}

export type CollectionStatusNews = ReturnType<typeof createCollectionStatusNews>;
