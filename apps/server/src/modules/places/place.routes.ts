import {
  geoAggregationOutput,
  geoAggregationParams,
  geoAggregationQuery,
  mapLabelOutput,
  mapLabelsParams,
  mapSettingsOutput,
  nearestAggregationParams,
  nearestAggregationQuery,
  placeDetailParams,
  placeListQuery,
  placeOutput,
  placeSearchQuery,
  placeStatsQuery,
  reverseQuery,
} from '@retropics/domain/contracts/place.contract';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { idParams } from '../../hydra/id-param.js';
import { createGazetteerRepository } from './gazetteer.repository.js';
import { createGeoAggregateRepository } from './geo-aggregate.repository.js';
import { createGeocodeCacheRepository, createGeocoderRepository } from './geocoder.repository.js';
import { createPlaceRepository } from './place.repository.js';
import { createPlaceService, mapSettings } from './place.service.js';
import { createTownLabelRepository } from './town-label.repository.js';

const nearOf = (query: { lat?: number | undefined; lon?: number | undefined }) =>
  query.lat !== undefined && query.lon !== undefined ? { lat: query.lat, lon: query.lon } : undefined;

export async function placeRoutes(app: App) {
  const places = createPlaceService({
    places: createPlaceRepository(app.db),
    gazetteer: createGazetteerRepository(),
    aggregates: createGeoAggregateRepository(app.db),
    geocoder: createGeocoderRepository(app.config.geocoderUrl),
    geocodeCache: createGeocodeCacheRepository(app.db),
    towns: createTownLabelRepository(),
  });
  app.describeResource({
    type: 'Place',
    path: '/places',
    title: 'Place',
    description: 'Where a document was made: country, region, town and street with keys and coordinates.',
    schema: placeOutput,
    operations: ['collection', 'item'],
  });
  app.describeResource({
    type: 'GeoAggregation',
    path: '/geo_aggregations',
    title: 'Geo aggregation',
    description: 'How many photographs a country, region or town on the map holds.',
    schema: geoAggregationOutput,
    operations: [],
  });
  app.describeResource({
    type: 'MapLabel',
    path: '/map_labels',
    title: 'Map label',
    description:
      'A town the offline base map names: its name in the requested language, its population and place.',
    schema: mapLabelOutput,
    operations: [],
  });
  const tags = ['Places'];

  app.get('/places', { schema: { tags, querystring: placeListQuery } }, async (request, reply) =>
    reply.type(JSON_LD).send(await places.list(request.query, request.url)),
  );
  app.get('/places/:id', { schema: { tags, params: idParams } }, async (request, reply) =>
    reply.type(JSON_LD).send(await places.get(request.params.id)),
  );
  app.get('/placesSearch', { schema: { tags, querystring: placeSearchQuery } }, async (request) =>
    places.search(request.query.q, nearOf(request.query), request.query.locale),
  );
  app.get('/placesSearchWithDocs', { schema: { tags, querystring: placeSearchQuery } }, async (request) =>
    places.searchWithDocs(request.query.q, nearOf(request.query), request.query.locale),
  );
  app.get('/placeDetail/de/:osmKey', { schema: { tags, params: placeDetailParams } }, async (request) =>
    places.detail(request.params.osmKey),
  );
  // Registered before `/:locale/:zoom/:box` only for reading order: the segment counts differ.
  app.get(
    '/geo_aggregations/:locale/nearest',
    { schema: { tags, params: nearestAggregationParams, querystring: nearestAggregationQuery } },
    async (request, reply) => {
      const { lat, lon, ...filters } = request.query;
      return reply.type(JSON_LD).send(await places.nearest(request.params.locale, { lat, lon }, filters));
    },
  );
  app.get(
    '/map_labels/:locale/:zoom/:box',
    { schema: { tags, params: mapLabelsParams } },
    async (request, reply) => {
      const [south, west, north, east] = request.params.box;
      return reply
        .type(JSON_LD)
        .send(places.labels(request.params.locale, request.params.zoom, { south, west, north, east }));
    },
  );
  app.get(
    '/geo_aggregations/:locale/:zoom/:box',
    { schema: { tags, params: geoAggregationParams, querystring: geoAggregationQuery } },
    async (request, reply) => {
      const [south, west, north, east] = request.params.box;
      return reply
        .type(JSON_LD)
        .send(
          await places.aggregations(
            request.params.locale,
            request.params.zoom,
            { south, west, north, east },
            request.query,
          ),
        );
    },
  );
  app.get('/reverse', { schema: { tags, querystring: reverseQuery } }, async (request) =>
    places.reverse(request.query.lat, request.query.lon),
  );
  app.get(
    '/map_settings',
    {
      schema: {
        tags,
        summary: "The map's tile source, if one is configured",
        response: { 200: mapSettingsOutput },
      },
    },
    async () => mapSettings(app.config.mapTiles),
  );
  app.post('/place_stats', { schema: { tags, querystring: placeStatsQuery } }, async (request) =>
    places.stats(request.query),
  );
}
