import multipart from '@fastify/multipart';
import { DEPTH_EXPORTS, depthExportName } from '@retropics/domain/contracts/depth-map.contract';
import { photographOutput } from '@retropics/domain/contracts/photograph.contract';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { idParams } from '../../hydra/id-param.js';
import type { MultipartPart } from '../../media/upload.store.js';
import { optionalUser, requireUser, signedInUser } from '../auth/auth.hooks.js';
import { sendMedia } from '../media/media-response.js';
import { createPhotographRepository } from '../photographs/photograph.repository.js';
import { createPhotographService } from '../photographs/photograph.service.js';
import { registerDepthEstimation } from './depth-estimate.job.js';
import { createDepthExportService } from './depth-export.service.js';
import { createDepthMapRepository } from './depth-map.repository.js';
import { createDepthMapService } from './depth-map.service.js';

const tags = ['Photographs'];
const partsOf = (request: { parts: () => AsyncIterable<unknown> }) =>
  request.parts() as AsyncIterable<MultipartPart>;

/**
 * Issue 20 item 3, spec §3 depthMapPath/depthMapData: a photograph's depth map, set and removed
 * by editors and admins; both answer the photograph as it is now.
 */
export async function depthMapRoutes(app: App) {
  const photographs = createPhotographService(createPhotographRepository(app.db));
  const names = Object.entries(DEPTH_EXPORTS)
    .map(([name, { title }]) => `\`${name}\` (${title})`)
    .join(', ');
  const repository = createDepthMapRepository(app.db);
  const depthMaps = createDepthMapService({
    media: app.media,
    repository,
    maxInputPixels: app.config.media.maxInputPixels,
  });
  registerDepthEstimation(app, { repository, service: depthMaps });
  const exports = createDepthExportService({
    media: app.media,
    depthMaps: repository,
    photographs: createPhotographRepository(app.db),
  });

  await app.register(async (scope: App) => {
    await scope.register(multipart, {
      limits: { fileSize: app.config.media.maxUploadBytes, files: 1, fields: 2, parts: 3 },
      throwFileSizeLimit: true,
    });
    scope.put(
      '/photographs/:id/depth_map',
      {
        preHandler: requireUser,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          summary:
            "Set a photograph's depth map (editors and admins): multipart with one PNG or JPEG `file` of the front's aspect ratio (within 2 %) and `source` = upload or painted; stored as an 8-bit grey PNG (near is light, long side at most 1024 px) under a new name",
          params: idParams,
          response: { 200: photographOutput },
        },
      },
      async (request, reply) => {
        const user = signedInUser(request);
        await depthMaps.upload(user, request.params.id, partsOf(request));
        return reply.type(JSON_LD).send(await photographs.get(user, request.params.id));
      },
    );
  });
  app.delete(
    '/photographs/:id/depth_map',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Remove a photograph's depth map (editors and admins); answers the photograph",
        params: idParams,
        response: { 200: photographOutput },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await depthMaps.remove(user, request.params.id);
      return reply.type(JSON_LD).send(await photographs.get(user, request.params.id));
    },
  );

  app.get(
    '/photographs/:id/depth/:name',
    {
      preHandler: optionalUser,
      helmet: false,
      compress: false,
      schema: {
        tags,
        summary: `Views made from a photograph and its depth map: ${names}; for whoever may see the photograph; 404 without a depth map`,
        params: idParams.extend({ name: depthExportName }),
        produces: ['image/jpeg', 'image/gif'],
      },
    },
    async (request, reply) => {
      const { id, name } = request.params;
      const answer = await exports.get(request.user, id, name);
      reply.header('content-disposition', `inline; filename="retropics-${id}-${name}"`);
      // A hidden photograph's views only reach those who may see it, never a shared cache.
      if (answer.hidden) reply.header('vary', 'Authorization');
      return sendMedia(request, reply, {
        ...answer,
        cacheControl: answer.hidden ? 'private, no-cache' : 'public, no-cache',
      });
    },
  );
}
