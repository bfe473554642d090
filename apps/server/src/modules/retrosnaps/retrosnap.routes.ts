import { retrosnapListQuery, retrosnapOutput } from '@retropics/domain/contracts/retrosnap.contract';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { idParams } from '../../hydra/id-param.js';
import { optionalUser } from '../auth/auth.hooks.js';
import { createRetrosnapRepository } from './retrosnap.repository.js';
import { createRetrosnapService } from './retrosnap.service.js';

export async function retrosnapRoutes(app: App) {
  const snaps = createRetrosnapService(createRetrosnapRepository(app.db));
  app.describeResource({
    type: 'Retrosnap',
    path: '/retrosnaps',
    title: 'RetroSnap',
    description:
      'A modern re-photograph of the place a historical photograph shows, taken from the same spot.',
    schema: retrosnapOutput,
    operations: ['collection', 'item'],
  });
  const tags = ['RetroSnaps'];
  app.get(
    '/retrosnaps',
    { preHandler: optionalUser, schema: { tags, querystring: retrosnapListQuery } },
    async (request, reply) =>
      reply.type(JSON_LD).send(await snaps.list(request.user, request.query, request.url)),
  );
  app.get('/retrosnaps/:id', { schema: { tags, params: idParams } }, async (request, reply) =>
    reply.type(JSON_LD).send(await snaps.get(request.params.id)),
  );
}
