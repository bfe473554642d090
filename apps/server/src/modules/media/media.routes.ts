import { z } from 'zod';
import type { App } from '../../app.types.js';
import { signingKey } from '../auth/signing-key.repository.js';
import { createMediaRepository } from './media.repository.js';
import { createMediaAddressService } from './media-address.service.js';
import { sendMedia } from './media-response.js';
import { createCoverAccess } from './private-cover-access.js';
import { registerUploadRoutes } from './upload.routes.js';

const tags = ['Media'];
const wildcard = z.object({ '*': z.string() });
const acceptsWebp = (accept: string | undefined) => accept?.includes('image/webp') ?? false;
/**
 * Images are never documents: page security headers (CSP, frame options …) mean nothing on them,
 * and they are compressed already. Skipping both keeps the tile path short; nosniff is set by sendMedia.
 */
const image = { helmet: false, compress: false } as const;

/** The media addresses of spec §7 (every GET answers with ETag, 304 and long cache lifetimes) and the uploads. */
export async function mediaRoutes(app: App) {
  const addresses = createMediaAddressService(
    app.media,
    createMediaRepository(app.db),
    createCoverAccess(signingKey(app.config)),
  );
  const hidden = { hide: true, tags };

  app.get(
    '/thumbnail/*',
    {
      ...image,
      schema: { ...hidden, params: wildcard, querystring: z.object({ c: z.string().optional() }) },
    },
    async (request, reply) =>
      sendMedia(
        request,
        reply,
        await addresses.thumbnail(request.params['*'], request.query.c, acceptsWebp(request.headers.accept)),
      ),
  );
  // The busiest address: a wildcard is always a string, so no validator runs on it.
  app.get<{ Params: { '*': string } }>('/tiles/*', { ...image, schema: hidden }, async (request, reply) =>
    sendMedia(request, reply, await addresses.tiles(request.params['*'])),
  );
  app.get(
    '/image_galleries/:id/showSvg/:templateId',
    {
      ...image,
      schema: {
        ...hidden,
        params: z.object({
          id: z.coerce.number().int().positive(),
          templateId: z.coerce.number().int().positive(),
        }),
        querystring: z.object({
          imageIds: z.union([z.string(), z.array(z.string())]).optional(),
          'imageIds[]': z.union([z.string(), z.array(z.string())]).optional(),
          access: z.string().optional(),
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
          request.query.access,
        ),
      );
    },
  );
  app.get(
    '/image_galleries/*',
    {
      ...image,
      schema: { ...hidden, params: wildcard, querystring: z.object({ access: z.string().optional() }) },
    },
    async (request, reply) =>
      sendMedia(
        request,
        reply,
        await addresses.galleryCover(
          request.params['*'],
          acceptsWebp(request.headers.accept),
          request.query.access,
        ),
      ),
  );
  app.get(
    '/photograph_collections/*',
    { ...image, schema: { ...hidden, params: wildcard } },
    async (request, reply) =>
      sendMedia(request, reply, await addresses.collectionThumbnail(request.params['*'])),
  );
  app.get('/orders/*', { ...image, schema: { ...hidden, params: wildcard } }, async (request, reply) =>
    sendMedia(request, reply, await addresses.orderThumbnail(request.params['*'])),
  );
  app.get(
    '/comments/:id/showThumbnail/*',
    {
      ...image,
      schema: { ...hidden, params: z.object({ id: z.coerce.number().int().positive(), '*': z.string() }) },
    },
    async (request, reply) =>
      sendMedia(request, reply, await addresses.commentThumbnail(request.params.id, request.params['*'])),
  );
  app.get(
    '/comments/:id/showThumbnail',
    { ...image, schema: { ...hidden, params: z.object({ id: z.coerce.number().int().positive() }) } },
    async (request, reply) =>
      sendMedia(request, reply, await addresses.commentThumbnail(request.params.id, undefined)),
  );
  app.get(
    '/media/photographs/*',
    { ...image, schema: { ...hidden, params: wildcard } },
    async (request, reply) =>
      sendMedia(request, reply, await addresses.original('photographs', request.params['*'])),
  );
  app.get('/media/logos/*', { ...image, schema: { ...hidden, params: wildcard } }, async (request, reply) =>
    sendMedia(request, reply, await addresses.original('logos', request.params['*'])),
  );
  app.get(
    '/media/mentions/*',
    { ...image, schema: { ...hidden, params: wildcard } },
    async (request, reply) => sendMedia(request, reply, await addresses.mentionImage(request.params['*'])),
  );
  app.get(
    '/avatars/:file',
    { ...image, schema: { ...hidden, params: z.object({ file: z.string() }) } },
    async (request, reply) => sendMedia(request, reply, await addresses.avatar(request.params.file)),
  );

  await registerUploadRoutes(app);
}
