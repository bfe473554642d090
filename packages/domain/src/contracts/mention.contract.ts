/**
 * People in the pictures (spec §3 'Mention', §4 'Person selection', §5 'Mention', §7
 * `/saveMention`, `/updateMention`, `mentions`): a person identified on photographs, with a
 * crop of each place they were marked, a description, parents and an album of their own.
 *
 * `POST /saveMention` is a multipart form (the crop travels as a data URL, spec §7), so its
 * fields arrive as text: {@link saveMentionFields} reads them as the browser's FormData sends
 * them. `POST /updateMention` is JSON ({@link updateMentionBody}).
 */

import { z } from 'zod';
import { MESSAGES } from '../validation.js';
import { COMMENT_FACE_ID_MAX_LENGTH, COMMENT_MESSAGES, commentBoxInput } from './comment.contract.js';
import { GALLERY_DESCRIPTION_MAX_LENGTH, GALLERY_HEADLINE_MAX_LENGTH } from './image-gallery.contract.js';
import { idOrIri, paginationQuery } from './list-query.contract.js';

/** A person's name heads their album, so it keeps to an album headline's length. */
export const MENTION_NAME_MAX_LENGTH = GALLERY_HEADLINE_MAX_LENGTH;
/** The description is also the album's description. */
export const MENTION_DESCRIPTION_MAX_LENGTH = GALLERY_DESCRIPTION_MAX_LENGTH;
/** Spec issue 15: the crop is a PNG or JPEG of at most 2 MB (decoded). */
export const MENTION_CROP_MAX_BYTES = 2 * 1024 * 1024;
/** The name search answers this many people per page unless asked for more. */
export const MENTION_SEARCH_PAGE_SIZE = 20;

const CROP_DATA_URL = /^data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/]+={0,2})$/;
/** The longest data URL whose decoded bytes fit {@link MENTION_CROP_MAX_BYTES}. */
const CROP_DATA_URL_MAX_LENGTH = 'data:image/jpeg;base64,'.length + Math.ceil(MENTION_CROP_MAX_BYTES / 3) * 4;

/** 'Description is required' is the spec's (§5); the other messages are ours. */
export const MENTION_MESSAGES = {
  descriptionRequired: MESSAGES.descriptionRequired,
  descriptionLength: `Description must be at most ${MENTION_DESCRIPTION_MAX_LENGTH} characters`,
  nameRequired: MESSAGES.nameRequired,
  nameLength: `Name must be at most ${MENTION_NAME_MAX_LENGTH} characters`,
  newMention: 'newMention takes the IRI of a known person (/mentions/12) or the name of a new one',
  cropRequired: 'The crop of the person is missing',
  cropFormat: 'The crop must be a PNG or JPEG image sent as a data URL (data:image/png;base64,…)',
  cropSize: `The crop must be at most ${MENTION_CROP_MAX_BYTES / 1024 / 1024} MB`,
  photograph: 'photograph takes an IRI like /photographs/12',
  unknownPhotograph: COMMENT_MESSAGES.unknownSubject,
  boxRequired: 'Mark where the person is on the picture',
  box: 'box must be {x, y, width, height, degrees} as JSON, in fractions of the picture',
  isBackside: 'isBackside must be true or false',
  faceId: COMMENT_MESSAGES.faceId,
  person: 'Choose a known person: an IRI like /mentions/12',
  category: 'category takes an IRI like /categories/12',
  unknownPerson: 'There is no such person',
  ownParent: 'A person cannot be their own parent',
  parentsDiffer: 'Mother and father must be two different people',
  parentLoop: 'A person cannot be their own ancestor',
  familyOfKnownPerson: "A known person's description and parents are changed with /updateMention",
  image: "image must be one of the person's crops (imagePaths)",
} as const;

/** `12` or `/mentions/12`. */
const mentionReference = (message: string = MENTION_MESSAGES.person) =>
  z.union([z.number().int().positive().max(2_147_483_647), idOrIri('/mentions')], { error: message });

/** A form field left empty means 'not given'. */
const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const personName = z
  .string({ error: MENTION_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: MENTION_MESSAGES.nameRequired })
  .max(MENTION_NAME_MAX_LENGTH, { error: MENTION_MESSAGES.nameLength });

const description = z
  .string({ error: MENTION_MESSAGES.descriptionRequired })
  .trim()
  .min(1, { error: MENTION_MESSAGES.descriptionRequired })
  .max(MENTION_DESCRIPTION_MAX_LENGTH, { error: MENTION_MESSAGES.descriptionLength });

