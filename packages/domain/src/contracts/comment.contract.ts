import { z } from 'zod';
import {
  appFeedbackSchema,
  commentBoxSchema,
  isBlankRichText,
  MESSAGES,
  normaliseCommentBox,
} from '../validation.js';
import { idOrIri, paginationQuery } from './list-query.contract.js';

const subjects = ['photograph', 'retrosnap', 'galleries', 'imageGallery'] as const;

export const commentListQuery = z
  .object({
    ...paginationQuery,
    photograph: idOrIri('/photographs').optional(),
    retrosnap: idOrIri('/retrosnaps').optional(),
    /** Comments an album shows as items of its own (photograph comments added to it). */
    galleries: idOrIri('/image_galleries').optional(),
    /** Comments written on the album itself. */
    imageGallery: idOrIri('/image_galleries').optional(),
  })
  .strict()
  .refine((query) => subjects.filter((key) => query[key] !== undefined).length === 1, {
    message: `comments are listed for exactly one of ${subjects.join(', ')}`,
  });

export type CommentListQuery = z.infer<typeof commentListQuery>;

// ---------------------------------------------------------------------------------------------
// Writes (spec §7): POST /comments, PUT {comment @id}, PUT {comment @id}/vote/up|down
// ---------------------------------------------------------------------------------------------

/** Ours: a long remark with markup fits; a pasted book does not. */
export const COMMENT_TEXT_MAX_LENGTH = 20_000;
/** Ours: a face detector's ids are short. */
export const COMMENT_FACE_ID_MAX_LENGTH = 200;
/** Ours: no person files one comment into more albums than this. */
export const COMMENT_GALLERIES_MAX = 100;

/** Ours, except where the spec gives them (text required: its §5 rule with our words). */
export const COMMENT_MESSAGES = {
  textRequired: MESSAGES.commentTextRequired,
  textLength: `Text must be at most ${COMMENT_TEXT_MAX_LENGTH} characters`,
  box: MESSAGES.commentBox,
  boxInside: 'The marked area must lie inside the picture (x, y, width and height are fractions from 0 to 1)',
  boxSize: 'The marked area must have a width and a height above 0',
  boxDegrees: 'The rotation must be between -360 and 360 degrees',
  subject: 'A comment is on exactly one of photograph, retrosnap or imageGallery',
  photograph: 'photograph takes an IRI like /photographs/12',
  retrosnap: 'retrosnap takes an IRI like /retrosnaps/12',
  imageGallery: 'imageGallery takes an IRI like /image_galleries/12',
  category: 'category takes an IRI like /categories/12, or null',
  galleries: 'galleries takes a list of album IRIs like /image_galleries/12',
  faceId: `faceId must be a text of at most ${COMMENT_FACE_ID_MAX_LENGTH} characters, or null`,
  unknownSubject: 'There is no such picture to comment on',
  unknownCategory: 'There is no such category',
  notForComments: 'This category is not for comments',
  unknownFace: 'The photograph has no such face',
  noBackside: 'Only a photograph with a back side has comments on its back',
  unknownGallery: 'There is no such album',
} as const;

/** A reference to a resource in a body: its IRI (as the API answers it) or its bare id. */
const reference = (path: string, message: string) =>
  z.union([z.number().int().positive().max(2_147_483_647), idOrIri(path)], { error: message });

const EPSILON = 1e-9;

/**
 * The marked area in either form of spec §3, checked: inside the picture (fractions 0..1) with a
 * positive size; read as the object form, which is what is stored and answered.
 */
export const commentBoxInput = commentBoxSchema.transform(normaliseCommentBox).superRefine((box, context) => {
  if (box === null) return;
  const inside = (value: number) => value >= 0 && value <= 1;
  if (box.width <= 0 || box.height <= 0) {
    context.addIssue({ code: 'custom', message: COMMENT_MESSAGES.boxSize });
  } else if (
    ![box.x, box.y, box.width, box.height].every(inside) ||
    box.x + box.width > 1 + EPSILON ||
    box.y + box.height > 1 + EPSILON
  ) {
    context.addIssue({ code: 'custom', message: COMMENT_MESSAGES.boxInside });
  }
  if (Math.abs(box.degrees) > 360) context.addIssue({ code: 'custom', message: COMMENT_MESSAGES.boxDegrees });
});

const commentText = z
  .string({ error: COMMENT_MESSAGES.textRequired })
  .max(COMMENT_TEXT_MAX_LENGTH, { error: COMMENT_MESSAGES.textLength, abort: true })
  .refine((text) => !isBlankRichText(text), { error: COMMENT_MESSAGES.textRequired });

/** What a comment says about its area, the same in POST and PUT. */
const commentContent = {
  /** Rich text; the server keeps only its allow-listed markup (no scripts, handlers, javascript: links). */
  text: commentText,
  box: commentBoxInput.default(null),
  isPrivate: z.boolean({ error: 'isPrivate must be true or false' }).default(false),
  isBackside: z.boolean({ error: 'isBackside must be true or false' }).default(false),
  category: reference('/categories', COMMENT_MESSAGES.category).nullable().default(null),
  /** Checked against the category's attribute definitions by the server (category-attributes.contract.ts). */
  categoryAttributes: z
    .record(z.string().max(100), z.unknown(), { error: 'categoryAttributes must be an object' })
    .nullable()
    .default({})
    .transform((value) => value ?? {}),
  faceId: z
    .string({ error: COMMENT_MESSAGES.faceId })
    .max(COMMENT_FACE_ID_MAX_LENGTH, { error: COMMENT_MESSAGES.faceId })
    .nullable()
    .default(null),
};

