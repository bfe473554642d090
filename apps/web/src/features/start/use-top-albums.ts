import { useQuery } from '@tanstack/react-query';
import type { HydraCollection } from '../../lib/hydra/hydra-client';
import { feedItemListQuery } from '../../lib/resources/feed-items';
import { TOP_ALBUMS_URL, takeArrivedTopAlbums, takeEarlyTopAlbums } from './api/top-albums-early';

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

/** The first time, the answer of the request started before the app loaded (top-albums-early.ts). */
const takeEarly = () => takeEarlyTopAlbums() as Promise<TopAlbums> | null;

export function useTopAlbums() {
  return useQuery({
    ...feedItemListQuery<TopAlbum>(TOP_ALBUMS_URL, takeEarly),
    initialData: () => takeArrivedTopAlbums() as TopAlbums | undefined,
    select: (collection) => collection['hydra:member'],
  });
}
