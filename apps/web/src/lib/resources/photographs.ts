import type {
  PhotographOutput,
  PhotographUpdateInput,
} from '@retropics/domain/contracts/photograph.contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PhotographSummary } from '../entities/archive-types';
import { getJson, isNotFound, requestJson } from '../hydra/hydra-client';
import { resourceKeys } from '../hydra/resource-keys';
import { fetchAllMembers, membersOf, useHydraPages } from '../hydra/use-hydra-pages';
import { feedItemKeys } from './feed-items';
import { galleryKeys } from './image-galleries';
import { geoAggregationKeys } from './map';
import { collectionKeys } from './photograph-collections';

/** GET /photographs/{id} (spec §3 'Photograph'): the fields the viewer and the RetroSnap screens read. */
export type Photograph = Pick<
  PhotographOutput,
  | '@id'
  | 'id'
  | 'filePath'
  | 'originalName'
  | 'ratio'
  | 'size'
  | 'backFilePath'
  | 'backRatio'
  | 'backSize'
  | 'dateText'
  | 'fromYear'
  | 'toYear'
  | 'translations'
  | 'place'
  | 'categories'
  | 'isBlackAndWhite'
  | 'hasColorized'
  | 'faces'
  | 'collection'
  | 'additionalPhotographs'
  | 'retrosnaps'
  | 'commentsCount'
  | 'retrosnapsCount'
  | 'attribution'
  | 'audioLocales'
>;

/** A photograph of a collection as the cover and the collage lay it out. */
export type MosaicPhotograph = Pick<
  PhotographOutput,
  'id' | 'filePath' | 'originalName' | 'ratio' | 'size' | 'translations'
>;

export const photographKeys = resourceKeys('photographs');

export function photographQuery(id: number) {
  return queryOptions({
    queryKey: photographKeys.detail(id),
    queryFn: ({ signal }) => getJson<Photograph>(`/photographs/${id}`, { signal }),
  });
}

/** One photograph; undefined `id`: nothing to ask for yet. */
export function usePhotograph(id: number | undefined) {
  return useQuery({ ...photographQuery(id ?? 0), enabled: id !== undefined });
}

/** Spec §7: a collection's own photographs (not the backs and details of others). */
function collectionPhotographsUrl(collectionId: number, perPage: number): string {
  return `/photographs?collection=${collectionId}&parentPhotograph%5Bexists%5D=false&itemsPerPage=${perPage}`;
}

/** A collection's photographs a page at a time (the collection screen's grid). */
export function useCollectionPhotographs(collectionId: number, enabled: boolean) {
  const query = useHydraPages<PhotographSummary>(
    photographKeys.pages(enabled ? collectionPhotographsUrl(collectionId, 60) : null),
    enabled ? collectionPhotographsUrl(collectionId, 60) : null,
  );
  return { ...query, photographs: membersOf(query.data?.pages) };
}

/** All of a collection's photographs at once: the cover and the collage lay out every one. */
export function useAllCollectionPhotographs(collectionId: number) {
  const url = collectionPhotographsUrl(collectionId, 200);
  return useQuery({
    queryKey: photographKeys.list(url),
    queryFn: ({ signal }) => fetchAllMembers<MosaicPhotograph>(url, signal),
  });
}

// ---------------------------------------------------------------------------------------------
// Writes (spec §7): PUT and DELETE {photograph @id}, for the collection's owner and curators.
// ---------------------------------------------------------------------------------------------

/** The photograph as the edit screen reads it: with the signed-in person's token (hidden ones, internalRating). */
export type EditablePhotograph = PhotographOutput;

/**
 * The photograph as its edit form starts from: read fresh when the form opens and not again
 * under the open form. `id` null: not asked for.
 */
export function useEditablePhotograph(id: number | null) {
  return useQuery({
    queryKey: [...photographKeys.detail(id ?? 0), 'editable'],
    enabled: id !== null,
    queryFn: ({ signal }) => getJson<EditablePhotograph>(`/photographs/${id}`, { signal, auth: true }),
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: (count, error) => count < 2 && !isNotFound(error),
  });
}

/**
 * What a photograph write changes: the photograph and every list of photographs (its collection's
 * grid, albums), the feed and search (its card, its RetroSnaps' titles, its collection's and
 * albums' pictures), and the map's counts.
 */
function useRefreshPhotographs() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [photographKeys.all, feedItemKeys.all, geoAggregationKeys.all, collectionKeys.all, galleryKeys.all].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** Spec §7 PUT {photograph @id}: the fields given change, the rest stays (docs/API.md). */
export function useUpdatePhotograph() {
  const refresh = useRefreshPhotographs();
  return useMutation({
    mutationFn: ({ id, ...changes }: PhotographUpdateInput & { id: number }) =>
      requestJson<EditablePhotograph>('PUT', `/photographs/${id}`, { body: changes, auth: true }),
    onSuccess: () => refresh(),
  });
}

/** Spec §7 DELETE {photograph @id}: with its comments, RetroSnaps and album places (docs/API.md). */
export function useDeletePhotograph() {
  const refresh = useRefreshPhotographs();
  return useMutation({
    mutationFn: (id: number) => requestJson<undefined>('DELETE', `/photographs/${id}`, { auth: true }),
    // Not awaited: the screen of the deleted photograph leaves at once instead of showing 'not found'.
    onSuccess: () => {
      void refresh();
    },
  });
}
