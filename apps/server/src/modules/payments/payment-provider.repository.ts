import type { PaymentMethod } from '@retropics/domain/contracts/order.contract';
import { centsToDecimalString, decimalStringToCents } from '@retropics/domain/money';
import type { Config } from '../../config/config.js';
import { createMollieApi, MollieApiError, type MolliePayment } from './mollie-api.client.js';

export type PaymentLocale = 'de' | 'en' | 'it';

const MOLLIE_LOCALES: Record<PaymentLocale, string> = { de: 'de_DE', en: 'en_US', it: 'it_IT' };

/** The key the local test provider accepts (any `test_…` key; this one names where it comes from). */
export const LOCAL_PROVIDER_KEY = 'test_retropicsLocalProviderKey0';

/** A payment as the provider tells it: the only source the payment path settles from. */
export type ProviderPayment = {
  id: string;
  status: MolliePayment['status'];
  method: string | null;
  amountCents: number | null;
  currency: string;
  checkoutUrl: string | null;
  isCancelable: boolean;
  metadata: { orderId: number | null; locale: PaymentLocale };
  /** A bank transfer: where to send the money. */
  bankTransfer: { bankName: string; bankAccount: string; bankBic: string; transferReference: string } | null;
};

const localeOf = (value: unknown): PaymentLocale => (value === 'en' || value === 'it' ? value : 'de');

function providerPayment(payment: MolliePayment): ProviderPayment {
  const details = payment.details ?? {};
  const text = (key: string) => (typeof details[key] === 'string' ? (details[key] as string) : null);
  const bankAccount = text('bankAccount');
  const orderId = Number(payment.metadata?.orderId);
  return {
    id: payment.id,
    status: payment.status,
    method: payment.method,
    amountCents: decimalStringToCents(payment.amount.value),
    currency: payment.amount.currency,
    checkoutUrl: payment._links.checkout?.href ?? null,
    isCancelable: payment.isCancelable === true,
    metadata: {
      orderId: Number.isInteger(orderId) ? orderId : null,
      locale: localeOf(payment.metadata?.locale),
    },
    bankTransfer:
      payment.method === 'banktransfer' && bankAccount
        ? {
            bankName: text('bankName') ?? '',
            bankAccount,
            bankBic: text('bankBic') ?? '',
            transferReference: text('transferReference') ?? '',
          }
        : null,
  };
}

/** Where the Mollie client sends its requests: Mollie, or the local provider inside this server. */
export function providerEndpoint(config: Config): { apiKey: string; apiEndpoint: string } {
  const { mollieApiKey, mollieApiUrl } = config.payments;
  return mollieApiKey
    ? { apiKey: mollieApiKey, apiEndpoint: mollieApiUrl }
    : { apiKey: LOCAL_PROVIDER_KEY, apiEndpoint: `${config.publicUrl}/payment-provider/v2/` };
}

/**
 * The payment provider behind one door: create, read and cancel a payment, always through the
 * same Mollie API client (see mollie-api.client.ts); with no MOLLIE_API_KEY it talks to the local
 * test provider (local-provider.plugin.ts) at PUBLIC_URL.
 */
export function createPaymentProviderRepository(config: Config) {
  const api = createMollieApi(providerEndpoint(config));
  const { publicUrl } = config;

  return {
    async create(order: {
      id: number;
      orderNumber: string;
      totalCents: number;
      method: PaymentMethod;
      locale: PaymentLocale;
    }): Promise<ProviderPayment> {
      const payment = await api.payments.create({
        amount: { currency: 'EUR', value: centsToDecimalString(order.totalCents) },
        description: `RetroPics ${order.orderNumber}`,
        redirectUrl: `${publicUrl}/orders/show/${order.id}`,
        webhookUrl: `${publicUrl}/payments/webhook`,
        method: order.method,
        locale: MOLLIE_LOCALES[order.locale],
        metadata: { orderId: order.id, locale: order.locale },
      });
      return providerPayment(payment);
    },

    /** Null when the provider knows no such payment (404). */
    async get(id: string): Promise<ProviderPayment | null> {
      try {
        return providerPayment(await api.payments.get(id));
      } catch (error) {
        if (error instanceof MollieApiError && error.statusCode === 404) return null;
        throw error;
      }
    },

    async cancel(id: string): Promise<ProviderPayment> {
      return providerPayment(await api.payments.cancel(id));
    },
  };
}

export type PaymentProviderRepository = ReturnType<typeof createPaymentProviderRepository>;
