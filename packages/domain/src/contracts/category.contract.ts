import { z } from 'zod';
import { existsFlag, paginationQuery } from './list-query.contract.js';

export const categoryListQuery = z
  .object({
    ...paginationQuery,
    isForGalleries: existsFlag.optional(),
    isForPhotographs: existsFlag.optional(),
    isForComments: existsFlag.optional(),
    /** Part of the name or of a translated name, for the category suggestions. */
    name: z.string().max(100, 'name must be at most 100 characters').optional(),
  })
  .strict();

export type CategoryListQuery = z.infer<typeof categoryListQuery>;

export const categoryOutput = z.object({
  '@id': z.string(),
  '@type': z.literal('Category'),
  id: z.number(),
  name: z.string(),
  parentcategory: z.string().nullable(),
  isForGalleries: z.boolean(),
  isForPhotographs: z.boolean(),
  isForComments: z.boolean().describe('false keeps it out of the comment categories'),
  translations: z.array(
    z.object({
      locale: z.string(),
      name: z.string(),
      attributesDefinition: z.array(
        z.object({
          code: z.string(),
          name: z.string(),
          type: z.enum(['Text', 'Number', 'Date', 'Time', 'Boolean', 'Location', 'AlbumLink']),
        }),
      ),
    }),
  ),
});

export type CategoryOutput = z.infer<typeof categoryOutput>;
