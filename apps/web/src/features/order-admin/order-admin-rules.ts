import type { OrderAdminInput, OrderOutput } from '@retropics/domain/contracts/order.contract';

/** The panel's fields: the order's status ('open' stands for the contract's null), delivery, note. */
export interface OrderAdminForm {
  status: 'open' | 'completed' | 'canceled';
  deliveryStatus: '' | 'pending' | 'sent' | 'delivered';
  note: string;
}

export const DELIVERY_STATUSES = ['pending', 'sent', 'delivered'] as const;

function isDeliveryStatus(value: string | null): value is (typeof DELIVERY_STATUSES)[number] {
  return (DELIVERY_STATUSES as readonly (string | null)[]).includes(value);
}

/**
 * The note the server keeps with an order, when its answer carries one (the order contract does
 * not name it yet; 'Admin EDIT' writes it).
 */
export function storedNote(order: OrderOutput): string {
  const note: unknown = (order as OrderOutput & { note?: unknown }).note;
  return typeof note === 'string' ? note : '';
}

/** The form as the order stands. */
export function adminFormOf(order: OrderOutput): OrderAdminForm {
  return {
    status: order.status ?? 'open',
    deliveryStatus: isDeliveryStatus(order.deliveryStatus) ? order.deliveryStatus : '',
    note: storedNote(order),
  };
}

/**
 * What a save sends (`PUT /orders/{id}/admin`, the contract's `orderAdminBody`): only what was
 * changed, so saving a note never re-sends a status the order already has. Null: nothing changed.
 */
export function adminChanges(order: OrderOutput, form: OrderAdminForm): OrderAdminInput | null {
  const before = adminFormOf(order);
  const body: OrderAdminInput = {};
  if (form.status !== before.status) body.status = form.status === 'open' ? null : form.status;
  if (form.deliveryStatus !== before.deliveryStatus && form.deliveryStatus !== '') {
    body.deliveryStatus = form.deliveryStatus;
  }
  if (form.note !== before.note) body.note = form.note;
  return Object.keys(body).length === 0 ? null : body;
}

/** 'Überweisung eingegangen' is offered while a bank transfer (or any open order) still awaits its money. */
export function mayMarkTransferReceived(order: OrderOutput): boolean {
  return order.paymentStatus !== 'paid' && order.status !== 'canceled';
}
