import type { CommentOutput } from '@retropics/domain/contracts/comment.contract';
import type { AppFeedbackInput } from '@retropics/domain/validation';
import { useQuery } from '@tanstack/react-query';
import { getJson, type HydraCollection, requestJson } from '../hydra/hydra-client';
import { resourceKeys } from '../hydra/resource-keys';
import { membersOf, useHydraPages, useLoadAllPages } from '../hydra/use-hydra-pages';

/** A marked area of the picture, as the API answers it (spec §3 'Comment'). */
export type CommentBox = NonNullable<CommentOutput['box']>;

/** Spec §3 'Comment', the fields the read side shows. */
export type PictureComment = Pick<
  CommentOutput,
  '@id' | 'id' | 'text' | 'box' | 'isBackside' | 'faceId' | 'author' | 'dateCreated' | 'upvoteCount'
>;

/** A photograph comment an album shows as an item of its own. */
export type AlbumComment = Pick<
  CommentOutput,
  '@id' | 'id' | 'text' | 'photograph' | 'author' | 'dateCreated'
>;

export const commentKeys = resourceKeys('comments');

export type CommentSubject = { photograph: number } | { retrosnap: number };

/** The address of a photograph's or RetroSnap's comments (also kept offline, lib/offline). */
export function commentsUrl(subject: CommentSubject | null): string {
  const [field, id] = subject ? (Object.entries(subject)[0] ?? []) : [];
  return `/comments?${field}=${id}&itemsPerPage=500`;
}

/** GET /comments?photograph={id} or ?retrosnap={id}, newest first (spec §2 comments list). */
export function useComments(subject: CommentSubject | null) {
  const url = commentsUrl(subject);
  return useQuery({
    queryKey: commentKeys.list(url),
    enabled: subject !== null,
    queryFn: async ({ signal }) => {
      const list = await getJson<HydraCollection<PictureComment>>(url, { signal });
      return [...list['hydra:member']].sort((a, b) =>
        a.dateCreated === b.dateCreated ? b.id - a.id : b.dateCreated.localeCompare(a.dateCreated),
      );
    },
  });
}

/** Comments written on an album itself (GET /comments?imageGallery=), newest first as the server sends them. */
export function albumCommentsUrl(albumId: number): string {
  return `/comments?imageGallery=${albumId}&itemsPerPage=100`;
}

export function useAlbumComments(albumId: number) {
  const url = albumCommentsUrl(albumId);
  const query = useHydraPages<PictureComment>(commentKeys.pages(url), url);
  useLoadAllPages(query);
  return { comments: membersOf(query.data?.pages), loading: query.isPending, error: query.isError };
}

/**
 * Feedback and bug reports are private comments without a subject (POST /comments); no list shows
 * them, so nothing needs refreshing.
 */
export function sendFeedback(input: AppFeedbackInput): Promise<{ '@id': string }> {
  return requestJson('POST', '/comments', { body: input, auth: true });
}
