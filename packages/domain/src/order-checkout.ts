import type { OrderOutput } from './contracts/order.contract.js';
import { customAmountCents, MAX_CUSTOM_AMOUNT_CENTS } from './money.js';

/**
 * The buyer's side of an order (issue 18; spec §4 Perk selection, Order): which order is the
 * active one, where an unfinished payment is resumed, and what a perk's choice still lacks. The
 * web app decides with these; the server holds the same states.
 */

type OrderState = Pick<OrderOutput, 'id' | 'status' | 'paymentStatus'>;
type ResumableOrder = OrderState &
  Pick<OrderOutput, 'paymentMethod' | 'paymentCheckoutUrl' | 'paymentRedirectUrl'>;

/** Spec §3: status null means open; a paid one is no longer the person's to change. */
export function isOpenOrder(order: OrderState): boolean {
  return order.status === null && order.paymentStatus === 'open';
}

/** Spec §4 Order: the active order among a person's orders for a collection: the newest open one. */
export function activeOrder<T extends OrderState>(orders: readonly T[]): T | null {
  return orders
    .filter(isOpenOrder)
    .reduce<T | null>((newest, order) => (!newest || order.id > newest.id ? order : newest), null);
}

/**
 * Spec §4 Perk selection: the last order, when still open and already sent to the provider, is
 * resumed rather than a second one started: its checkout page, or for a bank transfer the page
 * with the transfer details (only once it has one). Null: start a new order.
 */
export function resumePaymentUrl(orders: readonly ResumableOrder[]): string | null {
  const last = orders.reduce<ResumableOrder | null>(
    (newest, order) => (!newest || order.id > newest.id ? order : newest),
    null,
  );
  if (!last || !isOpenOrder(last)) return null;
  if (last.paymentMethod === 'banktransfer') return last.paymentRedirectUrl ?? null;
  return last.paymentCheckoutUrl ?? null;
}

export interface PerkOption {
  id: string;
}

/** The options of a product still without a value (spec §4: incomplete config prompts). */
export function missingOptions(
  options: readonly PerkOption[],
  config: Readonly<Record<string, string | number | null | undefined>>,
): string[] {
  return options
    .filter(
      (option) => config[option.id] === undefined || config[option.id] === null || config[option.id] === '',
    )
    .map((option) => option.id);
}

export type CustomAmountCheck = { cents: number } | { problem: 'customAmount' | 'customAmountTooHigh' };

/**
 * Spec §4 'Custom perk amount: decimals cut to 2 places; 0 not allowed', with our ceiling; the
 * problem names the ORDER_MESSAGES entry the server answers for it.
 */
export function checkCustomAmount(typed: string): CustomAmountCheck {
  const cents = customAmountCents(typed);
  if (cents === null) return { problem: 'customAmount' };
  if (cents > MAX_CUSTOM_AMOUNT_CENTS) return { problem: 'customAmountTooHigh' };
  return { cents };
}

export type PerkStep =
  | { kind: 'signIn' }
  | { kind: 'incomplete'; missing: string[]; amountProblem: 'customAmount' | 'customAmountTooHigh' | null }
  | { kind: 'ready'; customAmountCents: number | null };

/**
 * Spec §4 Perk selection before any order is read: a visitor signs in first; a perk with an
 * option unanswered or a custom amount that is no amount prompts; else the perk can be bought
 * (then `resumePaymentUrl` over the person's orders decides between resuming and a new order).
 */
export function perkStep(input: {
  signedIn: boolean;
  options: readonly PerkOption[];
  config: Readonly<Record<string, string | number | null | undefined>>;
  takesCustomAmount: boolean;
  customAmount: string;
}): PerkStep {
  if (!input.signedIn) return { kind: 'signIn' };
  const missing = missingOptions(input.options, input.config);
  const amount = input.takesCustomAmount ? checkCustomAmount(input.customAmount) : null;
  const amountProblem = amount && 'problem' in amount ? amount.problem : null;
  if (missing.length > 0 || amountProblem) return { kind: 'incomplete', missing, amountProblem };
  return { kind: 'ready', customAmountCents: amount && 'cents' in amount ? amount.cents : null };
}
