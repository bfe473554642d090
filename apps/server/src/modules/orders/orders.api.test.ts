import { ORDER_MESSAGES } from '@retropics/domain/contracts/order.contract';
import { ORDER_API_MESSAGES } from '@retropics/domain/contracts/order-api.contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { photographCollections } from '../../db/schema/collections.js';
import { people } from '../../db/schema/people.js';
import { orderItems, orders, paymentEvents } from '../../db/schema/shop.js';
import { useTestApp } from '../../test/api-test-app.js';
import { buildAlbum, buildPhotograph, type SignedIn, signedIn } from '../../test/factories.js';
import { buildCrowdfunding, buildProduct, formatOption, validAddress } from '../../test/order-fixtures.js';
import { listen, listeningEnvironment } from '../payments/payment-test-support.js';

type Json = Record<string, unknown>;
type Item = Json & { priceWithVat: number; thumbnail: string | null; config: Json };

// The app listens at its PUBLIC_URL: the real payment path talks to the built-in local provider.
const environment = listeningEnvironment();
const api = useTestApp({ seed: false, environment });
const { call, violationsOf } = api;

let buyer: SignedIn;
let stranger: SignedIn;
let admin: SignedIn;
let perk: Awaited<ReturnType<typeof buildProduct>>;
let poster: Awaited<ReturnType<typeof buildProduct>>;
let contribution: Awaited<ReturnType<typeof buildProduct>>;
let print: Awaited<ReturnType<typeof buildProduct>>;
let photobook: Awaited<ReturnType<typeof buildProduct>>;
let collection: Awaited<ReturnType<typeof buildCrowdfunding>>;

beforeAll(async () => {
  await listen(api.app);
  [buyer, stranger, admin] = await Promise.all([
    signedIn(api.app),
    signedIn(api.app),
    signedIn(api.app, 'admin'),
  ]);
  perk = await buildProduct(api.app, { priceWithVat: 25 });
  poster = await buildProduct(api.app, {
    priceWithVat: 49,
    configOptions: [formatOption],
    additionalAttributes: { needsShipping: true },
  });
  contribution = await buildProduct(api.app, {
    priceWithVat: 0,
    additionalAttributes: { customAmount: true },
  });
  print = await buildProduct(api.app, {
    productCategory: 'print',
    priceWithVat: 19.9,
    configOptions: [formatOption],
    additionalAttributes: { needsShipping: true },
  });
  photobook = await buildProduct(api.app, {
    productCategory: 'photobook',
    priceWithVat: 39.9,
    additionalAttributes: { needsShipping: true },
  });
  collection = await buildCrowdfunding(api.app, [perk.id, poster.id, contribution.id]);
});

const perkOrder = (items: Json[], as: SignedIn = buyer, collectionIri: string = collection.iri) =>
  call('POST', '/orders', as, { photographCollection: collectionIri, items });

const crop = { left: 0.1, top: 0.2, width: 0.5, height: 0.4 };

async function created(response: { status: number; body: Json }) {
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Json & { id: number; items: Item[] };
}

