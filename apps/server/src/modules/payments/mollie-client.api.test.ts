import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test-app.js';
import { buildOrder, buildProduct, freePort, orderNow, postWebhook } from './payment-test-support.js';

/**
 * With MOLLIE_API_KEY set the payment path talks to MOLLIE_API_URL. Here that is a small server
 * of this test imitating Mollie, which records what the client sends: nothing leaves the machine.
 */
type Recorded = {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown> | null;
};

const API_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
const recorded: Recorded[] = [];
const mollie = new Map<string, Record<string, unknown>>();
let server: Server;
const environment: NodeJS.ProcessEnv = { MOLLIE_API_KEY: API_KEY };

beforeAll(async () => {
  const port = await freePort();
  environment.MOLLIE_API_URL = `http://127.0.0.1:${port}/v2/`;
  environment.PUBLIC_URL = 'https://shop.example.test';
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
      recorded.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      response.setHeader('content-type', 'application/hal+json');
      if (request.headers.authorization !== `Bearer ${API_KEY}`) {
        response.statusCode = 401;
        response.end(
          JSON.stringify({ status: 401, title: 'Unauthorized Request', detail: 'Missing authentication' }),
        );
        return;
      }
      if (request.method === 'POST' && request.url === '/v2/payments' && body) {
        const id = `tr_mollie${mollie.size + 1}`;
        const payment = {
          resource: 'payment',
          id,
          mode: 'test',
          status: 'open',
          isCancelable: true,
          amount: body.amount,
          description: body.description,
          method: body.method,
          metadata: body.metadata,
          createdAt: new Date().toISOString(),
          _links: {
            self: { href: `https://api.mollie.com/v2/payments/${id}` },
            checkout: { href: `https://www.mollie.com/checkout/select-method/${id}`, type: 'text/html' },
          },
        };
        mollie.set(id, payment);
        response.statusCode = 201;
        response.end(JSON.stringify(payment));
        return;
      }
      const id = /^\/v2\/payments\/(tr_\w+)$/.exec(request.url ?? '')?.[1];
      const payment = id ? mollie.get(id) : undefined;
      if (request.method === 'GET' && payment) {
        response.end(JSON.stringify(payment));
        return;
      }
      response.statusCode = 404;
      response.end(
        JSON.stringify({ status: 404, title: 'Not Found', detail: 'No payment exists with this token.' }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const api = useTestApp({ seed: false, environment });

describe('Mollie through MOLLIE_API_URL', () => {
  it('sends the key, the amount as "19.90", the order, locale and webhook; settles from what Mollie says', async () => {
    const product = await buildProduct(api.app, { priceWithVat: 19.9 });
    const order = await buildOrder(api.app, { items: [{ productId: product.id, priceWithVat: 19.9 }] });
    const started = await api.app.payments.start(order.id, 'creditcard', 'it');
    expect(started).toEqual({
      paymentId: 'tr_mollie1',
      checkoutUrl: 'https://www.mollie.com/checkout/select-method/tr_mollie1',
      redirectUrl: null,
    });
    const create = recorded.find((request) => request.method === 'POST');
    expect(create?.url).toBe('/v2/payments');
    expect(create?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(create?.headers['content-type']).toBe('application/json');
    expect(create?.headers['idempotency-key']).toBeTruthy();
    expect(create?.body).toEqual({
      amount: { currency: 'EUR', value: '19.90' },
      description: `RetroPics ${order.orderNumber}`,
      redirectUrl: `https://shop.example.test/orders/show/${order.id}`,
      webhookUrl: 'https://shop.example.test/payments/webhook',
      method: 'creditcard',
      locale: 'it_IT',
      metadata: { orderId: order.id, locale: 'it' },
    });
    // No local provider when Mollie is configured.
    const page = await api.app.inject({ method: 'GET', url: '/payment-provider/checkout/tr_mollie1' });
    expect(page.body).not.toContain('Bezahlen (Test)');
    const local = await api.app.inject({
      method: 'POST',
      url: '/payment-provider/v2/payments',
      headers: { authorization: 'Bearer test_abcdefghijklmnopqrst' },
      payload: { amount: { currency: 'EUR', value: '1.00' }, description: 'x' },
    });
    expect(local.statusCode).toBe(404);

    // Mollie calls the webhook; the shop asks Mollie, which still says open: nothing changes.
    await postWebhook(api.app, 'id=tr_mollie1');
    expect((await orderNow(api.app, order.id)).paymentStatus).toBe('open');
    const payment = mollie.get('tr_mollie1');
    if (payment) payment.status = 'paid';
    await postWebhook(api.app, 'id=tr_mollie1');
    expect(await orderNow(api.app, order.id)).toMatchObject({ paymentStatus: 'paid', status: 'completed' });
    const reads = recorded.filter(
      (request) => request.method === 'GET' && request.url === '/v2/payments/tr_mollie1',
    );
    expect(reads.length).toBeGreaterThanOrEqual(2);
  });
});
