import { randomBytes } from 'node:crypto';
import { centsToDecimalString } from '@retropics/domain/money';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/database.js';
import { localPayments } from '../../db/schema/shop.js';
import type { MolliePayment } from './mollie-api.client.js';

export type LocalPayment = typeof localPayments.$inferSelect;
/** What the checkout page's buttons turn an open payment into. */
export type LocalOutcome = 'paid' | 'failed' | 'expired' | 'canceled';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const randomId = (length: number) =>
  Array.from(randomBytes(length), (byte) => ALPHABET[byte % ALPHABET.length]).join('');

/**
 * The local test provider's payments (table `local_payments`), and how they look in Mollie's v2
 * answer format, so the client reads them exactly as it reads Mollie's.
 */
export function createLocalProviderRepository(db: Database, config: Config) {
  const { localBank } = config.payments;

  return {
    async create(payment: {
      amountCents: number;
      currency: string;
      description: string;
      method: string | null;
      redirectUrl: string | null;
      webhookUrl: string | null;
      metadata: Record<string, unknown>;
    }): Promise<LocalPayment> {
      const details =
        payment.method === 'banktransfer'
          ? {
              bankName: localBank.bankName,
              bankAccount: localBank.bankAccount,
              bankBic: localBank.bankBic,
              transferReference: `RP-${randomId(4)}-${randomId(4)}`.toUpperCase(),
            }
          : null;
      const [row] = await db
        .insert(localPayments)
        .values({ id: `tr_${randomId(10)}`, ...payment, details })
        .returning();
      if (!row) throw new Error('local payment not stored');
      return row;
    },

    async find(id: string): Promise<LocalPayment | null> {
      const [row] = await db.select().from(localPayments).where(eq(localPayments.id, id));
      return row ?? null;
    },

    /** Moves an open payment to its outcome; null when it was no longer open (nothing changes). */
    async settle(id: string, outcome: LocalOutcome): Promise<LocalPayment | null> {
      const [row] = await db
        .update(localPayments)
        .set({ status: outcome, ...(outcome === 'paid' && { paidAt: new Date() }) })
        .where(and(eq(localPayments.id, id), eq(localPayments.status, 'open')))
        .returning();
      return row ?? null;
    },

    /** The payment as Mollie's `GET /v2/payments/{id}` shows it. */
    present(row: LocalPayment): MolliePayment {
      const base = `${config.publicUrl}/payment-provider`;
      return {
        resource: 'payment',
        id: row.id,
        mode: 'test',
        status: row.status as MolliePayment['status'],
        isCancelable: row.status === 'open',
        amount: { currency: row.currency, value: centsToDecimalString(row.amountCents) },
        description: row.description,
        method: row.method,
        metadata: row.metadata,
        redirectUrl: row.redirectUrl,
        webhookUrl: row.webhookUrl,
        createdAt: row.createdAt.toISOString(),
        ...(row.paidAt && { paidAt: row.paidAt.toISOString() }),
        details: row.details,
        _links: {
          self: { href: `${base}/v2/payments/${row.id}` },
          ...(row.status === 'open' && {
            checkout: { href: `${base}/checkout/${row.id}`, type: 'text/html' },
          }),
        },
      };
    },
  };
}

export type LocalProviderRepository = ReturnType<typeof createLocalProviderRepository>;
