import {
  qrPosterQuery,
  shortUrlCreateBody,
  shortUrlOutput,
  shortUrlParams,
} from '@retropics/domain/contracts/short-url.contract';
import sharp from 'sharp';
import { z } from 'zod';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { idParams } from '../../hydra/id-param.js';
import { photographOriginal } from '../../media/media-paths.js';
import { optionalUser, requireUser, signedInUser } from '../auth/auth.hooks.js';
import { createRateLimitRepository } from '../auth/rate-limit.repository.js';
import { createRateLimitService } from '../auth/rate-limit.service.js';
import { createShortUrlRepository } from './short-url.repository.js';
import { createShortUrlService } from './short-url.service.js';

const tags = ['Short URLs'];
const codeParams = z.object({ code: shortUrlParams.shape.code, format: z.enum(['svg', 'png']) });
const posterParams = idParams.extend({ format: z.enum(['pdf', 'svg']) });

/**
 * Spec §3 Short URL and §7 `GET /short_urls/{code}`: share links and printed QR codes. Asking for
 * a short URL is a public write by design (a share link is for everyone, signed in or not): what
 * guards it is that the target must be visible to the asker and the flood limit per client.
 */
export async function shortUrlRoutes(app: App) {
  const shortUrls = createShortUrlService({
    repository: createShortUrlRepository(app.db),
    rateLimits: createRateLimitService(createRateLimitRepository(app.db), app.config.shortUrls),
    publicUrl: app.config.publicUrl,
    displayThumbnail: async (filePath) => {
      const made = await app.media.derivatives.get(photographOriginal(filePath), 'display', 'jpeg');
      if (!made) return null;
      const { width = 1, height = 1 } = await sharp(made.body).metadata();
      return { jpeg: made.body, width, height };
    },
    logMissing: (code) => app.log.info({ code }, 'Short URL not found'),
  });
  app.describeResource({
    type: 'ShortUrl',
    path: '/short_urls',
    title: 'Short URL',
    description:
      'A short code from a printed QR code or share link, resolved to an app path with campaign tags.',
    schema: shortUrlOutput,
    operations: ['item', 'create'],
  });

  app.post(
    '/short_urls',
    {
      // Signed in, the asker may also link their own private album.
      preValidation: optionalUser,
      schema: {
        tags,
        summary:
          'The short URL of an app path of a photograph, RetroSnap, album or collection (the same link always gets the same code); 404 when the target is missing or not visible, 422 for another path, 429 when flooding',
        body: shortUrlCreateBody,
        response: { 200: shortUrlOutput },
      },
    },
    async (request, reply) =>
      reply.type(JSON_LD).send(await shortUrls.create(request.user, request.body, { ip: request.ip })),
  );

  app.get('/short_urls/:code', { schema: { tags, params: shortUrlParams } }, async (request, reply) =>
    reply.type(JSON_LD).send(await shortUrls.resolve(request.params.code)),
  );

  app.get(
    '/short_urls/:code/qr.:format',
    { schema: { tags, summary: 'The QR code of the short URL, as SVG or PNG', params: codeParams } },
    async (request, reply) => {
      const { code, format } = request.params;
      const body = format === 'svg' ? await shortUrls.qrSvg(code) : await shortUrls.qrPng(code);
      return reply
        .type(format === 'svg' ? 'image/svg+xml; charset=utf-8' : 'image/png')
        .header('cache-control', 'public, max-age=86400')
        .send(body);
    },
  );

  /**
   * The browser entry of a short URL: a redirect to the app path, so that messengers and
   * crawlers that fetch the short link reach the target's link preview.
   */
  app.get(
    '/s/:code',
    { schema: { tags, summary: 'Redirects (302) to the app path of the code', params: shortUrlParams } },
    async (request, reply) => reply.redirect(await shortUrls.destination(request.params.code), 302),
  );

  app.get(
    '/photographs/:id/qr-poster.:format',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'A printable A4 QR poster of the photograph (PDF or SVG) whose code opens its AR view (editors and admins)',
        params: posterParams,
        querystring: qrPosterQuery,
      },
    },
    async (request, reply) => {
      const { id, format } = request.params;
      const poster = await shortUrls.poster(
        signedInUser(request),
        id,
        request.query.locale,
        format,
        request.ip,
      );
      return reply
        .type(poster.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="retropics-qr-poster-${id}.${format}"`)
        .send(poster.body);
    },
  );
}
