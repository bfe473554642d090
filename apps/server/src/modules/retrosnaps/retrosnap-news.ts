import type { FastifyBaseLogger } from 'fastify';
import { MAIL_LOCALES, type MailLocale } from '../../mail/account-mails.js';
import type { Mailer } from '../../mail/mailer.repository.js';
import { NEW_RETROSNAP_TITLES, newRetrosnapMail } from '../../mail/retrosnap-mails.js';
import type { WebPushService } from '../webpush/webpush.service.js';
import type { RetrosnapWriteRepository } from './retrosnap-write.repository.js';

const ICON = '/icons/icon-192.png';
const UNTITLED: Record<MailLocale, string> = { de: 'ohne Titel', en: 'untitled', it: 'senza titolo' };

const mailLocaleOf = (value: string | null): MailLocale =>
  MAIL_LOCALES.find((locale) => locale === value) ?? 'de';

/** The photograph's title in a language, else in German, English or Italian, whichever it has. */
function titleIn(titles: Record<string, string>, locale: MailLocale) {
  return titles[locale] || titles.de || titles.en || titles.it || UNTITLED[locale];
}

export type NewRetrosnap = {
  id: number;
  authorId: number;
  photographId: number;
  /** The owner of the photograph's collection, who hears of it. */
  ownerId: number | null;
  /** The language the owner reported the collection in: their mail's language. */
  ownerLocale: string | null;
};

/**
 * Tells the owner of a photograph's collection that someone re-photographed it (issue 17): by mail
 * to their account's address, in the language they reported the collection in, and by web push to
 * each of their devices in the device's language. Nobody hears of their own RetroSnap. Failures are
 * logged, never thrown: the RetroSnap is saved whatever the mail and push services say.
 */
export function createRetrosnapNews(dependencies: {
  writes: Pick<RetrosnapWriteRepository, 'account' | 'photographTitles'>;
  mailer: Mailer;
  notifyPerson: WebPushService['notifyPerson'];
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { writes, mailer, notifyPerson, log } = dependencies;

  return {
    async announce(snap: NewRetrosnap): Promise<void> {
      const ownerId = snap.ownerId;
      if (ownerId === null || ownerId === snap.authorId) return;
      const path = `/retrosnaps/show/${snap.id}`;
      const locale = mailLocaleOf(snap.ownerLocale);
      try {
        const [titles, owner, author] = await Promise.all([
          writes.photographTitles(snap.photographId),
          writes.account(ownerId),
          writes.account(snap.authorId),
        ]);
        if (owner) {
          mailer.send(
            newRetrosnapMail(owner.email, locale, {
              title: titleIn(titles, locale),
              author: author?.name ?? null,
              link: `${dependencies.publicUrl}${path}`,
              name: owner.name,
            }),
          );
        }
        await notifyPerson(
          ownerId,
          (deviceLocale) => ({
            title: NEW_RETROSNAP_TITLES[deviceLocale](titleIn(titles, deviceLocale)),
            body: author?.name ?? '',
            url: path,
            icon: ICON,
            tag: `retrosnap-${snap.id}`,
          }),
          { fallbackLocale: locale },
        );
      } catch (error) {
        log.warn({ err: error, retrosnap: snap.id }, 'RetroSnap news not sent');
      }
    },
  };
}

export type RetrosnapNews = ReturnType<typeof createRetrosnapNews>;
