import multipart from '@fastify/multipart';
import { photographOutput } from '@retropics/domain/contracts/photograph.contract';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { idParams } from '../../hydra/id-param.js';
import type { MultipartPart } from '../../media/upload.store.js';
import { requireUser, signedInUser } from '../auth/auth.hooks.js';
import { createPhotographRepository } from '../photographs/photograph.repository.js';
import { createPhotographService } from '../photographs/photograph.service.js';
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
  const depthMaps = createDepthMapService({
    media: app.media,
    repository: createDepthMapRepository(app.db),
    maxInputPixels: app.config.media.maxInputPixels,
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
}
