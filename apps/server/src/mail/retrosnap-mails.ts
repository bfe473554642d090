import { compose, type MailLocale } from './account-mails.js';
import type { Mail } from './mailer.repository.js';

type RetrosnapNews = { title: string; author: string | null; link: string; name: string | null };

/** Subject and push title of a new RetroSnap of one of the owner's photographs. */
export const NEW_RETROSNAP_TITLES: Record<MailLocale, (title: string) => string> = {
  de: (title) => `Neuer RetroSnap zu „${title}“`,
  en: (title) => `New RetroSnap of “${title}”`,
  it: (title) => `Nuovo RetroSnap di «${title}»`,
};

const texts = {
  de: (news: RetrosnapNews) => ({
    subject: `RetroPics: ${NEW_RETROSNAP_TITLES.de(news.title)}`,
    greeting: news.name ? `Hallo ${news.name}!` : 'Hallo!',
    body: `${news.author ?? 'Jemand'} hat dein Foto „${news.title}“ von heute aus neu fotografiert: vom selben Standort, so wie der Ort jetzt aussieht.`,
    action: 'RetroSnap ansehen',
    footer: 'Du erhältst diese E-Mail, weil das Foto zu deiner Sammlung bei RetroPics gehört.',
  }),
  en: (news: RetrosnapNews) => ({
    subject: `RetroPics: ${NEW_RETROSNAP_TITLES.en(news.title)}`,
    greeting: news.name ? `Hello ${news.name}!` : 'Hello!',
    body: `${news.author ?? 'Someone'} has photographed your picture “${news.title}” again today: from the same spot, as the place looks now.`,
    action: 'View the RetroSnap',
    footer: 'You receive this e-mail because the photograph belongs to your collection on RetroPics.',
  }),
  it: (news: RetrosnapNews) => ({
    subject: `RetroPics: ${NEW_RETROSNAP_TITLES.it(news.title)}`,
    greeting: news.name ? `Ciao ${news.name}!` : 'Ciao!',
    body: `${news.author ?? 'Qualcuno'} ha rifotografato oggi la tua foto «${news.title}»: dallo stesso punto, com'è il luogo adesso.`,
    action: 'Vedi il RetroSnap',
    footer: 'Ricevi questa e-mail perché la foto fa parte della tua collezione su RetroPics.',
  }),
} satisfies Record<MailLocale, (news: RetrosnapNews) => unknown>;

/** Tells a collection's owner that someone re-photographed one of its photographs (issue 17). */
export const newRetrosnapMail = (to: string, locale: MailLocale, news: RetrosnapNews): Mail =>
  compose(to, texts[locale](news), news.link);
