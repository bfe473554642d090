import type { PaymentMethod } from '@retropics/domain/contracts/order.contract';
import { eq } from 'drizzle-orm';
import type { App } from '../app.types.js';
import { type ConfigOption, collectionPerks, orders, products } from '../db/schema/shop.js';
import type { OrderPayments } from '../modules/payments/payment-port.js';
import { buildCollection } from './factories.js';

export type PaymentCall =
  | { call: 'start'; orderId: number; method: PaymentMethod; locale: string }
  | { call: 'describe' | 'cancel'; orderId: number }
  | { call: 'markPaid'; orderId: number; byPersonId: number };

/**
 * The order API's tests do not depend on the payments module: when it is not registered, the app
 * gets this fake, which records every call and leaves on the order what the payment path leaves
 * (payment id, method, state, checkout or redirect address; paid and completed when marked paid).
 * `calls` is null when the real payment path answers instead.
 */
export function usePaymentsFake(app: App): { calls: PaymentCall[] | null } {
  if (app.hasDecorator('payments')) return { calls: null };
  const calls: PaymentCall[] = [];
  const fake: OrderPayments = {
    async start(orderId, method, locale) {
      calls.push({ call: 'start', orderId, method, locale });
      const paymentId = `tr_fake${orderId}`;
      const checkoutUrl = method === 'banktransfer' ? null : `http://localhost/fake-checkout/${paymentId}`;
      const redirectUrl = method === 'banktransfer' ? `/orders/${orderId}` : null;
      await app.db
        .update(orders)
        .set({
          paymentId,
          paymentMethod: method,
          paymentState: 'open',
          paymentCheckoutUrl: checkoutUrl,
          paymentRedirectUrl: redirectUrl,
        })
        .where(eq(orders.id, orderId));
      return { paymentId, checkoutUrl, redirectUrl };
    },
    async describe(orderId) {
      calls.push({ call: 'describe', orderId });
      const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
      return { method: order?.paymentMethod ?? null, state: order?.paymentState ?? null, bankTransfer: null };
    },
    async markPaid(orderId, byPersonId) {
      calls.push({ call: 'markPaid', orderId, byPersonId });
      await app.db
        .update(orders)
        .set({ paymentStatus: 'paid', status: 'completed', paymentState: 'paid', paidAt: new Date() })
        .where(eq(orders.id, orderId));
    },
    async cancel(orderId) {
      calls.push({ call: 'cancel', orderId });
    },
  };
  // The app is ready (decorations closed): the fake is set on the instance itself.
  app.payments = fake;
  return { calls };
}

type ProductOverrides = Partial<typeof products.$inferInsert>;

/** A product; a perk of 25 € unless told otherwise. */
export async function buildProduct(app: App, overrides: ProductOverrides = {}) {
  const [row] = await app.db
    .insert(products)
    .values({
      productCategory: 'perk',
      priceWithVat: 25,
      translations: [
        { locale: 'de', name: 'Dankeschön', description: '' },
        { locale: 'en', name: 'Thank-you', description: '' },
      ],
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('product not inserted');
  return { ...row, iri: `/products/${row.id}` };
}

export const formatOption: ConfigOption = {
  id: 'format',
  label: { de: 'Format', en: 'Size' },
  default: null,
  choices: [
    { name: { de: '20 × 30 cm' }, value: '20x30' },
    { name: { de: '30 × 45 cm' }, value: '30x45' },
  ],
};

/** A crowdfunding collection (status 1 unless told) with the given products as its perks. */
export async function buildCrowdfunding(app: App, perkIds: number[], status = 1) {
  const collection = await buildCollection(app, { status, crowdfundingRequired: 1000 });
  if (perkIds.length > 0) {
    await app.db
      .insert(collectionPerks)
      .values(perkIds.map((productId, position) => ({ collectionId: collection.id, productId, position })));
  }
  return collection;
}

/** An address every rule of spec §5 accepts. */
export const validAddress = {
  givenName: 'Anna',
  familyName: 'Huber',
  addressCountry: 'de',
  streetAddress: 'Hauptstraße 12',
  addressLocality: 'Berlin',
  postalCode: '10115',
  email: 'anna@example.test',
  phoneNumber: '+49 30 1234567',
};
