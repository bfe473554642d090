import {
  commentCreateBody,
  commentCreateBranch,
  commentListQuery,
  commentOutput,
  commentUpdateBody,
  commentVoteBody,
  commentVoteParams,
  feedbackSettingsOutput,
} from '@retropics/domain/contracts/comment.contract';
import { commentReportBody, commentReportOutput } from '@retropics/domain/contracts/comment-report.contract';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { ValidationFailed } from '../../hydra/hydra-errors.js';
import { idParams } from '../../hydra/id-param.js';
import { violationsOf } from '../../hydra/input-validation.js';
import { optionalUser, requireUser, signedInUser } from '../auth/auth.hooks.js';
import { refreshFeedItems } from '../feed-items/feed-item.projection.js';
import { createCommentRepository } from './comment.repository.js';
import { createCommentService } from './comment.service.js';
import { createCommentNews } from './comment-news.js';

/**
 * POST /comments carries two forms (a comment on a subject, or the app's feedback with
 * `additionalData`). A plain union would report the faults of whichever form zod tried last;
 * choosing the form first makes the 422 name the fields of the form the client meant.
 */
const createBodyValidator = () => (data: unknown) => {
  const body = data ?? {};
  const result = commentCreateBranch(body).safeParse(body);
  if (result.success) return { value: result.data };
  return { error: new ValidationFailed(violationsOf(result.error.issues), 'body') };
};

export async function commentRoutes(app: App) {
  const repository = createCommentRepository(app.db);
  const comments = createCommentService({
    repository,
    news: createCommentNews({ repository, notifyPerson: app.webPush.notifyPerson, log: app.log }),
    refreshPhotograph: (photographId) => refreshFeedItems(app.db, 'Photograph', [photographId]),
  });
  app.describeResource({
    type: 'Comment',
    path: '/comments',
    title: 'Comment',
    description:
      'A remark on a photograph, RetroSnap or album, optionally marking an area of the picture and tagging it with a category.',
    schema: commentOutput,
    operations: ['collection', 'item', 'create', 'replace', 'delete'],
    customOperations: [
      {
        method: 'PUT',
        path: '/comments/{id}/vote/up',
        title: 'Votes the comment up (one vote per person, changeable).',
        returns: 'Comment',
      },
      {
        method: 'PUT',
        path: '/comments/{id}/vote/down',
        title: 'Votes the comment down (one vote per person, changeable).',
        returns: 'Comment',
      },
      {
        method: 'POST',
        path: '/comments/{id}/report',
        title:
          'Reports the comment to the editors (signed in, not its author, once per person; optional reason).',
        returns: 'CommentReport',
      },
    ],
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
      validatorCompiler: createBodyValidator,
      schema: {
        tags,
        summary:
          'Comment on a photograph, RetroSnap or album (signed in); with additionalData: feedback or a bug report, stored as a private comment',
        body: commentCreateBody,
        response: { 201: commentOutput },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const body = request.body;
      if ('additionalData' in body) {
        return reply
          .status(201)
          .type(JSON_LD)
          .send(await comments.createFeedback(user, body));
      }
      const { comment, news } = await comments.create(user, body);
      // The answer does not wait for the push services.
      void news();
      return reply.status(201).type(JSON_LD).send(comment);
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
  app.put(
    '/comments/:id',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'Change a comment (its author): text, box, privacy, category, attributes and albums (galleries)',
        params: idParams,
        body: commentUpdateBody,
        response: { 200: commentOutput },
      },
    },
    async (request, reply) =>
      reply.type(JSON_LD).send(await comments.update(signedInUser(request), request.params.id, request.body)),
  );
  app.delete(
    '/comments/:id',
    {
      // The spec's client sends the comment as the body; nothing in it is needed.
      preValidation: requireUser,
      schema: { tags, summary: 'Delete a comment (its author, or an editor or admin)', params: idParams },
    },
    async (request, reply) => {
      await comments.remove(signedInUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.put(
    '/comments/:id/vote/:direction',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'Vote a comment up or down: one vote per person, changeable; answers the comment with the new count',
        params: commentVoteParams,
        body: commentVoteBody,
        response: { 200: commentOutput },
      },
    },
    async (request, reply) =>
      reply
        .type(JSON_LD)
        .send(await comments.vote(signedInUser(request), request.params.id, request.params.direction)),
  );
  app.post(
    '/comments/:id/report',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "Report a comment to the editors' desk (signed in, not its author; 404 for a comment the reporter cannot see): 201 new, 200 when the person had reported it before",
        params: idParams,
        body: commentReportBody,
        response: { 200: commentReportOutput, 201: commentReportOutput },
      },
    },
    async (request, reply) => {
      const { report, created } = await comments.report(
        signedInUser(request),
        request.params.id,
        request.body,
      );
      return reply
        .status(created ? 201 : 200)
        .type(JSON_LD)
        .send(report);
    },
  );
}
