import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/hydra/hydra-client';

/** The fields of GET /photographs/{id} that the viewer reads (spec §3 'Photograph'). */
export interface Photograph {
  '@id': string;
  id: number;
  filePath: string;
  ratio: number;
  size: [number, number];
  backFilePath: string | null;
  backRatio: number | null;
  backSize: [number, number] | null;
  dateText: string | null;
  fromYear: number | null;
  toYear: number | null;
  translations: Array<{ locale: string; name: string; description: string }>;
  place: {
    name: string;
    postalAddress: {
      addressLocality: string | null;
      streetAddress: string | null;
      addressCountryLong: string | null;
    };
    geo: { latitude: number; longitude: number } | null;
  } | null;
  categories: string[];
  isBlackAndWhite: boolean;
  hasColorized: boolean;
  faces: Array<{ id: string; bounding_box: [number, number, number, number] }>;
  collection: string | null;
  additionalPhotographs: string[];
  retrosnaps: string[];
  commentsCount: number;
  retrosnapsCount: number;
  attribution: {
    photographer: string | null;
    source: string | null;
    licenseName: string | null;
    licenseUrl: string | null;
  };
}

export function usePhotograph(id: number) {
  return useQuery({
    queryKey: ['photograph', id],
    queryFn: ({ signal }) => getJson<Photograph>(`/photographs/${id}`, { signal }),
  });
}
