/**
 * Building blocks of the list queries every collection route takes (API Platform's spelling), so
 * that each resource contract states its filters and not how a page or an IRI is read.
 *
 * Values are built inside pure-annotated functions: the feed query contract imports these, and the
 * web app's feed, which uses only its plain readers, must not bundle zod for them.
 */

import { z } from 'zod';

/** The spec's largest page is 1000 (templates, collections); anything above would be a scan. */
export const MAX_ITEMS_PER_PAGE = 1000;

export const paginationQuery = /* @__PURE__ */ (() => ({
  page: z.coerce.number().int().min(1, 'page must be 1 or more').max(100_000).default(1),
  itemsPerPage: z.coerce
    .number()
    .int()
    .min(1, 'itemsPerPage must be 1 or more')
    .max(MAX_ITEMS_PER_PAGE, `itemsPerPage must be at most ${MAX_ITEMS_PER_PAGE}`)
    .optional(),
}))();

/** Filters that take an id or an IRI (`12` or `/photograph_collections/12`). */
export const idOrIri = (path: string) =>
  z
    .string()
    .regex(
      new RegExp(`^(${path.replaceAll('/', '\\/')}\\/)?\\d{1,10}$`),
      `takes an id or an IRI like ${path}/12`,
    )
    .transform((value) => Number(value.slice(value.lastIndexOf('/') + 1)));

/** `[exists]` and boolean filters as API Platform spells them. */
export const existsFlag = /* @__PURE__ */ (() =>
  z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'))();

/** A repeatable query parameter: one value or several, always read as a list. */
export const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item)]).transform((v) => (Array.isArray(v) ? v : [v]));

/** `order[field]=asc|desc`, in either case. */
export const sortDirection = /* @__PURE__ */ (() => z.enum(['ASC', 'DESC', 'asc', 'desc']))();
