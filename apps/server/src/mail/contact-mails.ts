import { escapeHtml, type MailLocale } from './account-mails.js';
import type { Mail } from './mailer.repository.js';

/** A contact message as the team's mail repeats it. */
export type ContactMessageMail = {
  id: number;
  text: string;
  email: string | null;
  subscribeNewsletter: boolean;
  /** The signed-in sender's account, when there was one. */
  account: { name: string; email: string } | null;
  userOldEmail: string | null;
  locale: MailLocale;
  dateCreated: Date;
};

type ContactTexts = {
  subject: (id: number) => string;
  intro: string;
  from: string;
  noEmail: string;
  account: string;
  signedOut: string;
  oldEmail: string;
  newsletter: string;
  yes: string;
  no: string;
  language: string;
  received: string;
  message: string;
  answer: string;
};

const texts: Record<MailLocale, ContactTexts> = {
  de: {
    subject: (id) => `RetroPics: Neue Nachricht über das Kontaktformular (#${id})`,
    intro: 'Über das Kontaktformular ist eine neue Nachricht eingegangen.',
    from: 'E-Mail-Adresse',
    noEmail: 'keine angegeben',
    account: 'Angemeldet als',
    signedOut: 'nicht angemeldet',
    oldEmail: 'Adresse des Kontos',
    newsletter: 'Newsletter gewünscht',
    yes: 'ja',
    no: 'nein',
    language: 'Sprache',
    received: 'Eingegangen',
    message: 'Nachricht',
    answer: 'Antworte direkt an die angegebene Adresse; ohne Adresse ist keine Antwort möglich.',
  },
  en: {
    subject: (id) => `RetroPics: New message from the contact form (#${id})`,
    intro: 'A new message has arrived through the contact form.',
    from: 'E-mail address',
    noEmail: 'none given',
    account: 'Signed in as',
    signedOut: 'not signed in',
    oldEmail: "Account's address",
    newsletter: 'Wants the newsletter',
    yes: 'yes',
    no: 'no',
    language: 'Language',
    received: 'Received',
    message: 'Message',
    answer: 'Reply to the address given; without an address no reply is possible.',
  },
  it: {
    subject: (id) => `RetroPics: nuovo messaggio dal modulo di contatto (#${id})`,
    intro: 'È arrivato un nuovo messaggio tramite il modulo di contatto.',
    from: 'Indirizzo e-mail',
    noEmail: 'non indicato',
    account: 'Accesso come',
    signedOut: 'accesso non effettuato',
    oldEmail: "Indirizzo dell'account",
    newsletter: 'Desidera la newsletter',
    yes: 'sì',
    no: 'no',
    language: 'Lingua',
    received: 'Ricevuto',
    message: 'Messaggio',
    answer: "Rispondi all'indirizzo indicato; senza indirizzo non è possibile rispondere.",
  },
};

/** To the team mailbox, an editor or an admin: who wrote what, in the language the sender used. */
export function contactTeamMail(to: string, message: ContactMessageMail): Mail {
  const t = texts[message.locale];
  const facts: Array<[string, string]> = [
    [t.from, message.email ?? t.noEmail],
    [t.account, message.account ? `${message.account.name} <${message.account.email}>` : t.signedOut],
    ...(message.userOldEmail ? ([[t.oldEmail, message.userOldEmail]] as Array<[string, string]>) : []),
    [t.newsletter, message.subscribeNewsletter ? t.yes : t.no],
    [t.language, message.locale],
    [t.received, message.dateCreated.toISOString()],
  ];
  const text = [
    t.intro,
    facts.map(([label, value]) => `${label}: ${value}`).join('\n'),
    `${t.message}:\n${message.text}`,
    t.answer,
    'RetroPics\n',
  ].join('\n\n');
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;vertical-align:top;padding-right:1em">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>${escapeHtml(t.intro)}</p>
<table>${rows}</table>
<p><strong>${escapeHtml(t.message)}</strong></p>
<p style="white-space:pre-wrap">${escapeHtml(message.text)}</p>
<p style="color:#666">${escapeHtml(t.answer)}</p>
<p>RetroPics</p>
</body></html>`;
  return { to, subject: t.subject(message.id), text, html };
}
