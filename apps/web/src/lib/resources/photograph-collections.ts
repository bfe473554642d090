import { landingCollections } from '@retropics/domain/collection-status';
import { COLLECTION_STATUS, PAGE_SIZE } from '@retropics/domain/constants';
import type { CollectionUpdateInput } from '@retropics/domain/contracts/photograph-collection.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Collection } from '../entities/collection';
import { getJson, type HydraCollection, isNotFound, requestJson } from '../hydra/hydra-client';
import { idOfIri } from '../hydra/iri';
import { resourceKeys } from '../hydra/resource-keys';
import { membersOf, useHydraPages } from '../hydra/use-hydra-pages';
import { feedItemKeys } from './feed-items';
import { geoAggregationKeys } from './map';

export const collectionKeys = resourceKeys('photograph_collections');

/** GET /photograph_collections/{id}; undefined `id`: nothing to ask for yet. */
export function useCollection(id: number | undefined) {
  return useQuery({
    queryKey: collectionKeys.detail(id ?? 0),
    enabled: id !== undefined,
    queryFn: ({ signal }) => getJson<Collection>(`/photograph_collections/${id}`, { signal }),
  });
}

/** The collection a photograph names by its IRI (null: it belongs to none). */
export function useCollectionOfIri(iri: string | null | undefined) {
  return useCollection(iri ? idOfIri(iri) : undefined);
}

/**
 * The landing page's grid: the crowdfunding collections in one request (spec §9 page size 1000),
 * in the spec's landing order (funding data first, then funded share, then rating).
 */
export function useLandingCollections() {
  const url = `/photograph_collections?itemsPerPage=${PAGE_SIZE.collections}&status=${COLLECTION_STATUS.Crowdfunding}`;
  return useQuery({
    queryKey: collectionKeys.list(url),
    queryFn: ({ signal }) => getJson<HydraCollection<Collection>>(url, { signal }),
    select: (list) => landingCollections(list['hydra:member']),
  });
}

/**
 * The collections list (/collections): crowdfunding collections, newest first, a page at a time
 * (spec §7 `?page=1&order[dateCreated]=DESC&status=1`).
 */
export function useCrowdfundingCollections() {
  const url = `/photograph_collections?page=1&order%5BdateCreated%5D=DESC&status=${COLLECTION_STATUS.Crowdfunding}&itemsPerPage=30`;
  const query = useHydraPages<Collection>(collectionKeys.pages(url), url);
  return { ...query, collections: membersOf(query.data?.pages) };
}

/**
 * For editors and admins: the collections visitors reported and nobody has taken on yet (status
 * New, which the server shows only to them and each collection's owner), newest first.
 */
export function useReportedCollections() {
  const url = `/photograph_collections?status=${COLLECTION_STATUS.New}&order%5BdateCreated%5D=DESC`;
  const query = useHydraPages<Collection>(collectionKeys.pages(url), url, { auth: true });
  return { ...query, collections: membersOf(query.data?.pages) };
}

/**
 * Spec §2 My images 'Deine Sammlungen': the collections the person owns, in every status (spec §7
 * `?owner={person_id}`), newest first, a page at a time. `personId` undefined: not asked for.
 */
export function useOwnCollections(personId: number | string | undefined) {
  const url =
    personId === undefined
      ? null
      : `/photograph_collections?owner=${encodeURIComponent(personId)}&order%5BdateCreated%5D=DESC`;
  const query = useHydraPages<Collection>(collectionKeys.pages(url), url, { auth: true });
  return { ...query, collections: membersOf(query.data?.pages) };
}

// ---------------------------------------------------------------------------------------------
// Writes (spec §7 PUT/DELETE {collection @id}): the collection edit screen and the team's status
// and crowdfunding panel go through these hooks.
// ---------------------------------------------------------------------------------------------

/**
 * The collection as its edit form starts from, with the token (a New collection is its owner's
 * and the curators' only; they also get the report details and the status record): read fresh
 * when the form opens and not again under it. `id` null: not asked for.
 */
export function useEditableCollection(id: number | null) {
  return useQuery({
    queryKey: [...collectionKeys.detail(id ?? 0), 'own'],
    enabled: id !== null,
    queryFn: ({ signal }) => getJson<Collection>(`/photograph_collections/${id}`, { signal, auth: true }),
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: (count, error) => count < 2 && !isNotFound(error),
  });
}

/**
 * What a collection write changes: the collection and every collection list (landing, /collections,
 * my images), the feed and search (a published collection is a feed item) and the map.
 */
function useRefreshCollections() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
      queryClient.invalidateQueries({ queryKey: feedItemKeys.all }),
      queryClient.invalidateQueries({ queryKey: geoAggregationKeys.all }),
    ]);
}

/**
 * PUT {collection @id} with the fields that change (fields left out stay). The team's fields
 * (status, crowdfunding, perks, rating) are refused for anyone but editors and admins.
 */
export function useUpdateCollection() {
  const refresh = useRefreshCollections();
  return useMutation({
    mutationFn: ({ id, ...changes }: CollectionUpdateInput & { id: number }) =>
      requestJson<Collection>('PUT', `/photograph_collections/${id}`, { body: changes, auth: true }),
    onSuccess: () => refresh(),
  });
}

/** DELETE {collection @id}: at status New (0) only, and only while it holds no photographs. */
export function useDeleteCollection() {
  const refresh = useRefreshCollections();
  return useMutation({
    mutationFn: (id: number) =>
      requestJson<undefined>('DELETE', `/photograph_collections/${id}`, { auth: true }),
    // Not awaited: the screen of the deleted collection leaves at once.
    onSuccess: () => {
      void refresh();
    },
  });
}