describe('POST /orders: perks of a crowdfunding collection', () => {
  it('creates an order priced by the server, with a readable number', async () => {
    const order = await created(
      await perkOrder([
        { product: perk.iri, quantity: 2 },
        { product: poster.id, config: { format: '30x45' } },
      ]),
    );
    expect(order).toMatchObject({
      '@id': `/orders/${order.id}`,
      '@type': 'Order',
      status: null,
      paymentStatus: 'open',
      priceWithVat: 99,
      shippingPrice: 0,
      priceTotal: 99,
      vat: 15.81,
      shippingAddressNeeded: true,
      photographCollection: collection.iri,
      owner: buyer.personIri,
      billingAddress: null,
      paymentCheckoutUrl: null,
    });
    expect(order.orderNumber).toMatch(new RegExp(`^RP-\\d{4}-0*${order.id}$`));
    expect(order.items.map((item) => [item.productName, item.quantity, item.priceWithVat])).toEqual([
      ['Dankeschön', 2, 25],
      ['Dankeschön', 1, 49],
    ]);
    expect(order.items[1]?.config).toEqual({ format: '30x45' });
    expect(order.items[0]?.thumbnail).toBeNull();
    const [stored] = await api.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored?.personId).toBe(buyer.personId);
  });

  it('names products in the language asked for', async () => {
    const response = await call(
      'POST',
      '/orders',
      buyer,
      { photographCollection: collection.id, items: [{ product: perk.id }] },
      { 'accept-language': 'en' },
    );
    expect((await created(response)).items[0]?.productName).toBe('Thank-you');
  });

  it('needs no shipping address for digital perks', async () => {
    expect((await created(await perkOrder([{ product: perk.id }]))).shippingAddressNeeded).toBe(false);
  });

  it('accepts a funded collection (status 2) and refuses one that is not collecting', async () => {
    const funded = await buildCrowdfunding(api.app, [perk.id], 2);
    await created(await perkOrder([{ product: perk.id }], buyer, funded.iri));
    for (const status of [3, 4, 5]) {
      const closed = await buildCrowdfunding(api.app, [perk.id], status);
      expect(violationsOf(await perkOrder([{ product: perk.id }], buyer, closed.iri))).toEqual([
        { propertyPath: 'photographCollection', message: ORDER_MESSAGES.notCrowdfunding },
      ]);
    }
  });

  it('refuses a collection that does not exist or is not visible (New, of someone else)', async () => {
    const hidden = await buildCrowdfunding(api.app, [perk.id], 0);
    for (const iri of ['/photograph_collections/999999', hidden.iri]) {
      expect(violationsOf(await perkOrder([{ product: perk.id }], buyer, iri))).toEqual([
        { propertyPath: 'photographCollection', message: ORDER_API_MESSAGES.collection },
      ]);
    }
  });

  it('refuses a product that is no perk of the collection, and an unknown product', async () => {
    const foreign = await buildProduct(api.app);
    const violations = violationsOf(
      await perkOrder([{ product: perk.id }, { product: foreign.iri }, { product: '/products/999999' }]),
    );
    expect(violations).toEqual([
      { propertyPath: 'items.1.product', message: ORDER_MESSAGES.foreignPerk },
      { propertyPath: 'items.2.product', message: ORDER_MESSAGES.product },
    ]);
  });

  it('refuses a perk without a collection', async () => {
    const violations = violationsOf(await call('POST', '/orders', buyer, { items: [{ product: perk.id }] }));
    expect(violations).toEqual([
      { propertyPath: 'items.0.product', message: ORDER_MESSAGES.perkOnlyWithCollection },
    ]);
  });

  it('needs every option answered with one of its choices', async () => {
    expect(violationsOf(await perkOrder([{ product: poster.id }]))).toEqual([
      { propertyPath: 'items.0.config.format', message: ORDER_MESSAGES.configIncomplete },
    ]);
    expect(violationsOf(await perkOrder([{ product: poster.id, config: { format: 'A0' } }]))).toEqual([
      { propertyPath: 'items.0.config.format', message: ORDER_MESSAGES.config },
    ]);
    expect(violationsOf(await perkOrder([{ product: perk.id, config: { colour: 'red' } }]))).toEqual([
      { propertyPath: 'items.0.config.colour', message: ORDER_MESSAGES.config },
    ]);
  });

  it('refuses a price sent by the client, on the item and on the order', async () => {
    for (const key of ['price', 'priceWithVat', 'amount']) {
      const violations = violationsOf(await perkOrder([{ product: perk.id, [key]: 1 }]));
      expect(violations).toContainEqual({ propertyPath: `items.0.${key}`, message: ORDER_MESSAGES.price });
    }
    const whole = await call('POST', '/orders', buyer, {
      photographCollection: collection.iri,
      items: [{ product: perk.id }],
      priceTotal: 1,
    });
    expect(violationsOf(whole)).toContainEqual({ propertyPath: 'priceTotal', message: ORDER_MESSAGES.price });
    // A custom amount for a product of fixed price is a price too.
    expect(violationsOf(await perkOrder([{ product: perk.id, customAmount: '1' }]))).toEqual([
      { propertyPath: 'items.0.customAmount', message: ORDER_MESSAGES.price },
    ]);
  });

  it('refuses no items and a bad quantity', async () => {
    expect(violationsOf(await perkOrder([]))).toContainEqual({
      propertyPath: 'items',
      message: ORDER_MESSAGES.noItems,
    });
    for (const quantity of [0, 1.5, 100]) {
      expect(violationsOf(await perkOrder([{ product: perk.id, quantity }]))).toContainEqual({
        propertyPath: 'items.0.quantity',
        message: ORDER_MESSAGES.quantity,
      });
    }
  });
});

