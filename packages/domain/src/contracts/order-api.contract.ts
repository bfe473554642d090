import { z } from 'zod';
import { ORDER_MESSAGES, orderItemBody } from './order.contract.js';

/**
 * The order API's own additions to order.contract.ts (issue 18): the cart's item replacement, the
 * public backer list and the messages of rules the shared contract does not name.
 */

/** Ours: what the server says when an item does not fit where it is ordered. */
export const ORDER_API_MESSAGES = {
  collection: 'photographCollection names no collection you can see',
  category: 'This product cannot be ordered in the cart',
  photograph: 'A print needs photograph (a visible photograph) and crop',
  imageGallery: 'A photo book needs imageGallery (an album you can see)',
  itemsChanged: 'The items cannot be changed at checkout; change them in the cart',
  started: 'The payment of this order has started; its items can no longer change',
} as const;

/** `PUT {order}/items`: the cart's items as they should be (quantities edited, items removed). */
export const orderItemsBody = z.object({
  items: z.array(orderItemBody).min(1, { error: ORDER_MESSAGES.noItems }).max(50),
});
export type OrderItemsInput = z.input<typeof orderItemsBody>;

/** `GET /photograph_collections/{id}/backers`: a backer who chose to be thanked by name. */
export const backerOutput = z.object({ name: z.string() });
export type BackerOutput = z.infer<typeof backerOutput>;
