import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/hydra/hydra-client';

/** GET /photograph_collections/{id}: what the cover and collage screens need. */
export interface MosaicCollection {
  id: number;
  headline: string;
  /** A cover uploaded for the collection; null when it has none. */
  thumbnail: string | null;
  /** File paths of the photographs the collection shows first (up to six). */
  previewThumbnails: string[];
  photographsCount: number;
}

export function useMosaicCollection(id: number) {
  return useQuery({
    queryKey: ['photograph-collection', `/photograph_collections/${id}`],
    queryFn: ({ signal }) => getJson<MosaicCollection>(`/photograph_collections/${id}`, { signal }),
  });
}