describe('POST /orders: a contribution of the person’s choosing', () => {
  it('takes the typed amount, cut (not rounded) to whole cents', async () => {
    const cases: Array<[string | number, number]> = [
      ['12,50', 12.5],
      ['10.999', 10.99],
      [7, 7],
      ['0.015', 0.01],
    ];
    for (const [typed, euros] of cases) {
      const order = await created(await perkOrder([{ product: contribution.id, customAmount: typed }]));
      expect(order.items[0]?.priceWithVat, String(typed)).toBe(euros);
      expect(order.priceTotal).toBe(euros);
    }
  });

  it('refuses 0, negative, missing, non-numeric and fractional-cent-only amounts', async () => {
    for (const typed of ['0', '0.00', '-5', -5, '0.004', 'ten', '', undefined]) {
      const item =
        typed === undefined
          ? { product: contribution.id }
          : { product: contribution.id, customAmount: typed };
      expect(violationsOf(await perkOrder([item])), String(typed)).toEqual([
        { propertyPath: 'items.0.customAmount', message: ORDER_MESSAGES.customAmount },
      ]);
    }
  });

  it('refuses more than the largest amount', async () => {
    expect(violationsOf(await perkOrder([{ product: contribution.id, customAmount: '10000.01' }]))).toEqual([
      { propertyPath: 'items.0.customAmount', message: ORDER_MESSAGES.customAmountTooHigh },
    ]);
    await created(await perkOrder([{ product: contribution.id, customAmount: '10000' }]));
  });
});

