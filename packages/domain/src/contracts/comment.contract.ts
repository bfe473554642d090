import { z } from 'zod';
import { appFeedbackSchema } from '../validation.js';
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

/**
 * POST /comments. Today the app sends feedback and bug reports only (text plus `additionalData`,
 * no subject). The comment on a photograph, RetroSnap or album (domain `commentSchema` plus one
 * subject) joins as a second branch chosen by the absence of `additionalData`; the service and the
 * repository's `insert` already take any comment row.
 */
export const commentCreateBody = appFeedbackSchema;
export type CommentCreateBody = z.output<typeof commentCreateBody>;

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
  upvoteCount: z.number(),
  additionalData: z
    .record(z.string(), z.unknown())
    .nullable()
    .describe('Feedback: kind and rating; bug report: kind, console log and PNG screenshot'),
});

export type CommentOutput = z.infer<typeof commentOutput>;

/** Spec §3 feedback thanks: where people who liked the app may leave a review; null when unset. */
export const feedbackSettingsOutput = z.object({ reviewSiteUrl: z.string().nullable() });
export type FeedbackSettingsOutput = z.infer<typeof feedbackSettingsOutput>;
