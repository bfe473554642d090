import type { Locale } from '@retropics/domain/constants';
import type {
  GeoAggregationOutput,
  MapLabelOutput,
  MapSettingsOutput,
  NearestAggregationOutput,
  PlaceSearchResult,
} from '@retropics/domain/contracts/place.contract';
import { distanceKm } from '@retropics/domain/geo-distance';
import { hydraCollection } from '../../hydra/hydra-collection.js';
import { notFound } from '../../hydra/hydra-errors.js';
import { toPage } from '../../hydra/pagination.js';
import { feedCondition } from '../feed-items/feed-item.repository.js';
import { type FilterInput, toFilters } from '../feed-items/feed-item.service.js';
import {
  countryName,
  distanceSquared,
  type GazetteerEntry,
  type GazetteerRepository,
  type Point,
} from './gazetteer.repository.js';
import type {
  AggregateRow,
  Box,
  createGeoAggregateRepository,
  MapLevel,
  StreetAggregateRow,
} from './geo-aggregate.repository.js';
import type {
  createGeocodeCacheRepository,
  createGeocoderRepository,
  ReverseAddress,
} from './geocoder.repository.js';
import { type PlaceRow, presentPlace } from './place.presenter.js';
import type { PlaceRepository } from './place.repository.js';
import { placeKeysFor, searchForm } from './place-key.js';
import { type PlaceNames, placeNamesIn } from './place-names.js';
import type { TownLabelRepository } from './town-label.repository.js';

const SEARCH_LIMIT = 20;
/** Spec §9: street boxes are drawn from zoom 16 on. */
const STREET_MIN_ZOOM = 16;

/** On equal counts a town is the likelier wish than the region or street of the same name. */
const levelRank: Record<PlaceSearchResult['type'], number> = {
  locality: 0,
  street: 1,
  region: 2,
  country: 3,
};

/** Map levels by zoom: whole countries when zoomed far out, towns from zoom 9 on, streets from zoom 16 on. */
export function aggregateLevelForZoom(zoom: number): MapLevel {
  if (zoom <= 5) return 'country';
  if (zoom <= 8) return 'region';
  if (zoom < STREET_MIN_ZOOM) return 'locality';
  return 'street';
}

function levelOf(place: PlaceRow): PlaceSearchResult['type'] {
  if (place.streetAddress) return 'street';
  if (place.addressLocality) return 'locality';
  if (place.addressRegion) return 'region';
  return 'country';
}

function gazetteerResult(entry: GazetteerEntry, names: PlaceNames): PlaceSearchResult {
  const keys = placeKeysFor({ country: entry.country, admin1: entry.admin1, locality: entry.name });
  return {
    id: keys.locality ?? keys.country,
    name: entry.name,
    streetAddress: null,
    addressLocality: entry.name,
    addressRegion: names.region(keys.region, entry.regionName),
    addressCountry: names.country(entry.country),
    type: 'locality',
    docsCount: 0,
    geo: { lat: entry.lat, lon: entry.lon },
  };
}

/** An archive place with its region and country (and its own name, when it is one of them) in the reader's language. */
function placeResult(place: PlaceRow, docsCount: number, names: PlaceNames): PlaceSearchResult {
  const type = levelOf(place);
  const region = names.region(place.addressRegionKey, place.addressRegion);
  const country = names.country(place.addressCountry);
  return {
    id: place.placeKey,
    name: type === 'country' ? country : type === 'region' ? (region ?? place.name) : place.name,
    streetAddress: place.streetAddress,
    addressLocality: place.addressLocality,
    addressRegion: region,
    addressCountry: country,
    type,
    docsCount,
    geo: { lat: place.latitude, lon: place.longitude },
  };
}

/** What a row shows: two places that read the same are one choice to the reader. */
const shownAs = (place: PlaceSearchResult) =>
  [
    place.type,
    place.name,
    place.streetAddress,
    place.addressLocality,
    place.addressRegion,
    place.addressCountry,
  ]
    .map((part) => searchForm(part ?? ''))
    .join('|');

