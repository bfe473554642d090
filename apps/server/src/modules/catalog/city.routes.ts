import { cityListQuery, cityOutput } from '@retropics/domain/contracts/city.contract';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { idParams } from '../../hydra/id-param.js';
import { createCityRepository } from './city.repository.js';
import { createCityService } from './city.service.js';

export async function cityRoutes(app: App) {
  const cities = createCityService(createCityRepository(app.db));
  app.describeResource({
    type: 'City',
    path: '/api/cities',
    title: 'City',
    description: 'A city a photograph is filed under.',
    schema: cityOutput,
    operations: ['collection', 'item'],
  });
  const tags = ['Cities'];
  // The client lists cities under /api/cities but reads one city at /cities/{id} (spec §7).
  app.get('/api/cities', { schema: { tags, querystring: cityListQuery } }, async (request, reply) =>
    reply.type(JSON_LD).send(await cities.list(request.query, request.url)),
  );
  app.get('/cities/:id', { schema: { tags, params: idParams } }, async (request, reply) =>
    reply.type(JSON_LD).send(await cities.get(request.params.id)),
  );
}
