import { z } from 'zod';
import { idOrIri, oneOrMany, paginationQuery } from './list-query.contract.js';

export const productListQuery = z
  .object({
    ...paginationQuery,
    'productCategories[]': oneOrMany(
      z.string().min(1).max(100, 'productCategories[] takes category names of at most 100 characters'),
    ).optional(),
    'id[]': oneOrMany(idOrIri('/products')).optional(),
  })
  .strict();

export type ProductListQuery = z.infer<typeof productListQuery>;

const localized = z.record(z.string(), z.string());

export const productOutput = z.object({
  '@id': z.string(),
  '@type': z.literal('Product'),
  id: z.number(),
  productCategory: z.string(),
  images: z.array(z.string()),
  translations: z.array(z.object({ locale: z.string(), name: z.string(), description: z.string() })),
  priceWithVat: z.number().describe('Gross price in euros'),
  /** The client reads the field with this spelling (spec §3). */
  numberOfPucrchases: z.number(),
  numberOfPurchases: z.number(),
  configOptions: z.array(
    z.object({
      id: z.string(),
      label: localized,
      default: z.union([z.string(), z.number()]).nullable(),
      choices: z.array(z.object({ name: localized, value: z.union([z.string(), z.number()]) })),
    }),
  ),
  additionalAttributes: z.record(z.string(), z.unknown()),
});

export type ProductOutput = z.infer<typeof productOutput>;
