import { MAP } from '@retropics/domain/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getJson, type HydraCollection } from '../../../lib/hydra/hydra-client';
import type { GeoBox } from '../map-geo-param';

/** The fields of a feed item (spec §3) the map draws. */
export interface MapItem {
  '@id': string;
  id: number;
  documentType: 'Photograph' | 'ImageGallery' | 'PhotographCollection' | 'Retrosnap' | 'Announcement';
  /** IRI of the document, e.g. `/photographs/12`. */
  document: string;
  headline: string;
  translations: Array<{ locale: string; name: string; description: string }>;
  images: Array<{ filePath: string; width: number; height: number }>;
  thumbnail: string | null;
  imageRatio: number;
  computedRating: number;
  geo: { lat: number; lon: number } | null;
  city: string | null;
  fromYear: number | null;
  toYear: number | null;
  crowdfundingRequired: number | null;
  crowdfundingFunded: number | null;
  status: number | null;
}

/** The box with 4 decimals (about 10 m): viewports that differ by less share one request. */
export function boxParam(box: GeoBox): string {
  return [box.south, box.west, box.north, box.east].map((n) => n.toFixed(4)).join(',');
}

/** Spec §7: `/feed_items?groups[]=map&itemsPerPage=500&page=1&geoBox=…&cache=false`, plus the search filters. */
export function mapItemsUrl(box: GeoBox, filterQuery: string): string {
  const query = `groups[]=map&itemsPerPage=${MAP.itemsPerPage}&page=1&geoBox=${boxParam(box)}&cache=false`;
  return `/feed_items?${query}${filterQuery ? `&${filterQuery}` : ''}`;
}

export function useMapItems(box: GeoBox | null, filterQuery: string) {
  return useQuery({
    queryKey: ['map', 'items', box && boxParam(box), filterQuery],
    enabled: box !== null,
    queryFn: ({ signal }) =>
      getJson<HydraCollection<MapItem>>(mapItemsUrl(box as GeoBox, filterQuery), { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
