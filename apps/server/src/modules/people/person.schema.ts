import { z } from 'zod';
import { paginationQuery } from '../../hydra/pagination.js';

export const personListQuery = z
  .object({
    ...paginationQuery,
    /** Part of a person's name, for the "select person" search. */
    name: z.string().max(100, 'name must be at most 100 characters').optional(),
  })
  .strict();

export type PersonListQuery = z.infer<typeof personListQuery>;

export const personOutput = z.object({
  '@id': z.string(),
  '@type': z.literal('Person'),
  id: z.number(),
  name: z.string().describe('Auto-generated names start with usr_'),
  pictureUrl: z.string().describe('Avatar number 0 to 8, or a full https URL (treated as none)'),
  imageGalleries: z.array(z.string()).describe("IRIs of the person's public albums"),
});

export type PersonOutput = z.infer<typeof personOutput>;
