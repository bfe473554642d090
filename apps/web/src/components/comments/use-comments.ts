import { useQuery } from '@tanstack/react-query';
import { getJson, type HydraCollection } from '../../lib/hydra/hydra-client';

/** A box marks an area of the picture: fractions of the image, or the older array of five numbers. */
export type CommentBox =
  | { x: number; y: number; width: number; height: number; degrees?: number }
  | [number, number, number, number, number];

/** Spec §3 'Comment', the fields the read side shows. */
export interface PictureComment {
  '@id': string;
  id: number;
  text: string;
  box: CommentBox | null;
  isBackside: boolean;
  faceId: string | null;
  author: { '@id': string; name: string; pictureUrl: string | null } | null;
  dateCreated: string;
  upvoteCount: number;
}

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

export type CommentSubject = { photograph: number } | { retrosnap: number };

/** GET /comments?photograph={id} or ?retrosnap={id}, newest first (spec §2 comments list). */
export function useComments(subject: CommentSubject | null) {
  const [key, id] = subject ? (Object.entries(subject)[0] ?? []) : [];
  return useQuery({
    queryKey: ['comments', key, id],
    enabled: subject !== null,
    queryFn: async ({ signal }) => {
      const list = await getJson<HydraCollection<PictureComment>>(`/comments?${key}=${id}&itemsPerPage=500`, {
        signal,
      });
      return [...list['hydra:member']].sort((a, b) =>
        a.dateCreated === b.dateCreated ? b.id - a.id : b.dateCreated.localeCompare(a.dateCreated),
      );
    },
  });
}

/** Comment texts are rich text; shown as plain text so that no markup from a comment runs. */
export function commentPlainText(text: string): string {
  if (!/[<&]/.test(text)) return text;
  return new DOMParser().parseFromString(text, 'text/html').body.textContent ?? '';
}
