import { useQuery } from '@tanstack/react-query';
import { buildQuery, getJson, type HydraCollection } from '../../../lib/hydra/hydra-client';

/** The fields of a feed item (spec §3) the start carousel shows. */
export interface TopAlbum {
  id: number | string;
  documentType: string;
  headline?: string | null;
  translations?: Array<{
    locale: string;
    name?: string | null;
    text?: string | null;
    description?: string | null;
  }>;
  images?: Array<{ filePath?: string | null }>;
  thumbnail?: string | null;
}

/** Spec §7: the start carousel's call, top-rated albums, 10 per page. */
export const TOP_ALBUMS_PARAMS = {
  documentType: 'ImageGallery',
  showInFeed: true,
  'order[computedRating]': 'DESC',
  itemsPerPage: 10,
} as const;

export function getTopAlbums(signal?: AbortSignal): Promise<HydraCollection<TopAlbum>> {
  return getJson<HydraCollection<TopAlbum>>(`/feed_items?${buildQuery(TOP_ALBUMS_PARAMS)}`, { signal });
}

export function useTopAlbums() {
  return useQuery({
    queryKey: ['feed_items', TOP_ALBUMS_PARAMS],
    queryFn: ({ signal }) => getTopAlbums(signal),
    select: (collection) => collection['hydra:member'],
  });
}
