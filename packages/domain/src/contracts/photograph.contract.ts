import { z } from 'zod';
import { LOCALES } from '../constants.js';
import { completeShortYear, parseDateText } from '../date-text.js';
import { internalRatingSchema, refineYearFields, yearInputSchema } from '../years.js';
import { placeOrKeyReference, reference } from './image-gallery.contract.js';
import { existsFlag, idOrIri, paginationQuery } from './list-query.contract.js';
import { placeOutput } from './place.contract.js';

export const photographListQuery = z
  .object({
    ...paginationQuery,
    collection: idOrIri('/photograph_collections').optional(),
    'parentPhotograph[exists]': existsFlag.optional(),
    'frontside[exists]': existsFlag.optional(),
    originalName: z.string().min(1).max(255).optional(),
    /** The photographs an album shows, in the album's order. */
    galleries: idOrIri('/image_galleries').optional(),
  })
  .strict();

export type PhotographListQuery = z.infer<typeof photographListQuery>;

/** Who took a picture and under which licence; RetroSnaps carry the same. */
export const attributionOutput = z.object({
  photographer: z.string().nullable(),
  source: z.string().nullable(),
  licenseName: z.string().nullable(),
  licenseUrl: z.string().nullable(),
});

/** A face the detector found: its id (a comment's `faceId`) and box in pixels of the original. */
const photographFace = z.object({
  id: z.string(),
  bounding_box: z.tuple([z.number(), z.number(), z.number(), z.number()]),
});

export const photographOutput = z.object({
  '@id': z.string(),
  '@type': z.literal('Photograph'),
  id: z.number(),
  filePath: z.string(),
  originalName: z.string(),
  ratio: z.number(),
  size: z.tuple([z.number(), z.number()]),
  backFilePath: z.string().nullable(),
  backOriginalName: z.string().nullable(),
  backRatio: z.number().nullable(),
  backSize: z.tuple([z.number(), z.number()]).nullable(),
  dateText: z.string().nullable(),
  fromYear: z.number().nullable(),
  toYear: z.number().nullable(),
  translations: z.array(z.object({ locale: z.string(), name: z.string(), description: z.string() })),
  place: placeOutput.nullable(),
  placeKeys: z.array(z.string()),
  categories: z.array(z.string()),
  categoryAttributes: z.record(z.string(), z.record(z.string(), z.unknown())),
  isHidden: z.boolean(),
  isBlackAndWhite: z.boolean(),
  hasColorized: z
    .boolean()
    .describe('A colorized version of the front exists (colorized. thumbnails, colorized/ tiles)'),
  hasColorizedBack: z.boolean().describe('A colorized version of the back exists'),
  depthMapPath: z.string().nullable(),
  depthMapData: z
    .object({
      source: z.enum(['upload', 'painted', 'model']),
      width: z.number(),
      height: z.number(),
      model: z.string().optional(),
      dateModified: z.string(),
    })
    .nullable()
    .describe(
      "How the depth map was made (an editor's upload, painted over, or the operator's model) and its size",
    ),
  audioLocales: z
    .array(z.enum(LOCALES))
    .describe(
      'Languages in which /getAudio/{locale}/{id} answers with a narration: a recorded one, or speech the server can synthesise from that language’s name and description',
    ),
  thumbnailCoordinates: z.record(z.string(), z.unknown()).nullable(),
  faces: z
    .array(photographFace)
    .describe(
      "Faces the detector found on the front, not dismissed; [x, y, width, height] in pixels of the original. A face no comment names (faceId) is a suggestion ('?' box)",
    ),
  backFaces: z.array(photographFace).describe('The same for the back side'),
  city: z.number().nullable(),
  collection: z.string().nullable(),
  parentPhotograph: z.string().nullable(),
  frontside: z.string().nullable(),
  additionalPhotographs: z.array(z.string()),
  retrosnaps: z.array(z.string()),
  commentsCount: z.number(),
  retrosnapsCount: z.number(),
  attribution: attributionOutput,
  dateCreated: z.string(),
  internalRating: z
    .number()
    .optional()
    .describe('0 to 10, how much the curators value the picture; only in answers to editors and admins'),
});

export type PhotographOutput = z.infer<typeof photographOutput>;

// ---------------------------------------------------------------------------------------------
// Writes (spec §7): PUT {photograph @id}, DELETE {photograph @id}
// ---------------------------------------------------------------------------------------------

/** Ours: limits no real caption reaches. */
export const PHOTOGRAPH_NAME_MAX_LENGTH = 255;
export const PHOTOGRAPH_DESCRIPTION_MAX_LENGTH = 5_000;
export const PHOTOGRAPH_DATE_TEXT_MAX_LENGTH = 100;
export const PHOTOGRAPH_CATEGORIES_MAX = 50;

/** Ours, except the year messages, which are the spec's (years.ts). */
export const PHOTOGRAPH_MESSAGES = {
  nameRequired: 'Name is required',
  nameLength: `Name must be at most ${PHOTOGRAPH_NAME_MAX_LENGTH} characters`,
  descriptionLength: `Description must be at most ${PHOTOGRAPH_DESCRIPTION_MAX_LENGTH} characters`,
  oneName: 'A photograph needs a name in at least one language',
  translations: 'translations takes a list of { locale: de|en|it, name, description }, each language once',
  dateText:
    'Date text must be a year or a range like 1921, 1920er, ca. 1905, 3.5.1921, 1921-05-03, 20-25, 1920-25 or 1920 1925 (1850 to 1990)',
  dateTextLength: `Date text must be at most ${PHOTOGRAPH_DATE_TEXT_MAX_LENGTH} characters`,
  categories: 'categories takes a list of category IRIs like /categories/12',
  unknownCategory: 'There is no such category',
  notForPhotographs: 'This category is not for photographs',
  categoryAttributes: 'categoryAttributes takes an object of attributes per category IRI',
  unknownPlace: 'There is no such place',
  flag: 'must be true or false',
  noBackSide: 'This photograph has no back side to swap with',
} as const;

