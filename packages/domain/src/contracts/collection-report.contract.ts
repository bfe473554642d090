import { z } from 'zod';
import { HOW_MANY_PHOTOGRAPHS_CHOICES, LOCALES, MATERIAL_TYPES } from '../constants.js';
import { reportContactSchema } from '../validation.js';
import { collectionOutput } from './photograph-collection.contract.js';

/**
 * Spec §7 `POST /photograph_collections/report`: a visitor tells the team about a collection of
 * originals (spec §2 'Collection report wizard', §5 'Report wizard'). The wizard checks each step
 * with the step's schema below before it lets the reporter continue, and the server checks the
 * whole body with `collectionReportBody`, built from the same steps: both refuse the same input
 * with the same words.
 */

/** Ours: a headline is a line, not a letter. */
export const REPORT_HEADLINE_MAX_LENGTH = 200;
/** Ours: room for a thorough description of an attic, not for a book. */
export const REPORT_ABOUT_MAX_LENGTH = 5000;
/** Ours: longer than any real name. */
export const REPORT_NAME_MAX_LENGTH = 200;

/**
 * The field that people never see and bots fill in: a report that fills it is refused. Named like
 * a field bots love to fill.
 */
export const REPORT_HONEYPOT_FIELD = 'homepage';

/** Ours, except 'You must agree to continue!' and the e-mail messages of spec §5. */
export const REPORT_MESSAGES = {
  headlineRequired: 'Headline is required',
  headlineLength: `Headline must be at most ${REPORT_HEADLINE_MAX_LENGTH} characters`,
  howManyPhotographs: `Choose how many photographs: ${HOW_MANY_PHOTOGRAPHS_CHOICES.join(', ')}`,
  materialTypes: `Material types are some of: ${MATERIAL_TYPES.join(', ')}`,
  isDigitalized: 'Say whether the photographs are digitalized (true or false)',
  aboutLength: `About must be at most ${REPORT_ABOUT_MAX_LENGTH} characters`,
  nameLength: `Name must be at most ${REPORT_NAME_MAX_LENGTH} characters`,
  honeypot: 'This field must stay empty.',
  locale: `locale is one of ${LOCALES.join(', ')}`,
} as const;

/** Step 1: what the collection is. */
export const reportSubjectStep = z.object({
  headline: z
    .string({ error: REPORT_MESSAGES.headlineRequired })
    .trim()
    .min(1, { error: REPORT_MESSAGES.headlineRequired, abort: true })
    .max(REPORT_HEADLINE_MAX_LENGTH, { error: REPORT_MESSAGES.headlineLength }),
  howManyPhotographs: z.enum(HOW_MANY_PHOTOGRAPHS_CHOICES, { error: REPORT_MESSAGES.howManyPhotographs }),
  /** Codes of spec §9's material types; each named once, in the order of the list. */
  materialTypes: z
    .array(z.enum(MATERIAL_TYPES, { error: REPORT_MESSAGES.materialTypes }), {
      error: REPORT_MESSAGES.materialTypes,
    })
    .default([])
    .transform((chosen) => MATERIAL_TYPES.filter((type) => chosen.includes(type))),
  isDigitalized: z.boolean({ error: REPORT_MESSAGES.isDigitalized }).default(false),
});

/** Step 2: the reporter's own words about the collection (plain text). */
export const reportAboutStep = z.object({
  about: z.string().trim().max(REPORT_ABOUT_MAX_LENGTH, { error: REPORT_MESSAGES.aboutLength }).default(''),
});

/** Step 3: whom the team answers; name and e-mail are checked before the reporter may leave it. */
export const reportContactStep = reportContactSchema.pick({ personName: true, personEmail: true }).extend({
  personName: reportContactSchema.shape.personName.max(REPORT_NAME_MAX_LENGTH, {
    error: REPORT_MESSAGES.nameLength,
  }),
});

/** Step 4: the privacy consent ('You must agree to continue!'). */
export const reportConsentStep = reportContactSchema.pick({ privacy: true });

/** The schema of each step of the wizard that has fields, by step number (0 is the intro). */
export const REPORT_STEP_SCHEMAS = {
  1: reportSubjectStep,
  2: reportAboutStep,
  3: reportContactStep,
  4: reportConsentStep,
} as const;

export const collectionReportBody = z.object({
  ...reportSubjectStep.shape,
  ...reportAboutStep.shape,
  ...reportContactStep.shape,
  ...reportConsentStep.shape,
  [REPORT_HONEYPOT_FIELD]: z
    .string()
    .max(0, { error: REPORT_MESSAGES.honeypot })
    .optional()
    .describe('Leave out or empty: people never see this field; a report that fills it is refused'),
  locale: z
    .enum(LOCALES, { error: REPORT_MESSAGES.locale })
    .optional()
    .describe(
      'The language the reporter wrote in; their confirmation and the team notice are in it. Default: Accept-Language',
    ),
});

export type CollectionReportInput = z.input<typeof collectionReportBody>;
export type CollectionReportBody = z.output<typeof collectionReportBody>;

/** The answer: the stored collection, at status 0 (New). */
export const collectionReportOutput = collectionOutput;
