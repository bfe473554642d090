import multipart from '@fastify/multipart';
import {
  narrationAudioParams,
  narrationOutput,
  narrationParams,
} from '@retropics/domain/contracts/narration.contract';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { idParams } from '../../hydra/id-param.js';
import type { MultipartPart } from '../../media/upload.store.js';
import { optionalUser, requireUser, signedInUser } from '../auth/auth.hooks.js';
import { sendMedia } from '../media/media-response.js';
import { createNarrationRepository } from './narration.repository.js';
import { createNarrationService } from './narration.service.js';

const tags = ['Narrations'];

/**
 * Spec §2 viewer 'play audio narration', §7 `/getAudio/{locale}/{photograph}` (issue 20): the
 * narration of a photograph in de, en or it, and the editors' recorded narrations.
 */
export async function narrationRoutes(app: App) {
  const narrations = createNarrationService({
    repository: createNarrationRepository(app.db),
    media: app.media,
    speech: app.speech,
    log: app.log,
  });
  const maxBytes = app.config.speech.narrationMaxBytes;

  app.describeResource({
    type: 'PhotographNarration',
    path: '/photographs/{id}/narrations',
    title: 'Photograph narration',
    description:
      'A narration an editor recorded for one language of a photograph; it wins over the speech synthesised from the name and description in that language.',
    schema: narrationOutput,
    operations: ['collection', 'replace', 'delete'],
  });

  app.get(
    '/getAudio/:locale/:photograph',
    {
      // Audio is compressed already and no document: no page headers, no gzip.
      helmet: false,
      compress: false,
      preHandler: optionalUser,
      schema: {
        tags,
        summary:
          'Spec §7: the narration of a photograph in a language (de, en, it), as audio: the recorded one, else speech made from its name and description (audio/mpeg); ETag, Range (206, 416). 404 without either, 503 when synthesis fails',
        params: narrationAudioParams,
      },
    },
    async (request, reply) =>
      sendMedia(
        request,
        reply,
        await narrations.audio(request.user, request.params.locale, request.params.photograph),
      ),
  );
  app.get(
    '/photographs/:id/narrations',
    {
      preHandler: optionalUser,
      schema: { tags, summary: 'The recorded narrations of a photograph, per language', params: idParams },
    },
    async (request, reply) =>
      reply
        .type(JSON_LD)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'Authorization')
        .send(await narrations.list(request.user, request.params.id, request.url)),
  );
  app.delete(
    '/photographs/:id/narrations/:locale',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Remove the recorded narration of a language (editors and admins); speech takes its place',
        params: narrationParams,
      },
    },
    async (request, reply) => {
      await narrations.remove(signedInUser(request), request.params.id, request.params.locale);
      return reply.status(204).send();
    },
  );

  // The upload in a scope of its own: the multipart parser with the narration's size limit.
  await app.register(async (scope: App) => {
    await scope.register(multipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 },
      throwFileSizeLimit: true,
    });
    scope.put(
      '/photographs/:id/narrations/:locale',
      {
        preHandler: requireUser,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          summary:
            'Record the narration of a language (editors and admins): one audio file as multipart `file` (Ogg, MP3, M4A, WAV or WebM, told by its first bytes; anything else 422), replacing an earlier one',
          params: narrationParams,
          response: { 200: narrationOutput },
        },
      },
      async (request, reply) =>
        reply
          .type(JSON_LD)
          .send(
            await narrations.replace(
              signedInUser(request),
              request.params.id,
              request.params.locale,
              request.parts() as AsyncIterable<MultipartPart>,
              maxBytes,
            ),
          ),
    );
  });
}
