import type {
  CommentOnSubjectInput,
  CommentOutput,
  CommentUpdateInput,
  VoteDirection,
} from '@retropics/domain/contracts/comment.contract';
import type { CommentReportOutput } from '@retropics/domain/contracts/comment-report.contract';
import type { AppFeedbackInput } from '@retropics/domain/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, type HydraCollection, requestJson } from '../hydra/hydra-client';
import { idOfIri } from '../hydra/iri';
import { resourceKeys } from '../hydra/resource-keys';
import { membersOf, useHydraPages, useLoadAllPages } from '../hydra/use-hydra-pages';
import { photographKeys } from './photographs';
import { retrosnapKeys } from './retrosnaps';

/** A marked area of the picture, as the API answers it (spec §3 'Comment'). */
export type CommentBox = NonNullable<CommentOutput['box']>;

/** Spec §3 'Comment', the fields the read side shows. */
export type PictureComment = Pick<
  CommentOutput,
  | '@id'
  | 'id'
  | 'text'
  | 'box'
  | 'isBackside'
  | 'isPrivate'
  | 'faceId'
  | 'category'
  | 'categoryAttributes'
  | 'galleries'
  | 'author'
  | 'dateCreated'
  | 'upvoteCount'
  | 'myVote'
  | 'photograph'
  | 'retrosnap'
  | 'imageGallery'
>;

/** A photograph comment an album shows as an item of its own. */
export type AlbumComment = Pick<
  CommentOutput,
  '@id' | 'id' | 'text' | 'photograph' | 'author' | 'dateCreated'
>;

export const commentKeys = resourceKeys('comments');

export type CommentSubject = { photograph: number } | { retrosnap: number };

/** The picture a comment is on, as far as a write knows it. */
type CommentOn = Partial<Pick<CommentOutput, '@id' | 'photograph' | 'retrosnap'>>;

/**
 * Every list of comments, wherever shown, and the comment count of the picture written on (its
 * info line reads `commentsCount`): what a write changes.
 */
function useRefreshComments() {
  const queryClient = useQueryClient();
  return (comment?: CommentOn) => {
    const counts = [
      comment?.photograph && photographKeys.detail(idOfIri(comment.photograph)),
      comment?.retrosnap && retrosnapKeys.detail(idOfIri(comment.retrosnap)),
    ].flatMap((queryKey) => (queryKey ? [queryClient.invalidateQueries({ queryKey })] : []));
    return Promise.all([queryClient.invalidateQueries({ queryKey: commentKeys.all }), ...counts]);
  };
}

/**
 * Spec §7 POST /comments: a comment on a photograph (front or back), a RetroSnap or an album,
 * with or without a marked area. The server checks it with the same contract
 * (`commentOnSubjectBody`); a refusal is an ApiError whose `violations` name the fields.
 */
export function useCreateComment() {
  const refresh = useRefreshComments();
  return useMutation({
    mutationFn: (input: CommentOnSubjectInput) =>
      requestJson<CommentOutput>('POST', '/comments', { body: input, auth: true }),
    onSuccess: (comment) => refresh(comment),
  });
}

/** Spec §7 PUT {comment @id}: the whole comment back with the author's changes (text, box, albums). */
export function useUpdateComment() {
  const refresh = useRefreshComments();
  return useMutation({
    mutationFn: ({ iri, ...comment }: CommentUpdateInput & { iri: string }) =>
      requestJson<CommentOutput>('PUT', iri, { body: comment, auth: true }),
    onSuccess: () => refresh(),
  });
}

/** Spec §7 DELETE {comment @id}: the author, or an editor or admin moderating. */
export function useDeleteComment() {
  const refresh = useRefreshComments();
  return useMutation({
    /** The comment's IRI, or the comment itself (then its picture's count refreshes too). */
    mutationFn: (comment: string | CommentOn) =>
      requestJson<undefined>('DELETE', typeof comment === 'string' ? comment : String(comment['@id']), {
        auth: true,
      }),
    onSuccess: (_, comment) => refresh(typeof comment === 'string' ? undefined : comment),
  });
}

/**
 * Spec §7 PUT {comment @id}/vote/up|down: one vote per person, changeable. The answer is the
 * comment recounted, written into every cached list that holds it before the lists refresh.
 */
export function useVoteComment() {
  const queryClient = useQueryClient();
  const refresh = useRefreshComments();
  return useMutation({
    mutationFn: ({ iri, direction }: { iri: string; direction: VoteDirection }) =>
      requestJson<CommentOutput>('PUT', `${iri}/vote/${direction}`, { body: {}, auth: true }),
    onSuccess: (comment) => {
      queryClient.setQueriesData<PictureComment[]>({ queryKey: [...commentKeys.all, 'list'] }, (list) =>
        Array.isArray(list) ? list.map((entry) => (entry['@id'] === comment['@id'] ? comment : entry)) : list,
      );
      return refresh();
    },
  });
}

/**
 * POST {comment @id}/report: tells the editors about a comment (once per person; reporting again
 * answers the first report). Nothing on screen changes, so no list is refreshed.
 */
export function useReportComment() {
  return useMutation({
    mutationFn: ({ iri, reason }: { iri: string; reason: string }) =>
      requestJson<CommentReportOutput>('POST', `${iri}/report`, { body: { reason }, auth: true }),
  });
}

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
