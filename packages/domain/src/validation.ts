/**
 * Form and request schemas with the messages of spec §5.
 *
 * The web app validates forms with these schemas and the server validates request bodies with the
 * very same ones, so both refuse the same input with the same words. Where the spec gives a
 * message, it is used verbatim: some are translation keys ('EmailIsRequired'), some are final
 * German or English texts, and the web app and end-to-end tests look them up exactly. Where the
 * spec gives a rule but no message, the message is ours and says so in its doc comment.
 *
 * Object schemas are plain `z.object`s (unknown keys are dropped) so that the server can
 * `.extend()` them with fields of its own.
 */

import { z } from 'zod';
import { ACCOUNT_PASSWORD_MIN_LENGTH, LOGIN_PASSWORD_MIN_LENGTH } from './constants.js';

// ---------------------------------------------------------------------------------------------
// E-mail patterns
// ---------------------------------------------------------------------------------------------

/**
 * 'E-mail-like': something@something.something without blanks. Deliberately loose: the real check
 * is the activation e-mail, and a strict pattern would refuse valid but unusual addresses.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The feedback form's stricter pattern: the top-level domain must be 2 to 6 letters. */
export const FEEDBACK_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,6}$/;

// ---------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------

export const MESSAGES = {
  /** Registration (spec): translation keys. */
  emailIsRequired: 'EmailIsRequired',
  emailMustBeValid: 'EmailMustBeValid',
  passwordLength: 'PasswordLength',
  /** E-mail texts of the spec's address rules; also used where the spec gives no e-mail message. */
  emailRequired: 'E-mail is required',
  emailValid: 'E-mail must be valid',
  /** Ours: the spec gives the login password rule without a message. */
  passwordRequired: 'Password is required',
  loginPasswordLength: `Password must be at least ${LOGIN_PASSWORD_MIN_LENGTH} characters`,
  /** Feedback (spec). */
  feedbackEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  /** Ours: the spec only disables sending while the text is blank. */
  feedbackTextRequired: 'Text is required',
  /** Ours: the spec keeps the newsletter checkbox disabled without a valid e-mail. */
  newsletterNeedsEmail: 'A valid e-mail address is needed for the newsletter',
  /** Report wizard (spec). */
  agreeToContinue: 'You must agree to continue!',
  /** Ours: the spec says comment text is required without a message. */
  commentTextRequired: 'Text is required',
  /** Ours. */
  commentBox: 'box must be null, {x, y, width, height, degrees} or [x, y, width, height, degrees]',
  /** Mention (spec). */
  descriptionRequired: 'Description is required',
  /** Address (spec). */
  nameRequired: 'Name is required',
  nameLength: 'Name must be more than 1 characters',
  countryRequired: 'Country is required',
  addressRequired: 'Address is required',
  addressLength: 'Address must be more than 5 characters',
  placeRequired: 'Place is required',
  placeLength: 'Place must be more than 3 characters',
  postalCodeRequired: 'Postal code is required',
  postalCodeLength: 'Postal code must be more than 3 characters',
  /** Ours: the spec says a custom perk amount of 0 is not allowed. */
  perkAmount: 'Amount must be a number greater than 0',
} as const;

/**
 * A required, trimmed text with a minimum length. The 'required' check aborts, so an empty field
 * reports only 'X is required' and not also the length message.
 */
function requiredText(requiredMessage: string, minLength = 1, lengthMessage = requiredMessage) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .min(minLength, { error: lengthMessage });
}

// ---------------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------------

export const loginSchema = z.object({
  email: z
    .string({ error: MESSAGES.emailRequired })
    .trim()
    .min(1, { error: MESSAGES.emailRequired, abort: true })
    .regex(EMAIL_PATTERN, { error: MESSAGES.emailValid }),
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, { error: MESSAGES.passwordRequired, abort: true })
    .min(LOGIN_PASSWORD_MIN_LENGTH, { error: MESSAGES.loginPasswordLength }),
});
export type LoginInput = z.input<typeof loginSchema>;

