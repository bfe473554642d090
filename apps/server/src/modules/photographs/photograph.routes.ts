import { photographListQuery, photographOutput } from '@retropics/domain/contracts/photograph.contract';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { idParams } from '../../hydra/id-param.js';
import { optionalUser } from '../auth/auth.hooks.js';
import { createPhotographRepository } from './photograph.repository.js';
import { createPhotographService } from './photograph.service.js';

export async function photographRoutes(app: App) {
  const photographs = createPhotographService(createPhotographRepository(app.db));
  app.describeResource({
    type: 'Photograph',
    path: '/photographs',
    title: 'Photograph',
    description:
      'A historical photograph (RetroPic): front and back side, dates, place, categories and attribution.',
    schema: photographOutput,
    operations: ['collection', 'item'],
  });
  app.get(
    '/photographs',
    { preHandler: optionalUser, schema: { tags: ['Photographs'], querystring: photographListQuery } },
    async (request, reply) =>
      reply.type(JSON_LD).send(await photographs.list(request.user, request.query, request.url)),
  );
  app.get(
    '/photographs/:id',
    { preHandler: optionalUser, schema: { tags: ['Photographs'], params: idParams } },
    async (request, reply) =>
      reply.type(JSON_LD).send(await photographs.get(request.user, request.params.id)),
  );
}
