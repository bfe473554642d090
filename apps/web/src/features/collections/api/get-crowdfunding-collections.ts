import { COLLECTION_STATUS } from '@retropics/domain/constants';
import type { Collection } from '../../../lib/entities/collection';
import { membersOf, useHydraPages } from '../../../lib/hydra/use-hydra-pages';

/**
 * The collections list (/collections): crowdfunding collections, newest first, a page at a time
 * (spec §7 `?page=1&order[dateCreated]=DESC&status=1`).
 */
export function useCrowdfundingCollections() {
  const query = useHydraPages<Collection>(
    ['photograph_collections', 'crowdfunding'],
    `/photograph_collections?page=1&order%5BdateCreated%5D=DESC&status=${COLLECTION_STATUS.Crowdfunding}&itemsPerPage=30`,
  );
  return { ...query, collections: membersOf(query.data?.pages) };
}
