import { z } from 'zod';

/** `/{resource}/{id}`: ids are positive integers; anything else is a clear 400, never a database error. */
export const idParams = z.object({
  id: z.coerce.number().int('id must be a whole number').positive('id must be positive').max(2_147_483_647),
});

/** Filters that take an id or an IRI (`12` or `/photograph_collections/12`). */
export const idOrIri = (path: string) =>
  z
    .string()
    .regex(
      new RegExp(`^(${path.replaceAll('/', '\\/')}\\/)?\\d{1,10}$`),
      `takes an id or an IRI like ${path}/12`,
    )
    .transform((value) => Number(value.slice(value.lastIndexOf('/') + 1)));

/** `[exists]` filters as API Platform spells them. */
export const existsFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
