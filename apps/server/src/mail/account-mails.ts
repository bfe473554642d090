import { LOCALES, type Locale } from '@retropics/domain/constants';
import type { Mail } from './mailer.repository.js';

/** Mails are written in each language of the app. */
export const MAIL_LOCALES = LOCALES;
export type MailLocale = Locale;

/** The first of de, en, it the browser asks for; German, the app's default, otherwise. */
export function mailLocale(acceptLanguage: string | undefined): MailLocale {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.find((p) => p.trim().startsWith('q='));
      return {
        language: tag.trim().slice(0, 2).toLowerCase(),
        quality: quality ? Number(quality.split('=')[1]) : 1,
      };
    })
    .filter((entry) => entry.language && !Number.isNaN(entry.quality))
    .sort((a, b) => b.quality - a.quality);
  return (
    wanted
      .map((entry) => entry.language)
      .find((l): l is MailLocale => MAIL_LOCALES.includes(l as MailLocale)) ?? 'de'
  );
}

export type MailTexts = { subject: string; greeting: string; body: string; action: string; footer: string };

const activation: Record<MailLocale, MailTexts> = {
  de: {
    subject: 'RetroPics: Bitte bestätige deine E-Mail-Adresse',
    greeting: 'Willkommen bei RetroPics!',
    body: 'Bitte bestätige deine E-Mail-Adresse, um dein Konto freizuschalten.',
    action: 'Konto freischalten',
    footer: 'Wenn du dich nicht registriert hast, kannst du diese E-Mail ignorieren.',
  },
  en: {
    subject: 'RetroPics: Please confirm your e-mail address',
    greeting: 'Welcome to RetroPics!',
    body: 'Please confirm your e-mail address to activate your account.',
    action: 'Activate account',
    footer: 'If you did not register, you can ignore this e-mail.',
  },
  it: {
    subject: 'RetroPics: conferma il tuo indirizzo e-mail',
    greeting: 'Benvenuto su RetroPics!',
    body: 'Conferma il tuo indirizzo e-mail per attivare il tuo account.',
    action: 'Attiva account',
    footer: 'Se non ti sei registrato, puoi ignorare questa e-mail.',
  },
};

const passwordReset: Record<MailLocale, MailTexts> = {
  de: {
    subject: 'RetroPics: Passwort zurücksetzen',
    greeting: 'Hallo!',
    body: 'Du hast ein neues Passwort angefordert. Der Link ist eine Stunde gültig und kann einmal benutzt werden.',
    action: 'Neues Passwort festlegen',
    footer: 'Wenn du kein neues Passwort angefordert hast, kannst du diese E-Mail ignorieren.',
  },
  en: {
    subject: 'RetroPics: Reset your password',
    greeting: 'Hello!',
    body: 'You asked for a new password. The link is valid for one hour and can be used once.',
    action: 'Set a new password',
    footer: 'If you did not ask for a new password, you can ignore this e-mail.',
  },
  it: {
    subject: 'RetroPics: reimposta la password',
    greeting: 'Ciao!',
    body: "Hai richiesto una nuova password. Il link è valido per un'ora e può essere usato una sola volta.",
    action: 'Imposta una nuova password',
    footer: 'Se non hai richiesto una nuova password, puoi ignorare questa e-mail.',
  },
};

const alreadyRegistered: Record<MailLocale, MailTexts> = {
  de: {
    subject: 'RetroPics: Du hast bereits ein Konto',
    greeting: 'Hallo!',
    body: 'Jemand wollte sich mit dieser E-Mail-Adresse registrieren, aber es gibt schon ein Konto dafür. Falls du dein Passwort vergessen hast, kannst du es hier zurücksetzen.',
    action: 'Passwort zurücksetzen',
    footer: 'Wenn du das nicht warst, kannst du diese E-Mail ignorieren.',
  },
  en: {
    subject: 'RetroPics: You already have an account',
    greeting: 'Hello!',
    body: 'Someone tried to register with this e-mail address, but it already has an account. If you forgot your password, you can reset it here.',
    action: 'Reset password',
    footer: 'If this was not you, you can ignore this e-mail.',
  },
  it: {
    subject: 'RetroPics: hai già un account',
    greeting: 'Ciao!',
    body: 'Qualcuno ha provato a registrarsi con questo indirizzo e-mail, ma esiste già un account. Se hai dimenticato la password, puoi reimpostarla qui.',
    action: 'Reimposta password',
    footer: 'Se non sei stato tu, puoi ignorare questa e-mail.',
  },
};

/** Text made safe to place in a mail's HTML. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function compose(to: string, texts: MailTexts, link: string): Mail {
  const text = `${texts.greeting}\n\n${texts.body}\n\n${texts.action}:\n${link}\n\n${texts.footer}\n\nRetroPics\n`;
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>${escapeHtml(texts.greeting)}</p>
<p>${escapeHtml(texts.body)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(texts.action)}</a></p>
<p style="color:#666">${escapeHtml(texts.footer)}</p>
<p>RetroPics</p>
</body></html>`;
  return { to, subject: texts.subject, text, html, link };
}

export const activationMail = (to: string, locale: MailLocale, link: string) =>
  compose(to, activation[locale], link);

export const passwordResetMail = (to: string, locale: MailLocale, link: string) =>
  compose(to, passwordReset[locale], link);

export const alreadyRegisteredMail = (to: string, locale: MailLocale, link: string) =>
  compose(to, alreadyRegistered[locale], link);
