/**
 * Spec §4 'Photograph view state': front/back and colorized/plain live in the route
 * (`/photographs/show/:id[/back][/color][/:commentId]`), so a link shows exactly what was shared.
 */
export interface PhotographView {
  id: number;
  back: boolean;
  color: boolean;
  commentId: number | null;
}

const pattern = /^\/photographs\/show\/(\d+)(\/back)?(\/color)?(?:\/(\d+))?\/?$/;

export function parsePhotographView(pathname: string): PhotographView | null {
  const match = pattern.exec(pathname);
  if (!match) return null;
  return {
    id: Number(match[1]),
    back: Boolean(match[2]),
    color: Boolean(match[3]),
    commentId: match[4] ? Number(match[4]) : null,
  };
}

export function photographViewPath(view: PhotographView): string {
  return [
    `/photographs/show/${view.id}`,
    view.back ? '/back' : '',
    view.color ? '/color' : '',
    view.commentId !== null ? `/${view.commentId}` : '',
  ].join('');
}

/** Toggling a variant keeps every other part of the route (spec §4). */
export function withVariant(
  view: PhotographView,
  change: Partial<Omit<PhotographView, 'id'>>,
): PhotographView {
  return { ...view, ...change };
}

/**
 * Spec §4: colorized only for a black-and-white photograph, and only on a side that has a
 * colorized version (the back has its own); elsewhere the route drops `/color`.
 */
export function colorizedAllowed(
  photograph: { isBlackAndWhite: boolean; hasColorized: boolean; hasColorizedBack: boolean },
  back: boolean,
): boolean {
  return photograph.isBlackAndWhite && (back ? photograph.hasColorizedBack : photograph.hasColorized);
}
