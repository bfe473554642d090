import { z } from 'zod';
import type { App } from '../../app.js';
import { createMediaRepository } from './media.repository.js';
import { createMediaAddressService } from './media-address.service.js';
import { sendMedia } from './media-response.js';
import { registerUploadRoutes } from './upload.routes.js';

const tags = ['Media'];
const wildcard = z.object({ '*': z.string() });
const acceptsWebp = (accept: string | undefined) => accept?.includes('image/webp') ?? false;

/** The media addresses of spec §7 (every GET answers with ETag, 304 and long cache lifetimes) and the uploads. */
export async function mediaRoutes(app: App) {
  const addresses = createMediaAddressService(app.media, createMediaRepository(app.db));
  const hidden = { hide: true, tags };

  app.get(
    '/thumbnail/*',
    { schema: { ...hidden, params: wildcard, querystring: z.object({ c: z.string().optional() }) } },
    async (request, reply) =>
      sendMedia(
        request,
        reply,
        await addresses.thumbnail(request.params['*'], request.query.c, acceptsWebp(request.headers.accept)),
      ),
  );
  app.get('/tiles/*', { schema: { ...hidden, params: wildcard } }, async (request, reply) =>
    sendMedia(request, reply, await addresses.tiles(request.params['*'])),
  );
  app.get(
    '/image_galleries/:id/showSvg/:templateId',
    {
      schema: {
        ...hidden,
        params: z.object({
          id: z.coerce.number().int().positive(),
          templateId: z.coerce.number().int().positive(),
        }),
        querystring: z.object({
          imageIds: z.union([z.string(), z.array(z.string())]).optional(),
          'imageIds[]': z.union([z.string(), z.array(z.string())]).optional(),
        }),
      },
    },
    async (request, reply) => {
      const raw = [request.query.imageIds ?? [], request.query['imageIds[]'] ?? []].flat();
      const ids = raw.flatMap((value) => value.split(',')).map((value) => Number(value.replace(/^.*\//, '')));
      const imageIds = ids.filter((id) => Number.isInteger(id) && id > 0);
      return sendMedia(
        request,
        reply,
        await addresses.svgCover(
          request.params.id,
          request.params.templateId,
          imageIds,
          acceptsWebp(request.headers.accept),
        ),
      );
    },
  );
  app.get('/image_galleries/*', { schema: { ...hidden, params: wildcard } }, async (request, reply) =>
    sendMedia(
      request,
      reply,
      await addresses.galleryCover(request.params['*'], acceptsWebp(request.headers.accept)),
    ),
  );
  app.get('/photograph_collections/*', { schema: { ...hidden, params: wildcard } }, async (request, reply) =>
    sendMedia(request, reply, await addresses.collectionThumbnail(request.params['*'])),
  );
  app.get('/orders/*', { schema: { ...hidden, params: wildcard } }, async (request, reply) =>
    sendMedia(request, reply, await addresses.orderThumbnail(request.params['*'])),
  );
  app.get(
    '/comments/:id/showThumbnail/*',
    { schema: { ...hidden, params: z.object({ id: z.coerce.number().int().positive(), '*': z.string() }) } },
    async (request, reply) =>
      sendMedia(request, reply, await addresses.commentThumbnail(request.params.id, request.params['*'])),
  );
  app.get(
    '/comments/:id/showThumbnail',
    { schema: { ...hidden, params: z.object({ id: z.coerce.number().int().positive() }) } },
    async (request, reply) =>
      sendMedia(request, reply, await addresses.commentThumbnail(request.params.id, undefined)),
  );
  app.get('/media/photographs/*', { schema: { ...hidden, params: wildcard } }, async (request, reply) =>
    sendMedia(request, reply, await addresses.original('photographs', request.params['*'])),
  );
  app.get('/media/mentions/*', { schema: { ...hidden, params: wildcard } }, async (request, reply) =>
    sendMedia(request, reply, await addresses.original('mentions', request.params['*'])),
  );
  app.get(
    '/avatars/:file',
    { schema: { ...hidden, params: z.object({ file: z.string() }) } },
    async (request, reply) => sendMedia(request, reply, await addresses.avatar(request.params.file)),
  );

  await registerUploadRoutes(app);
}
