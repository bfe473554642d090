import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, type HydraCollection } from '../../../lib/hydra/hydra-client';
import {
  TOP_ALBUMS_PARAMS,
  TOP_ALBUMS_URL,
  takeArrivedTopAlbums,
  takeEarlyTopAlbums,
} from './top-albums-early';

/** The fields of a feed item (spec §3) the start carousel shows. */
export interface TopAlbum {
  id: number | string;
  documentType: string;
  headline?: string | null;
  fromYear?: number | null;
  toYear?: number | null;
  city?: string | null;
  translations?: Array<{
    locale: string;
    name?: string | null;
    text?: string | null;
    description?: string | null;
  }>;
  images?: Array<{ filePath?: string | null }>;
  thumbnail?: string | null;
}

type TopAlbums = HydraCollection<TopAlbum>;

const topAlbumsQuery = queryOptions({
  queryKey: ['feed_items', TOP_ALBUMS_PARAMS],
  // The first time, the answer of the request started before the app loaded (top-albums-early.ts).
  queryFn: ({ signal }) =>
    (takeEarlyTopAlbums() as Promise<TopAlbums> | null) ?? getJson<TopAlbums>(TOP_ALBUMS_URL, { signal }),
});

export function useTopAlbums() {
  return useQuery({
    ...topAlbumsQuery,
    initialData: () => takeArrivedTopAlbums() as TopAlbums | undefined,
    select: (collection) => collection['hydra:member'],
  });
}
