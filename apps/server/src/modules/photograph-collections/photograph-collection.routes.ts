import {
  collectionListQuery,
  collectionOutput,
} from '@retropics/domain/contracts/photograph-collection.contract';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { idParams } from '../../hydra/id-param.js';
import { contentLocale } from '../content-locale.js';
import { createCollectionRepository } from './photograph-collection.repository.js';
import { createCollectionService } from './photograph-collection.service.js';

export async function collectionRoutes(app: App) {
  const collections = createCollectionService(createCollectionRepository(app.db));
  app.describeResource({
    type: 'PhotographCollection',
    path: '/photograph_collections',
    title: 'Photograph collection',
    description: 'A body of originals that is reported, crowdfunded, scanned and published, with its perks.',
    schema: collectionOutput,
    operations: ['collection', 'item'],
    customOperations: [
      {
        method: 'POST',
        path: '/photograph_collections/report',
        title:
          'Reports a collection (anyone): stored at status 0 (New), confirmed to the reporter and announced to the editors by mail.',
        returns: 'PhotographCollection',
      },
    ],
  });
  const tags = ['Photograph collections'];
  app.get(
    '/photograph_collections',
    { schema: { tags, querystring: collectionListQuery } },
    async (request, reply) =>
      reply
        .type(JSON_LD)
        .send(await collections.list(request.query, request.url, contentLocale(request, reply))),
  );
  app.get('/photograph_collections/:id', { schema: { tags, params: idParams } }, async (request, reply) =>
    reply.type(JSON_LD).send(await collections.get(request.params.id, contentLocale(request, reply))),
  );
}
