/**
 * The query keys of one API resource. Every key starts with the resource's name, so that a change
 * can refresh everything of that resource at once (`invalidateQueries({ queryKey: keys.all })`);
 * a list is keyed by the address it was read from, which holds its filters and page size.
 */
export function resourceKeys<Name extends string>(name: Name) {
  return {
    all: [name] as const,
    detail: (id: number | string) => [name, 'detail', String(id)] as const,
    /** One answer of a list address (one page, or all pages fetched in one go). */
    list: (url: string) => [name, 'list', url] as const,
    /** A list read page by page along `hydra:next`, from its first page's address. */
    pages: (firstUrl: string | null) => [name, 'pages', firstUrl] as const,
  };
}