/** Keeps the first of the rows that read the same (the list comes best first). */
export function withoutLookalikes(results: PlaceSearchResult[]): PlaceSearchResult[] {
  const seen = new Set<string>();
  return results.filter((place) => {
    const shown = shownAs(place);
    if (seen.has(shown)) return false;
    seen.add(shown);
    return true;
  });
}

/**
 * The name of a counted place in the reader's language: the aggregates keep the gazetteer's
 * (English country and region names, 'Lucerne', Italian names in South Tyrol).
 */
function aggregateName(row: AggregateRow, locale: Locale, names: PlaceNames): string {
  const country = row.place_key.split('.')[0] as string;
  switch (row.level as MapLevel) {
    case 'country':
      return countryName(country, locale);
    case 'region':
      return names.region(row.place_key, row.name) ?? row.name;
    case 'locality':
      return names.town(country, row.name);
    default:
      return row.name;
  }
}

function presentAggregate(
  row: AggregateRow | StreetAggregateRow,
  locale: Locale,
  names: PlaceNames,
): GeoAggregationOutput {
  return {
    '@type': 'GeoAggregation',
    placeId: row.place_key,
    level: row.level as MapLevel,
    name: aggregateName(row, locale, names),
    count: Number(row.count),
    geo: { lat: Number(row.latitude), lon: Number(row.longitude) },
    ...('south' in row && {
      box: {
        south: Number(row.south),
        west: Number(row.west),
        north: Number(row.north),
        east: Number(row.east),
      },
    }),
  };
}

/**
 * The base map names towns by size: only the biggest when far out, smaller ones as the map closes
 * in. The web app then leaves out labels that would collide, biggest first.
 */
export function labelMinPopulation(zoom: number): number {
  if (zoom <= 3) return 2_000_000;
  if (zoom <= 4) return 1_000_000;
  if (zoom <= 5) return 400_000;
  if (zoom <= 6) return 100_000;
  if (zoom <= 7) return 25_000;
  if (zoom <= 8) return 8_000;
  if (zoom <= 9) return 2_500;
  return 1_000;
}
const LABEL_LIMIT = 200;
const NEAREST_LIMIT = 3;

/**
 * What the web app needs to draw the base map: a tile source (template URL, attribution, deepest
 * zoom) or none, in which case it draws its embedded outlines only.
 */
export function mapSettings(
  tiles: { url: string; attribution: string | null; maxZoom: number } | null,
): MapSettingsOutput {
  return {
    '@type': 'MapSettings',
    tileUrl: tiles?.url ?? null,
    attribution: tiles?.attribution ?? null,
    maxZoom: tiles?.maxZoom ?? null,
  };
}

