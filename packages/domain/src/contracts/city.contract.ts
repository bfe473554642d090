import { z } from 'zod';
import { paginationQuery } from './list-query.contract.js';

export const cityListQuery = z.object({ ...paginationQuery }).strict();

export type CityListQuery = z.infer<typeof cityListQuery>;

export const cityOutput = z.object({
  '@id': z.string(),
  '@type': z.literal('City'),
  id: z.number(),
  name: z.string(),
});

export type CityOutput = z.infer<typeof cityOutput>;
