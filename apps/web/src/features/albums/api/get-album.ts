import { useQuery } from '@tanstack/react-query';
import type { EmbeddedPlace } from '../../../lib/entities/archive-types';
import { getJson } from '../../../lib/hydra/hydra-client';

/** Spec §3 'Image gallery (album)': the fields the album screen shows. */
export interface Album {
  '@id': string;
  id: number;
  headline: string;
  description: string;
  text: string;
  place: EmbeddedPlace | null;
  categories: string[];
  categoryAttributes: Record<string, unknown>;
  fromYear: number;
  toYear: number;
  photographs: string[];
  photographComments: string[];
  retrosnaps: string[];
  subGalleries: string[];
  mentionImagePaths: string[];
  owner: string | null;
}

/** GET /image_galleries/{id}. */
export function useAlbum(id: number) {
  return useQuery({
    queryKey: ['image_galleries', id],
    queryFn: ({ signal }) => getJson<Album>(`/image_galleries/${id}`, { signal }),
    retry: (count, error) =>
      count < 2 && !(error instanceof Error && 'status' in error && error.status === 404),
  });
}
