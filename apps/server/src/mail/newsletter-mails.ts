import { escapeHtml, type MailLocale } from './account-mails.js';
import type { Mail } from './mailer.repository.js';

/** The links every newsletter mail carries: the page that unsubscribes, and the one-click POST (RFC 8058). */
export type UnsubscribeLinks = { page: string; oneClick: string };

type NewsletterTexts = {
  confirmation: { subject: string; greeting: string; body: string; action: string; footer: string };
  unsubscribe: string;
  footer: string;
};

const texts: Record<MailLocale, NewsletterTexts> = {
  de: {
    confirmation: {
      subject: 'RetroPics: Bitte bestätige dein Newsletter-Abonnement',
      greeting: 'Hallo!',
      body: 'Du möchtest den Newsletter von RetroPics erhalten. Bitte bestätige das mit dem Link unten – erst dann schicken wir dir Neuigkeiten.',
      action: 'Abonnement bestätigen',
      footer:
        'Wenn du das nicht warst, ignoriere diese E-Mail einfach: ohne Bestätigung bekommst du nichts von uns.',
    },
    unsubscribe: 'Newsletter abbestellen',
    footer: 'Du bekommst diese E-Mail, weil du den Newsletter von RetroPics abonniert hast.',
  },
  en: {
    confirmation: {
      subject: 'RetroPics: Please confirm your newsletter subscription',
      greeting: 'Hello!',
      body: 'You would like to receive the RetroPics newsletter. Please confirm with the link below – only then will we send you news.',
      action: 'Confirm subscription',
      footer:
        'If this was not you, simply ignore this e-mail: without confirmation you will get nothing from us.',
    },
    unsubscribe: 'Unsubscribe from the newsletter',
    footer: 'You receive this e-mail because you subscribed to the RetroPics newsletter.',
  },
  it: {
    confirmation: {
      subject: 'RetroPics: conferma la tua iscrizione alla newsletter',
      greeting: 'Ciao!',
      body: 'Vuoi ricevere la newsletter di RetroPics. Conferma con il link qui sotto: solo allora ti invieremo le novità.',
      action: 'Conferma iscrizione',
      footer:
        'Se non sei stato tu, ignora semplicemente questa e-mail: senza conferma non riceverai nulla da noi.',
    },
    unsubscribe: 'Annulla l’iscrizione alla newsletter',
    footer: 'Ricevi questa e-mail perché ti sei iscritto alla newsletter di RetroPics.',
  },
};

/** A subject is one line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** RFC 2369 and RFC 8058: mail programs show their own unsubscribe button and post to the link. */
function unsubscribeHeaders(links: UnsubscribeLinks): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

function compose(
  to: string,
  subject: string,
  paragraphs: string[],
  links: UnsubscribeLinks,
  t: NewsletterTexts,
  action?: { label: string; link: string },
  note?: string,
): Mail {
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}:\n${action.link}`] : []),
    ...(note ? [note] : []),
    `${t.footer}\n${t.unsubscribe}:\n${links.page}`,
    'RetroPics\n',
  ].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
${paragraphs.map((paragraph) => `<p style="white-space:pre-wrap">${escapeHtml(paragraph)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.link)}">${escapeHtml(action.label)}</a></p>` : ''}
${note ? `<p style="color:#666">${escapeHtml(note)}</p>` : ''}
<p style="color:#666">${escapeHtml(t.footer)} <a href="${escapeHtml(links.page)}">${escapeHtml(t.unsubscribe)}</a></p>
<p>RetroPics</p>
</body></html>`;
  return {
    to,
    subject: oneLine(subject),
    text,
    html,
    headers: unsubscribeHeaders(links),
    ...(action ? { link: action.link } : { link: links.page }),
  };
}

/** The double opt-in: the link that confirms, and (already here) the one that withdraws. */
export function newsletterConfirmationMail(
  to: string,
  locale: MailLocale,
  confirmLink: string,
  links: UnsubscribeLinks,
): Mail {
  const t = texts[locale];
  const c = t.confirmation;
  return compose(
    to,
    c.subject,
    [c.greeting, c.body],
    links,
    t,
    { label: c.action, link: confirmLink },
    c.footer,
  );
}

/** One mailing to one confirmed subscriber, in their language, with their own unsubscribe link. */
export function newsletterMailingMail(
  to: string,
  locale: MailLocale,
  mailing: { subject: string; text: string },
  links: UnsubscribeLinks,
): Mail {
  const t = texts[locale];
  // Blank lines part the team's paragraphs; the text is plain and never becomes markup.
  const paragraphs = mailing.text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return compose(to, `RetroPics: ${mailing.subject}`, paragraphs, links, t);
}
