import {
  geoAggregationOutput,
  geoAggregationParams,
  geoAggregationQuery,
  mapSettingsOutput,
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

const nearOf = (query: { lat?: number | undefined; lon?: number | undefined }) =>
  query.lat !== undefined && query.lon !== undefined ? { lat: query.lat, lon: query.lon } : undefined;

export async function placeRoutes(app: App) {
  const places = createPlaceService({
    places: createPlaceRepository(app.db),
    gazetteer: createGazetteerRepository(),
    aggregates: createGeoAggregateRepository(app.db),
    geocoder: createGeocoderRepository(app.config.geocoderUrl),
    geocodeCache: createGeocodeCacheRepository(app.db),
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
  app.get(
    '/geo_aggregations/:locale/:zoom/:box',
    { schema: { tags, params: geoAggregationParams, querystring: geoAggregationQuery } },
    async (request, reply) => {
      const [south, west, north, east] = request.params.box;
      return reply
        .type(JSON_LD)
        .send(await places.aggregations(request.params.zoom, { south, west, north, east }, request.query));
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