describe('POST /orders: the cart (prints and photo books)', () => {
  it('orders a print of a photograph section, shown by its own thumbnail address', async () => {
    const photograph = await buildPhotograph(api.app);
    const order = await created(
      await call('POST', '/orders', buyer, {
        items: [
          { product: print.iri, photograph: photograph.iri, crop, config: { format: '20x30' }, quantity: 3 },
        ],
      }),
    );
    const [item] = order.items;
    expect(item).toMatchObject({
      photograph: photograph.iri,
      crop,
      priceWithVat: 19.9,
      productCategory: 'print',
    });
    expect(item?.thumbnail).toBe(`/orders/${item?.id}/display`);
    expect(order).toMatchObject({
      priceTotal: 59.7,
      shippingAddressNeeded: true,
      photographCollection: null,
    });
  });

  it('refuses a print without photograph or crop, of a hidden photograph, or with a crop outside the picture', async () => {
    const hidden = await buildPhotograph(api.app, { isHidden: true });
    const cart = (item: Json) =>
      call('POST', '/orders', buyer, {
        items: [{ product: print.id, config: { format: '20x30' }, ...item }],
      });
    expect(violationsOf(await cart({ crop }))).toEqual([
      { propertyPath: 'items.0.photograph', message: ORDER_API_MESSAGES.photograph },
    ]);
    expect(violationsOf(await cart({ photograph: hidden.id, crop }))).toEqual([
      { propertyPath: 'items.0.photograph', message: ORDER_API_MESSAGES.photograph },
    ]);
    const photograph = await buildPhotograph(api.app);
    expect(violationsOf(await cart({ photograph: photograph.id }))).toEqual([
      { propertyPath: 'items.0.crop', message: ORDER_MESSAGES.crop },
    ]);
    expect(
      violationsOf(await cart({ photograph: photograph.id, crop: { ...crop, left: 0.8 } })),
    ).toContainEqual({
      propertyPath: 'items.0.crop',
      message: ORDER_MESSAGES.crop,
    });
  });

  it('orders a photo book of an album the person may see, shown by the album cover', async () => {
    const album = await buildAlbum(api.app);
    const own = await buildAlbum(api.app, { ownerId: buyer.personId, isPrivate: true });
    const order = await created(
      await call('POST', '/orders', buyer, {
        items: [
          { product: photobook.id, imageGallery: album.iri },
          { product: photobook.id, imageGallery: own.id },
        ],
      }),
    );
    expect(order.items[0]).toMatchObject({ imageGallery: album.iri, priceWithVat: 39.9 });
    expect(order.items[0]?.thumbnail).toBe(`/image_galleries/${album.id}/display`);
    // A private album's cover opens with the signed query albums give their owner.
    expect(order.items[1]?.thumbnail).toMatch(new RegExp(`^/image_galleries/${own.id}/display\\?access=`));
    expect(order.priceTotal).toBe(79.8);
  });

  it('refuses a photo book of someone else’s private album or none, and products the cart does not sell', async () => {
    const secret = await buildAlbum(api.app, { isPrivate: true });
    const cart = (item: Json) => call('POST', '/orders', buyer, { items: [item] });
    expect(violationsOf(await cart({ product: photobook.id, imageGallery: secret.id }))).toEqual([
      { propertyPath: 'items.0.imageGallery', message: ORDER_API_MESSAGES.imageGallery },
    ]);
    expect(violationsOf(await cart({ product: photobook.id }))).toEqual([
      { propertyPath: 'items.0.imageGallery', message: ORDER_API_MESSAGES.imageGallery },
    ]);
    const service = await buildProduct(api.app, { productCategory: 'service' });
    expect(violationsOf(await cart({ product: service.id }))).toEqual([
      { propertyPath: 'items.0.product', message: ORDER_API_MESSAGES.category },
    ]);
  });
});

