import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { App } from '../../app.types.js';
import { localPayments, orderItems, orders, postalAddresses, products } from '../../db/schema/shop.js';
import type { Mail } from '../../mail/mailer.repository.js';

/** A port free right now on the loopback interface (the app listens there for the provider's calls). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The settings of a test app that really listens at its PUBLIC_URL, chosen before the app is
 * built: the payment client reaches the local provider there and the provider calls the webhook
 * there, over HTTP, as in the demo. Call before `useTestApp({ environment })`.
 */
export function listeningEnvironment(extra: NodeJS.ProcessEnv = {}) {
  const environment: NodeJS.ProcessEnv = { ...extra };
  beforeAll(async () => {
    const port = await freePort();
    environment.PORT = String(port);
    environment.PUBLIC_URL = `http://127.0.0.1:${port}`;
  });
  return environment;
}

/** Starts listening at the configured port (after `useTestApp`'s beforeAll). */
export async function listen(app: App) {
  await app.listen({ port: app.config.port, host: '127.0.0.1' });
}

let sequence = 0;

export async function buildProduct(app: App, overrides: Partial<typeof products.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await app.db
    .insert(products)
    .values({
      priceWithVat: 19.9,
      translations: [
        { locale: 'de', name: `Dankeskarte ${sequence}`, description: 'Eine Karte' },
        { locale: 'en', name: `Thank-you card ${sequence}`, description: 'A card' },
      ],
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('product not inserted');
  return row;
}

/**
 * An open order with its items, as the order API would store it: prices copied from the products
 * unless given, a billing address with an e-mail address unless told otherwise.
 */
export async function buildOrder(
  app: App,
  options: {
    personId?: number | null;
    collectionId?: number | null;
    items: { productId: number; priceWithVat: number; quantity?: number; config?: Record<string, unknown> }[];
    shippingPrice?: number;
    billingEmail?: string | null;
  },
) {
  sequence += 1;
  const [address] =
    options.billingEmail === null
      ? [undefined]
      : await app.db
          .insert(postalAddresses)
          .values({
            personId: options.personId ?? null,
            givenName: 'Erika',
            familyName: 'Muster',
            streetAddress: 'Hauptstraße 1',
            addressLocality: 'Berlin',
            postalCode: '10115',
            email: options.billingEmail ?? `buyer-${sequence}@factory.test`,
          })
          .returning();
  const [order] = await app.db
    .insert(orders)
    .values({
      orderNumber: `T-${Date.now()}-${sequence}`,
      personId: options.personId ?? null,
      photographCollectionId: options.collectionId ?? null,
      shippingPrice: options.shippingPrice ?? 0,
      billingAddressId: address?.id ?? null,
    })
    .returning();
  if (!order) throw new Error('order not inserted');
  await app.db.insert(orderItems).values(
    options.items.map((item) => ({
      orderId: order.id,
      productId: item.productId,
      priceWithVat: item.priceWithVat,
      quantity: item.quantity ?? 1,
      config: item.config ?? {},
    })),
  );
  return order;
}

export async function orderNow(app: App, id: number) {
  const [row] = await app.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`order ${id} is gone`);
  return row;
}

export async function localPayment(app: App, id: string) {
  const [row] = await app.db.select().from(localPayments).where(eq(localPayments.id, id));
  if (!row) throw new Error(`local payment ${id} is gone`);
  return row;
}

/** Every mail the app sends while the test runs (they still go to the outbox as well). */
export function captureMails(app: App): Mail[] {
  const sent: Mail[] = [];
  const send = app.mailer.send.bind(app.mailer);
  app.mailer.send = (mail) => {
    sent.push(mail);
    send(mail);
  };
  return sent;
}

/** Presses a button of the local provider's checkout page, as the buyer's browser would. */
export async function pressCheckout(
  app: App,
  paymentId: string,
  outcome: 'paid' | 'failed' | 'expired' | 'canceled',
) {
  return app.inject({
    method: 'POST',
    url: `/payment-provider/checkout/${paymentId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
}

/** The provider's call to the webhook, form-encoded like Mollie's. */
export async function postWebhook(app: App, body: string, contentType = 'application/x-www-form-urlencoded') {
  return app.inject({
    method: 'POST',
    url: '/payments/webhook',
    headers: { 'content-type': contentType },
    payload: body,
  });
}
