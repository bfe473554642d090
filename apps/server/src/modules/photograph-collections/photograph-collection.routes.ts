import {
  collectionListQuery,
  collectionOutput,
  collectionUpdateBody,
} from '@retropics/domain/contracts/photograph-collection.contract';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { idParams } from '../../hydra/id-param.js';
import { registerItemWrites } from '../../hydra/item-write-routes.js';
import { optionalUser } from '../auth/auth.hooks.js';
import { contentLocale } from '../content-locale.js';
import { refreshFeedItems } from '../feed-items/feed-item.projection.js';
import { createPlaceReferenceRepository } from '../places/place-reference.repository.js';
import { createCollectionStatusNews } from './collection-status-news.js';
import { createCollectionRepository } from './photograph-collection.repository.js';
import { createCollectionService } from './photograph-collection.service.js';
import { createCollectionWriteRepository } from './photograph-collection-write.repository.js';
import { createCollectionWriteService } from './photograph-collection-write.service.js';

export async function collectionRoutes(app: App) {
  const repository = createCollectionRepository(app.db);
  const collections = createCollectionService(repository);
  const writeRepository = createCollectionWriteRepository(app.db);
  const writes = createCollectionWriteService({
    collections: repository,
    writes: writeRepository,
    placeIdOf: createPlaceReferenceRepository(app.db).placeIdOf,
    news: createCollectionStatusNews({
      writes: writeRepository,
      mailer: app.mailer,
      notifyPerson: app.webPush.notifyPerson,
      publicUrl: app.config.publicUrl,
      log: app.log,
    }),
    // Collections reach the map and the landing page through the feed projection; their place is
    // not counted in the map's place aggregates (those count photographs), so nothing else to refresh.
    refreshFeed: (id) => refreshFeedItems(app.db, 'PhotographCollection', [id]),
  });
  app.describeResource({
    type: 'PhotographCollection',
    path: '/photograph_collections',
    title: 'Photograph collection',
    description: 'A body of originals that is reported, crowdfunded, scanned and published, with its perks.',
    schema: collectionOutput,
    operations: ['collection', 'item', 'replace', 'delete'],
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
    { preHandler: optionalUser, schema: { tags, querystring: collectionListQuery } },
    async (request, reply) =>
      reply
        .type(JSON_LD)
        .send(
          await collections.list(request.user, request.query, request.url, contentLocale(request, reply)),
        ),
  );
  app.get(
    '/photograph_collections/:id',
    { preHandler: optionalUser, schema: { tags, params: idParams } },
    async (request, reply) =>
      reply
        .type(JSON_LD)
        .send(await collections.get(request.user, request.params.id, contentLocale(request, reply))),
  );
  registerItemWrites(app, '/photograph_collections', tags, {
    update: {
      summary:
        "Change a collection (its owner, editors, admins); fields left out stay. status, crowdfundingRequired, crowdfundingFunded, perks and internalRating are editors' and admins' (403 naming the field for anyone else who changes one); texts are stored in the request's language",
      body: collectionUpdateBody,
      response: collectionOutput,
      handle: async (user, id, body, { request, reply }) => {
        const locale = contentLocale(request, reply);
        await writes.update(user, id, body, locale);
        return collections.get(user, id, locale);
      },
    },
    remove: {
      summary:
        'Delete a collection (its owner, editors, admins) in status New (0) only, and only while it holds no photographs (409 otherwise)',
      handle: (user, id) => writes.remove(user, id),
    },
  });
}
