import {
  galleryListQuery,
  galleryOutput,
  galleryWriteBody,
} from '@retropics/domain/contracts/image-gallery.contract';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { idParams } from '../../hydra/id-param.js';
import { registerItemWrites } from '../../hydra/item-write-routes.js';
import { optionalUser, requireUser, signedInUser } from '../auth/auth.hooks.js';
import { signingKey } from '../auth/signing-key.repository.js';
import { contentLocale } from '../content-locale.js';
import { refreshFeedItems } from '../feed-items/feed-item.projection.js';
import { createCoverAccess } from '../media/private-cover-access.js';
import { createGalleryRepository } from './image-gallery.repository.js';
import { createGalleryService } from './image-gallery.service.js';
import { createGalleryWriteRepository } from './image-gallery-write.repository.js';
import { createGalleryWriteService } from './image-gallery-write.service.js';

export async function galleryRoutes(app: App) {
  const repository = createGalleryRepository(app.db);
  const galleries = createGalleryService(repository, createCoverAccess(signingKey(app.config)));
  const writes = createGalleryWriteService({
    galleries: repository,
    writes: createGalleryWriteRepository(app.db),
    // The feed and the map read the projection: a new, changed or deleted album shows there at once.
    refreshFeed: (id) => refreshFeedItems(app.db, 'ImageGallery', [id]),
  });
  app.describeResource({
    type: 'ImageGallery',
    path: '/image_galleries',
    title: 'Image gallery',
    description: 'An album: a curated set of photographs, RetroSnaps, photograph comments and sub-albums.',
    schema: galleryOutput,
    operations: ['collection', 'item', 'create', 'replace', 'delete'],
  });
  const tags = ['Image galleries'];
  app.get(
    '/image_galleries',
    { preHandler: optionalUser, schema: { tags, querystring: galleryListQuery } },
    async (request, reply) =>
      reply
        .type(JSON_LD)
        .send(await galleries.list(request.user, request.query, request.url, contentLocale(request, reply))),
  );
  app.get(
    '/image_galleries/:id',
    { preHandler: optionalUser, schema: { tags, params: idParams } },
    async (request, reply) =>
      reply
        .type(JSON_LD)
        .send(await galleries.get(request.user, request.params.id, contentLocale(request, reply))),
  );
  app.post(
    '/image_galleries',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "Create an album of the signed-in person; its texts are stored in the request's language (Accept-Language)",
        body: galleryWriteBody,
        response: { 201: galleryOutput },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const locale = contentLocale(request, reply);
      const id = await writes.create(user, request.body, locale);
      return reply
        .status(201)
        .type(JSON_LD)
        .send(await galleries.get(user, id, locale));
    },
  );
  registerItemWrites(app, '/image_galleries', tags, {
    update: {
      summary:
        'Change an album (its owner): the whole album as answered, with photographs, retrosnaps and subGalleries in order; parentGalleries is ignored',
      body: galleryWriteBody,
      response: galleryOutput,
      handle: async (user, id, body, { request, reply }) => {
        const locale = contentLocale(request, reply);
        await writes.update(user, id, body, locale);
        return galleries.get(user, id, locale);
      },
    },
    remove: {
      summary: 'Delete an album (its owner); its photographs, RetroSnaps and comments stay',
      handle: (user, id) => writes.remove(user, id),
    },
  });
}
