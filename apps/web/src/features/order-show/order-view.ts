import type { Order } from '../../lib/resources/orders';

/**
 * What the order page shows (spec §2 Order show, §4 Order):
 * - paid: the thank-you summary;
 * - canceled: that it was given up;
 * - bankTransfer: the transfer details to pay by hand;
 * - failed: the provider's payment failed, expired or was abandoned: pay again;
 * - unpaid: 'Die Zahlung ist noch nicht abgeschlossen!' with pay now and cancel.
 */
export type OrderView = 'paid' | 'canceled' | 'bankTransfer' | 'failed' | 'unpaid';

const GIVEN_UP_STATES = new Set(['failed', 'expired', 'canceled']);

export function orderView(
  order: Pick<Order, 'status' | 'paymentStatus' | 'paymentMethod' | 'paymentState' | 'paymentId'>,
): OrderView {
  if (order.paymentStatus === 'paid') return 'paid';
  if (order.status === 'canceled') return 'canceled';
  if (order.paymentId !== null && order.paymentState !== null && GIVEN_UP_STATES.has(order.paymentState)) {
    return 'failed';
  }
  if (order.paymentMethod === 'banktransfer' && order.paymentId !== null) return 'bankTransfer';
  return 'unpaid';
}

/** Ours: how often the page asks for the order while a payment may land. */
export const ORDER_POLL_MS = 3000;

/**
 * Asked again while a payment has been started and not settled: the provider's webhook (or an
 * admin's 'transfer received') may turn it paid at any moment.
 */
export function awaitsPayment(order: Parameters<typeof orderView>[0]): boolean {
  const view = orderView(order);
  return order.paymentId !== null && (view === 'unpaid' || view === 'bankTransfer');
}
