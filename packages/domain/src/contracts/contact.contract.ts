import { z } from 'zod';
import { LOCALES } from '../constants.js';
import { isFeedbackEmailValid, MESSAGES } from '../validation.js';

/**
 * Spec §7 `POST /api/submit-feedback` (multipart: feedbackText, email, subscribeNewsletter, userId,
 * userOldEmail), the contact form of spec §2 'Contact / feedback' with the §5 'Feedback' rule,
 * plus `captchaToken` (what `/verify-captcha` gave) and `locale` (the team mail's language). A
 * multipart form carries text only, so the flag comes as 'true'/'false' and the id as digits.
 */

/** Ours: a message, not a manuscript. */
export const CONTACT_TEXT_MAX_LENGTH = 5000;
/** Ours: RFC 5321's longest address. */
export const CONTACT_EMAIL_MAX_LENGTH = 254;

export const CONTACT_MESSAGES = {
  text: MESSAGES.feedbackTextRequired,
  textLength: `Text must be at most ${CONTACT_TEXT_MAX_LENGTH} characters`,
  email: MESSAGES.feedbackEmail,
  newsletterNeedsEmail: MESSAGES.newsletterNeedsEmail,
  captchaToken: 'Solve the captcha before sending.',
  captchaSpent: 'The captcha is unknown, expired or already used. Solve a new one.',
  locale: `locale is one of ${LOCALES.join(', ')}`,
} as const;

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])])
  .transform((value) => value === true || value === 'true' || value === 'on' || value === '1');

const optionalEmail = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(CONTACT_EMAIL_MAX_LENGTH, { error: message })
    .refine(isFeedbackEmailValid, { error: message })
    .transform((email) => (email === '' ? undefined : email))
    .optional();

/** The form's own fields. */
const contactFields = z.object({
  feedbackText: z
    .string({ error: CONTACT_MESSAGES.text })
    .trim()
    .min(1, { error: CONTACT_MESSAGES.text, abort: true })
    .max(CONTACT_TEXT_MAX_LENGTH, { error: CONTACT_MESSAGES.textLength }),
  email: optionalEmail(CONTACT_MESSAGES.email),
  subscribeNewsletter: flag.default(false),
});

const newsletterNeedsEmail = (form: { subscribeNewsletter: boolean; email?: string | undefined }) =>
  !form.subscribeNewsletter || form.email !== undefined;
const newsletterRule = { error: CONTACT_MESSAGES.newsletterNeedsEmail, path: ['subscribeNewsletter'] };

/** The form's own fields, as the web app checks them before sending. */
export const contactFormSchema = contactFields.refine(newsletterNeedsEmail, newsletterRule);
export type ContactFormInput = z.input<typeof contactFormSchema>;

/** The whole multipart body the server checks. */
export const submitFeedbackBody = contactFields
  .extend({
    /** Sent by the web app as the spec says; the server takes the sender from the sign-in instead. */
    userId: z.string().max(40).optional(),
    /** The account's address when the form's e-mail differs from it (the mismatch confirmation). */
    userOldEmail: optionalEmail(CONTACT_MESSAGES.email),
    captchaToken: z.string().max(200).optional(),
    locale: z.enum(LOCALES, { error: CONTACT_MESSAGES.locale }).optional(),
  })
  .refine(newsletterNeedsEmail, newsletterRule);
export type SubmitFeedbackBody = z.infer<typeof submitFeedbackBody>;

/** 201: the message is stored (and its team mail queued durably). */
export const submitFeedbackOutput = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.literal('ContactMessage'),
  id: z.number().int(),
  dateCreated: z.string(),
  subscribeNewsletter: z.boolean(),
});
export type SubmitFeedbackAnswer = z.infer<typeof submitFeedbackOutput>;
