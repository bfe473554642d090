import { COLLECTION_STATUS } from '@retropics/domain/constants';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { photographCollections } from '../../db/schema/collections.js';
import { orderItems, orders, paymentEvents, products } from '../../db/schema/shop.js';
import { orderAmount } from '../orders/order-amount.js';
import type { CollectionRow } from '../photograph-collections/photograph-collection.repository.js';
import { createCollectionWriteRepository } from '../photograph-collections/photograph-collection-write.repository.js';
import type { ProviderPayment } from './payment-provider.repository.js';

export type SettlementSource = 'webhook' | 'reconcile' | 'admin';

export type Settlement = {
  /** The order became paid just now (this call, no other): the receipt goes out once. */
  becamePaid: boolean;
  /** The collection the order funded, when this payment moved it to Funded (2). */
  fundedCollection: CollectionRow | null;
  /** The collection whose funded sum changed (its feed entry is refreshed). */
  countedCollectionId: number | null;
};

const NOTHING: Settlement = { becamePaid: false, fundedCollection: null, countedCollectionId: null };

/**
 * The one way an order learns about its payment — from the webhook, the reconciliation job and an
 * admin's 'transfer received' alike. In ONE transaction, with the order row locked
 * (`select … for update`) so repeats and races line up behind each other:
 * - a payment_events row records what was learned and from where;
 * - the provider's state is stored on the order (for its current payment);
 * - 'paid' (or the admin's word), for the amount the order costs, makes an unpaid order paid and
 *   completed; a contribution to a collection is added to its funded sum in SQL, once
 *   (`counted_at`), with the products' purchase counts; reaching the goal while crowdfunding moves
 *   the collection to Funded through the collections' own write (which records the change).
 * failed, expired and canceled leave the order open: a new start() makes a new payment.
 */
export async function settlePayment(
  db: Database,
  log: FastifyBaseLogger,
  input: { orderId: number; payment: ProviderPayment; source: SettlementSource; adminPersonId?: number },
): Promise<Settlement> {
  const { orderId, payment, source } = input;
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return NOTHING;
    const paidByProvider = payment.status === 'paid';
    const admin = source === 'admin';
    // The reconciliation asks every few minutes: a state already known is no news for the trail.
    if (source === 'reconcile' && payment.status === order.paymentState && payment.id === order.paymentId)
      return NOTHING;
    await tx.insert(paymentEvents).values({
      orderId,
      paymentId: payment.id,
      state: admin ? 'paid' : payment.status,
      source,
      amountCents: payment.amountCents,
    });
    const current = order.paymentId === null || order.paymentId === payment.id;
    if (current && !(order.paymentStatus === 'paid' && !paidByProvider)) {
      await tx
        .update(orders)
        .set({ paymentState: admin ? 'paid' : payment.status })
        .where(eq(orders.id, orderId));
    }
    if (!(paidByProvider || admin) || order.paymentStatus === 'paid') return NOTHING;

    const totals = await orderAmount(tx, orderId);
    if (!totals) return NOTHING;
    if (!admin && (payment.amountCents !== totals.totalCents || payment.currency !== 'EUR')) {
      log.error(
        { order: orderId, payment: payment.id, paid: payment.amountCents, expected: totals.totalCents },
        'payment amount differs from the order amount: not marked paid',
      );
      return NOTHING;
    }
    if (order.status === 'canceled') {
      log.warn({ order: orderId, payment: payment.id }, 'a canceled order was paid: recorded as paid');
    }
    const now = new Date();
    await tx
      .update(orders)
      .set({ paymentStatus: 'paid', status: 'completed', paidAt: now })
      .where(eq(orders.id, orderId));

    if (order.photographCollectionId === null || order.countedAt !== null) {
      return { becamePaid: true, fundedCollection: null, countedCollectionId: null };
    }
    const [counted] = await tx
      .update(orders)
      .set({ countedAt: now })
      .where(and(eq(orders.id, orderId), isNull(orders.countedAt)))
      .returning({ id: orders.id });
    if (!counted) return { becamePaid: true, fundedCollection: null, countedCollectionId: null };
    const [collection] = await tx
      .update(photographCollections)
      .set({
        crowdfundingFunded: sql`coalesce(${photographCollections.crowdfundingFunded}, 0) + ${totals.totalCents}::numeric / 100.0`,
      })
      .where(eq(photographCollections.id, order.photographCollectionId))
      .returning();
    const lines = await tx
      .select({ productId: orderItems.productId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    for (const line of lines) {
      await tx
        .update(products)
        .set({ numberOfPurchases: sql`${products.numberOfPurchases} + ${line.quantity}` })
        .where(eq(products.id, line.productId));
    }
    if (!collection) return { becamePaid: true, fundedCollection: null, countedCollectionId: null };
    const required = collection.crowdfundingRequired;
    const reached =
      collection.status === COLLECTION_STATUS.Crowdfunding &&
      required !== null &&
      required > 0 &&
      Math.round((collection.crowdfundingFunded ?? 0) * 100) >= Math.round(required * 100);
    if (!reached) return { becamePaid: true, fundedCollection: null, countedCollectionId: collection.id };
    // The collection row is locked by the sum above until this transaction ends: one payment alone
    // sees the goal crossed. The collections' own write moves the status and records the change
    // (a savepoint inside this transaction).
    const after = await createCollectionWriteRepository(tx as unknown as Database).update(collection, {
      columns: { status: COLLECTION_STATUS.Funded },
      locale: 'de',
      changedById: input.adminPersonId ?? null,
    });
    return { becamePaid: true, fundedCollection: after, countedCollectionId: collection.id };
  });
}
