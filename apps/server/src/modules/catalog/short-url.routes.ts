import { shortUrlOutput, shortUrlParams } from '@retropics/domain/contracts/short-url.contract';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { createShortUrlRepository } from './short-url.repository.js';
import { createShortUrlService } from './short-url.service.js';

export async function shortUrlRoutes(app: App) {
  const shortUrls = createShortUrlService(createShortUrlRepository(app.db));
  app.describeResource({
    type: 'ShortUrl',
    path: '/short_urls',
    title: 'Short URL',
    description:
      'A short code from a printed QR code or share link, resolved to an app path with campaign tags.',
    schema: shortUrlOutput,
    operations: ['item'],
  });
  app.get(
    '/short_urls/:code',
    { schema: { tags: ['Short URLs'], params: shortUrlParams } },
    async (request, reply) => reply.type(JSON_LD).send(await shortUrls.resolve(request.params.code)),
  );
}
