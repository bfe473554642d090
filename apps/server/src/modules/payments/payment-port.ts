import type { PaymentMethod, PaymentMethodOutput } from '@retropics/domain/contracts/order.contract';

/**
 * What the order API asks of the payment path (issue 18). The payments module implements it and
 * decorates the app with it as `app.payments`; the orders module only calls it, so the provider
 * (Mollie through its official client, or the built-in local test provider) stays behind one door.
 *
 * Every amount is read from the stored order (orders/order-amount.ts), never passed in.
 */
export interface OrderPayments {
  /**
   * Starts the payment of an open order with the provider, or returns the running one when it is
   * still open with the same method; stores payment id, method, state and the checkout URL on the
   * order. Card and other methods answer the provider's `checkoutUrl`; a bank transfer answers no
   * checkout URL but `redirectUrl`, the order page that shows the transfer details.
   */
  start(
    orderId: number,
    method: PaymentMethod,
    locale: 'de' | 'en' | 'it',
  ): Promise<{ paymentId: string; checkoutUrl: string | null; redirectUrl: string | null }>;
  /** `GET {order}/paymentMethod`: the method of the order's payment and, for a transfer, where to. */
  describe(orderId: number): Promise<PaymentMethodOutput>;
  /**
   * An admin saw the bank transfer arrive: the order is settled as paid (source 'admin'), exactly
   * like a provider's 'paid' — counted once, receipt sent.
   */
  markPaid(orderId: number, byPersonId: number): Promise<void>;
  /** The order was canceled while open: the provider's payment is canceled where it can be. */
  cancel(orderId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: OrderPayments;
  }
}