describe('reading orders', () => {
  it('shows an order to its buyer and admins, privately', async () => {
    const order = await created(await perkOrder([{ product: perk.id }]));
    for (const as of [buyer, admin]) {
      const response = await call('GET', `/orders/${order.id}`, as);
      expect(response.status).toBe(200);
      expect(response.body.orderNumber).toBe(order.orderNumber);
      expect(response.headers['cache-control']).toContain('private');
    }
    expect((await call('GET', `/orders/${order.id}`, stranger)).status).toBe(404);
    expect((await call('GET', '/orders/999999', buyer)).status).toBe(404);
  });

  it('lists every order to admins with filters and paging, newest first, and refuses others', async () => {
    const other = await buildCrowdfunding(api.app, [perk.id]);
    const first = await created(await perkOrder([{ product: perk.id }], stranger, other.iri));
    const second = await created(await perkOrder([{ product: perk.id }], buyer, other.iri));
    const list = await api.list<Json>(`/orders?photographCollection=${other.id}`, admin.headers);
    expect(list.members.map((order) => order.id)).toEqual([second.id, first.id]);
    expect(list.total).toBe(2);
    const paged = await api.list<Json>(
      `/orders?photographCollection=${encodeURIComponent(other.iri)}&itemsPerPage=1&page=2`,
      admin.headers,
    );
    expect(paged.members.map((order) => order.id)).toEqual([first.id]);
    expect((paged.body['hydra:view'] as Json)['hydra:previous']).toContain('page=1');
    await call('PUT', `/orders/${first.id}/admin`, admin, { paymentStatus: 'paid' });
    const paid = await api.list<Json>(
      `/orders?paymentStatus=paid&photographCollection=${other.id}`,
      admin.headers,
    );
    expect(paid.members.map((order) => order.id)).toEqual([first.id]);
    expect((await call('GET', '/orders', buyer)).status).toBe(403);
    expect((await call('GET', '/orders', null)).status).toBe(401);
    expect((await call('GET', '/orders?paymentStatus=maybe', admin)).status).toBe(400);
  });

  it('lists a person’s own orders, newest first, by collection, to them and admins only', async () => {
    const person = await signedIn(api.app);
    const other = await buildCrowdfunding(api.app, [perk.id]);
    const a = await created(await perkOrder([{ product: perk.id }], person));
    const b = await created(await perkOrder([{ product: perk.id }], person, other.iri));
    await created(await perkOrder([{ product: perk.id }], stranger, other.iri));
    const mine = await api.list<Json>(`/people/${person.personId}/orders`, person.headers);
    expect(mine.members.map((order) => order.id)).toEqual([b.id, a.id]);
    const forCollection = await api.list<Json>(
      `/people/${person.personId}/orders?photographCollection=${encodeURIComponent(other.iri)}`,
      admin.headers,
    );
    expect(forCollection.members.map((order) => order.id)).toEqual([b.id]);
    expect((await call('GET', `/people/${person.personId}/orders`, stranger)).status).toBe(403);
  });
});

describe('PUT /orders/{id}/items: the cart edits its items', () => {
  it('replaces the items of an open order and prices them again', async () => {
    const order = await created(await perkOrder([{ product: perk.id, quantity: 1 }]));
    const response = await call('PUT', `/orders/${order.id}/items`, buyer, {
      items: [
        { product: perk.id, quantity: 4 },
        { product: contribution.id, customAmount: '5' },
      ],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.priceTotal).toBe(105);
    expect((response.body.items as Item[]).map((item) => item.quantity)).toEqual([4, 1]);
    const stored = await api.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(stored).toHaveLength(2);
  });

  it('keeps the collection’s rules, refuses an empty list and a price', async () => {
    const order = await created(await perkOrder([{ product: perk.id }]));
    const foreign = await buildProduct(api.app);
    expect(
      violationsOf(
        await call('PUT', `/orders/${order.id}/items`, buyer, { items: [{ product: foreign.id }] }),
      ),
    ).toEqual([{ propertyPath: 'items.0.product', message: ORDER_MESSAGES.foreignPerk }]);
    expect(violationsOf(await call('PUT', `/orders/${order.id}/items`, buyer, { items: [] }))).toEqual([
      { propertyPath: 'items', message: ORDER_MESSAGES.noItems },
    ]);
    expect(
      violationsOf(
        await call('PUT', `/orders/${order.id}/items`, buyer, {
          items: [{ product: perk.id, priceWithVat: 0.01 }],
        }),
      ),
    ).toContainEqual({ propertyPath: 'items.0.priceWithVat', message: ORDER_MESSAGES.price });
  });

  it('refuses once the payment has started (409)', async () => {
    const order = await created(await perkOrder([{ product: perk.id }]));
    const checkout = await call('PUT', `/orders/${order.id}`, buyer, {
      billingAddress: validAddress,
      agreement: true,
    });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    const response = await call('PUT', `/orders/${order.id}/items`, buyer, {
      items: [{ product: perk.id, quantity: 2 }],
    });
    expect(response.status).toBe(409);
    expect(response.body['hydra:description']).toBe(ORDER_API_MESSAGES.started);
  });
});

describe('cancel and delete', () => {
  it('cancels an open order (and its payment), then again as a no-op', async () => {
    const order = await created(await perkOrder([{ product: perk.id }]));
    const first = await call('POST', `/orders/${order.id}/cancel`, buyer);
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('canceled');
    const [stored] = await api.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored?.canceledAt).toBeInstanceOf(Date);
    const again = await call('POST', `/orders/${order.id}/cancel`, buyer);
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('canceled');
    // A canceled order is no longer open: no checkout, no new items.
    const checkout = await call('PUT', `/orders/${order.id}`, buyer, {
      billingAddress: validAddress,
      agreement: true,
    });
    expect(checkout.status).toBe(409);
    expect(checkout.body['hydra:description']).toBe(ORDER_MESSAGES.notOpen);
  });

  it('refuses to cancel a paid order (409), which stays paid', async () => {
    const order = await created(await perkOrder([{ product: perk.id }]));
    expect((await call('PUT', `/orders/${order.id}/admin`, admin, { paymentStatus: 'paid' })).status).toBe(
      200,
    );
    const response = await call('POST', `/orders/${order.id}/cancel`, buyer);
    expect(response.status).toBe(409);
    expect(response.body['hydra:description']).toBe(ORDER_MESSAGES.paid);
    const [stored] = await api.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored).toMatchObject({ paymentStatus: 'paid', canceledAt: null });
  });

  it('deletes an open order nobody pays yet (204), and refuses one whose payment started (409)', async () => {
    const order = await created(await perkOrder([{ product: perk.id }]));
    expect((await call('DELETE', `/orders/${order.id}`, buyer)).status).toBe(204);
    expect((await call('GET', `/orders/${order.id}`, buyer)).status).toBe(404);
    const started = await created(await perkOrder([{ product: perk.id }]));
    await call('PUT', `/orders/${started.id}`, buyer, { billingAddress: validAddress, agreement: true });
    const refused = await call('DELETE', `/orders/${started.id}`, buyer);
    expect(refused.status).toBe(409);
    expect(refused.body['hydra:description']).toBe(ORDER_MESSAGES.notOpen);
  });
});

