import {
  commentCreateBody,
  commentListQuery,
  commentOutput,
  feedbackSettingsOutput,
} from '@retropics/domain/contracts/comment.contract';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { idParams } from '../../hydra/id-param.js';
import { optionalUser, requireUser, signedInUser } from '../auth/auth.hooks.js';
import { createCommentRepository } from './comment.repository.js';
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
  app.get(
    '/comments',
    { preHandler: optionalUser, schema: { tags, querystring: commentListQuery } },
    async (request, reply) =>
      reply.type(JSON_LD).send(await comments.list(request.user, request.query, request.url)),
  );
  app.post(
    '/comments',
    {
      preValidation: requireUser,
      // A 2 MB screenshot grows by a third as base64; the console log and text add little.
      bodyLimit: 3 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Send feedback or a bug report (signed in); stored as a private comment',
        body: commentCreateBody,
        response: { 201: commentOutput },
      },
    },
    async (request, reply) => {
      const created = await comments.createFeedback(signedInUser(request), request.body);
      return reply.status(201).type(JSON_LD).send(created);
    },
  );
  app.get(
    '/feedback_settings',
    {
      schema: {
        tags,
        summary: 'Where the feedback thanks link to for a review (REVIEW_SITE_URL)',
        response: { 200: feedbackSettingsOutput },
      },
    },
    async () => ({ reviewSiteUrl: app.config.reviewSiteUrl }),
  );
  app.get(
    '/comments/:id',
    { preHandler: optionalUser, schema: { tags, params: idParams } },
    async (request, reply) => reply.type(JSON_LD).send(await comments.get(request.user, request.params.id)),
  );
}
