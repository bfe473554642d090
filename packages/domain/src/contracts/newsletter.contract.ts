import { z } from 'zod';
import { LOCALES } from '../constants.js';
import { FEEDBACK_EMAIL_PATTERN, MESSAGES } from '../validation.js';

/**
 * The newsletter (issue 19, spec §2 Contact and Settings 'updates'): double opt-in by a mailed
 * link, an unsubscribe link in every mail, consent recorded with its time and words.
 */

/** Ours: a subject is a line; a text is a letter, not a book. */
export const NEWSLETTER_SUBJECT_MAX_LENGTH = 200;
export const NEWSLETTER_TEXT_MAX_LENGTH = 20_000;
/** The random token of the confirm and unsubscribe links (base64url of 32 bytes is 43 characters). */
export const NEWSLETTER_TOKEN_MAX_LENGTH = 100;

/** Ours, except the e-mail message of spec §5. */
export const NEWSLETTER_MESSAGES = {
  email: MESSAGES.feedbackEmail,
  locale: `locale is one of ${LOCALES.join(', ')}`,
  source: 'source is one of contact, settings',
  token: 'token is required',
  subjectRequired: 'Subject is required',
  subjectLength: `Subject must be at most ${NEWSLETTER_SUBJECT_MAX_LENGTH} characters`,
  textRequired: 'Text is required',
  textLength: `Text must be at most ${NEWSLETTER_TEXT_MAX_LENGTH} characters`,
  translations: 'Give the subject and text in German, English and Italian',
  notFound: 'Newsletter subscription not found.',
} as const;

/** Where consent was asked. */
export const NEWSLETTER_SOURCES = ['contact', 'settings'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** The feedback form's e-mail rule (spec §5), but required: a newsletter needs an address. */
export const newsletterEmailSchema = z
  .string({ error: NEWSLETTER_MESSAGES.email })
  .trim()
  .max(254, { error: NEWSLETTER_MESSAGES.email })
  .regex(FEEDBACK_EMAIL_PATTERN, { error: NEWSLETTER_MESSAGES.email })
  .transform((email) => email.toLowerCase());

const localeSchema = z.enum(LOCALES, { error: NEWSLETTER_MESSAGES.locale });

/** `POST /newsletter/subscribe`: starts the double opt-in; the answer never tells whether the address was known. */
export const newsletterSubscribeBody = z
  .object({
    email: newsletterEmailSchema,
    locale: localeSchema.optional(),
    source: z.enum(NEWSLETTER_SOURCES, { error: NEWSLETTER_MESSAGES.source }).default('contact'),
  })
  .strict();
export type NewsletterSubscribeBody = z.infer<typeof newsletterSubscribeBody>;
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeBody>;

/** `POST /newsletter/confirm` and `POST /newsletter/unsubscribe`: the secret of the mailed link. */
export const newsletterTokenBody = z
  .object({
    token: z
      .string({ error: NEWSLETTER_MESSAGES.token })
      .trim()
      .min(1, { error: NEWSLETTER_MESSAGES.token })
      .max(NEWSLETTER_TOKEN_MAX_LENGTH, { error: NEWSLETTER_MESSAGES.token }),
  })
  .strict();
export type NewsletterTokenBody = z.infer<typeof newsletterTokenBody>;

/** The one-click unsubscribe of RFC 8058 posts to a URL that carries the token. */
export const newsletterTokenParams = z.object({
  token: z.string().min(1).max(NEWSLETTER_TOKEN_MAX_LENGTH),
});

/** What `subscribe` answers: the same whatever the address's state was. */
export const newsletterRequestOutput = z.object({
  '@context': z.string(),
  '@type': z.literal('NewsletterSubscription'),
  email: z.string(),
  status: z
    .literal('pending')
    .describe('Always pending: a confirmation mail is on its way unless already confirmed'),
});
export type NewsletterRequestOutput = z.infer<typeof newsletterRequestOutput>;

/** What a confirm or unsubscribe link answers. */
export const newsletterSubscriptionOutput = z.object({
  '@context': z.string(),
  '@type': z.literal('NewsletterSubscription'),
  email: z.string(),
  status: z.enum(NEWSLETTER_STATUSES),
  locale: z.enum(LOCALES),
  consentAt: z.string().describe('When consent was asked'),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type NewsletterSubscriptionOutput = z.infer<typeof newsletterSubscriptionOutput>;

/** `GET /newsletter/me`: the signed-in person's own state, for their account address. */
export const newsletterMeOutput = z.object({
  '@context': z.string(),
  '@type': z.literal('NewsletterStatus'),
  email: z.string(),
  status: z.enum([...NEWSLETTER_STATUSES, 'none']),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type NewsletterMeOutput = z.infer<typeof newsletterMeOutput>;

/** `PUT /newsletter/me`: on starts the double opt-in to the account address; off unsubscribes at once. */
export const newsletterMeBody = z.object({ subscribed: z.boolean() }).strict();
export type NewsletterMeBody = z.infer<typeof newsletterMeBody>;

const mailingTranslation = z.object({
  subject: z
    .string({ error: NEWSLETTER_MESSAGES.subjectRequired })
    .trim()
    .min(1, { error: NEWSLETTER_MESSAGES.subjectRequired })
    .max(NEWSLETTER_SUBJECT_MAX_LENGTH, { error: NEWSLETTER_MESSAGES.subjectLength }),
  text: z
    .string({ error: NEWSLETTER_MESSAGES.textRequired })
    .trim()
    .min(1, { error: NEWSLETTER_MESSAGES.textRequired })
    .max(NEWSLETTER_TEXT_MAX_LENGTH, { error: NEWSLETTER_MESSAGES.textLength }),
});
export type NewsletterMailingTranslation = z.infer<typeof mailingTranslation>;

/** `POST /newsletter/mailings`: subject and plain text in every language; each subscriber gets theirs. */
export const newsletterMailingBody = z
  .object({
    translations: z.object(
      { de: mailingTranslation, en: mailingTranslation, it: mailingTranslation },
      {
        error: NEWSLETTER_MESSAGES.translations,
      },
    ),
  })
  .strict();
export type NewsletterMailingBody = z.infer<typeof newsletterMailingBody>;
export type NewsletterMailingInput = z.input<typeof newsletterMailingBody>;

export const newsletterMailingOutput = z.object({
  '@context': z.string().optional(),
  '@id': z.string(),
  '@type': z.literal('NewsletterMailing'),
  id: z.number(),
  translations: z.array(z.object({ locale: z.string(), subject: z.string(), text: z.string() })),
  sentBy: z.string().nullable().describe('IRI of the person who sent it'),
  recipientCount: z.number().describe('Confirmed subscribers it was sent to'),
  dateCreated: z.string(),
});
export type NewsletterMailingOutput = z.infer<typeof newsletterMailingOutput>;

export const newsletterMailingCollection = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.literal('hydra:Collection'),
  'hydra:totalItems': z.number().optional(),
  'hydra:member': z.array(newsletterMailingOutput),
  /** How many would receive a mailing sent now (the desk's confirmation shows it). */
  confirmedSubscribers: z.number(),
});
export type NewsletterMailingCollection = z.infer<typeof newsletterMailingCollection>;
