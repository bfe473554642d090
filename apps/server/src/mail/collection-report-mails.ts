import type { MaterialType } from '@retropics/domain/constants';
import { escapeHtml, type MailLocale } from './account-mails.js';
import type { Mail } from './mailer.repository.js';

/** What a collection report said, as both of its mails repeat it. */
export type ReportedCollection = {
  id: number;
  headline: string;
  howManyPhotographs: string;
  materialTypes: readonly MaterialType[];
  isDigitalized: boolean;
  about: string;
  personName: string;
  personEmail: string;
  locale: MailLocale;
};

type SummaryLabels = {
  headline: string;
  howMany: string;
  materials: string;
  noMaterials: string;
  digitalized: string;
  yes: string;
  no: string;
  about: string;
};

type ReportTexts = {
  labels: SummaryLabels;
  materials: Record<MaterialType, string>;
  confirmation: {
    subject: (headline: string) => string;
    greeting: (name: string) => string;
    body: string;
    summary: string;
    footer: string;
  };
  notice: {
    subject: (headline: string) => string;
    body: (name: string, email: string) => string;
    contact: string;
    language: string;
    action: string;
  };
};

const texts: Record<MailLocale, ReportTexts> = {
  de: {
    labels: {
      headline: 'Titel',
      howMany: 'Anzahl Fotos',
      materials: 'Material',
      noMaterials: 'nicht angegeben',
      digitalized: 'Bereits digitalisiert',
      yes: 'ja',
      no: 'nein',
      about: 'Beschreibung',
    },
    materials: {
      'prints on paper or cardboard': 'Abzüge auf Papier oder Karton',
      'albumen paper': 'Albuminpapier',
      'silver gelatin paper': 'Silbergelatinepapier',
      'glass plate negatives': 'Glasplattennegative',
      'collodion paper': 'Kollodiumpapier',
      postcards: 'Postkarten',
      'negative films': 'Negativfilme',
      slides: 'Dias',
    },
    confirmation: {
      subject: (headline) => `RetroPics: Danke für deine Meldung „${headline}“`,
      greeting: (name) => `Hallo ${name},`,
      body: 'vielen Dank, dass du uns von deiner Sammlung erzählst! Unser Team sieht sich deine Angaben an und meldet sich per E-Mail bei dir, um die nächsten Schritte zu besprechen.',
      summary: 'Deine Angaben:',
      footer: 'Wenn du diese Meldung nicht abgeschickt hast, kannst du diese E-Mail ignorieren.',
    },
    notice: {
      subject: (headline) => `RetroPics: Neue Sammlung gemeldet – ${headline}`,
      body: (name, email) =>
        `${name} (${email}) hat eine Sammlung gemeldet. Sie steht auf „Neu“ und ist noch nicht öffentlich gelistet.`,
      contact: 'Kontakt',
      language: 'Sprache der Meldung',
      action: 'Sammlung ansehen',
    },
  },
  en: {
    labels: {
      headline: 'Title',
      howMany: 'Number of photographs',
      materials: 'Material',
      noMaterials: 'not given',
      digitalized: 'Already digitalized',
      yes: 'yes',
      no: 'no',
      about: 'Description',
    },
    materials: {
      'prints on paper or cardboard': 'Prints on paper or cardboard',
      'albumen paper': 'Albumen paper',
      'silver gelatin paper': 'Silver gelatin paper',
      'glass plate negatives': 'Glass plate negatives',
      'collodion paper': 'Collodion paper',
      postcards: 'Postcards',
      'negative films': 'Negative films',
      slides: 'Slides',
    },
    confirmation: {
      subject: (headline) => `RetroPics: Thank you for reporting “${headline}”`,
      greeting: (name) => `Hello ${name},`,
      body: 'thank you for telling us about your collection! Our team will look at what you wrote and get back to you by e-mail to talk about the next steps.',
      summary: 'What you told us:',
      footer: 'If you did not send this report, you can ignore this e-mail.',
    },
    notice: {
      subject: (headline) => `RetroPics: New collection reported – ${headline}`,
      body: (name, email) =>
        `${name} (${email}) has reported a collection. It has the status “New” and is not listed publicly yet.`,
      contact: 'Contact',
      language: 'Language of the report',
      action: 'View the collection',
    },
  },
  it: {
    labels: {
      headline: 'Titolo',
      howMany: 'Numero di fotografie',
      materials: 'Materiale',
      noMaterials: 'non indicato',
      digitalized: 'Già digitalizzate',
      yes: 'sì',
      no: 'no',
      about: 'Descrizione',
    },
    materials: {
      'prints on paper or cardboard': 'Stampe su carta o cartoncino',
      'albumen paper': 'Carta all’albumina',
      'silver gelatin paper': 'Carta alla gelatina d’argento',
      'glass plate negatives': 'Negativi su lastra di vetro',
      'collodion paper': 'Carta al collodio',
      postcards: 'Cartoline',
      'negative films': 'Pellicole negative',
      slides: 'Diapositive',
    },
    confirmation: {
      subject: (headline) => `RetroPics: grazie per la segnalazione «${headline}»`,
      greeting: (name) => `Ciao ${name},`,
      body: 'grazie per averci parlato della tua collezione! Il nostro team esaminerà i tuoi dati e ti risponderà via e-mail per concordare i prossimi passi.',
      summary: 'I tuoi dati:',
      footer: 'Se non hai inviato tu questa segnalazione, puoi ignorare questa e-mail.',
    },
    notice: {
      subject: (headline) => `RetroPics: nuova collezione segnalata – ${headline}`,
      body: (name, email) =>
        `${name} (${email}) ha segnalato una collezione. Ha lo stato «Nuova» e non è ancora elencata pubblicamente.`,
      contact: 'Contatto',
      language: 'Lingua della segnalazione',
      action: 'Vedi la collezione',
    },
  },
};

