import { COLLECTION_STATUS_NAMES, type CollectionStatus } from '@retropics/domain/constants';
import { compose, type MailLocale } from './account-mails.js';
import type { Mail } from './mailer.repository.js';

/** The six statuses in the owner's language (spec §3 'Collection status'). */
export const COLLECTION_STATUS_LABELS: Record<MailLocale, Record<CollectionStatus, string>> = {
  de: {
    0: 'Neu',
    1: 'Crowdfunding',
    2: 'Finanziert',
    3: 'Fotos gescannt',
    4: 'Fertig',
    5: 'Digital erhalten',
  },
  en: COLLECTION_STATUS_NAMES,
  it: {
    0: 'Nuova',
    1: 'Crowdfunding',
    2: 'Finanziata',
    3: 'Foto scansionate',
    4: 'Completata',
    5: 'Ricevuta in digitale',
  },
};

type StatusNews = { headline: string; status: CollectionStatus; link: string; name: string | null };

const texts = {
  de: (news: StatusNews) => ({
    subject: `RetroPics: Deine Sammlung „${news.headline}“ ist jetzt „${COLLECTION_STATUS_LABELS.de[news.status]}“`,
    greeting: news.name ? `Hallo ${news.name}!` : 'Hallo!',
    body: `Das RetroPics-Team hat den Status deiner Sammlung „${news.headline}“ auf „${COLLECTION_STATUS_LABELS.de[news.status]}“ gesetzt.`,
    action: 'Sammlung ansehen',
    footer: 'Du erhältst diese E-Mail, weil du diese Sammlung bei RetroPics gemeldet hast.',
  }),
  en: (news: StatusNews) => ({
    subject: `RetroPics: Your collection “${news.headline}” is now “${COLLECTION_STATUS_LABELS.en[news.status]}”`,
    greeting: news.name ? `Hello ${news.name}!` : 'Hello!',
    body: `The RetroPics team has set the status of your collection “${news.headline}” to “${COLLECTION_STATUS_LABELS.en[news.status]}”.`,
    action: 'View the collection',
    footer: 'You receive this e-mail because you reported this collection to RetroPics.',
  }),
  it: (news: StatusNews) => ({
    subject: `RetroPics: la tua collezione «${news.headline}» ora è «${COLLECTION_STATUS_LABELS.it[news.status]}»`,
    greeting: news.name ? `Ciao ${news.name}!` : 'Ciao!',
    body: `Il team di RetroPics ha impostato lo stato della tua collezione «${news.headline}» su «${COLLECTION_STATUS_LABELS.it[news.status]}».`,
    action: 'Vedi la collezione',
    footer: 'Ricevi questa e-mail perché hai segnalato questa collezione a RetroPics.',
  }),
} satisfies Record<MailLocale, (news: StatusNews) => unknown>;

/** Tells a collection's owner that the team moved it to another status. */
export const collectionStatusMail = (to: string, locale: MailLocale, news: StatusNews): Mail =>
  compose(to, texts[locale](news), news.link);
