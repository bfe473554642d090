import { type NormalisedBox, normaliseBox } from '../../components/comments/comment-display';
import type { PictureComment } from '../../lib/resources/comments';

export type DrawnArea =
  | ({ kind: 'comment'; key: string; comment: PictureComment } & NormalisedBox)
  | ({ kind: 'face'; key: string; faceId: string } & NormalisedBox);

type Faces = Array<{ id: string; bounding_box: [number, number, number, number] }>;

interface AreaSource {
  size: [number, number];
  faces: Faces;
  /** The back's size and faces (issue 15: the back is searched too); absent without a back. */
  backSize?: [number, number] | null;
  backFaces?: Faces;
}

/**
 * Spec §4: only comments with a box whose isBackside equals the side shown are drawn; faces of
 * that side nobody has commented on are drawn too (as '?' boxes). Face boxes come in pixels of
 * that side's original, comment boxes in fractions; both are returned in fractions.
 */
export function pictureAreas(
  photograph: AreaSource,
  comments: readonly PictureComment[],
  back: boolean,
): DrawnArea[] {
  const boxed = comments.flatMap((comment): DrawnArea[] => {
    const box = normaliseBox(comment.box);
    if (!box || comment.isBackside !== back) return [];
    return [{ kind: 'comment', key: `comment-${comment.id}`, comment, ...box }];
  });
  const commented = new Set(comments.map((comment) => comment.faceId).filter(Boolean));
  const sideSize = back ? photograph.backSize : photograph.size;
  if (!sideSize) return boxed;
  const [width, height] = sideSize;
  const faces = ((back ? photograph.backFaces : photograph.faces) ?? [])
    .filter((face) => !commented.has(face.id))
    .map((face): DrawnArea => {
      const [x, y, w, h] = face.bounding_box;
      return {
        kind: 'face',
        key: `face-${face.id}`,
        faceId: face.id,
        x: x / width,
        y: y / height,
        width: w / width,
        height: h / height,
        degrees: 0,
      };
    });
  return [...boxed, ...faces];
}
