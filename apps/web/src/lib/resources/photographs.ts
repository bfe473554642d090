import type { PhotographOutput } from '@retropics/domain/contracts/photograph.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PhotographSummary } from '../entities/archive-types';
import { getJson } from '../hydra/hydra-client';
import { resourceKeys } from '../hydra/resource-keys';
import { fetchAllMembers, membersOf, useHydraPages } from '../hydra/use-hydra-pages';

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
