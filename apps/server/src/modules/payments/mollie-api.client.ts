import { randomBytes } from 'node:crypto';

/**
 * The few calls of Mollie's payments API (v2) the payment path makes, over plain `fetch`, exactly
 * as Mollie documents them: `Authorization: Bearer <key>`, JSON bodies, HAL+JSON answers, an
 * `Idempotency-Key` on each POST and DELETE. The same code talks to Mollie and to the built-in local
 * test provider; only the endpoint and the key differ.
 *
 * Why not the official `@mollie/api-client` (4.6): it hands every request an https agent holding
 * its own bundled list of root certificates (it overrides any `caCertificates` given), so it can
 * reach nothing but a publicly certified https host — neither the local provider on
 * http://localhost nor a test's imitation of Mollie. Using it for Mollie and something else for
 * the local provider would leave the real path untested; so both go through this client.
 */
export type MollieAmount = { currency: string; value: string };

export type MolliePayment = {
  resource: 'payment';
  id: string;
  mode: 'test' | 'live';
  status: 'open' | 'canceled' | 'pending' | 'authorized' | 'expired' | 'failed' | 'paid';
  isCancelable?: boolean;
  amount: MollieAmount;
  description: string;
  method: string | null;
  metadata: Record<string, unknown> | null;
  locale?: string;
  redirectUrl?: string | null;
  webhookUrl?: string | null;
  createdAt: string;
  paidAt?: string;
  details?: Record<string, unknown> | null;
  _links: { self: { href: string }; checkout?: { href: string; type: string }; [name: string]: unknown };
};

export type CreatePaymentParameters = {
  amount: MollieAmount;
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  method: string;
  locale: string;
  metadata: Record<string, unknown>;
};

/** Mollie answered with an error (its JSON problem: status, title, detail). */
export class MollieApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export function createMollieApi(options: { apiKey: string; apiEndpoint: string }) {
  const base = options.apiEndpoint.endsWith('/') ? options.apiEndpoint : `${options.apiEndpoint}/`;

  async function request<T>(method: 'GET' | 'POST' | 'DELETE', pathname: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${options.apiKey}`,
      Accept: 'application/hal+json',
      'User-Agent': 'RetroPics (Mollie payments API v2)',
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (method !== 'GET') headers['Idempotency-Key'] = randomBytes(18).toString('base64');
    const response = await fetch(new URL(pathname, base), {
      method,
      headers,
      ...(body !== undefined && { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text === '' ? null : JSON.parse(text);
    } catch {
      throw new MollieApiError(response.status, 'Received unexpected response from the payment provider');
    }
    if (!response.ok) {
      const problem = (json ?? {}) as { detail?: string; title?: string };
      throw new MollieApiError(response.status, problem.detail ?? problem.title ?? `HTTP ${response.status}`);
    }
    return json as T;
  }

  return {
    payments: {
      create: (parameters: CreatePaymentParameters) => request<MolliePayment>('POST', 'payments', parameters),
      get: (id: string) => request<MolliePayment>('GET', `payments/${encodeURIComponent(id)}`),
      cancel: (id: string) => request<MolliePayment>('DELETE', `payments/${encodeURIComponent(id)}`),
    },
  };
}

export type MollieApi = ReturnType<typeof createMollieApi>;
