import { landingCollections } from '@retropics/domain/collection-status';
import { COLLECTION_STATUS, PAGE_SIZE } from '@retropics/domain/constants';
import { useQuery } from '@tanstack/react-query';
import type { Collection } from '../entities/collection';
import { getJson, type HydraCollection } from '../hydra/hydra-client';
import { idOfIri } from '../hydra/iri';
import { resourceKeys } from '../hydra/resource-keys';
import { membersOf, useHydraPages } from '../hydra/use-hydra-pages';

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