const commentSubjects = ['photograph', 'retrosnap', 'imageGallery'] as const;

/**
 * POST /comments on a picture or album: the comment and exactly one subject. Unknown keys are
 * dropped, so a form may send the whole comment it edits.
 */
export const commentOnSubjectBody = z
  .object({
    ...commentContent,
    photograph: reference('/photographs', COMMENT_MESSAGES.photograph).nullish(),
    retrosnap: reference('/retrosnaps', COMMENT_MESSAGES.retrosnap).nullish(),
    imageGallery: reference('/image_galleries', COMMENT_MESSAGES.imageGallery).nullish(),
  })
  .superRefine((body, context) => {
    const given = commentSubjects.filter((key) => body[key] !== null && body[key] !== undefined);
    if (given.length !== 1) {
      for (const key of given.length === 0 ? (['photograph'] as const) : given) {
        context.addIssue({ code: 'custom', path: [key], message: COMMENT_MESSAGES.subject });
      }
    }
  });
export type CommentOnSubjectBody = z.output<typeof commentOnSubjectBody>;
export type CommentOnSubjectInput = z.input<typeof commentOnSubjectBody>;

/**
 * POST /comments: a comment on a photograph, RetroSnap or album, or — with `additionalData` — the
 * app's feedback or bug report (no subject, stored private). The route picks the branch by the
 * presence of `additionalData` (`commentCreateBranch`), so a refusal names the fields of that form.
 */
export const commentCreateBody = z.union([commentOnSubjectBody, appFeedbackSchema]);
export type CommentCreateBody = z.output<typeof commentCreateBody>;
export type AppFeedbackBody = z.output<typeof appFeedbackSchema>;

export function commentCreateBranch(body: unknown): typeof commentOnSubjectBody | typeof appFeedbackSchema {
  const isFeedback =
    typeof body === 'object' && body !== null && 'additionalData' in body && body.additionalData != null;
  return isFeedback ? appFeedbackSchema : commentOnSubjectBody;
}

/**
 * PUT {comment @id}: the full comment as the API answered it, changed. The subject, author,
 * date and votes are the server's and are ignored; `galleries` (album IRIs) sets which of the
 * author's own albums show the comment, and leaves the comment where it is when left out.
 */
export const commentUpdateBody = z.object({
  ...commentContent,
  galleries: z
    .array(reference('/image_galleries', COMMENT_MESSAGES.galleries), { error: COMMENT_MESSAGES.galleries })
    .max(COMMENT_GALLERIES_MAX, { error: COMMENT_MESSAGES.galleries })
    .optional(),
});
export type CommentUpdateBody = z.output<typeof commentUpdateBody>;
export type CommentUpdateInput = z.input<typeof commentUpdateBody>;

/** PUT {comment @id}/vote/up and /vote/down: the spec sends an empty object. */
export const commentVoteBody = z.object({}).optional();
export const commentVoteParams = z.object({
  id: z.coerce.number().int('id must be a whole number').positive('id must be positive').max(2_147_483_647),
  direction: z.enum(['up', 'down'], { error: 'vote up or down' }),
});
export type VoteDirection = z.output<typeof commentVoteParams>['direction'];

export const commentOutput = z.object({
  '@id': z.string(),
  '@type': z.literal('Comment'),
  id: z.number(),
  text: z.string().describe('Rich text (HTML)'),
  box: z
    .union([
      z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number(), degrees: z.number() }),
      // The older form: x, y, width, height, degrees.
      z.tuple([z.number(), z.number(), z.number(), z.number(), z.number()]),
    ])
    .nullable()
    .describe('Marked area as fractions of the picture, with a rotation in degrees'),
  isPrivate: z.boolean(),
  isBackside: z.boolean(),
  photograph: z.string().nullable(),
  retrosnap: z.string().nullable(),
  imageGallery: z.string().nullable(),
  faceId: z.string().nullable(),
  category: z.string().nullable(),
  categoryAttributes: z.record(z.string(), z.unknown()),
  galleries: z.array(z.string()).describe('Albums that show this comment'),
  author: z.object({ '@id': z.string(), name: z.string(), pictureUrl: z.string() }).nullable(),
  dateCreated: z.string(),
  upvoteCount: z.number().describe('Up votes less down votes'),
  myVote: z
    .union([z.literal(1), z.literal(-1)])
    .nullable()
    .describe("The signed-in viewer's own vote (1 up, -1 down), null without one"),
  additionalData: z
    .record(z.string(), z.unknown())
    .nullable()
    .describe('Feedback: kind and rating; bug report: kind, console log and PNG screenshot'),
});

export type CommentOutput = z.infer<typeof commentOutput>;

/** Spec §3 feedback thanks: where people who liked the app may leave a review; null when unset. */
export const feedbackSettingsOutput = z.object({ reviewSiteUrl: z.string().nullable() });
export type FeedbackSettingsOutput = z.infer<typeof feedbackSettingsOutput>;
