import type { App } from '../../app.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { idParams } from '../../hydra/id-param.js';
import { createCommentRepository } from './comment.repository.js';
import { commentListQuery, commentOutput } from './comment.schema.js';
import { createCommentService } from './comment.service.js';

export async function commentRoutes(app: App) {
  const comments = createCommentService(createCommentRepository(app.db));
  app.describeResource({
    type: 'Comment',
    path: '/comments',
    title: 'Comment',
    description:
      'A remark on a photograph, RetroSnap or album, optionally marking an area of the picture and tagging it with a category.',
    schema: commentOutput,
    operations: ['collection', 'item'],
  });
  const tags = ['Comments'];
  app.get('/comments', { schema: { tags, querystring: commentListQuery } }, async (request, reply) =>
    reply.type(JSON_LD).send(await comments.list(request.query, request.url)),
  );
  app.get('/comments/:id', { schema: { tags, params: idParams } }, async (request, reply) =>
    reply.type(JSON_LD).send(await comments.get(request.params.id)),
  );
}
