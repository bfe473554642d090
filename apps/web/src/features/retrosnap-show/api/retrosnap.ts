import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/hydra/hydra-client';

/** GET /retrosnaps/{id} (spec §3 'Retrosnap'), the fields the show screen reads. */
export interface Retrosnap {
  '@id': string;
  id: number;
  text: string;
  filePath: string;
  size: [number, number];
  ratio: number;
  photograph: string;
  author: { '@id': string; name: string } | null;
  dateCreated: string;
  dateText: string | null;
  place: { name: string; geo: { lat: number; lon: number } } | null;
  backFilePath: string | null;
  attribution: {
    photographer: string | null;
    source: string | null;
    licenseName: string | null;
    licenseUrl: string | null;
  };
  commentsCount: number;
}

export function useRetrosnap(id: number) {
  return useQuery({
    queryKey: ['retrosnap', id],
    queryFn: ({ signal }) => getJson<Retrosnap>(`/retrosnaps/${id}`, { signal }),
  });
}