/** Registration e-mail: trimmed and lower-cased, so the same address cannot register twice by case. */
export const registrationEmailSchema = z
  .string({ error: MESSAGES.emailIsRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: MESSAGES.emailIsRequired, abort: true })
  .regex(EMAIL_PATTERN, { error: MESSAGES.emailMustBeValid });

/** A password being chosen (registration, reset, settings). Not trimmed: blanks may be part of it. */
export const newPasswordSchema = z
  .string({ error: MESSAGES.passwordLength })
  .min(ACCOUNT_PASSWORD_MIN_LENGTH, { error: MESSAGES.passwordLength });

export const registrationSchema = z.object({
  email: registrationEmailSchema,
  password: newPasswordSchema,
  /** E-mail preferences; off unless the user opts in. */
  receiveEmailsLogins: z.boolean().default(false),
  receiveEmailsUpdates: z.boolean().default(false),
  receiveEmailsSurveys: z.boolean().default(false),
  receiveEmailsOffers: z.boolean().default(false),
});
export type RegistrationInput = z.input<typeof registrationSchema>;

/** Requesting a reset link. */
export const resetRequestSchema = z.object({ email: registrationEmailSchema });

/** Setting the new password from a reset link. */
export const resetPasswordSchema = z.object({ password: newPasswordSchema });

// ---------------------------------------------------------------------------------------------
// Feedback and the collection report wizard
// ---------------------------------------------------------------------------------------------

/** The optional feedback e-mail: valid when empty or when it matches {@link FEEDBACK_EMAIL_PATTERN}. */
export function isFeedbackEmailValid(email: string): boolean {
  const trimmed = email.trim();
  return trimmed === '' || FEEDBACK_EMAIL_PATTERN.test(trimmed);
}

export const feedbackSchema = z
  .object({
    text: requiredText(MESSAGES.feedbackTextRequired),
    /** Optional; an empty field means no e-mail and becomes `undefined`. */
    email: z
      .string({ error: MESSAGES.feedbackEmail })
      .trim()
      .refine(isFeedbackEmailValid, { error: MESSAGES.feedbackEmail })
      .transform((email) => (email === '' ? undefined : email))
      .optional(),
    newsletter: z.boolean().default(false),
  })
  .refine((feedback) => !feedback.newsletter || feedback.email !== undefined, {
    error: MESSAGES.newsletterNeedsEmail,
    path: ['newsletter'],
  });
export type FeedbackInput = z.input<typeof feedbackSchema>;

/**
 * Contact step of the collection report wizard: name and e-mail must be given (the e-mail valid)
 * before leaving step 3, since the team answers the report by e-mail; the privacy consent must be
 * ticked before submitting.
 */
export const reportContactSchema = z.object({
  personName: requiredText(MESSAGES.nameRequired),
  personEmail: z
    .string({ error: MESSAGES.emailRequired })
    .trim()
    .min(1, { error: MESSAGES.emailRequired, abort: true })
    .regex(EMAIL_PATTERN, { error: MESSAGES.emailValid }),
  privacy: z.literal(true, { error: MESSAGES.agreeToContinue }),
});

// ---------------------------------------------------------------------------------------------
// Comments and mentions
// ---------------------------------------------------------------------------------------------

/**
 * True when rich text has nothing to read: the editor produces markup such as `<p><br></p>` for
 * an empty field, and a quick comment of blanks only is ignored.
 */
export function isBlankRichText(html: string): boolean {
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .trim();
  return text === '';
}

const finite = z.number().finite();

/** A marked rectangle as an object: position, size and rotation in degrees. */
export const commentBoxObjectSchema = z.object({
  x: finite,
  y: finite,
  width: finite,
  height: finite,
  degrees: finite,
});
export type CommentBox = z.output<typeof commentBoxObjectSchema>;

/**
 * The rectangle a comment marks on the image: `null` for a comment on the whole picture, an
 * object, or the compact array form `[x, y, width, height, degrees]` that older data uses.
 */
