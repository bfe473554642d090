import { galleryListQuery, galleryOutput } from '@retropics/domain/contracts/image-gallery.contract';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { idParams } from '../../hydra/id-param.js';
import { optionalUser } from '../auth/auth.hooks.js';
import { contentLocale } from '../content-locale.js';
import { createGalleryRepository } from './image-gallery.repository.js';
import { createGalleryService } from './image-gallery.service.js';

export async function galleryRoutes(app: App) {
  const galleries = createGalleryService(createGalleryRepository(app.db));
  app.describeResource({
    type: 'ImageGallery',
    path: '/image_galleries',
    title: 'Image gallery',
    description: 'An album: a curated set of photographs, RetroSnaps, photograph comments and sub-albums.',
    schema: galleryOutput,
    operations: ['collection', 'item'],
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
}
