import { centsToDecimalString, decimalStringToCents } from '@retropics/domain/money';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app.types.js';
import { escapeHtml } from '../../mail/account-mails.js';
import { registerFormParsers } from '../auth/form-body.js';
import {
  createLocalProviderRepository,
  type LocalOutcome,
  type LocalPayment,
} from './local-provider.repository.js';

/**
 * The built-in local test provider (used when MOLLIE_API_KEY is unset): the parts of Mollie's v2
 * payments API the payment path calls, under /payment-provider/v2/, and a checkout page with test
 * buttons. Like Mollie, it tells the shop about a change by POSTing `id=tr_…` to the payment's
 * webhook URL and sends the buyer back to the redirect URL.
 *
 * Public by nature, like Mollie: the API answers any `Bearer test_…` key (it holds nothing but test
 * payments), and the checkout page is what a buyer's browser is sent to without an account here.
 */
const paymentParams = z.object({ id: z.string().regex(/^tr_\w{1,40}$/) });
const createBody = z.object({
  amount: z.object({ currency: z.literal('EUR'), value: z.string().regex(/^\d{1,9}\.\d{2}$/) }),
  description: z.string().min(1).max(255),
  redirectUrl: z.string().url().nullish(),
  webhookUrl: z.string().url().nullish(),
  method: z.string().max(40).nullish(),
  locale: z.string().max(10).nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
});
const outcomeBody = z.object({ outcome: z.enum(['paid', 'failed', 'expired', 'canceled']) });

/** Mollie's error shape (application/hal+json problem). */
const problem = (reply: FastifyReply, status: number, title: string, detail: string) =>
  reply.code(status).type('application/hal+json').send({ status, title, detail });

const notFound = (reply: FastifyReply, id: string) =>
  problem(reply, 404, 'Not Found', `No payment exists with token ${id}.`);

function authorized(request: FastifyRequest): boolean {
  return /^Bearer test_\w+$/.test(request.headers.authorization ?? '');
}

const BUTTONS: { outcome: LocalOutcome; de: string; en: string }[] = [
  { outcome: 'paid', de: 'Bezahlen (Test)', en: 'Pay (test)' },
  { outcome: 'failed', de: 'Fehlschlagen', en: 'Fail' },
  { outcome: 'expired', de: 'Ablaufen lassen', en: 'Let it expire' },
  { outcome: 'canceled', de: 'Abbrechen', en: 'Cancel' },
];

const euros = (cents: number) => `${centsToDecimalString(cents).replace('.', ',')} €`;

