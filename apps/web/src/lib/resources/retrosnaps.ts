import { CAMERA } from '@retropics/domain/constants';
import type {
  RetrosnapCreateInput,
  RetrosnapOutput,
  RetrosnapUpdateInput,
} from '@retropics/domain/contracts/retrosnap.contract';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RetrosnapSummary } from '../entities/archive-types';
import { getJson, type HydraCollection, requestJson } from '../hydra/hydra-client';
import { resourceKeys } from '../hydra/resource-keys';
import { membersOf, useHydraPages, useLoadAllPages } from '../hydra/use-hydra-pages';
import { feedItemKeys } from './feed-items';
import { geoAggregationKeys } from './map';
import { photographKeys } from './photographs';

/** GET /retrosnaps/{id} (spec §3 'Retrosnap'), the fields the show screen reads. */
export type Retrosnap = Pick<
  RetrosnapOutput,
  | '@id'
  | 'id'
  | 'text'
  | 'filePath'
  | 'size'
  | 'ratio'
  | 'photograph'
  | 'author'
  | 'dateCreated'
  | 'dateText'
  | 'place'
  | 'backFilePath'
  | 'attribution'
  | 'commentsCount'
  | 'alignment'
  | 'galleries'
  | 'altitude'
  | 'orientation'
>;

export const retrosnapKeys = resourceKeys('retrosnaps');

export function retrosnapQuery(id: number) {
  return queryOptions({
    queryKey: retrosnapKeys.detail(id),
    queryFn: ({ signal }) => getJson<Retrosnap>(`/retrosnaps/${id}`, { signal }),
  });
}

/** How often a RetroSnap whose alignment the server is still matching is asked again, and how often at most. */
export const ALIGNMENT_POLL_MS = 3000;
const ALIGNMENT_POLLS = 60;

/**
 * One RetroSnap. `followAlignment`: while the server is still matching it (alignment 'pending'),
 * ask again every few seconds, so the comparison lines up as soon as the match is stored.
 */
export function useRetrosnap(id: number, { followAlignment = false }: { followAlignment?: boolean } = {}) {
  return useQuery({
    ...retrosnapQuery(id),
    refetchInterval: (query) =>
      // A match that has not come after three minutes is left for the next visit to show.
      followAlignment &&
      query.state.data?.alignment.state === 'pending' &&
      query.state.dataUpdateCount < ALIGNMENT_POLLS
        ? ALIGNMENT_POLL_MS
        : false,
  });
}

/** GET /retrosnaps?photograph={id}, every page. */
export function usePhotographRetrosnaps(photographId: number) {
  const url = `/retrosnaps?photograph=${photographId}&itemsPerPage=100`;
  const query = useHydraPages<RetrosnapSummary>(retrosnapKeys.pages(url), url);
  useLoadAllPages(query);
  return { ...query, retrosnaps: membersOf(query.data?.pages) };
}

/** What spec §7 POST retrosnap/upload answers in `hydra:member[0]`. */
export interface RetrosnapUpload {
  filePath: string;
  originalName: string;
  contentUrl: string;
  width: number;
  height: number;
}

/** Spec §7: the picture is sent as `RetroSnap-{timestamp}.jpg`, taken at JPEG quality 0.95. */
export function retrosnapFileName(takenAt: number): string {
  return `RetroSnap-${takenAt}.jpg`;
}

export const RETROSNAP_JPEG_QUALITY = CAMERA.jpegQuality;

/**
 * Spec §7 POST retrosnap/upload (multipart `file`). `clientKey` makes a repeat safe: the server
 * answers the file it already stored under that key instead of storing it twice.
 */
export async function uploadRetrosnapPicture(
  picture: Blob,
  takenAt: number,
  clientKey: string,
  signal?: AbortSignal,
): Promise<RetrosnapUpload> {
  const form = new FormData();
  form.append('clientKey', clientKey);
  form.append('file', picture, retrosnapFileName(takenAt));
  const answer = await requestJson<HydraCollection<RetrosnapUpload>>('POST', '/retrosnap/upload', {
    body: form,
    auth: true,
    signal,
  });
  const [uploaded] = answer['hydra:member'];
  if (!uploaded) throw new Error('The upload answered no picture');
  return uploaded;
}

/**
 * Spec §7 RetroSnap create, after the upload. The server adds it to the person's private album
 * 'My RetroSnaps' (made when absent) in the same step; a repeat with the same `clientKey` answers
 * the RetroSnap already made.
 */
export function createRetrosnap(body: RetrosnapCreateInput, signal?: AbortSignal): Promise<Retrosnap> {
  return requestJson<Retrosnap>('POST', '/retrosnaps', { body, auth: true, signal });
}

/**
 * After a RetroSnap is made, changed or deleted, everything that shows it asks again: the
 * photograph's grid and viewer strip, the person's list and albums, the feed and the map.
 */
export function refreshAfterRetrosnapWrite(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [
      retrosnapKeys.all,
      photographKeys.all,
      // Albums by their resource name: image-galleries.ts imports this module.
      ['image_galleries'],
      feedItemKeys.all,
      geoAggregationKeys.all,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** Spec §7 RetroSnap update, by its author: the text and the hand alignment (domain alignment.ts). */
export function useUpdateRetrosnap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: RetrosnapUpdateInput & { id: number }) =>
      requestJson<Retrosnap>('PUT', `/retrosnaps/${id}`, { body, auth: true }),
    onSuccess: (retrosnap) => {
      queryClient.setQueryData(retrosnapKeys.detail(retrosnap.id), retrosnap);
      void refreshAfterRetrosnapWrite(queryClient);
    },
  });
}

/** Spec §7 RetroSnap delete, by its author, after 'Are you sure you want to delete this retrosnap ?'. */
export function useDeleteRetrosnap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => requestJson<undefined>('DELETE', `/retrosnaps/${id}`, { auth: true }),
    onSuccess: () => {
      void refreshAfterRetrosnapWrite(queryClient);
    },
  });
}

/** GET /retrosnaps?author={person}: the person's own RetroSnaps, one page (the list screen's pager). */
export function useAuthorRetrosnaps(personId: number | null, page: number, itemsPerPage = 30) {
  const url = `/retrosnaps?author=${personId ?? 0}&page=${page}&itemsPerPage=${itemsPerPage}`;
  return useQuery({
    queryKey: retrosnapKeys.list(url),
    enabled: personId !== null,
    queryFn: ({ signal }) => getJson<HydraCollection<Retrosnap>>(url, { signal, auth: true }),
  });
}