export const commentBoxSchema = z.union(
  [commentBoxObjectSchema, z.tuple([finite, finite, finite, finite, finite]), z.null()],
  {
    error: MESSAGES.commentBox,
  },
);
export type CommentBoxInput = z.input<typeof commentBoxSchema>;

/** Reads either form of a comment box as an object, so drawing code handles one shape only. */
export function normaliseCommentBox(box: CommentBoxInput): CommentBox | null {
  if (box === null) return null;
  if (Array.isArray(box)) {
    const [x, y, width, height, degrees] = box;
    return { x, y, width, height, degrees };
  }
  return box;
}

export const commentSchema = z.object({
  text: z
    .string({ error: MESSAGES.commentTextRequired })
    .refine((text) => !isBlankRichText(text), { error: MESSAGES.commentTextRequired }),
  box: commentBoxSchema.default(null),
  isPrivate: z.boolean().default(false),
  isBackside: z.boolean().default(false),
});
export type CommentInput = z.input<typeof commentSchema>;

// ---------------------------------------------------------------------------------------------
// In-app feedback and bug reports (stored as private comments without a subject)
// ---------------------------------------------------------------------------------------------

/** Ours: the spec gives no limits; long enough for a thorough report, short enough to read. */
export const APP_FEEDBACK_TEXT_MAX_LENGTH = 5000;
/** The console lines a bug report carries (the web app keeps its last errors and warnings). */
export const BUG_REPORT_CONSOLE_LOG_MAX_LENGTH = 20_000;
/** A PNG screenshot, decoded; phone screenshots compress to well below this. */
export const BUG_REPORT_SCREENSHOT_MAX_BYTES = 2 * 1024 * 1024;
export const FEEDBACK_RATING_MIN = 0.5;
export const FEEDBACK_RATING_MAX = 5;
export const FEEDBACK_RATING_STEP = 0.5;
/** Spec §3: the thank-you dialog offers the review site from this rating on. */
export const FEEDBACK_REVIEW_MIN_RATING = 4;

export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';

const appFeedbackText = requiredText(MESSAGES.feedbackTextRequired).pipe(
  z.string().max(APP_FEEDBACK_TEXT_MAX_LENGTH, {
    error: `Text must be at most ${APP_FEEDBACK_TEXT_MAX_LENGTH} characters`,
  }),
);

/** Half-star steps from 0.5 to 5 (spec §4 feedback dialog). */
export function isFeedbackRating(value: number): boolean {
  return (
    value >= FEEDBACK_RATING_MIN &&
    value <= FEEDBACK_RATING_MAX &&
    Number.isInteger(value / FEEDBACK_RATING_STEP)
  );
}

const ratingMessage = `Rating must be a number from ${FEEDBACK_RATING_MIN} to ${FEEDBACK_RATING_MAX} in steps of ${FEEDBACK_RATING_STEP}`;

export const feedbackDataSchema = z.object({
  kind: z.literal('feedback'),
  rating: z.number({ error: ratingMessage }).refine(isFeedbackRating, { error: ratingMessage }),
});

/** Base64 text of at most {@link BUG_REPORT_SCREENSHOT_MAX_BYTES} bytes. */
const screenshotMaxDataUrlLength =
  PNG_DATA_URL_PREFIX.length + Math.ceil(BUG_REPORT_SCREENSHOT_MAX_BYTES / 3) * 4;
const screenshotMessage = 'Screenshot must be a PNG image as a data URL (data:image/png;base64,…)';

export const bugReportDataSchema = z.object({
  kind: z.literal('bugReport'),
  consoleLog: z
    .string({ error: 'Console log must be text' })
    .max(BUG_REPORT_CONSOLE_LOG_MAX_LENGTH, {
      error: `Console log must be at most ${BUG_REPORT_CONSOLE_LOG_MAX_LENGTH} characters`,
    })
    .default(''),
  /** Checked here by form; the server also decodes it to be sure it is a PNG. */
  screenshot: z
    .string({ error: screenshotMessage })
    .max(screenshotMaxDataUrlLength, {
      error: `Screenshot must be at most ${BUG_REPORT_SCREENSHOT_MAX_BYTES / 1024 / 1024} MB`,
    })
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, { error: screenshotMessage })
    .nullable()
    .default(null),
});

