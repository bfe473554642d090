import { z } from 'zod';
import { paginationQuery } from './list-query.contract.js';

export const svgTemplateListQuery = z.object({ ...paginationQuery }).strict();

export type SvgTemplateListQuery = z.infer<typeof svgTemplateListQuery>;

export const svgTemplateOutput = z.object({
  '@id': z.string(),
  '@type': z.literal('SvgTemplate'),
  id: z.number(),
  title: z.string(),
  settings: z.object({ imagesCount: z.number().describe('How many pictures the layout takes') }),
});

export type SvgTemplateOutput = z.infer<typeof svgTemplateOutput>;
