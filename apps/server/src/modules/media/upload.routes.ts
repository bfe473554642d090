import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import type { MultipartPart } from '../../media/upload.store.js';
import { requireUser, signedInUser } from '../auth/auth.hooks.js';
import { createCollectionRepository } from '../photograph-collections/photograph-collection.repository.js';
import { createPhotographRepository } from '../photographs/photograph.repository.js';
import { createPhotographService } from '../photographs/photograph.service.js';
import { createPhotographCreateService } from '../photographs/photograph-create.service.js';
import { createRetrosnapUploads } from '../retrosnaps/retrosnap-uploads.js';
import { createUploadService } from './upload.service.js';

const tags = ['Media'];
const upload = { tags, consumes: ['multipart/form-data'] };

/** The upload calls of spec §7. Every one needs a signed-in person; the service checks the rest. */
export async function registerUploadRoutes(app: App) {
  await app.register(async (scope: App) => {
    await scope.register(multipart, {
      limits: {
        fileSize: app.config.media.maxUploadBytes,
        files: 40,
        fields: 20,
        parts: 60,
        fieldSize: 64 * 1024,
      },
      throwFileSizeLimit: true,
    });
    const uploads = createUploadService({
      media: app.media,
      collections: createCollectionRepository(app.db),
      creation: createPhotographCreateService(app.media, app.db, {
        depth: app.config.depthModelPath !== null,
      }),
      photographs: createPhotographService(createPhotographRepository(app.db), app.speech.locales),
      retrosnapUploads: createRetrosnapUploads({ db: app.db, jobs: app.jobs, storage: app.media.storage }),
    });
    const partsOf = (request: { parts: () => AsyncIterable<unknown> }) =>
      request.parts() as AsyncIterable<MultipartPart>;

    for (const url of ['/image_galleries/upload', '/imagegallery/upload']) {
      scope.post(url, { preHandler: requireUser, schema: upload }, async (request, reply) =>
        reply
          .code(201)
          .type(JSON_LD)
          .send(await uploads.galleryCover(signedInUser(request), partsOf(request))),
      );
    }
    scope.post('/retrosnap/upload', { preHandler: requireUser, schema: upload }, async (request, reply) => {
      const { created, answer } = await uploads.retrosnap(signedInUser(request), partsOf(request));
      return reply
        .code(created ? 201 : 200)
        .type(JSON_LD)
        .send(answer);
    });
    scope.post('/products/imageUpload', { preHandler: requireUser, schema: upload }, async (request, reply) =>
      reply
        .code(201)
        .type(JSON_LD)
        .send(await uploads.productImage(signedInUser(request), partsOf(request))),
    );
    for (const url of ['/organizations/logoUpload', '/sponsors/logoUpload']) {
      scope.post(url, { preHandler: requireUser, schema: upload }, async (request, reply) =>
        reply
          .code(201)
          .type(JSON_LD)
          .send(await uploads.logo(signedInUser(request), partsOf(request))),
      );
    }
    scope.post(
      '/photograph_collections/:id/upload',
      {
        preHandler: requireUser,
        schema: { ...upload, params: z.object({ id: z.coerce.number().int().positive() }) },
      },
      async (request, reply) =>
        reply
          .code(201)
          .type(JSON_LD)
          .send(
            await uploads.collectionPhotographs(signedInUser(request), request.params.id, partsOf(request)),
          ),
    );
  });
}