describe('payment method and the admins’ edit', () => {
  it('describes the order’s payment through the payment path', async () => {
    const order = await created(await perkOrder([{ product: perk.id }]));
    await call('PUT', `/orders/${order.id}`, buyer, {
      billingAddress: validAddress,
      agreement: true,
      paymentMethod: 'banktransfer',
    });
    const response = await call('GET', `/orders/${order.id}/paymentMethod`, buyer);
    expect(response.status).toBe(200);
    expect(response.body.method).toBe('banktransfer');
    expect((await call('GET', `/orders/${order.id}/paymentMethod`, stranger)).status).toBe(404);
  });

  it('marks a transfer received through the payment path and stores states and the note', async () => {
    const order = await created(await perkOrder([{ product: poster.id, config: { format: '20x30' } }]));
    const response = await call('PUT', `/orders/${order.id}/admin`, admin, {
      paymentStatus: 'paid',
      deliveryStatus: 'sent',
      note: 'DHL 0034',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({
      paymentStatus: 'paid',
      status: 'completed',
      deliveryStatus: 'sent',
    });
    const [stored] = await api.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored?.adminNote).toBe('DHL 0034');
    const adminEvents = () =>
      api.db
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.orderId, order.id), eq(paymentEvents.source, 'admin')));
    expect(await adminEvents()).toHaveLength(1);
    // Marked again: the payment path is not asked twice.
    await call('PUT', `/orders/${order.id}/admin`, admin, { paymentStatus: 'paid' });
    expect(await adminEvents()).toHaveLength(1);
    const unknown = await call('PUT', '/orders/999999/admin', admin, { status: 'canceled' });
    expect(unknown.status).toBe(404);
    expect((await call('PUT', `/orders/${order.id}/admin`, admin, { paymentStatus: 'open' })).status).toBe(
      422,
    );
  });
});

