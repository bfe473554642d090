import { COLLECTION_STATUS } from '@retropics/domain/constants';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectionStatusChanges, photographCollections } from '../../db/schema/collections.js';
import { localPayments, orderItems, paymentEvents, products } from '../../db/schema/shop.js';
import type { Mail } from '../../mail/mailer.repository.js';
import { useTestApp } from '../../test/api-test-app.js';
import { buildAccount, buildCollection } from '../../test/factories.js';
import {
  buildOrder,
  buildProduct,
  captureMails,
  listen,
  listeningEnvironment,
  localPayment,
  orderNow,
  postWebhook,
  pressCheckout,
} from './payment-test-support.js';

// No route of the payment path needs a user, so it has no policyTable: the webhook is called by the
// provider, which has no account here, and trusts nothing it is sent (it fetches the payment); the
// local provider imitates Mollie, whose API answers a key, not a person, and whose checkout page a
// buyer's browser opens from the provider's link. The routes that need a user (starting a payment,
// an admin's 'transfer received') belong to the order API (modules/orders) and its policy table.
const environment = listeningEnvironment();
const api = useTestApp({ seed: false, environment });

let mails: Mail[] = [];
beforeAll(async () => {
  await listen(api.app);
  mails = captureMails(api.app);
});

const funded = async (collectionId: number) => {
  const [row] = await api.db
    .select({ funded: photographCollections.crowdfundingFunded, status: photographCollections.status })
    .from(photographCollections)
    .where(eq(photographCollections.id, collectionId));
  return row;
};
const receiptsTo = (address: string) =>
  mails.filter(
    (mail) => mail.to === address && mail.attachments?.some((file) => file.contentType === 'application/pdf'),
  );

async function crowdfunding(required = 1000, already = 0) {
  const owner = await buildAccount(api.app);
  return buildCollection(api.app, {
    ownerId: owner.personId,
    status: COLLECTION_STATUS.Crowdfunding,
    crowdfundingRequired: required,
    crowdfundingFunded: already,
  });
}

