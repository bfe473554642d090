import { MAP } from '@retropics/domain/constants';
import type { FeedItemOutput } from '@retropics/domain/contracts/feed-item.contract';
import type {
  GeoAggregationOutput,
  MapLabelOutput,
  MapSettingsOutput,
  NearestAggregationOutput,
} from '@retropics/domain/contracts/place.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getJson, type HydraCollection } from '../hydra/hydra-client';
import { resourceKeys } from '../hydra/resource-keys';
import { feedItemKeys } from './feed-items';

export interface GeoBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** The fields of a feed item (spec §3) the map draws. */
export type MapItem = Pick<
  FeedItemOutput,
  | '@id'
  | 'id'
  | 'documentType'
  | 'document'
  | 'headline'
  | 'translations'
  | 'images'
  | 'thumbnail'
  | 'imageRatio'
  | 'computedRating'
  | 'geo'
  | 'city'
  | 'cityNames'
  | 'fromYear'
  | 'toYear'
  | 'crowdfundingRequired'
  | 'crowdfundingFunded'
  | 'status'
>;

/** Spec §3 Geo aggregation: how many photographs a country, region, town or street holds. */
export type GeoAggregation = Omit<GeoAggregationOutput, '@type'>;

/** The server's tile source for the base map; none means the embedded outlines alone. */
export type MapSettings = Omit<MapSettingsOutput, '@type'>;

/** A town the offline base map names, in the interface language. */
export type MapLabel = Omit<MapLabelOutput, '@type'>;

/** A town with photographs near a point, with its distance. */
export type NearestPlace = Omit<NearestAggregationOutput, '@type'>;

export const geoAggregationKeys = resourceKeys('geo_aggregations');
export const mapLabelKeys = resourceKeys('map_labels');
export const mapSettingsKeys = resourceKeys('map_settings');

/** The box with 4 decimals (about 10 m): viewports that differ by less share one request. */
export function boxParam(box: GeoBox): string {
  return [box.south, box.west, box.north, box.east].map((n) => n.toFixed(4)).join(',');
}

/** Spec §7: `/feed_items?groups[]=map&itemsPerPage=500&page=1&geoBox=…&cache=false`, plus the search filters. */
export function mapItemsUrl(box: GeoBox, filterQuery: string): string {
  const query = `groups[]=map&itemsPerPage=${MAP.itemsPerPage}&page=1&geoBox=${boxParam(box)}&cache=false`;
  return `/feed_items?${query}${filterQuery ? `&${filterQuery}` : ''}`;
}

/** The feed items in the map's box (none while the map has no box yet). */
export function useMapItems(box: GeoBox | null, filterQuery: string) {
  const url = box ? mapItemsUrl(box, filterQuery) : null;
  return useQuery({
    queryKey: feedItemKeys.list(url ?? ''),
    enabled: url !== null,
    queryFn: ({ signal }) => getJson<HydraCollection<MapItem>>(url as string, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** How many photographs the places-around-me view asks for: the nearest this many. */
export const NEARBY_PHOTOGRAPHS = 30;

/**
 * The photographs nearest a point, nearest first: the feed's near-me filter (`geo=lat,lon`, 25 km
 * around it) in the map's short shape. The point is rounded to about 100 m, so a person walking
 * about asks again only now and then; distances are measured from the exact position.
 */
export function nearbyPhotographsUrl(point: { lat: number; lon: number }): string {
  const geo = `${point.lat.toFixed(3)},${point.lon.toFixed(3)}`;
  return `/feed_items?groups[]=map&documentType=Photograph&geo=${geo}&itemsPerPage=${NEARBY_PHOTOGRAPHS}&page=1`;
}

export function useNearbyPhotographs(point: { lat: number; lon: number } | null) {
  const url = point ? nearbyPhotographsUrl(point) : null;
  return useQuery({
    queryKey: feedItemKeys.list(url ?? ''),
    enabled: url !== null,
    queryFn: ({ signal }) => getJson<HydraCollection<MapItem>>(url as string, { signal }),
    select: (collection) => collection['hydra:member'],
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** `/geo_aggregations/{locale}/{zoom}/{south,west,north,east}?filters` (spec §7). */
export function useGeoAggregations(
  locale: string,
  zoom: number | null,
  box: GeoBox | null,
  filterQuery: string,
) {
  const language = ['de', 'en', 'it'].includes(locale) ? locale : 'de';
  const url =
    box && zoom !== null
      ? `/geo_aggregations/${language}/${zoom}/${boxParam(box)}${filterQuery ? `?${filterQuery}` : ''}`
      : null;
  return useQuery({
    queryKey: geoAggregationKeys.list(url ?? ''),
    enabled: url !== null,
    queryFn: ({ signal }) => getJson<HydraCollection<GeoAggregation>>(url as string, { signal }),
    select: (collection) => collection['hydra:member'],
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

const mapLanguage = (locale: string) => (['de', 'en', 'it'].includes(locale) ? locale : 'de');

/** `/map_labels/{locale}/{zoom}/{box}`: the towns the base map names, biggest first. */
export function useMapLabels(locale: string, zoom: number | null, box: GeoBox | null) {
  const url = box && zoom !== null ? `/map_labels/${mapLanguage(locale)}/${zoom}/${boxParam(box)}` : null;
  return useQuery({
    queryKey: mapLabelKeys.list(url ?? ''),
    enabled: url !== null,
    queryFn: ({ signal }) => getJson<HydraCollection<MapLabel>>(url as string, { signal }),
    select: (collection) => collection['hydra:member'],
    placeholderData: keepPreviousData,
    // Town names do not change while the app runs.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * `/geo_aggregations/{locale}/nearest?lat&lon&filters`: the towns with photographs nearest the
 * map's centre, asked only while the view holds none.
 */
export function useNearestPlaces(
  locale: string,
  centre: { lat: number; lon: number } | null,
  filterQuery: string,
) {
  const url = centre
    ? `/geo_aggregations/${mapLanguage(locale)}/nearest?lat=${centre.lat.toFixed(3)}&lon=${centre.lon.toFixed(3)}${filterQuery ? `&${filterQuery}` : ''}`
    : null;
  return useQuery({
    queryKey: geoAggregationKeys.list(url ?? ''),
    enabled: url !== null,
    queryFn: ({ signal }) => getJson<HydraCollection<NearestPlace>>(url as string, { signal }),
    select: (collection) => collection['hydra:member'],
    staleTime: 60_000,
  });
}

const NO_TILES: MapSettings = { tileUrl: null, attribution: null, maxZoom: null };

export function useMapSettings() {
  return useQuery({
    queryKey: mapSettingsKeys.all,
    // Offline or an older server: the embedded base map works on its own.
    queryFn: ({ signal }) => getJson<MapSettings>('/map_settings', { signal }).catch(() => NO_TILES),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
