import { type OrderTotals, orderTotals, toCents } from '@retropics/domain/money';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orderItems, orders } from '../../db/schema/shop.js';

/**
 * What an order costs, in cents, from what the server stored (never from a request): each item's
 * unit price times its quantity, plus shipping. The one place both the order API and the payment
 * path read an order's amount, so the price shown, charged and counted is the same number.
 * Null when the order does not exist.
 */
export async function orderAmount(
  db: Pick<Database, 'select'>,
  orderId: number,
): Promise<OrderTotals | null> {
  const [order] = await db
    .select({ shippingPrice: orders.shippingPrice })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const lines = await db
    .select({ priceWithVat: orderItems.priceWithVat, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return orderTotals(
    lines.map((line) => ({ unitCents: toCents(line.priceWithVat), quantity: line.quantity })),
    toCents(order.shippingPrice),
  );
}