describe('card payment with the local provider', () => {
  it('start → checkout → webhook: paid, completed, counted once, purchases raised, receipt sent once', async () => {
    const collection = await crowdfunding();
    const product = await buildProduct(api.app, { priceWithVat: 19.9 });
    const order = await buildOrder(api.app, {
      collectionId: collection.id,
      items: [{ productId: product.id, priceWithVat: 19.9, quantity: 2 }],
      billingEmail: 'card-buyer@factory.test',
    });
    const started = await api.app.payments.start(order.id, 'creditcard', 'en');
    expect(started.paymentId).toMatch(/^tr_/);
    expect(started.checkoutUrl).toBe(
      `${api.config.publicUrl}/payment-provider/checkout/${started.paymentId}`,
    );
    expect(started.redirectUrl).toBeNull();
    const stored = await orderNow(api.app, order.id);
    expect(stored).toMatchObject({
      paymentId: started.paymentId,
      paymentMethod: 'creditcard',
      paymentState: 'open',
    });
    const atProvider = await localPayment(api.app, started.paymentId);
    expect(atProvider).toMatchObject({
      amountCents: 3980,
      description: `RetroPics ${order.orderNumber}`,
      redirectUrl: `${api.config.publicUrl}/orders/show/${order.id}`,
      webhookUrl: `${api.config.publicUrl}/payments/webhook`,
      metadata: { orderId: order.id, locale: 'en' },
    });
    // The same open payment with the same method is reused.
    expect((await api.app.payments.start(order.id, 'creditcard', 'en')).paymentId).toBe(started.paymentId);

    const page = await api.app.inject({
      method: 'GET',
      url: `/payment-provider/checkout/${started.paymentId}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('39,80 €');
    for (const label of ['Bezahlen (Test)', 'Fehlschlagen', 'Ablaufen lassen', 'Abbrechen'])
      expect(page.body).toContain(label);
    expect(String(page.headers['content-security-policy'])).toContain("form-action 'self'");

    const pressed = await pressCheckout(api.app, started.paymentId, 'paid');
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(`${api.config.publicUrl}/orders/show/${order.id}`);
    const paid = await orderNow(api.app, order.id);
    expect(paid).toMatchObject({ paymentStatus: 'paid', status: 'completed', paymentState: 'paid' });
    expect(paid.paidAt).not.toBeNull();
    expect(paid.countedAt).not.toBeNull();
    expect((await funded(collection.id))?.funded).toBe(39.8);
    const [bought] = await api.db.select().from(products).where(eq(products.id, product.id));
    expect(bought?.numberOfPurchases).toBe(2);
    const events = await api.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id));
    expect(events.map((event) => [event.state, event.source, event.amountCents])).toEqual([
      ['paid', 'webhook', 3980],
    ]);

    // A replayed webhook: recorded, nothing counted twice, no second receipt.
    for (let i = 0; i < 3; i += 1)
      expect((await postWebhook(api.app, `id=${started.paymentId}`)).statusCode).toBe(200);
    expect((await funded(collection.id))?.funded).toBe(39.8);
    await api.app.mailer.idle();
    const receipts = receiptsTo('card-buyer@factory.test');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toBe(`RetroPics: Receipt for your order ${order.orderNumber}`);
    const pdf = await PDFDocument.load(receipts[0]?.attachments?.[0]?.content ?? Buffer.alloc(0));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Receipt ${order.orderNumber}`);
    expect((await orderNow(api.app, order.id)).receiptSentAt).not.toBeNull();
    // A paid order is not paid again.
    await expect(api.app.payments.start(order.id, 'creditcard', 'en')).rejects.toMatchObject({
      statusCode: 409,
    });
  });

  it('a cart order of prints is paid the same way: completed and receipted, counted toward no collection', async () => {
    const collection = await crowdfunding();
    const print = await buildProduct(api.app, { productCategory: 'print', priceWithVat: 19.9 });
    const order = await buildOrder(api.app, {
      items: [{ productId: print.id, priceWithVat: 19.9, quantity: 3 }],
      billingEmail: 'print-buyer@factory.test',
    });
    const started = await api.app.payments.start(order.id, 'creditcard', 'de');
    expect((await localPayment(api.app, started.paymentId))?.amountCents).toBe(5970);
    expect((await pressCheckout(api.app, started.paymentId, 'paid')).statusCode).toBe(303);
    const paid = await orderNow(api.app, order.id);
    expect(paid).toMatchObject({ paymentStatus: 'paid', status: 'completed', countedAt: null });
    expect((await funded(collection.id))?.funded).toBe(0);
    await api.app.mailer.idle();
    expect(receiptsTo('print-buyer@factory.test')).toHaveLength(1);
  });

  it.each(['failed', 'expired', 'canceled'] as const)(
    '%s at the provider: the order stays open with that state, and a new start makes a new payment',
    async (outcome) => {
      const collection = await crowdfunding();
      const product = await buildProduct(api.app);
      const order = await buildOrder(api.app, {
        collectionId: collection.id,
        items: [{ productId: product.id, priceWithVat: 10 }],
      });
      const first = await api.app.payments.start(order.id, 'paypal', 'de');
      expect((await pressCheckout(api.app, first.paymentId, outcome)).statusCode).toBe(303);
      expect(await orderNow(api.app, order.id)).toMatchObject({
        paymentState: outcome,
        paymentStatus: 'open',
        status: null,
        countedAt: null,
      });
      expect((await funded(collection.id))?.funded).toBe(0);
      // A second press on a settled payment changes nothing.
      await pressCheckout(api.app, first.paymentId, 'paid');
      expect((await localPayment(api.app, first.paymentId)).status).toBe(outcome);
      const second = await api.app.payments.start(order.id, 'paypal', 'de');
      expect(second.paymentId).not.toBe(first.paymentId);
      expect((await orderNow(api.app, order.id)).paymentState).toBe('open');
    },
  );

  it('another method, or an order whose amount changed, closes the running payment and makes a new one', async () => {
    const product = await buildProduct(api.app);
    const order = await buildOrder(api.app, { items: [{ productId: product.id, priceWithVat: 15 }] });
    const card = await api.app.payments.start(order.id, 'creditcard', 'de');
    const transfer = await api.app.payments.start(order.id, 'banktransfer', 'de');
    expect(transfer.paymentId).not.toBe(card.paymentId);
    expect((await localPayment(api.app, card.paymentId)).status).toBe('canceled');
    await api.db.update(orderItems).set({ priceWithVat: 16 }).where(eq(orderItems.orderId, order.id));
    const again = await api.app.payments.start(order.id, 'banktransfer', 'de');
    expect(again.paymentId).not.toBe(transfer.paymentId);
    expect((await localPayment(api.app, again.paymentId)).amountCents).toBe(1600);
    expect((await localPayment(api.app, transfer.paymentId)).status).toBe('canceled');
  });

  it('believes nothing in the webhook body: "paid" in JSON while the provider says open changes nothing', async () => {
    const collection = await crowdfunding();
    const product = await buildProduct(api.app);
    const order = await buildOrder(api.app, {
      collectionId: collection.id,
      items: [{ productId: product.id, priceWithVat: 25 }],
    });
    const { paymentId } = await api.app.payments.start(order.id, 'creditcard', 'de');
    const lying = await postWebhook(
      api.app,
      JSON.stringify({ id: paymentId, status: 'paid', amount: { value: '25.00', currency: 'EUR' } }),
      'application/json',
    );
    expect(lying.statusCode).toBe(200);
    expect(await orderNow(api.app, order.id)).toMatchObject({
      paymentStatus: 'open',
      paymentState: 'open',
      countedAt: null,
    });
    expect((await funded(collection.id))?.funded).toBe(0);
  });

  it('answers 200 and does nothing for a payment the provider does not know; 422 without an id', async () => {
    const before = await api.db.select().from(paymentEvents);
    expect((await postWebhook(api.app, 'id=tr_doesNotExist')).statusCode).toBe(200);
    expect(await api.db.select().from(paymentEvents)).toHaveLength(before.length);
    expect((await postWebhook(api.app, 'other=1')).statusCode).toBe(422);
  });

  it('refuses to mark paid when the provider was paid another amount than the order costs', async () => {
    const collection = await crowdfunding();
    const product = await buildProduct(api.app);
    const order = await buildOrder(api.app, {
      collectionId: collection.id,
      items: [{ productId: product.id, priceWithVat: 30 }],
    });
    const { paymentId } = await api.app.payments.start(order.id, 'creditcard', 'de');
    // The order changed after the payment was made (30 € paid, 35 € owed).
    await api.db.update(orderItems).set({ priceWithVat: 35 }).where(eq(orderItems.orderId, order.id));
    await pressCheckout(api.app, paymentId, 'paid');
    expect(await orderNow(api.app, order.id)).toMatchObject({
      paymentStatus: 'open',
      status: null,
      countedAt: null,
    });
    expect((await funded(collection.id))?.funded).toBe(0);
    const events = await api.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id));
    expect(events.map((event) => [event.state, event.amountCents])).toEqual([['paid', 3000]]);
  });

  it('the provider imitation wants a test key, like Mollie', async () => {
    const unauthorized = await api.app.inject({ method: 'GET', url: '/payment-provider/v2/payments/tr_abc' });
    expect(unauthorized.statusCode).toBe(401);
    const unknown = await api.app.inject({
      method: 'GET',
      url: '/payment-provider/v2/payments/tr_abc',
      headers: { authorization: 'Bearer test_abcdefghij' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('crowdfunding sums', () => {
  it('50 simultaneous webhooks for 10 paid contributions add exactly their sum, each once', async () => {
    const collection = await crowdfunding(100_000);
    const product = await buildProduct(api.app);
    const amounts = [5, 7.5, 10, 12.34, 15, 19.9, 20, 25.01, 33.33, 50];
    const paymentIds: string[] = [];
    const orderIds: number[] = [];
    for (const amount of amounts) {
      const order = await buildOrder(api.app, {
        collectionId: collection.id,
        items: [{ productId: product.id, priceWithVat: amount }],
      });
      const { paymentId } = await api.app.payments.start(order.id, 'creditcard', 'de');
      // Paid at the provider, its own webhook call not made (the test makes fifty at once).
      await api.db
        .update(localPayments)
        .set({ status: 'paid', paidAt: new Date() })
        .where(eq(localPayments.id, paymentId));
      paymentIds.push(paymentId);
      orderIds.push(order.id);
    }
    const calls = Array.from({ length: 50 }, (_, index) =>
      postWebhook(api.app, `id=${paymentIds[index % 10]}`),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    expect((await funded(collection.id))?.funded).toBe(198.08);
    const [counted] = await api.db
      .select({ n: products.numberOfPurchases })
      .from(products)
      .where(eq(products.id, product.id));
    expect(counted?.n).toBe(10);
    for (const id of orderIds) expect((await orderNow(api.app, id)).paymentStatus).toBe('paid');
  });

  it('reaching the goal moves the collection to Funded once, records the change and tells the owner', async () => {
    const owner = await buildAccount(api.app, { email: 'collection-owner@factory.test' });
    const collection = await buildCollection(api.app, {
      ownerId: owner.personId,
      status: COLLECTION_STATUS.Crowdfunding,
      crowdfundingRequired: 50,
      crowdfundingFunded: 30,
      reportLocale: 'de',
    });
    const product = await buildProduct(api.app);
    const order = await buildOrder(api.app, {
      collectionId: collection.id,
      items: [{ productId: product.id, priceWithVat: 20 }],
    });
    const { paymentId } = await api.app.payments.start(order.id, 'creditcard', 'de');
    await pressCheckout(api.app, paymentId, 'paid');
    expect(await funded(collection.id)).toEqual({ funded: 50, status: COLLECTION_STATUS.Funded });
    const changes = await api.db
      .select()
      .from(collectionStatusChanges)
      .where(eq(collectionStatusChanges.collectionId, collection.id));
    expect(changes.map((change) => [change.fromStatus, change.toStatus])).toEqual([[1, 2]]);
    await api.app.mailer.idle();
    const news = mails.filter((mail) => mail.to === 'collection-owner@factory.test');
    expect(news).toHaveLength(1);
    expect(news[0]?.subject).toContain('Finanziert');
  });
});

describe('bank transfer', () => {
  it('describes where to send the money; an admin marks it paid while the provider still says open, counted once', async () => {
    const admin = await buildAccount(api.app, { role: 'admin' });
    const buyer = await buildAccount(api.app, { email: 'transfer-buyer@factory.test' });
    const collection = await crowdfunding();
    const product = await buildProduct(api.app, {
      configOptions: [
        {
          id: 'size',
          label: { de: 'Größe', en: 'Size', it: 'Formato' },
          default: 'a4',
          choices: [{ name: { de: 'A4', en: 'A4', it: 'A4' }, value: 'a4' }],
        },
      ],
    });
    const order = await buildOrder(api.app, {
      personId: buyer.personId,
      collectionId: collection.id,
      items: [{ productId: product.id, priceWithVat: 12.5, quantity: 2, config: { size: 'a4' } }],
      shippingPrice: 4.9,
      billingEmail: null,
    });
    const started = await api.app.payments.start(order.id, 'banktransfer', 'it');
    expect(started.checkoutUrl).toBeNull();
    expect(started.redirectUrl).toBe(`${api.config.publicUrl}/orders/show/${order.id}`);
    expect(await orderNow(api.app, order.id)).toMatchObject({
      paymentCheckoutUrl: null,
      paymentRedirectUrl: started.redirectUrl,
    });
    const described = await api.app.payments.describe(order.id);
    expect(described).toMatchObject({
      method: 'banktransfer',
      state: 'open',
      bankTransfer: {
        bankName: 'RetroPics Testbank',
        bankAccount: 'DE89370400440532013000',
        bankBic: 'COBADEFFXXX',
        amount: 29.9,
      },
    });
    expect(described.bankTransfer?.transferReference).toMatch(/^RP-/);

    await api.app.payments.markPaid(order.id, admin.personId);
    await api.app.payments.markPaid(order.id, admin.personId);
    expect(await orderNow(api.app, order.id)).toMatchObject({ paymentStatus: 'paid', status: 'completed' });
    expect((await localPayment(api.app, started.paymentId)).status).toBe('open');
    expect((await funded(collection.id))?.funded).toBe(29.9);
    const events = await api.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.orderId, order.id), eq(paymentEvents.source, 'admin')));
    expect(events).toHaveLength(2);
    // The account's address receives the receipt (no billing e-mail), in Italian, once.
    await api.app.mailer.idle();
    const receipts = receiptsTo('transfer-buyer@factory.test');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toBe(`RetroPics: ricevuta del tuo ordine ${order.orderNumber}`);
    expect(receipts[0]?.text).toContain('Bonifico bancario');
    await PDFDocument.load(receipts[0]?.attachments?.[0]?.content ?? Buffer.alloc(0));
  });

  it('cancel() cancels an open provider payment and ignores one that is not cancelable', async () => {
    const product = await buildProduct(api.app);
    const order = await buildOrder(api.app, { items: [{ productId: product.id, priceWithVat: 8 }] });
    const { paymentId } = await api.app.payments.start(order.id, 'banktransfer', 'de');
    await api.app.payments.cancel(order.id);
    expect((await localPayment(api.app, paymentId)).status).toBe('canceled');
    expect((await orderNow(api.app, order.id)).paymentState).toBe('canceled');
    await expect(api.app.payments.cancel(order.id)).resolves.toBeUndefined();
  });
});

describe('reconciliation', () => {
  it('settles a payment whose webhook never arrived, and counts it once', async () => {
    const collection = await crowdfunding();
    const product = await buildProduct(api.app);
    const order = await buildOrder(api.app, {
      collectionId: collection.id,
      items: [{ productId: product.id, priceWithVat: 42 }],
    });
    const { paymentId } = await api.app.payments.start(order.id, 'creditcard', 'de');
    // The server was down when the buyer paid: the provider's call went nowhere.
    await api.db
      .update(localPayments)
      .set({ webhookUrl: 'http://127.0.0.1:9/payments/webhook' })
      .where(eq(localPayments.id, paymentId));
    await pressCheckout(api.app, paymentId, 'paid');
    expect(await orderNow(api.app, order.id)).toMatchObject({ paymentStatus: 'open', paymentState: 'open' });

    const first = await api.app.paymentService.reconcile();
    expect(first.paid).toBe(1);
    expect(await orderNow(api.app, order.id)).toMatchObject({ paymentStatus: 'paid', paymentState: 'paid' });
    const second = await api.app.paymentService.reconcile();
    expect(second.paid).toBe(0);
    expect((await funded(collection.id))?.funded).toBe(42);
    const events = await api.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id));
    expect(events.map((event) => event.source)).toEqual(['reconcile']);
  });
});
