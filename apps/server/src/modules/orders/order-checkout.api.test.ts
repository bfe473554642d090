import { ADDRESS_MESSAGES, ORDER_MESSAGES } from '@retropics/domain/contracts/order.contract';
import { ORDER_API_MESSAGES } from '@retropics/domain/contracts/order-api.contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { localPayments, orders, postalAddresses } from '../../db/schema/shop.js';
import { useTestApp } from '../../test/api-test-app.js';
import { type SignedIn, signedIn } from '../../test/factories.js';
import { buildCrowdfunding, buildProduct, validAddress } from '../../test/order-fixtures.js';
import { policyTable } from '../../test/policy.js';
import { listen, listeningEnvironment } from '../payments/payment-test-support.js';

type Json = Record<string, unknown>;

// The app listens at its PUBLIC_URL: checkout starts a real payment with the built-in local
// provider over HTTP, as in the demo (modules/payments).
const environment = listeningEnvironment();
const api = useTestApp({ seed: false, environment });
const { call, violationsOf } = api;

let buyer: SignedIn;
let perk: Awaited<ReturnType<typeof buildProduct>>;
let parcel: Awaited<ReturnType<typeof buildProduct>>;
let collection: Awaited<ReturnType<typeof buildCrowdfunding>>;

beforeAll(async () => {
  await listen(api.app);
  buyer = await signedIn(api.app);
  perk = await buildProduct(api.app, { priceWithVat: 10 });
  parcel = await buildProduct(api.app, { priceWithVat: 30, additionalAttributes: { needsShipping: true } });
  collection = await buildCrowdfunding(api.app, [perk.id, parcel.id]);
});

/** A fresh open order of `owner` (one perk unless told). */
async function openOrder(
  owner: { headers: Record<string, string> } = buyer,
  items: Json[] = [{ product: perk.id }],
) {
  const response = await call('POST', '/orders', owner, { photographCollection: collection.iri, items });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Json & { id: number };
}

const checkout = (id: number, body: Json, as: SignedIn = buyer, headers: Record<string, string> = {}) =>
  call('PUT', `/orders/${id}`, as, body, headers);

