import multipart from '@fastify/multipart';
import {
  type AnnouncementWriteBody,
  announcementClickBody,
  announcementClickOutput,
  announcementListQuery,
  announcementOutput,
  announcementWriteBody,
} from '@retropics/domain/contracts/announcement.contract';
import type { z } from 'zod';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { idParams } from '../../hydra/id-param.js';
import type { MultipartPart } from '../../media/upload.store.js';
import { optionalUser, requireUser, signedInUser } from '../auth/auth.hooks.js';
import { createRateLimitRepository } from '../auth/rate-limit.repository.js';
import { createRateLimitService } from '../auth/rate-limit.service.js';
import { createAnnouncementRepository } from './announcement.repository.js';
import { createAnnouncementService } from './announcement.service.js';
import { createAnnouncementMediaService } from './announcement-media.service.js';

const tags = ['Announcements'];
const upload = { tags, consumes: ['multipart/form-data'] };
const body = announcementWriteBody as unknown as z.ZodType<AnnouncementWriteBody>;
const partsOf = (request: { parts: () => AsyncIterable<unknown> }) =>
  request.parts() as AsyncIterable<MultipartPart>;

/**
 * Spec §2 Feed (announcement cards), §3 Announcement click, §7 `POST click`: the team's
 * announcements with their media uploads and click counts, and the click anyone may send.
 */
export async function announcementRoutes(app: App) {
  const settings = app.config.announcements;
  const announcements = createAnnouncementService({
    db: app.db,
    repository: createAnnouncementRepository(app.db),
    rateLimits: createRateLimitService(createRateLimitRepository(app.db), settings),
    settings,
  });
  const mediaService = createAnnouncementMediaService(app.media);

  app.describeResource({
    type: 'Announcement',
    path: '/announcements',
    title: 'Announcement',
    description:
      'A card of the feed by the team (text in de, en, it; a picture or an mp4 video; a link), shown within its time window and at its feed position; editors and admins read it with its click counts.',
    schema: announcementOutput,
    operations: ['collection', 'item', 'create', 'replace', 'delete'],
  });

  app.get(
    '/announcements',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Announcements with their click counts (editors and admins)',
        querystring: announcementListQuery,
      },
    },
    async (request, reply) =>
      reply
        .type(JSON_LD)
        .header('cache-control', 'private, no-store')
        .send(await announcements.list(signedInUser(request), request.query, request.url)),
  );
  app.get(
    '/announcements/:id',
    { preHandler: requireUser, schema: { tags, params: idParams, response: { 200: announcementOutput } } },
    async (request, reply) =>
      reply
        .type(JSON_LD)
        .header('cache-control', 'private, no-store')
        .send(await announcements.get(signedInUser(request), request.params.id)),
  );
  app.post(
    '/announcements',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Create an announcement (editors and admins)',
        body,
        response: { 201: announcementOutput },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .type(JSON_LD)
        .send(await announcements.create(signedInUser(request), request.body)),
  );
  app.put(
    '/announcements/:id',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Change an announcement (editors and admins)',
        params: idParams,
        body,
        response: { 200: announcementOutput },
      },
    },
    async (request, reply) =>
      reply
        .type(JSON_LD)
        .send(await announcements.update(signedInUser(request), request.params.id, request.body)),
  );
  app.delete(
    '/announcements/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Delete an announcement and its clicks (editors and admins)',
        params: idParams,
      },
    },
    async (request, reply) => {
      await announcements.remove(signedInUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/click',
    {
      // Signed in, the click is the person's; signed out, it has none.
      preValidation: optionalUser,
      schema: {
        tags,
        summary:
          'Spec §7 `POST click`: count a click on an announcement (anyone); the server decides isValidClick itself (false for the configured excluded people); 429 when flooding',
        body: announcementClickBody,
        response: { 201: announcementClickOutput },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .type(JSON_LD)
        .send(await announcements.click(request.body, { user: request.user, ip: request.ip })),
  );

  // The uploads, each in a scope of its own: the multipart parser with the size limit of its kind.
  await app.register(async (scope: App) => {
    await scope.register(multipart, {
      limits: { fileSize: app.config.media.maxUploadBytes, files: 1, fields: 5, parts: 6 },
      throwFileSizeLimit: true,
    });
    scope.post(
      '/announcements/imageUpload',
      {
        preHandler: requireUser,
        schema: {
          ...upload,
          summary: 'A picture for an announcement: JPEG, PNG or WebP, stored as JPEG (editors and admins)',
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .type(JSON_LD)
          .send(await mediaService.image(signedInUser(request), partsOf(request))),
    );
  });
  await app.register(async (scope: App) => {
    await scope.register(multipart, {
      limits: { fileSize: settings.videoMaxBytes, files: 1, fields: 5, parts: 6 },
      throwFileSizeLimit: true,
    });
    scope.post(
      '/announcements/videoUpload',
      {
        preHandler: requireUser,
        schema: {
          ...upload,
          summary:
            'An mp4 video for an announcement, checked by its ftyp box; anything else is a 422 (editors and admins)',
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .type(JSON_LD)
          .send(await mediaService.video(signedInUser(request), partsOf(request), settings.videoMaxBytes)),
    );
  });
}
