import { feedItemOutput } from '@retropics/domain/contracts/feed-item.contract';
import { feedQuery } from '@retropics/domain/contracts/feed-query.contract';
import { z } from 'zod';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { createFeedItemRepository } from './feed-item.repository.js';
import { createFeedItemService } from './feed-item.service.js';
import {
  FEED_PROJECTION_JOB,
  feedProjectionJobHandler,
  scheduleFeedProjectionRefresh,
} from './feed-projection.job.js';

export async function feedItemRoutes(app: App) {
  const feed = createFeedItemService(createFeedItemRepository(app.db));
  // A database whose rows an older projection wrote (old search vectors) is brought up to date
  // once, in the background, by whichever node takes the job.
  app.jobs.handle(FEED_PROJECTION_JOB, feedProjectionJobHandler(app.db));
  app.addHook('onReady', async () => scheduleFeedProjectionRefresh(app.jobs));
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