const translationInput = z.object(
  {
    locale: z.enum(LOCALES, { error: PHOTOGRAPH_MESSAGES.translations }),
    name: z
      .string({ error: PHOTOGRAPH_MESSAGES.nameRequired })
      .max(PHOTOGRAPH_NAME_MAX_LENGTH, { error: PHOTOGRAPH_MESSAGES.nameLength })
      .transform((value) => value.trim()),
    description: z
      .string({ error: PHOTOGRAPH_MESSAGES.descriptionLength })
      .max(PHOTOGRAPH_DESCRIPTION_MAX_LENGTH, { error: PHOTOGRAPH_MESSAGES.descriptionLength })
      .nullish()
      .transform((value) => value?.trim() ?? ''),
  },
  { error: PHOTOGRAPH_MESSAGES.translations },
);

/** A year field as a form or JSON sends it; a two-digit year is completed with 19 (spec §5). */
const yearField = z.preprocess(
  (value) =>
    typeof value === 'string' || typeof value === 'number' ? completeShortYear(String(value)) : value,
  yearInputSchema,
);

const flag = z.boolean({ error: PHOTOGRAPH_MESSAGES.flag }).optional();

/**
 * PUT /photographs/{id}: what the edit screen changes (spec §2 PhotographUpdate, §3 Photograph).
 * Every field is optional: what is left out stays as stored, so the answer of GET may be sent
 * back as it is (read-only fields such as `filePath` or `collection` are ignored).
 *
 * - `translations` sets the texts of the languages it names; a language with neither name nor
 *   description loses its text, but one name must remain.
 * - Years: `fromYear`/`toYear` when given (spec §5 messages), else the range `dateText` parses to
 *   (date-text.ts); a date text that parses to nothing needs the year fields beside it, so a
 *   typo never wipes the stored years.
 * - `categories` must be for photographs (isForPhotographs not false); `categoryAttributes`
 *   holds each category's attributes under its IRI, as GET answers them.
 * - `internalRating` 0–10 is set by editors and admins only; anyone else sending a value other
 *   than the stored one is refused (403).
 * - `swapSides: true` makes the back the front and the front the back.
 */
export const photographUpdateBody = z
  .object({
    translations: z
      .array(translationInput, { error: PHOTOGRAPH_MESSAGES.translations })
      .max(LOCALES.length, { error: PHOTOGRAPH_MESSAGES.translations })
      .optional(),
    dateText: z
      .string({ error: PHOTOGRAPH_MESSAGES.dateText })
      .max(PHOTOGRAPH_DATE_TEXT_MAX_LENGTH, { error: PHOTOGRAPH_MESSAGES.dateTextLength })
      .nullish()
      .transform((value) => (value === undefined ? undefined : value?.trim() || null)),
    fromYear: yearField,
    toYear: yearField,
    place: placeOrKeyReference.nullish(),
    categories: z
      .array(reference('/categories', PHOTOGRAPH_MESSAGES.categories), {
        error: PHOTOGRAPH_MESSAGES.categories,
      })
      .max(PHOTOGRAPH_CATEGORIES_MAX, { error: PHOTOGRAPH_MESSAGES.categories })
      .optional(),
    categoryAttributes: z
      .record(z.string().max(100), z.record(z.string().max(100), z.unknown()).nullable(), {
        error: PHOTOGRAPH_MESSAGES.categoryAttributes,
      })
      .nullish(),
    isHidden: flag,
    isBlackAndWhite: flag,
    internalRating: internalRatingSchema.optional(),
    swapSides: flag,
  })
  .superRefine((body, context) => {
    refineYearFields(body, context);
    const locales = (body.translations ?? []).map((translation) => translation.locale);
    if (new Set(locales).size !== locales.length) {
      context.addIssue({ code: 'custom', path: ['translations'], message: PHOTOGRAPH_MESSAGES.translations });
    }
    for (const [index, translation] of (body.translations ?? []).entries()) {
      if (translation.name === '' && translation.description !== '') {
        context.addIssue({
          code: 'custom',
          path: ['translations', index, 'name'],
          message: PHOTOGRAPH_MESSAGES.nameRequired,
        });
      }
    }
    const yearsGiven = body.fromYear !== undefined || body.toYear !== undefined;
    if (!yearsGiven && body.dateText && parseDateText(body.dateText) === null) {
      context.addIssue({ code: 'custom', path: ['dateText'], message: PHOTOGRAPH_MESSAGES.dateText });
    }
  })
  .transform(({ fromYear, toYear, dateText, ...rest }) => {
    const yearsGiven = fromYear !== undefined || toYear !== undefined;
    const parsed = dateText ? parseDateText(dateText) : null;
    const years = yearsGiven
      ? { fromYear: yearOrNull(fromYear), toYear: yearOrNull(toYear) }
      : dateText !== undefined
        ? { fromYear: parsed?.fromYear ?? null, toYear: parsed?.toYear ?? null }
        : undefined;
    return { ...rest, dateText, years };
  });

function yearOrNull(value: string | number | null | undefined): number | null {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text === '' ? null : Number(text);
}

export type PhotographUpdateBody = z.output<typeof photographUpdateBody>;
export type PhotographUpdateInput = z.input<typeof photographUpdateBody>;
