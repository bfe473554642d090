import { describe, expect, it } from 'vitest';
import { awaitsPayment, orderView } from './order-view';

const order = (changes: Partial<Parameters<typeof orderView>[0]> = {}) => ({
  status: null,
  paymentStatus: 'open' as const,
  paymentMethod: 'creditcard',
  paymentState: 'open',
  paymentId: 'tr_1',
  ...changes,
});

describe('orderView', () => {
  it('shows the thank-you once paid, whatever the method', () => {
    expect(orderView(order({ paymentStatus: 'paid', status: 'completed', paymentState: 'paid' }))).toBe(
      'paid',
    );
    expect(orderView(order({ paymentStatus: 'paid', paymentMethod: 'banktransfer' }))).toBe('paid');
  });

  it('says a canceled order is canceled', () => {
    expect(orderView(order({ status: 'canceled', paymentState: 'canceled' }))).toBe('canceled');
  });

  it('offers to pay again after a failed, expired or abandoned payment', () => {
    for (const state of ['failed', 'expired', 'canceled']) {
      expect(orderView(order({ paymentState: state }))).toBe('failed');
    }
  });

  it('shows the transfer details for a started bank transfer', () => {
    expect(orderView(order({ paymentMethod: 'banktransfer', paymentState: 'open' }))).toBe('bankTransfer');
  });

  it('is unpaid while open, also before any payment was started', () => {
    expect(orderView(order({ paymentState: 'pending' }))).toBe('unpaid');
    expect(orderView(order({ paymentId: null, paymentState: null, paymentMethod: null }))).toBe('unpaid');
  });
});

describe('awaitsPayment', () => {
  it('polls only a started, unsettled payment', () => {
    expect(awaitsPayment(order())).toBe(true);
    expect(awaitsPayment(order({ paymentMethod: 'banktransfer' }))).toBe(true);
    expect(awaitsPayment(order({ paymentId: null, paymentState: null }))).toBe(false);
    expect(awaitsPayment(order({ paymentStatus: 'paid', status: 'completed' }))).toBe(false);
    expect(awaitsPayment(order({ paymentState: 'expired' }))).toBe(false);
    expect(awaitsPayment(order({ status: 'canceled', paymentState: 'canceled' }))).toBe(false);
  });
});