describe('GET /orders/export.csv', () => {
  it('exports every order as one quoted row, with the formula guard', async () => {
    const evil = await signedIn(api.app);
    await api.db
      .update(people)
      .set({ name: '=HYPERLINK("http://x","y")' })
      .where(eq(people.id, evil.personId));
    const fund = await buildCrowdfunding(api.app, [perk.id, poster.id]);
    const order = await created(
      await perkOrder(
        [{ product: poster.id, quantity: 2, config: { format: '20x30' } }, { product: perk.id }],
        evil,
        fund.iri,
      ),
    );
    await api.db
      .update(photographCollections)
      .set({ headline: 'Alben, Briefe und "Fotos"' })
      .where(eq(photographCollections.id, fund.id));
    const checkout = await call('PUT', `/orders/${order.id}`, evil, {
      billingAddress: validAddress,
      agreement: true,
    });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    // The answer is CSV, not JSON: read as text.
    const response = await api.app.inject({
      method: 'GET',
      url: '/orders/export.csv',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      'orderNumber,dateCreated,buyer,email,photographCollection,items,priceTotal,paymentStatus,paymentMethod,status,deliveryStatus',
    );
    const row = lines.find((line) => line.startsWith(order.orderNumber as string));
    expect(row).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(row).toContain(',anna@example.test,"Alben, Briefe und ""Fotos""",');
    expect(row).toContain('2 × Dankeschön (format: 20x30); 1 × Dankeschön');
    expect(row).toContain(',123.00,open,creditcard,,');
    expect(lines.filter((line) => line.startsWith('RP-')).length).toBe(
      (await api.db.select({ id: orders.id }).from(orders)).length,
    );
    expect((await call('GET', '/orders/export.csv', buyer)).status).toBe(403);
  });
});

describe('GET /photograph_collections/{id}/backers', () => {
  it('names paid backers who chose it, newest first, without amounts or ids', async () => {
    const fund = await buildCrowdfunding(api.app, [perk.id]);
    const named = await signedIn(api.app);
    const quiet = await signedIn(api.app);
    const unpaid = await signedIn(api.app);
    for (const [person, name, show, pay] of [
      [named, 'Named Backer', true, true],
      [quiet, 'Quiet Backer', false, true],
      [unpaid, 'Unpaid Backer', true, false],
    ] as const) {
      await api.db.update(people).set({ name }).where(eq(people.id, person.personId));
      const order = await created(await perkOrder([{ product: perk.id }], person, fund.iri));
      await call('PUT', `/orders/${order.id}`, person, {
        billingAddress: validAddress,
        agreement: true,
        showBackerName: show,
      });
      if (pay) await call('PUT', `/orders/${order.id}/admin`, admin, { paymentStatus: 'paid' });
    }
    const list = await api.list<Json>(`/photograph_collections/${fund.id}/backers`);
    expect(list.members).toEqual([{ name: 'Named Backer' }]);
    expect((await api.get('/photograph_collections/999999/backers')).status).toBe(404);
  });
});

describe('API documentation', () => {
  it('lists the Order class with its operations in /docs.jsonld and the routes in OpenAPI', async () => {
    const doc = (await api.get('/docs.jsonld')).body as { 'hydra:supportedClass': Json[] };
    const order = doc['hydra:supportedClass'].find((entry) => entry['@id'] === '#Order');
    if (!order) throw new Error('no Order class in /docs.jsonld');
    const fields = (order['hydra:supportedProperty'] as Json[]).map((property) => property['hydra:title']);
    expect(fields).toEqual(expect.arrayContaining(['orderNumber', 'priceTotal', 'paymentCheckoutUrl']));
    const openApi = (await api.get('/docs.json')).body as { paths: Record<string, Json> };
    for (const path of [
      '/orders',
      '/orders/{id}',
      '/orders/{id}/cancel',
      '/orders/export.csv',
      '/people/{id}/orders',
    ])
      expect(openApi.paths[path], path).toBeDefined();
  });
});
