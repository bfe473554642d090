/**
 * Face suggestions (issue 15): when a person is identified on a face the detector found, faces on
 * other photographs that look alike are offered as 'Is this also …?'. A suggestion is a question
 * to a signed-in person, never a fact: only a yes marks the person there, as a mention of the
 * one who answered.
 *
 * `GET /mentions/{id}/suggestions` lists them ({@link faceSuggestionOutput}); `POST
 * /mentions/{id}/suggestions/{face}` answers one ({@link faceSuggestionAnswerBody}).
 */

import { z } from 'zod';
import { commentBoxObjectSchema } from '../validation.js';

/**
 * Faces whose descriptors have a cosine similarity of at least this with one of the person's
 * identified faces are suggested. Measured on the demo archive (docs/API.md 'Face suggestions'):
 * 703 pairs of different people's faces scored 0.40 in the median and 0.75 at most; the same
 * face searched again at 80 % of the size scored 0.89 in the median, 0.83 for the lowest tenth.
 */
export const FACE_SUGGESTION_MIN_SIMILARITY = 0.75;

/** The most alike faces first, at most this many at a time (answered ones make room for the next). */
export const FACE_SUGGESTION_LIMIT = 20;

export const FACE_SUGGESTION_MESSAGES = {
  answer: 'answer must be yes or no',
  confirmed: 'Someone has named this face already',
  alreadyThere: 'This person is marked on that photograph already',
} as const;

export const faceSuggestionAnswerBody = z
  .object({
    answer: z.enum(['yes', 'no'], { error: FACE_SUGGESTION_MESSAGES.answer }),
  })
  .strict();
export type FaceSuggestionAnswerBody = z.infer<typeof faceSuggestionAnswerBody>;

/** `/mentions/12/suggestions/34`: the face 34 suggested for the person 12. */
export const faceSuggestionParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  face: z.coerce.number().int().positive().max(2_147_483_647),
});

export const faceSuggestionOutput = z.object({
  '@id': z.string().describe('/mentions/{id}/suggestions/{face}'),
  '@type': z.literal('FaceSuggestion'),
  face: z.string().describe("The face's id, as the photograph's faces[].id and a comment's faceId"),
  mention: z.string().describe('IRI of the person it may be (/mentions/{id})'),
  photograph: z.string().describe('IRI of the photograph the face is on'),
  filePath: z.string().describe('The file path of that side of the photograph, for its thumbnails'),
  isBackside: z.boolean(),
  bounding_box: z
    .tuple([z.number(), z.number(), z.number(), z.number()])
    .describe('[x, y, width, height] in pixels of the upright original of that side'),
  box: commentBoxObjectSchema.describe('The same box in fractions of the picture, as a comment box'),
  similarity: z
    .number()
    .describe(
      'Cosine similarity (0 to 1) to the closest face the person was identified on; a hint, not a fact',
    ),
});
export type FaceSuggestionOutput = z.infer<typeof faceSuggestionOutput>;
