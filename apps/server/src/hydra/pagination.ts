import { z } from 'zod';

/** The spec's largest page is 1000 (templates, collections); anything above would be a scan. */
export const MAX_ITEMS_PER_PAGE = 1000;

export const paginationQuery = {
  page: z.coerce.number().int().min(1, 'page must be 1 or more').max(100_000).default(1),
  itemsPerPage: z.coerce
    .number()
    .int()
    .min(1, 'itemsPerPage must be 1 or more')
    .max(MAX_ITEMS_PER_PAGE, `itemsPerPage must be at most ${MAX_ITEMS_PER_PAGE}`)
    .optional(),
};

export type Page = { page: number; itemsPerPage: number; offset: number };

export function toPage(
  query: { page: number; itemsPerPage?: number | undefined },
  defaultSize: number,
): Page {
  const itemsPerPage = query.itemsPerPage ?? defaultSize;
  return { page: query.page, itemsPerPage, offset: (query.page - 1) * itemsPerPage };
}