/** What `newMention` names: a known person by IRI or id, or else the name of a new person. */
export type NewMention = { kind: 'known'; id: number } | { kind: 'new'; name: string };

export function readNewMention(value: string): NewMention {
  const known = /^(?:\/mentions\/)?(\d{1,10})$/.exec(value.trim());
  return known ? { kind: 'known', id: Number(known[1]) } : { kind: 'new', name: value.trim() };
}

/** A text field that holds JSON (the box of a multipart form). */
const jsonText = (message: string) =>
  z.string({ error: message }).transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
  });

/**
 * The crop as the cropper gives it: a data URL of a PNG or JPEG, at most 2 MB decoded. The server
 * also reads the bytes to be sure they are the image they claim to be.
 */
export const mentionCropDataUrl = z
  .string({ error: MENTION_MESSAGES.cropRequired })
  .superRefine((value, context) => {
    const problem = cropProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** What is wrong with a crop's data URL, in one message; null when nothing is. */
export function cropProblem(dataUrl: string): string | null {
  if (dataUrl === '') return MENTION_MESSAGES.cropRequired;
  if (dataUrl.length > CROP_DATA_URL_MAX_LENGTH) return MENTION_MESSAGES.cropSize;
  if (!CROP_DATA_URL.test(dataUrl)) return MENTION_MESSAGES.cropFormat;
  if (cropBytes(dataUrl) > MENTION_CROP_MAX_BYTES) return MENTION_MESSAGES.cropSize;
  return null;
}

/** Decoded size of a crop's data URL. */
export function cropBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/**
 * POST /saveMention (multipart/form-data): names a person on one side of a photograph.
 *
 * - `newMention`: a known person's IRI (`/mentions/12`) or id, or the name of a new person;
 * - `cropperImage`: the crop, as a PNG or JPEG data URL of at most 2 MB;
 * - `newAlbumDescription`: the new person's description (required for a new person, spec §5);
 * - `mother`, `father`: known people (IRIs or ids), for a new person only;
 * - `category`: the comment category (IRI or id); the category named 'Person' when left out;
 * - `photograph` (IRI or id), `box` (JSON `{x, y, width, height, degrees}` in fractions of the
 *   picture, as a comment's box), `isBackside` (`true` for the back), `faceId` (optional).
 */
export const saveMentionFields = z
  .object({
    newMention: z
      .string({ error: MENTION_MESSAGES.newMention })
      .trim()
      .min(1, { error: MENTION_MESSAGES.newMention })
      .max(MENTION_NAME_MAX_LENGTH, { error: MENTION_MESSAGES.nameLength })
      .transform(readNewMention),
    cropperImage: mentionCropDataUrl,
    newAlbumDescription: z.preprocess(
      blankAsMissing,
      z
        .string()
        .trim()
        .max(MENTION_DESCRIPTION_MAX_LENGTH, { error: MENTION_MESSAGES.descriptionLength })
        .optional(),
    ),
    mother: z.preprocess(blankAsMissing, mentionReference().optional()),
    father: z.preprocess(blankAsMissing, mentionReference().optional()),
    category: z.preprocess(
      blankAsMissing,
      z
        .union([z.number().int().positive(), idOrIri('/categories')], { error: MENTION_MESSAGES.category })
        .optional(),
    ),
    photograph: z.union([z.number().int().positive().max(2_147_483_647), idOrIri('/photographs')], {
      error: MENTION_MESSAGES.photograph,
    }),
    box: z.preprocess(
      (value) => blankAsMissing(value) ?? 'null',
      jsonText(MENTION_MESSAGES.box)
        .pipe(commentBoxInput)
        .transform((box, context) => {
          if (box !== null) return box;
          context.addIssue({ code: 'custom', message: MENTION_MESSAGES.boxRequired });
          return z.NEVER;
        }),
    ),
    isBackside: z.preprocess(
      blankAsMissing,
      z
        .enum(['true', 'false', '1', '0'], { error: MENTION_MESSAGES.isBackside })
        .transform((value) => value === 'true' || value === '1')
        .default(false),
    ),
    faceId: z.preprocess(
      blankAsMissing,
      z
        .string()
        .max(COMMENT_FACE_ID_MAX_LENGTH, { error: MENTION_MESSAGES.faceId })
        .nullish()
        .transform((value) => value ?? null),
    ),
  })
  .check(
    // The family rules are reported together with every other field's problem, so this runs
    // even when another field failed; a field that failed is not what its type says, hence the guards.
    z.superRefine(
      (fields, context) => {
        const person = fields.newMention as NewMention | string | undefined;
        if (typeof person !== 'object') return;
        if (person.kind === 'new') {
          if (!fields.newAlbumDescription) {
            context.addIssue({
              code: 'custom',
              path: ['newAlbumDescription'],
              message: MENTION_MESSAGES.descriptionRequired,
            });
          }
          if (typeof fields.mother === 'number' && fields.mother === fields.father) {
            context.addIssue({ code: 'custom', path: ['father'], message: MENTION_MESSAGES.parentsDiffer });
          }
          return;
        }
        for (const key of ['newAlbumDescription', 'mother', 'father'] as const) {
          if (fields[key] !== undefined) {
            context.addIssue({ code: 'custom', path: [key], message: MENTION_MESSAGES.familyOfKnownPerson });
          }
        }
      },
      { when: () => true },
    ),
  );
export type SaveMentionFields = z.output<typeof saveMentionFields>;
/** What a form puts into the FormData, each value as text. */
export type SaveMentionFormInput = Partial<Record<keyof z.input<typeof saveMentionFields>, string>>;

/**
 * POST /updateMention (JSON): the person's creator, an editor or an admin changes the name,
 * description, parents (`null` takes one away), category or the crop that stands for the person
 * (`image`, one of their `imagePaths`). What is left out stays as it is.
 */
export const updateMentionBody = z
  .object({
    id: mentionReference('id takes the IRI of a known person, like /mentions/12'),
    name: personName.optional(),
    description: description.optional(),
    mother: mentionReference().nullable().optional(),
    father: mentionReference().nullable().optional(),
    category: z
      .union([z.number().int().positive(), idOrIri('/categories')], { error: MENTION_MESSAGES.category })
      .nullable()
      .optional(),
    image: z.string({ error: MENTION_MESSAGES.image }).max(200, { error: MENTION_MESSAGES.image }).optional(),
  })
  .superRefine((body, context) => {
    for (const key of ['mother', 'father'] as const) {
      if (body[key] === body.id) {
        context.addIssue({ code: 'custom', path: [key], message: MENTION_MESSAGES.ownParent });
      }
    }
    if (body.mother != null && body.mother === body.father) {
      context.addIssue({ code: 'custom', path: ['father'], message: MENTION_MESSAGES.parentsDiffer });
    }
  });
export type UpdateMentionBody = z.output<typeof updateMentionBody>;
export type UpdateMentionInput = z.input<typeof updateMentionBody>;

/** GET /mentions: the name search of 'select person' and the people of a picture or a box. */
export const mentionListQuery = z
  .object({
    ...paginationQuery,
    /** Part of the name, in any case; names that start with it come first. */
    name: z
      .string()
      .max(MENTION_NAME_MAX_LENGTH, `name must be at most ${MENTION_NAME_MAX_LENGTH} characters`)
      .optional(),
    /** People marked on this photograph (id or IRI). */
    photograph: idOrIri('/photographs').optional(),
    /** The person a Person comment names (id or IRI). */
    comment: idOrIri('/comments').optional(),
    /** The person whose album this is (id or IRI): the album screen's family line. */
    album: idOrIri('/image_galleries').optional(),
  })
  .strict();
export type MentionListQuery = z.infer<typeof mentionListQuery>;

export const mentionOutput = z.object({
  '@id': z.string().describe('/mentions/{id}'),
  '@type': z.literal('Mention'),
  id: z.number(),
  name: z.string(),
  description: z.string(),
  imagePath: z
    .string()
    .nullable()
    .describe('The crop that stands for the person, under /media/mentions/; null without one'),
  imagePaths: z
    .array(z.string())
    .describe(
      'Every crop of the person, oldest first (under /media/mentions/); crops of hidden pictures left out',
    ),
  category: z.string().nullable(),
  mother: z.string().nullable().describe('IRI of the mother (/mentions/{id})'),
  father: z.string().nullable().describe('IRI of the father (/mentions/{id})'),
  children: z.array(z.string()).describe('IRIs of the people whose mother or father this person is'),
  album: z.string().nullable().describe("IRI of the person's album (/image_galleries/{id})"),
  photographs: z.array(z.string()).describe('IRIs of the photographs the person is marked on'),
  appearances: z
    .array(
      z.object({
        imagePath: z.string(),
        photograph: z.string().nullable(),
        comment: z.string().nullable(),
        isBackside: z.boolean(),
      }),
    )
    .describe(
      'Each place the person is marked: the crop, its photograph side and the Person comment with the box',
    ),
  createdBy: z.string().nullable().describe('IRI of the person who named them (/people/{id})'),
  dateCreated: z.string(),
});
export type MentionOutput = z.infer<typeof mentionOutput>;
