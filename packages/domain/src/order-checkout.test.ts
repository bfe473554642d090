import { describe, expect, it } from 'vitest';
import {
  activeOrder,
  checkCustomAmount,
  isOpenOrder,
  missingOptions,
  perkStep,
  resumePaymentUrl,
} from './order-checkout.js';

const order = (id: number, changes: Record<string, unknown> = {}) => ({
  id,
  status: null as 'completed' | 'canceled' | null,
  paymentStatus: 'open' as 'open' | 'paid',
  paymentMethod: null as string | null,
  paymentCheckoutUrl: null as string | null,
  paymentRedirectUrl: null as string | null,
  ...changes,
});

describe('isOpenOrder and activeOrder', () => {
  it('counts only status null with payment open as open', () => {
    expect(isOpenOrder(order(1))).toBe(true);
    expect(isOpenOrder(order(1, { status: 'canceled' }))).toBe(false);
    expect(isOpenOrder(order(1, { status: 'completed', paymentStatus: 'paid' }))).toBe(false);
    expect(isOpenOrder(order(1, { paymentStatus: 'paid' }))).toBe(false);
  });

  it('takes the newest open order, or none', () => {
    expect(activeOrder([order(3), order(7), order(9, { status: 'canceled' })])?.id).toBe(7);
    expect(activeOrder([order(9, { status: 'completed', paymentStatus: 'paid' })])).toBeNull();
    expect(activeOrder([])).toBeNull();
  });
});

describe('resumePaymentUrl (spec §4 perk selection)', () => {
  it('resumes the last open order at its checkout page', () => {
    const orders = [order(1, { paymentMethod: 'creditcard', paymentCheckoutUrl: 'https://pay/1' })];
    expect(resumePaymentUrl(orders)).toBe('https://pay/1');
  });

  it('starts anew when the last order has no checkout yet, is paid or canceled', () => {
    expect(resumePaymentUrl([order(1)])).toBeNull();
    expect(
      resumePaymentUrl([
        order(1, { paymentCheckoutUrl: 'https://pay/1' }),
        order(2, { status: 'canceled', paymentCheckoutUrl: 'https://pay/2' }),
      ]),
    ).toBeNull();
    expect(
      resumePaymentUrl([
        order(2, { status: 'completed', paymentStatus: 'paid', paymentCheckoutUrl: 'https://pay/2' }),
      ]),
    ).toBeNull();
  });

  it('sends a bank transfer to its redirect page, and only when it has one', () => {
    expect(
      resumePaymentUrl([
        order(4, {
          paymentMethod: 'banktransfer',
          paymentCheckoutUrl: 'https://pay/4',
          paymentRedirectUrl: '/orders/show/4',
        }),
      ]),
    ).toBe('/orders/show/4');
    expect(
      resumePaymentUrl([order(4, { paymentMethod: 'banktransfer', paymentCheckoutUrl: 'https://pay/4' })]),
    ).toBeNull();
  });
});

describe('missingOptions', () => {
  it('names the options without a value', () => {
    const options = [{ id: 'size' }, { id: 'colour' }, { id: 'count' }];
    expect(missingOptions(options, { size: 'A4', colour: '', count: 0 })).toEqual(['colour']);
    expect(missingOptions(options, { size: 'A4', colour: 'red', count: 2 })).toEqual([]);
  });
});

describe('checkCustomAmount', () => {
  it('cuts to two decimals and refuses 0, text and too much', () => {
    expect(checkCustomAmount('10,999')).toEqual({ cents: 1099 });
    expect(checkCustomAmount('0')).toEqual({ problem: 'customAmount' });
    expect(checkCustomAmount('0.004')).toEqual({ problem: 'customAmount' });
    expect(checkCustomAmount('abc')).toEqual({ problem: 'customAmount' });
    expect(checkCustomAmount('-5')).toEqual({ problem: 'customAmount' });
    expect(checkCustomAmount('10000.01')).toEqual({ problem: 'customAmountTooHigh' });
    expect(checkCustomAmount('10000')).toEqual({ cents: 1_000_000 });
  });
});

describe('perkStep (spec §4 perk selection)', () => {
  const base = {
    signedIn: true,
    options: [{ id: 'size' }],
    config: { size: 'A5' },
    takesCustomAmount: false,
    customAmount: '',
  };

  it('asks a visitor to sign in before anything else', () => {
    expect(perkStep({ ...base, signedIn: false, config: {} })).toEqual({ kind: 'signIn' });
  });

  it('prompts for an unanswered option or a custom amount that is no amount', () => {
    expect(perkStep({ ...base, config: { size: '' } })).toEqual({
      kind: 'incomplete',
      missing: ['size'],
      amountProblem: null,
    });
    expect(perkStep({ ...base, takesCustomAmount: true, customAmount: '0,00' })).toEqual({
      kind: 'incomplete',
      missing: [],
      amountProblem: 'customAmount',
    });
  });

  it('is ready with the custom amount cut to cents', () => {
    expect(perkStep(base)).toEqual({ kind: 'ready', customAmountCents: null });
    expect(perkStep({ ...base, takesCustomAmount: true, customAmount: '25,129' })).toEqual({
      kind: 'ready',
      customAmountCents: 2512,
    });
  });
});
