export type Page = { page: number; itemsPerPage: number; offset: number };

export function toPage(
  query: { page: number; itemsPerPage?: number | undefined },
  defaultSize: number,
): Page {
  const itemsPerPage = query.itemsPerPage ?? defaultSize;
  return { page: query.page, itemsPerPage, offset: (query.page - 1) * itemsPerPage };
}
