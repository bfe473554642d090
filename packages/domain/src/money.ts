/**
 * Money (issue 18): every amount the server computes, stores in a sum or sends to the payment
 * provider is an integer number of euro cents. Euros appear only where the spec shows them (prices
 * in the API and on screen, two decimals); they are turned into cents once, here, and never added
 * up as floating-point euros.
 */

/** Spec §9: prices are in euros. */
export const CURRENCY = 'EUR';

/**
 * German VAT included in every gross price, in percent (the archive sells from Germany). Ours: the
 * spec shows prices with VAT but does not name the rate.
 */
export const VAT_RATE_PERCENT = 19;

/** Ours: the largest custom contribution one order item accepts, in cents (10 000 €). */
export const MAX_CUSTOM_AMOUNT_CENTS = 1_000_000;

/** Ours: the most of one product an order item holds. */
export const MAX_ITEM_QUANTITY = 99;

/**
 * Euros (as stored: at most two decimals) to cents. Rounds away the floating-point noise of a
 * value such as 19.9 (19.899999…), never a real fraction of a cent.
 */
export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

/** Cents to euros for the API and the screen (two decimals, exact for every integer cent). */
export function toEuros(cents: number): number {
  return Math.round(cents) / 100;
}

/** '19.90' — the provider's amount format (two decimals, a point, no grouping). */
export function centsToDecimalString(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** '19.90' from the provider back to cents; null for anything that is not such an amount. */
export function decimalStringToCents(value: string): number | null {
  const match = /^(-?)(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

/**
 * Spec §4 'Custom perk amount: decimals cut to 2 places; 0 not allowed': what a person typed, in
 * cents, or null when it is no positive amount. Cut, not rounded: 10.999 is 10.99 €.
 */
export function customAmountCents(typed: string | number): number | null {
  const text = String(typed).trim().replace(',', '.');
  const match = /^(\d{1,9})(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').slice(0, 2).padEnd(2, '0'));
  return cents > 0 ? cents : null;
}

/** The VAT contained in a gross amount, in cents (rounded to the nearest cent). */
export function includedVatCents(grossCents: number, ratePercent = VAT_RATE_PERCENT): number {
  return Math.round((grossCents * ratePercent) / (100 + ratePercent));
}

/** One order line: its unit price in cents times its quantity. */
export type PricedLine = { unitCents: number; quantity: number };

/** Spec §2 checkout summary: subtotal, shipping, VAT contained, total — all in cents. */
export type OrderTotals = {
  subtotalCents: number;
  shippingCents: number;
  vatCents: number;
  totalCents: number;
};

export function orderTotals(lines: readonly PricedLine[], shippingCents = 0): OrderTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  const totalCents = subtotalCents + shippingCents;
  return { subtotalCents, shippingCents, vatCents: includedVatCents(totalCents), totalCents };
}