export function createPlaceService(deps: {
  places: PlaceRepository;
  gazetteer: GazetteerRepository;
  aggregates: ReturnType<typeof createGeoAggregateRepository>;
  geocoder: ReturnType<typeof createGeocoderRepository>;
  geocodeCache: ReturnType<typeof createGeocodeCacheRepository>;
  towns: TownLabelRepository;
}) {
  const { places, gazetteer, aggregates, geocoder, geocodeCache, towns } = deps;

  /**
   * Archive places and gazetteer towns in one list: most photographs first; among equal counts the
   * exact name, then the place nearest to `near` (the map's centre), then prefix matches.
   */
  async function searchWithDocs(
    text: string,
    near?: Point,
    locale: Locale = 'de',
  ): Promise<PlaceSearchResult[]> {
    const names = placeNamesIn(locale);
    const archive = await places.search(text, SEARCH_LIMIT);
    const towns = gazetteer.search(text, SEARCH_LIMIT, near);
    const townResults = towns.map((town) => gazetteerResult(town, names));
    const counts = await places.documentCounts([
      ...archive.map((p) => p.placeKey),
      ...townResults.map((t) => t.id),
    ]);
    const byKey = new Map<string, PlaceSearchResult>();
    for (const place of archive)
      byKey.set(place.placeKey, placeResult(place, counts.get(place.placeKey) ?? 0, names));
    for (const town of townResults) {
      if (!byKey.has(town.id)) byKey.set(town.id, { ...town, docsCount: counts.get(town.id) ?? 0 });
    }
    const typed = searchForm(text);
    const ordered = [...byKey.values()].sort(
      (a, b) =>
        b.docsCount - a.docsCount ||
        Number(searchForm(b.name) === typed) - Number(searchForm(a.name) === typed) ||
        (near ? distanceSquared(near, a.geo) - distanceSquared(near, b.geo) : 0) ||
        Number(searchForm(b.name).startsWith(typed)) - Number(searchForm(a.name).startsWith(typed)) ||
        levelRank[a.type] - levelRank[b.type] ||
        a.name.length - b.name.length,
    );
    return withoutLookalikes(ordered).slice(0, SEARCH_LIMIT);
  }

  return {
    searchWithDocs,

    /** The geocoder-style answer (Photon's GeoJSON shape) the map's place search reads. */
    async search(text: string, near?: Point, locale?: Locale) {
      const results = await searchWithDocs(text, near, locale);
      return {
        type: 'FeatureCollection',
        features: results.map((result) => ({
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [result.geo.lon, result.geo.lat] },
          properties: {
            name: result.name,
            type: result.type === 'locality' ? 'city' : result.type === 'region' ? 'state' : result.type,
            osm_type: 'P',
            osm_id: result.id,
            city: result.addressLocality,
            district: null,
            street: result.streetAddress,
            housenumber: null,
            state: result.addressRegion,
            country: result.addressCountry,
            extent: null,
            docsCount: result.docsCount,
          },
        })),
      };
    },

    async detail(key: string) {
      const place = await places.findByKey(key);
      if (place) {
        return {
          place_id: place.placeKey,
          name: place.name,
          localname: place.name,
          address: [place.streetAddress, place.addressLocality, place.addressRegion, place.addressCountryLong]
            .filter((part): part is string => Boolean(part))
            .map((part, index) => ({ localname: part, rank_address: 26 - index * 4 })),
          geometry: { type: 'Point', coordinates: [place.longitude, place.latitude] },
          country: place.addressCountryLong,
          country_code: place.addressCountry.toLowerCase(),
          city: place.addressLocality,
          town: place.addressLocality,
          village: null,
          state: place.addressRegion,
          road: place.streetAddress,
        };
      }
      const town = gazetteer.byKey(key);
      if (!town) throw notFound('Place');
      return {
        place_id: key,
        name: town.name,
        localname: town.name,
        address: [town.name, town.regionName, town.countryName]
          .filter((part): part is string => Boolean(part))
          .map((part, index) => ({ localname: part, rank_address: 16 - index * 4 })),
        geometry: { type: 'Point', coordinates: [town.lon, town.lat] },
        country: town.countryName,
        country_code: town.country.toLowerCase(),
        city: town.name,
        town: town.name,
        village: null,
        state: town.regionName,
        road: null,
      };
    },

    async aggregations(locale: Locale, zoom: number, box: Box, filters: FilterInput) {
      const level = aggregateLevelForZoom(zoom);
      const hasFilters = Object.values(filters).some((value) => value !== undefined);
      const rows =
        level === 'street'
          ? await aggregates.streetsInBox(box, feedCondition(toFilters(filters, true)))
          : hasFilters
            ? await aggregates.inBoxFiltered(level, box, feedCondition(toFilters(filters, true)))
            : await aggregates.inBox(level, box);
      return {
        '@context': '/contexts/GeoAggregation',
        '@id': '/geo_aggregations',
        '@type': 'hydra:Collection',
        'hydra:totalItems': rows.length,
        'hydra:member': rows.map((row) => presentAggregate(row, locale, placeNamesIn(locale))),
      };
    },

    /** The towns the base map names in a box at a zoom, biggest first, in the reader's language. */
    labels(locale: Locale, zoom: number, box: Box) {
      const names = placeNamesIn(locale);
      const members: MapLabelOutput[] = towns
        .largestInBox(box, labelMinPopulation(zoom), LABEL_LIMIT)
        .map((town) => ({
          '@type': 'MapLabel',
          id: town.id,
          name: names.town(town.country, town.name),
          population: town.population,
          geo: { lat: town.lat, lon: town.lon },
        }));
      return {
        '@context': '/contexts/MapLabel',
        '@id': '/map_labels',
        '@type': 'hydra:Collection',
        'hydra:totalItems': members.length,
        'hydra:member': members,
      };
    },

    /** The towns with photographs (matching the filters) nearest a point: where an empty view can go. */
    async nearest(locale: Locale, point: Point, filters: FilterInput) {
      const hasFilters = Object.values(filters).some((value) => value !== undefined);
      const rows = await aggregates.nearestLocalities(
        point,
        NEAREST_LIMIT,
        hasFilters ? feedCondition(toFilters(filters, true)) : null,
      );
      const names = placeNamesIn(locale);
      const members: NearestAggregationOutput[] = rows.map((row) => {
        const aggregate = presentAggregate(row, locale, names);
        return { ...aggregate, distanceKm: Math.round(distanceKm(point, aggregate.geo) * 10) / 10 };
      });
      return {
        '@context': '/contexts/GeoAggregation',
        '@id': '/geo_aggregations',
        '@type': 'hydra:Collection',
        'hydra:totalItems': members.length,
        'hydra:member': members,
      };
    },

    async stats(query: {
      addressCountry?: string | undefined;
      addressRegion?: string | undefined;
      addressLocality?: string | undefined;
    }) {
      const [addressCountryCount, addressRegionCount, addressLocalityCount] = await Promise.all([
        query.addressCountry ? aggregates.countsFor('country', query.addressCountry) : 0,
        query.addressRegion ? aggregates.countsFor('region', query.addressRegion) : 0,
        query.addressLocality ? aggregates.countsFor('locality', query.addressLocality) : 0,
      ]);
      return { '@type': 'PlaceStats', addressCountryCount, addressRegionCount, addressLocalityCount };
    },

    /**
     * The address of a spot (city, district, street) for the photograph info panel: the configured
     * geocoder's answer, cached per 10 m spot; without one, the nearest archive street within
     * 300 m, else the nearest town of the gazetteer.
     */
    async reverse(lat: number, lon: number): Promise<ReverseAddress> {
      const spot = `${lat.toFixed(4)},${lon.toFixed(4)}`;
      const cached = await geocodeCache.find(spot);
      if (cached) return cached;
      const answer = await geocoder.reverse(lat, lon);
      if (answer) {
        await geocodeCache.store(spot, answer);
        return answer;
      }
      const street = await places.nearestStreet(lat, lon, 0.3);
      if (street) {
        return {
          display_name: [street.streetAddress, street.addressLocality, street.addressCountryLong]
            .filter(Boolean)
            .join(', '),
          address: {
            road: street.streetAddress,
            city_district: null,
            city: street.addressLocality,
            state: street.addressRegion,
            country: street.addressCountryLong,
            country_code: street.addressCountry.toLowerCase(),
          },
          source: 'archive',
        };
      }
      const town = gazetteer.nearest(lat, lon);
      return {
        display_name: [town.name, town.regionName, town.countryName].filter(Boolean).join(', '),
        address: {
          road: null,
          city_district: null,
          city: town.name,
          state: town.regionName,
          country: town.countryName,
          country_code: town.country.toLowerCase(),
        },
        source: 'gazetteer',
      };
    },

    async list(query: { page: number; itemsPerPage?: number | undefined }, requestUrl: string) {
      const page = toPage(query, 30);
      const { rows, total } = await places.findPage(page.itemsPerPage, page.offset);
      return hydraCollection({
        type: 'Place',
        requestUrl,
        members: rows.map(presentPlace),
        totalItems: total,
        page,
      });
    },

    async get(id: number) {
      const place = await places.findById(id);
      if (!place) throw notFound('Place');
      return { '@context': '/contexts/Place', ...presentPlace(place) };
    },
  };
}
