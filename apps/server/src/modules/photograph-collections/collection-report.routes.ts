import {
  collectionReportBody,
  collectionReportOutput,
} from '@retropics/domain/contracts/collection-report.contract';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { optionalUser } from '../auth/auth.hooks.js';
import { createRateLimitRepository } from '../auth/rate-limit.repository.js';
import { createRateLimitService } from '../auth/rate-limit.service.js';
import { contentLocale } from '../content-locale.js';
import { createCollectionReportRepository } from './collection-report.repository.js';
import { createCollectionReportService } from './collection-report.service.js';
import { createCollectionRepository } from './photograph-collection.repository.js';
import { createCollectionService } from './photograph-collection.service.js';

/**
 * Spec §7 `POST /photograph_collections/report`. A public write by design (spec §6: visitors may
 * use the report form), so no policy predicate guards it: there is nothing the reporter must own
 * or be, and what it creates is a collection at status 0 that only the team acts on. Floods are
 * refused by the per-address and per-IP limits and the honeypot field instead.
 */
export async function collectionReportRoutes(app: App) {
  const reports = createCollectionReportService({
    repository: createCollectionReportRepository(app.db),
    collections: createCollectionService(createCollectionRepository(app.db)),
    rateLimits: createRateLimitService(createRateLimitRepository(app.db), app.config.collectionReports),
    mailer: app.mailer,
    settings: app.config.collectionReports,
    publicUrl: app.config.publicUrl,
  });
  app.post(
    '/photograph_collections/report',
    {
      // Signed in, the reporter becomes the collection's owner; signed out, it has none.
      preValidation: optionalUser,
      schema: {
        tags: ['Photograph collections'],
        summary:
          'Report a collection of originals (anyone, signed in or not): stored at status 0 (New), the reporter gets a confirmation and the editors a notice by mail; 422 per field, 429 when flooding',
        body: collectionReportBody,
        response: { 201: collectionReportOutput },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .type(JSON_LD)
        .send(
          await reports.report(request.body, {
            user: request.user,
            ip: request.ip,
            acceptLocale: contentLocale(request, reply),
          }),
        ),
  );
}
