import { feedItemOutput } from '@retropics/domain/contracts/feed-item.contract';
import { feedQuery } from '@retropics/domain/contracts/feed-query.contract';
import { z } from 'zod';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { createFeedItemRepository } from './feed-item.repository.js';
import { createFeedItemService } from './feed-item.service.js';

export async function feedItemRoutes(app: App) {
  const feed = createFeedItemService(createFeedItemRepository(app.db));
  app.describeResource({
    type: 'FeedItem',
    path: '/feed_items',
    title: 'Feed item',
    description: 'One card of the feed: a photograph, album, collection, RetroSnap or announcement.',
    schema: feedItemOutput,
    operations: ['collection', 'item'],
  });

  const listSchema = { tags: ['Feed'], summary: 'The feed and every search over it', querystring: feedQuery };
  app.get('/feed_items', { schema: listSchema }, async (request, reply) =>
    reply.type(JSON_LD).send(await feed.list(request.query, request.url)),
  );
  // "home" is the client's name for its start list: the same feed.
  app.get('/home', { schema: { ...listSchema, hide: true } }, async (request, reply) =>
    reply.type(JSON_LD).send(await feed.list(request.query, request.url)),
  );
  app.get(
    '/feed_items/:id',
    { schema: { tags: ['Feed'], params: z.object({ id: z.coerce.number().int().positive() }) } },
    async (request, reply) => reply.type(JSON_LD).send(await feed.get(request.params.id)),
  );
}
