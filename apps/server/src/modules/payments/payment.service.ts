import type { PaymentMethod, PaymentMethodOutput } from '@retropics/domain/contracts/order.contract';
import { toEuros } from '@retropics/domain/money';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { orders } from '../../db/schema/shop.js';
import { HttpError } from '../../hydra/hydra-errors.js';
import type { Mailer } from '../../mail/mailer.repository.js';
import { refreshFeedItems } from '../feed-items/feed-item.projection.js';
import { orderAmount } from '../orders/order-amount.js';
import type { CollectionStatusNews } from '../photograph-collections/collection-status-news.js';
import type { OrderPayments } from './payment-port.js';
import type {
  PaymentLocale,
  PaymentProviderRepository,
  ProviderPayment,
} from './payment-provider.repository.js';
import { type SettlementSource, settlePayment } from './payment-settlement.js';
import { loadReceipt, receiptMail } from './receipt.js';

type Dependencies = {
  db: Database;
  provider: PaymentProviderRepository;
  mailer: Mailer;
  news: Pick<CollectionStatusNews, 'announce'>;
  publicUrl: string;
  log: FastifyBaseLogger;
};

/**
 * The payment path (issue 18): the `OrderPayments` the order API calls, the webhook's and the
 * reconciliation's settling, and the receipt. Every state comes from the provider (fetched by id,
 * never taken from a request), and every settling goes through `settlePayment`.
 */