/** A headline may hold line breaks; a subject is one line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The report's fields as label/value lines, in the report's language. */
function summaryOf(report: ReportedCollection, t: ReportTexts): Array<[string, string]> {
  const { labels } = t;
  return [
    [labels.headline, report.headline],
    [labels.howMany, report.howManyPhotographs],
    [
      labels.materials,
      report.materialTypes.length > 0
        ? report.materialTypes.map((type) => t.materials[type]).join(', ')
        : labels.noMaterials,
    ],
    [labels.digitalized, report.isDigitalized ? labels.yes : labels.no],
    ...(report.about ? ([[labels.about, report.about]] as Array<[string, string]>) : []),
  ];
}

function compose(
  to: string,
  subject: string,
  parts: { paragraphs: string[]; summaryHeading?: string; summary: Array<[string, string]>; footer?: string },
  action?: { label: string; link: string },
): Mail {
  const summaryText = parts.summary.map(([label, value]) => `${label}: ${value}`).join('\n');
  const text = [
    ...parts.paragraphs,
    [parts.summaryHeading, summaryText].filter(Boolean).join('\n'),
    ...(action ? [`${action.label}:\n${action.link}`] : []),
    ...(parts.footer ? [parts.footer] : []),
    'RetroPics\n',
  ].join('\n\n');
  const rows = parts.summary
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;vertical-align:top;padding-right:1em">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
${parts.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${parts.summaryHeading ? `<p><strong>${escapeHtml(parts.summaryHeading)}</strong></p>` : ''}
<table>${rows}</table>
${action ? `<p><a href="${escapeHtml(action.link)}">${escapeHtml(action.label)}</a></p>` : ''}
${parts.footer ? `<p style="color:#666">${escapeHtml(parts.footer)}</p>` : ''}
<p>RetroPics</p>
</body></html>`;
  return { to, subject: oneLine(subject), text, html, ...(action ? { link: action.link } : {}) };
}

/** To the reporter: thanks, what happens next, and what they told us. */
export function reportConfirmationMail(report: ReportedCollection): Mail {
  const t = texts[report.locale];
  return compose(report.personEmail, t.confirmation.subject(report.headline), {
    paragraphs: [t.confirmation.greeting(report.personName), t.confirmation.body],
    summaryHeading: t.confirmation.summary,
    summary: summaryOf(report, t),
    footer: t.confirmation.footer,
  });
}

/** To an editor, an admin or the team mailbox: who reported what, and the link to the new collection. */
export function reportNoticeMail(to: string, report: ReportedCollection, collectionLink: string): Mail {
  const t = texts[report.locale];
  return compose(
    to,
    t.notice.subject(report.headline),
    {
      paragraphs: [t.notice.body(report.personName, report.personEmail)],
      summary: [
        ...summaryOf(report, t),
        [t.notice.contact, `${report.personName} <${report.personEmail}>`],
        [t.notice.language, report.locale],
      ],
    },
    { label: t.notice.action, link: collectionLink },
  );
}
