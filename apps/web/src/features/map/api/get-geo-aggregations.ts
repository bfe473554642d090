import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getJson, type HydraCollection } from '../../../lib/hydra/hydra-client';
import type { GeoBox } from '../map-geo-param';
import { boxParam } from './get-map-items';

/** Spec §3 Geo aggregation: how many photographs a country, region, town or street holds. */
export interface GeoAggregation {
  placeId: string;
  level: 'country' | 'region' | 'locality' | 'street';
  name: string;
  count: number;
  geo: { lat: number; lon: number };
  /** Streets only (zoom 16 and closer): the box around their photographs. */
  box?: GeoBox;
}

/** `/geo_aggregations/{locale}/{zoom}/{south,west,north,east}?filters` (spec §7). */
export function useGeoAggregations(
  locale: string,
  zoom: number | null,
  box: GeoBox | null,
  filterQuery: string,
) {
  const language = ['de', 'en', 'it'].includes(locale) ? locale : 'de';
  return useQuery({
    queryKey: ['map', 'aggregations', language, zoom, box && boxParam(box), filterQuery],
    enabled: box !== null && zoom !== null,
    queryFn: ({ signal }) =>
      getJson<HydraCollection<GeoAggregation>>(
        `/geo_aggregations/${language}/${zoom}/${boxParam(box as GeoBox)}${filterQuery ? `?${filterQuery}` : ''}`,
        { signal },
      ),
    select: (collection) => collection['hydra:member'],
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
