import multipart from '@fastify/multipart';
import { colorizedOutput, colorizedParams } from '@retropics/domain/contracts/colorized.contract';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import type { MultipartPart } from '../../media/upload.store.js';
import { requireUser, signedInUser } from '../auth/auth.hooks.js';
import { registerColorization } from './colorize.job.js';
import { createColorizedRepository } from './colorized.repository.js';
import { createColorizedService } from './colorized.service.js';

const tags = ['Colorized versions'];

/**
 * Issue 20 part 5: editors and admins add, replace and remove the colorized version of a
 * black-and-white photograph's front or back (spec §7 `colorized.` thumbnails, `colorized/` tiles).
 */
export async function colorizedRoutes(app: App) {
  const colorized = createColorizedService({
    db: app.db,
    media: app.media,
    wakeWorker: () => app.jobs.worker.wake(),
  });
  registerColorization(app, { repository: createColorizedRepository(app.db), service: colorized });

  await app.register(async (scope: App) => {
    await scope.register(multipart, {
      limits: { fileSize: app.config.media.maxUploadBytes, files: 1, fields: 5, parts: 6 },
      throwFileSizeLimit: true,
    });
    scope.put(
      '/photographs/:id/colorized/:side',
      {
        preHandler: requireUser,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          summary:
            'Add or replace the colorized version of a black-and-white photograph’s front or back: one JPEG or PNG file (field `file`) with the aspect ratio of that side within 2 %, stored as JPEG at the original’s size (editors and admins)',
          params: colorizedParams,
          response: { 200: colorizedOutput },
        },
      },
      async (request, reply) =>
        reply
          .type(JSON_LD)
          .send(
            await colorized.upload(
              signedInUser(request),
              request.params.id,
              request.params.side,
              request.parts() as AsyncIterable<MultipartPart>,
            ),
          ),
    );
  });

  app.delete(
    '/photographs/:id/colorized/:side',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Remove the colorized version of a photograph’s front or back with its thumbnails and tiles (editors and admins)',
        params: colorizedParams,
      },
    },
    async (request, reply) => {
      await colorized.remove(signedInUser(request), request.params.id, request.params.side);
      return reply.status(204).send();
    },
  );
}