describe('PUT /orders/{id}: checkout', () => {
  it('stores the billing address (as the buyer’s), the agreement, and starts the payment', async () => {
    const order = await openOrder();
    const response = await checkout(
      order.id,
      { billingAddress: validAddress, agreement: true, showBackerName: true },
      buyer,
      {
        'accept-language': 'it-IT,it;q=0.9',
      },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({
      '@id': `/orders/${order.id}`,
      paymentMethod: 'creditcard',
      paymentRedirectUrl: null,
      showBackerName: true,
      shippingAddress: null,
      billingAddress: { givenName: 'Anna', addressCountry: 'DE', phoneNumber: '+49 30 1234567' },
    });
    expect(response.body.paymentCheckoutUrl).toEqual(expect.any(String));
    expect(response.body.paymentId).toEqual(expect.any(String));
    const [stored] = await api.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored?.agreedAt).toBeInstanceOf(Date);
    const [address] = await api.db
      .select()
      .from(postalAddresses)
      .where(eq(postalAddresses.id, stored?.billingAddressId ?? 0));
    expect(address?.personId).toBe(buyer.personId);
    // The provider got the payment in the buyer's language, for the order's amount.
    const [payment] = await api.db
      .select()
      .from(localPayments)
      .where(eq(localPayments.id, String(response.body.paymentId)));
    expect(payment).toMatchObject({ metadata: { orderId: order.id, locale: 'it' }, method: 'creditcard' });
  });

  it('answers the redirect to the order page for a bank transfer, in German by default', async () => {
    const order = await openOrder();
    const response = await checkout(order.id, {
      billingAddress: validAddress,
      agreement: true,
      paymentMethod: 'banktransfer',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ paymentMethod: 'banktransfer', paymentCheckoutUrl: null });
    expect(response.body.paymentRedirectUrl).toEqual(expect.any(String));
    const [payment] = await api.db
      .select()
      .from(localPayments)
      .where(eq(localPayments.id, String(response.body.paymentId)));
    expect(payment).toMatchObject({ metadata: { orderId: order.id, locale: 'de' }, method: 'banktransfer' });
  });

  it('stores a separate shipping address, and uses the billing one for what is posted when none is sent', async () => {
    const order = await openOrder(buyer, [{ product: parcel.id }]);
    expect(order.shippingAddressNeeded).toBe(true);
    const shipping = { ...validAddress, givenName: 'Berta', streetAddress: 'Postweg 1a' };
    const response = await checkout(order.id, {
      billingAddress: validAddress,
      shippingAddress: shipping,
      agreement: true,
    });
    expect(response.status).toBe(200);
    expect(response.body.shippingAddress).toMatchObject({ givenName: 'Berta', streetAddress: 'Postweg 1a' });
    const same = await openOrder(buyer, [{ product: parcel.id }]);
    const sameAnswer = await checkout(same.id, {
      billingAddress: validAddress,
      shippingAddress: null,
      agreement: true,
    });
    expect(sameAnswer.status).toBe(200);
    expect(sameAnswer.body.shippingAddress).toBeNull();
  });

  it('accepts the items sent back unchanged and refuses changed ones or a price', async () => {
    const order = await openOrder(buyer, [{ product: perk.id, quantity: 2 }]);
    const changed = await checkout(order.id, {
      billingAddress: validAddress,
      agreement: true,
      items: [{ product: perk.iri, quantity: 3 }],
    });
    expect(violationsOf(changed)).toEqual([
      { propertyPath: 'items', message: ORDER_API_MESSAGES.itemsChanged },
    ]);
    const other = await checkout(order.id, {
      billingAddress: validAddress,
      agreement: true,
      items: [{ product: parcel.iri, quantity: 2 }],
    });
    expect(violationsOf(other)).toEqual([
      { propertyPath: 'items', message: ORDER_API_MESSAGES.itemsChanged },
    ]);
    const priced = await checkout(order.id, {
      billingAddress: validAddress,
      agreement: true,
      items: [{ product: perk.iri, quantity: 2, priceWithVat: 0.01 }],
    });
    expect(violationsOf(priced)).toContainEqual({
      propertyPath: 'items.0.priceWithVat',
      message: ORDER_MESSAGES.price,
    });
    expect(
      violationsOf(
        await checkout(order.id, { billingAddress: validAddress, agreement: true, priceTotal: 1 }),
      ),
    ).toContainEqual({
      propertyPath: 'priceTotal',
      message: ORDER_MESSAGES.price,
    });
    const same = await checkout(order.id, {
      billingAddress: validAddress,
      agreement: true,
      items: [{ product: perk.iri, quantity: 2 }],
    });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body.priceTotal).toBe(20);
  });

  it('needs the agreement and a known payment method', async () => {
    const order = await openOrder();
    expect(violationsOf(await checkout(order.id, { billingAddress: validAddress }))).toEqual([
      { propertyPath: 'agreement', message: ORDER_MESSAGES.agreement },
    ]);
    expect(
      violationsOf(await checkout(order.id, { billingAddress: validAddress, agreement: false })),
    ).toEqual([{ propertyPath: 'agreement', message: ORDER_MESSAGES.agreement }]);
    expect(
      violationsOf(
        await checkout(order.id, { billingAddress: validAddress, agreement: true, paymentMethod: 'cash' }),
      ),
    ).toEqual([{ propertyPath: 'paymentMethod', message: ORDER_MESSAGES.paymentMethod }]);
  });

  it('refuses a paid order (409, no longer open)', async () => {
    const order = await openOrder();
    const admin = await signedIn(api.app, 'admin');
    await call('PUT', `/orders/${order.id}/admin`, admin, { paymentStatus: 'paid' });
    const response = await checkout(order.id, { billingAddress: validAddress, agreement: true });
    expect(response.status).toBe(409);
    expect(response.body['hydra:description']).toBe(ORDER_MESSAGES.notOpen);
  });

  it('refuses someone else’s order (403) and an unknown one alike', async () => {
    const order = await openOrder();
    const stranger = await signedIn(api.app);
    for (const id of [order.id, 999999]) {
      const response = await checkout(id, { billingAddress: validAddress, agreement: true }, stranger);
      expect(response.status).toBe(403);
      expect(response.body['hydra:description']).toBe('Access Denied.');
    }
  });
});

