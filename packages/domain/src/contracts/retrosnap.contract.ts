import { z } from 'zod';
import { idOrIri, paginationQuery } from './list-query.contract.js';
import { attributionOutput } from './photograph.contract.js';

export const retrosnapListQuery = z
  .object({
    ...paginationQuery,
    photograph: idOrIri('/photographs').optional(),
    author: idOrIri('/people').optional(),
    /** The RetroSnaps an album shows, in the album's order. */
    galleries: idOrIri('/image_galleries').optional(),
  })
  .strict();

export type RetrosnapListQuery = z.infer<typeof retrosnapListQuery>;

export const retrosnapOutput = z.object({
  '@id': z.string(),
  '@type': z.literal('Retrosnap'),
  id: z.number(),
  text: z.string(),
  filePath: z.string(),
  originalName: z.string(),
  size: z.tuple([z.number(), z.number()]),
  ratio: z.number(),
  photograph: z.string().describe('IRI of the historical photograph it re-photographs'),
  author: z.object({ '@id': z.string(), name: z.string() }).nullable(),
  dateCreated: z.string(),
  place: z.object({ name: z.string(), geo: z.object({ lat: z.number(), lon: z.number() }) }).nullable(),
  altitude: z.number().nullable(),
  orientation: z.object({ alpha: z.number(), beta: z.number(), gamma: z.number() }).nullable(),
  backFilePath: z.string().nullable(),
  galleries: z.array(z.string()),
  dateText: z.string().nullable(),
  attribution: attributionOutput,
  commentsCount: z.number(),
});

export type RetrosnapOutput = z.infer<typeof retrosnapOutput>;
