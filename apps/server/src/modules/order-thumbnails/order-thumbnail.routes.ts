import { z } from 'zod';
import type { App } from '../../app.types.js';
import { signingKey } from '../auth/signing-key.repository.js';
import { createMediaRepository } from '../media/media.repository.js';
import { createMediaAddressService } from '../media/media-address.service.js';
import { sendMedia } from '../media/media-response.js';
import { createCoverAccess } from '../media/private-cover-access.js';
import { createOrderThumbnailRepository } from './order-thumbnail.repository.js';
import { createOrderThumbnailService } from './order-thumbnail.service.js';

const ITEM_ID = /^[1-9]\d{0,9}$/;

/**
 * `GET /orders/{id}/display` (spec §7 `/orders/{thumbnail}/display`): an order item's id gives
 * the print's cropped section; any other name is a picture stored with `products/imageUpload`,
 * served by the media addresses as before. The parameter is `id` like the orders module's
 * `/orders/:id/…` routes, which share this path segment.
 */
export async function orderThumbnailRoutes(app: App) {
  const prints = createOrderThumbnailService(app.media, createOrderThumbnailRepository(app.db));
  const addresses = createMediaAddressService(
    app.media,
    createMediaRepository(app.db),
    createCoverAccess(signingKey(app.config)),
  );
  app.get(
    '/orders/:id/display',
    {
      helmet: false,
      compress: false,
      schema: { hide: true, tags: ['Orders'], params: z.object({ id: z.string().min(1).max(300) }) },
    },
    async (request, reply) => {
      const { id } = request.params;
      const answer = ITEM_ID.test(id)
        ? await prints.display(Number(id))
        : await addresses.orderThumbnail(`${id}/display`);
      return sendMedia(request, reply, answer);
    },
  );
}