export function createPaymentService(deps: Dependencies) {
  const { db, provider, log } = deps;

  async function orderRow(orderId: number) {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    return order ?? null;
  }

  /** The receipt of a newly paid order, once: `receipt_sent_at` is claimed before the mail goes. */
  async function sendReceipt(orderId: number, locale: PaymentLocale) {
    const [claimed] = await db
      .update(orders)
      .set({ receiptSentAt: new Date() })
      .where(and(eq(orders.id, orderId), isNull(orders.receiptSentAt), eq(orders.paymentStatus, 'paid')))
      .returning({ id: orders.id });
    if (!claimed) return;
    try {
      const receipt = await loadReceipt(db, orderId, locale);
      if (!receipt) {
        log.warn({ order: orderId }, 'paid order has no e-mail address: no receipt sent');
        return;
      }
      deps.mailer.send(await receiptMail(receipt, deps.publicUrl));
    } catch (error) {
      log.error({ err: error, order: orderId }, 'receipt could not be made');
    }
  }

  async function settle(
    orderId: number,
    payment: ProviderPayment,
    source: SettlementSource,
    adminPersonId?: number,
  ) {
    const result = await settlePayment(db, log, { orderId, payment, source, adminPersonId });
    if (result.countedCollectionId !== null)
      await refreshFeedItems(db, 'PhotographCollection', [result.countedCollectionId]);
    if (result.fundedCollection) await deps.news.announce(result.fundedCollection);
    if (result.becamePaid) await sendReceipt(orderId, payment.metadata.locale);
    return result;
  }

  /** The order a provider payment belongs to: the one holding it, else the one it was made for. */
  async function orderOf(payment: ProviderPayment): Promise<number | null> {
    const [holder] = await db.select({ id: orders.id }).from(orders).where(eq(orders.paymentId, payment.id));
    if (holder) return holder.id;
    if (payment.metadata.orderId === null) return null;
    const order = await orderRow(payment.metadata.orderId);
    return order ? order.id : null;
  }

  const payments: OrderPayments = {
    async start(orderId: number, method: PaymentMethod, locale: PaymentLocale) {
      const order = await orderRow(orderId);
      if (!order) throw new HttpError(404, 'Not Found');
      if (order.status !== null || order.paymentStatus !== 'open')
        throw new HttpError(409, 'The order is not open: it cannot be paid.');
      const totals = await orderAmount(db, orderId);
      if (!totals || totals.totalCents <= 0) throw new HttpError(409, 'The order has nothing to pay.');
      const redirectUrl = method === 'banktransfer' ? `${deps.publicUrl}/orders/show/${orderId}` : null;
      if (order.paymentId) {
        const running = await provider.get(order.paymentId);
        if (running?.status === 'open') {
          // The running payment goes on when nothing changed; another method or an order changed
          // since (its amount) closes it where it can be — were it paid after all, its webhook
          // still settles this order, and a wrong amount is refused there.
          if (order.paymentMethod === method && running.amountCents === totals.totalCents)
            return {
              paymentId: running.id,
              checkoutUrl: method === 'banktransfer' ? null : running.checkoutUrl,
              redirectUrl,
            };
          if (running.isCancelable)
            await provider.cancel(running.id).catch((error: unknown) => {
              log.warn({ err: error, payment: running.id }, 'previous payment not canceled');
            });
        }
      }
      const payment = await provider.create({
        id: orderId,
        orderNumber: order.orderNumber,
        totalCents: totals.totalCents,
        method,
        locale,
      });
      const checkoutUrl = method === 'banktransfer' ? null : payment.checkoutUrl;
      await db
        .update(orders)
        .set({
          paymentId: payment.id,
          paymentMethod: method,
          paymentState: payment.status,
          paymentCheckoutUrl: checkoutUrl,
          paymentRedirectUrl: redirectUrl,
        })
        .where(eq(orders.id, orderId));
      return { paymentId: payment.id, checkoutUrl, redirectUrl };
    },

    async describe(orderId: number): Promise<PaymentMethodOutput> {
      const order = await orderRow(orderId);
      if (!order) throw new HttpError(404, 'Not Found');
      if (!order.paymentId)
        return { method: order.paymentMethod, state: order.paymentState, bankTransfer: null };
      const payment = await provider.get(order.paymentId);
      const totals = await orderAmount(db, orderId);
      return {
        method: payment?.method ?? order.paymentMethod,
        state: payment?.status ?? order.paymentState,
        bankTransfer:
          payment?.bankTransfer && totals
            ? { ...payment.bankTransfer, amount: toEuros(totals.totalCents) }
            : null,
      };
    },

    async markPaid(orderId: number, byPersonId: number) {
      const order = await orderRow(orderId);
      if (!order) throw new HttpError(404, 'Not Found');
      const payment = order.paymentId ? await provider.get(order.paymentId) : null;
      const totals = await orderAmount(db, orderId);
      // The admin saw the money arrive: settled as paid whatever the provider still says.
      const seen: ProviderPayment = payment ?? {
        id: order.paymentId ?? `admin-${orderId}`,
        status: 'open',
        method: order.paymentMethod,
        amountCents: totals?.totalCents ?? null,
        currency: 'EUR',
        checkoutUrl: null,
        isCancelable: false,
        metadata: { orderId, locale: 'de' },
        bankTransfer: null,
      };
      await settle(orderId, seen, 'admin', byPersonId);
    },

    async cancel(orderId: number) {
      const order = await orderRow(orderId);
      if (!order?.paymentId) return;
      try {
        const payment = await provider.get(order.paymentId);
        if (!payment?.isCancelable) return;
        const canceled = await provider.cancel(payment.id);
        await db.update(orders).set({ paymentState: canceled.status }).where(eq(orders.id, orderId));
      } catch (error) {
        // The order is canceled either way; a payment the provider would not cancel expires there.
        log.warn({ err: error, order: orderId, payment: order.paymentId }, 'provider payment not canceled');
      }
    },
  };

  return {
    payments,

    /**
     * POST /payments/webhook: the body names a payment id and nothing more is believed; the
     * payment is fetched from the provider and settled from what it says. Unknown: false.
     */
    async onWebhook(paymentId: string): Promise<boolean> {
      const payment = await provider.get(paymentId);
      if (!payment) return false;
      const orderId = await orderOf(payment);
      if (orderId === null) return false;
      await settle(orderId, payment, 'webhook');
      return true;
    },

    /**
     * Asks the provider about every open order whose payment is still open or pending, and settles
     * each: a webhook lost while the server was down is made good here.
     */
    async reconcile(): Promise<{ checked: number; paid: number }> {
      const open = await db
        .select({ id: orders.id, paymentId: orders.paymentId })
        .from(orders)
        .where(
          and(
            isNull(orders.status),
            eq(orders.paymentStatus, 'open'),
            isNotNull(orders.paymentId),
            inArray(orders.paymentState, ['open', 'pending']),
          ),
        )
        .orderBy(sql`${orders.id}`);
      let paid = 0;
      for (const order of open) {
        if (!order.paymentId) continue;
        try {
          const payment = await provider.get(order.paymentId);
          if (!payment) continue;
          if ((await settle(order.id, payment, 'reconcile')).becamePaid) paid += 1;
        } catch (error) {
          log.warn({ err: error, order: order.id }, 'payment not reconciled');
        }
      }
      return { checked: open.length, paid };
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
