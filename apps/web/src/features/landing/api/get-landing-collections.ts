import { landingCollections } from '@retropics/domain/collection-status';
import { COLLECTION_STATUS, PAGE_SIZE } from '@retropics/domain/constants';
import { useQuery } from '@tanstack/react-query';
import type { Collection } from '../../../lib/entities/collection';
import { getJson, type HydraCollection } from '../../../lib/hydra/hydra-client';

/**
 * The landing page's grid: the crowdfunding collections in one request (spec §9 page size 1000),
 * in the spec's landing order (funding data first, then funded share, then rating).
 */
export function useLandingCollections() {
  return useQuery({
    queryKey: ['photograph_collections', 'landing'],
    queryFn: ({ signal }) =>
      getJson<HydraCollection<Collection>>(
        `/photograph_collections?itemsPerPage=${PAGE_SIZE.collections}&status=${COLLECTION_STATUS.Crowdfunding}`,
        { signal },
      ),
    select: (list) => landingCollections(list['hydra:member']),
  });
}
