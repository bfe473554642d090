import type { CommentBox } from '../../lib/resources/comments';

export interface NormalisedBox {
  x: number;
  y: number;
  width: number;
  height: number;
  degrees: number;
}

export function normaliseBox(box: CommentBox | null): NormalisedBox | null {
  if (!box) return null;
  const [x, y, width, height, degrees] = Array.isArray(box)
    ? box
    : [box.x, box.y, box.width, box.height, box.degrees ?? 0];
  if (!(width > 0 && height > 0)) return null;
  return { x, y, width, height, degrees: degrees ?? 0 };
}

/** Comment texts are rich text; shown as plain text so that no markup from a comment runs. */
export function commentPlainText(text: string): string {
  if (!/[<&]/.test(text)) return text;
  return new DOMParser().parseFromString(text, 'text/html').body.textContent ?? '';
}