function checkoutPage(payment: LocalPayment): string {
  const open = payment.status === 'open';
  const details = payment.details as Record<string, string> | null;
  const transfer = details?.bankAccount
    ? `<dl>
  <dt>Bank / Bank</dt><dd>${escapeHtml(details.bankName ?? '')}</dd>
  <dt>IBAN</dt><dd>${escapeHtml(details.bankAccount)}</dd>
  <dt>BIC</dt><dd>${escapeHtml(details.bankBic ?? '')}</dd>
  <dt>Verwendungszweck / Reference</dt><dd>${escapeHtml(details.transferReference ?? '')}</dd>
</dl>`
    : '';
  const buttons = BUTTONS.map(
    (button) =>
      `<button type="submit" name="outcome" value="${button.outcome}" lang="de">${button.de} <span lang="en">/ ${button.en}</span></button>`,
  ).join('\n    ');
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark light">
<title>Test-Zahlung / Test payment – RetroPics</title>
<style>
  :root { color-scheme: dark light; font-family: system-ui, sans-serif; background: #121212; color: #f1f1f1; }
  @media (prefers-color-scheme: light) { :root { background: #fafafa; color: #1a1a1a; } }
  main { max-width: 32rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5; }
  .amount { font-size: 2rem; font-weight: 700; margin: 0.5rem 0; }
  form { display: grid; gap: 0.75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: 0.75rem 1rem; border-radius: 0.5rem; border: 2px solid currentColor;
    background: transparent; color: inherit; cursor: pointer; text-align: left; }
  button[value="paid"] { background: #1b5e20; border-color: #1b5e20; color: #fff; }
  button:focus-visible { outline: 3px solid #ffb74d; outline-offset: 2px; }
  dt { font-weight: 700; } dd { margin: 0 0 0.5rem; }
</style>
</head>
<body>
<main>
  <h1>Test-Zahlung <span lang="en">/ Test payment</span></h1>
  <p>Lokaler Test-Anbieter von RetroPics: Es wird kein Geld bewegt.
    <span lang="en">RetroPics' local test provider: no money moves.</span></p>
  <p class="amount">${euros(payment.amountCents)}</p>
  <p>${escapeHtml(payment.description)}</p>
  ${transfer}
  ${
    open
      ? `<form method="post" action="/payment-provider/checkout/${payment.id}">
    ${buttons}
  </form>`
      : `<p role="status">Status: ${escapeHtml(payment.status)}</p>`
  }
</main>
</body>
</html>`;
}

export async function localProviderRoutes(app: App) {
  registerFormParsers(app);
  const payments = createLocalProviderRepository(app.db, app.config);
  const hide = { hide: true };

  /** Tells the shop, exactly like Mollie: a form-encoded `id`, answered or not. */
  async function callWebhook(payment: LocalPayment) {
    if (!payment.webhookUrl) return;
    try {
      const response = await fetch(payment.webhookUrl, {
        method: 'POST',
        body: new URLSearchParams({ id: payment.id }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok)
        app.log.warn({ payment: payment.id, status: response.status }, 'webhook answered an error');
    } catch (error) {
      app.log.warn({ err: error, payment: payment.id }, 'webhook could not be called');
    }
  }

  // Mollie's API answers an API key: every call without a test key is refused before anything else.
  await app.register(async (api: App) => {
    api.addHook('onRequest', async (request, reply) => {
      if (!authorized(request)) return problem(reply, 401, 'Unauthorized Request', 'Missing authentication');
    });
    api.post(
      '/payment-provider/v2/payments',
      { schema: { ...hide, body: createBody } },
      async (request, reply) => {
        const body = request.body;
        const amountCents = decimalStringToCents(body.amount.value);
        if (amountCents === null || amountCents <= 0)
          return problem(reply, 422, 'Unprocessable Entity', 'The amount is invalid');
        const row = await payments.create({
          amountCents,
          currency: body.amount.currency,
          description: body.description,
          method: body.method ?? null,
          redirectUrl: body.redirectUrl ?? null,
          webhookUrl: body.webhookUrl ?? null,
          metadata: body.metadata ?? {},
        });
        return reply.code(201).type('application/hal+json').send(payments.present(row));
      },
    );

    api.get(
      '/payment-provider/v2/payments/:id',
      { schema: { ...hide, params: paymentParams } },
      async (request, reply) => {
        const row = await payments.find(request.params.id);
        if (!row) return notFound(reply, request.params.id);
        return reply.type('application/hal+json').send(payments.present(row));
      },
    );

    api.delete(
      '/payment-provider/v2/payments/:id',
      { schema: { ...hide, params: paymentParams } },
      async (request, reply) => {
        const row = await payments.find(request.params.id);
        if (!row) return notFound(reply, request.params.id);
        const canceled = await payments.settle(row.id, 'canceled');
        if (!canceled) return problem(reply, 422, 'Unprocessable Entity', 'The payment cannot be canceled');
        return reply.type('application/hal+json').send(payments.present(canceled));
      },
    );
  });

  app.get(
    '/payment-provider/checkout/:id',
    { schema: { ...hide, params: paymentParams } },
    async (request, reply) => {
      const row = await payments.find(request.params.id);
      if (!row)
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(
            '<!doctype html><html lang="de"><title>404</title><p>Unbekannte Zahlung / Unknown payment</p></html>',
          );
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(checkoutPage(row));
    },
  );

  app.post(
    '/payment-provider/checkout/:id',
    { schema: { ...hide, params: paymentParams, body: outcomeBody } },
    async (request, reply) => {
      const row = await payments.find(request.params.id);
      if (!row) return reply.code(404).send();
      const settled = await payments.settle(row.id, request.body.outcome);
      // A second click (or a payment settled meanwhile) changes nothing and calls no webhook.
      if (settled) await callWebhook(settled);
      return reply.redirect(row.redirectUrl ?? `/payment-provider/checkout/${row.id}`, 303);
    },
  );
}
