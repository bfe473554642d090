/** `/retrosnaps/show/:id[/color][/:commentId]` (spec §2): colorized and the active comment live in the route. */
export interface RetrosnapView {
  id: number;
  color: boolean;
  commentId: number | null;
}

const pattern = /^\/retrosnaps\/show\/(\d+)(\/color)?(?:\/(\d+))?\/?$/;

export function parseRetrosnapView(pathname: string): RetrosnapView | null {
  const match = pattern.exec(pathname);
  if (!match) return null;
  return { id: Number(match[1]), color: Boolean(match[2]), commentId: match[3] ? Number(match[3]) : null };
}

export function retrosnapViewPath(view: RetrosnapView): string {
  return `/retrosnaps/show/${view.id}${view.color ? '/color' : ''}${view.commentId !== null ? `/${view.commentId}` : ''}`;
}

/** Spec §9: RetroSnap zoom from 100 to 500 percent in steps of 50. */
export function stepZoom(
  percent: number,
  direction: 1 | -1,
  limits: { min: number; max: number; step: number },
) {
  const next = Math.round(percent / limits.step) * limits.step + direction * limits.step;
  return Math.min(limits.max, Math.max(limits.min, next));
}

/** The largest size of a picture with this ratio (width / height) that fits the box. */
export function containSize(ratio: number, box: { width: number; height: number }) {
  if (box.width <= 0 || box.height <= 0 || !(ratio > 0)) return { width: 0, height: 0 };
  return box.width / box.height > ratio
    ? { width: box.height * ratio, height: box.height }
    : { width: box.width, height: box.width / ratio };
}