/**
 * Feedback (text and a rating) or a bug report (text, console log, optional screenshot) from the
 * app's dialogs. Both are stored as private comments on no subject, `additionalData` telling them apart.
 */
export const appFeedbackSchema = z.object({
  text: appFeedbackText,
  additionalData: z.discriminatedUnion('kind', [feedbackDataSchema, bugReportDataSchema], {
    error:
      "additionalData must be { kind: 'feedback', rating } or { kind: 'bugReport', consoleLog, screenshot }",
  }),
});
export type AppFeedbackInput = z.input<typeof appFeedbackSchema>;
export type AppFeedback = z.output<typeof appFeedbackSchema>;

/** A person identified on a picture; Save stays disabled until the description is given. */
export const mentionSchema = z.object({
  name: z.string().trim().optional(),
  description: requiredText(MESSAGES.descriptionRequired),
  mother: z.string().trim().optional(),
  father: z.string().trim().optional(),
  imagePath: z.string().optional(),
  category: z.string().optional(),
});
export type MentionInput = z.input<typeof mentionSchema>;

// ---------------------------------------------------------------------------------------------
// Addresses and perks
// ---------------------------------------------------------------------------------------------

export const DEFAULT_ADDRESS_COUNTRY = 'DE';

/** Billing and shipping address. 'More than N characters' means a minimum of N + 1. */
export const addressSchema = z.object({
  givenName: requiredText(MESSAGES.nameRequired, 2, MESSAGES.nameLength),
  familyName: requiredText(MESSAGES.nameRequired, 2, MESSAGES.nameLength),
  addressCountry: requiredText(MESSAGES.countryRequired).default(DEFAULT_ADDRESS_COUNTRY),
  streetAddress: requiredText(MESSAGES.addressRequired, 6, MESSAGES.addressLength),
  addressLocality: requiredText(MESSAGES.placeRequired, 4, MESSAGES.placeLength),
  postalCode: requiredText(MESSAGES.postalCodeRequired, 4, MESSAGES.postalCodeLength),
  phoneNumber: z.string().trim().optional(),
  organizationName: z.string().trim().optional(),
  /** The spec's e-mail rules are not applied to addresses (no visible field); see {@link addressEmailSchema}. */
  email: z.string().trim().optional(),
});
export type AddressInput = z.input<typeof addressSchema>;

/** The address e-mail rules the spec lists; kept for a form that shows the field. */
export const addressEmailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, { error: MESSAGES.emailRequired, abort: true })
  .regex(EMAIL_PATTERN, { error: MESSAGES.emailValid });

/**
 * Cuts (never rounds) an amount to whole cents: 12.349 € becomes 12.34 €, so a contributor never
 * pays more than typed. Scaling by 100 alone misreads binary fractions (0.29 * 100 is
 * 28.999999999999996), so the product is first settled at a precision far below a cent.
 */
export function cutToCents(amount: number): number {
  return Math.trunc(Number((amount * 100).toFixed(6))) / 100;
}

/**
 * A freely chosen perk amount in euros: a number, or a numeric text with '.' or ',' as decimal
 * separator (as typed in a German form). Cut to cents; zero and less are refused.
 */
export const customPerkAmountSchema = z
  .union([z.number(), z.string()], { error: MESSAGES.perkAmount })
  .transform((value, ctx) => {
    const amount = typeof value === 'number' ? value : parseAmountText(value);
    if (!Number.isFinite(amount)) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.perkAmount });
      return z.NEVER;
    }
    return cutToCents(amount);
  })
  .pipe(z.number().gt(0, { error: MESSAGES.perkAmount }));

function parseAmountText(text: string): number {
  const normalised = text.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}
