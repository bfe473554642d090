import { z } from 'zod';
import { idOrIri } from '../../hydra/id-param.js';
import { paginationQuery } from '../../hydra/pagination.js';

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

export const commentOutput = z.object({
  '@id': z.string(),
  '@type': z.literal('Comment'),
  id: z.number(),
  text: z.string().describe('Rich text (HTML)'),
  box: z
    .union([
      z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number(), degrees: z.number() }),
      z.array(z.number()),
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
});

export type CommentOutput = z.infer<typeof commentOutput>;
