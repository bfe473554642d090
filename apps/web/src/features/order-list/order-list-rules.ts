import type { OrderOutput } from '@retropics/domain/contracts/order.contract';

/**
 * What an order's chip says (spec §3/§4 Order: status null is open, 'completed' once paid,
 * 'canceled' when given up; the provider's own payment state says why an open order is not paid).
 */
export type OrderState =
  | 'open'
  | 'awaitingTransfer'
  | 'pending'
  | 'paid'
  | 'canceled'
  | 'failed'
  | 'expired'
  | 'paymentCanceled';

export function orderState(
  order: Pick<OrderOutput, 'status' | 'paymentStatus' | 'paymentState' | 'paymentMethod'>,
): OrderState {
  if (order.status === 'canceled') return 'canceled';
  if (order.paymentStatus === 'paid' || order.status === 'completed') return 'paid';
  switch (order.paymentState) {
    case 'failed':
      return 'failed';
    case 'expired':
      return 'expired';
    // The person left the provider's page: the order stays open and may be paid again.
    case 'canceled':
      return 'paymentCanceled';
    default:
      break;
  }
  // A bank transfer takes days: the order waits for the money, not for the person.
  if (order.paymentMethod === 'banktransfer' && order.paymentState !== null) return 'awaitingTransfer';
  if (order.paymentState === 'pending') return 'pending';
  return 'open';
}

/** The chip's colour: done green, waiting blue, needing the person amber, failed red, given up grey. */
export function orderStateColor(state: OrderState): 'success' | 'info' | 'warning' | 'error' | 'default' {
  switch (state) {
    case 'paid':
      return 'success';
    case 'awaitingTransfer':
    case 'pending':
      return 'info';
    case 'open':
    case 'paymentCanceled':
      return 'warning';
    case 'failed':
    case 'expired':
      return 'error';
    case 'canceled':
      return 'default';
  }
}

const euroFormats = new Map<string, Intl.NumberFormat>();

/**
 * An order's amount in euros as the interface language writes money, always with its cents
 * (spec §9 prices in euros; an order total is a sum to the cent, '25,00 €', never '25 €').
 */
export function formatOrderAmount(euros: number, language: string): string {
  let format = euroFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    euroFormats.set(language, format);
  }
  return format.format(euros);
}

/** What was ordered, item by item: '2 × Abzug 20 × 30 cm' (one of a kind without its count). */
export function orderItemsText(order: Pick<OrderOutput, 'items'>): string[] {
  return order.items.map((item) =>
    item.quantity > 1 ? `${item.quantity} × ${item.productName}` : item.productName,
  );
}