describe('spec §5 Address: every rule with its message', () => {
  const cases: Array<[string, Json, string, string]> = [
    ['no given name', { givenName: undefined }, 'givenName', ADDRESS_MESSAGES.nameRequired],
    ['an empty given name', { givenName: '  ' }, 'givenName', ADDRESS_MESSAGES.nameRequired],
    ['a one-letter given name', { givenName: 'A' }, 'givenName', ADDRESS_MESSAGES.nameLength],
    ['no family name', { familyName: '' }, 'familyName', ADDRESS_MESSAGES.nameRequired],
    ['a one-letter family name', { familyName: 'H' }, 'familyName', ADDRESS_MESSAGES.nameLength],
    ['no country', { addressCountry: '' }, 'addressCountry', ADDRESS_MESSAGES.countryRequired],
    [
      'a country that is no ISO code',
      { addressCountry: 'Deutschland' },
      'addressCountry',
      ADDRESS_MESSAGES.countryCode,
    ],
    ['no street', { streetAddress: undefined }, 'streetAddress', ADDRESS_MESSAGES.streetRequired],
    ['a street of 5 characters', { streetAddress: 'Weg 1' }, 'streetAddress', ADDRESS_MESSAGES.streetLength],
    ['no place', { addressLocality: '' }, 'addressLocality', ADDRESS_MESSAGES.localityRequired],
    [
      'a place of 3 characters',
      { addressLocality: 'Ulm' },
      'addressLocality',
      ADDRESS_MESSAGES.localityLength,
    ],
    ['no postal code', { postalCode: '' }, 'postalCode', ADDRESS_MESSAGES.postalCodeRequired],
    ['a postal code of 3 characters', { postalCode: '123' }, 'postalCode', ADDRESS_MESSAGES.postalCodeLength],
    ['an invalid e-mail', { email: 'anna@' }, 'email', ADDRESS_MESSAGES.emailValid],
    [
      'a phone number not in international form',
      { phoneNumber: '030 1234567' },
      'phoneNumber',
      ADDRESS_MESSAGES.phone,
    ],
    [
      'a street of 201 characters',
      { streetAddress: 'x'.repeat(201) },
      'streetAddress',
      ADDRESS_MESSAGES.tooLong,
    ],
  ];

  it.each(cases)(
    'refuses %s in the billing and in the shipping address',
    async (_label, change, field, message) => {
      const order = await openOrder();
      const address = { ...validAddress, ...change };
      expect(violationsOf(await checkout(order.id, { billingAddress: address, agreement: true }))).toEqual([
        { propertyPath: `billingAddress.${field}`, message },
      ]);
      expect(
        violationsOf(
          await checkout(order.id, {
            billingAddress: validAddress,
            shippingAddress: address,
            agreement: true,
          }),
        ),
      ).toEqual([{ propertyPath: `shippingAddress.${field}`, message }]);
    },
  );

  it('accepts the shortest valid values and an address without e-mail or phone', async () => {
    const order = await openOrder();
    const shortest = {
      givenName: 'Al',
      familyName: 'Li',
      addressCountry: 'it',
      streetAddress: 'Via 12',
      addressLocality: 'Roma',
      postalCode: '0010',
    };
    const response = await checkout(order.id, { billingAddress: shortest, agreement: true });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.billingAddress).toMatchObject({
      addressCountry: 'IT',
      email: null,
      phoneNumber: null,
    });
  });
});

describe('spec §6: the policy of each order route', () => {
  const ownOrder = async (owner: SignedIn) => (await openOrder(owner)).id;
  const admin = ['owner', 'admin'] as const;
  policyTable(
    () => api.app,
    [
      {
        route: 'POST /orders',
        allowed: ['owner', 'user', 'editor', 'admin'],
        request: () => ({
          method: 'POST',
          url: '/orders',
          payload: { photographCollection: collection.iri, items: [{ product: perk.id }] },
        }),
      },
      {
        route: 'GET /orders/{id}',
        refusal: 'hidden',
        allowed: admin,
        request: async (owner) => ({ method: 'GET', url: `/orders/${await ownOrder(owner)}` }),
      },
      {
        route: 'GET /orders/{id}/paymentMethod',
        refusal: 'hidden',
        allowed: admin,
        request: async (owner) => {
          const id = await ownOrder(owner);
          await checkout(id, { billingAddress: validAddress, agreement: true }, owner);
          return { method: 'GET', url: `/orders/${id}/paymentMethod` };
        },
      },
      {
        route: 'PUT /orders/{id}',
        allowed: admin,
        request: async (owner) => ({
          method: 'PUT',
          url: `/orders/${await ownOrder(owner)}`,
          payload: { billingAddress: validAddress, agreement: true },
        }),
      },
      {
        route: 'PUT /orders/{id}/items',
        allowed: admin,
        request: async (owner) => ({
          method: 'PUT',
          url: `/orders/${await ownOrder(owner)}/items`,
          payload: { items: [{ product: perk.id, quantity: 2 }] },
        }),
      },
      {
        route: 'POST /orders/{id}/cancel',
        allowed: admin,
        request: async (owner) => ({ method: 'POST', url: `/orders/${await ownOrder(owner)}/cancel` }),
      },
      {
        route: 'DELETE /orders/{id}',
        allowed: admin,
        request: async (owner) => ({ method: 'DELETE', url: `/orders/${await ownOrder(owner)}` }),
      },
      {
        route: 'PUT /orders/{id}/admin',
        allowed: ['admin'],
        request: async (owner) => ({
          method: 'PUT',
          url: `/orders/${await ownOrder(owner)}/admin`,
          payload: { deliveryStatus: 'sent', note: 'Sent' },
        }),
      },
      { route: 'GET /orders', allowed: ['admin'], request: () => ({ method: 'GET', url: '/orders' }) },
      {
        route: 'GET /orders/export.csv',
        allowed: ['admin'],
        request: () => ({ method: 'GET', url: '/orders/export.csv' }),
      },
      {
        route: 'GET /people/{id}/orders',
        allowed: admin,
        request: (owner) => ({ method: 'GET', url: `/people/${owner.personId}/orders` }),
      },
    ],
  );
});
