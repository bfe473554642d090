import { describe, expect, it } from 'vitest';
import { csvFileName } from './order-csv';
import { formatOrderAmount, orderItemsText, orderState, orderStateColor } from './order-list-rules';

const open = { status: null, paymentStatus: 'open', paymentState: null, paymentMethod: null } as const;

describe('orderState', () => {
  it('is open while nothing was paid and no payment was started', () => {
    expect(orderState(open)).toBe('open');
  });

  it('is paid once the payment arrived, by the provider or a received transfer', () => {
    expect(orderState({ ...open, status: 'completed', paymentStatus: 'paid', paymentState: 'paid' })).toBe(
      'paid',
    );
    expect(orderState({ ...open, paymentStatus: 'paid', paymentMethod: 'banktransfer' })).toBe('paid');
  });

  it('is canceled when given up, whatever the payment said before', () => {
    expect(orderState({ ...open, status: 'canceled', paymentState: 'failed' })).toBe('canceled');
  });

  it('names what went wrong with the payment of an open order', () => {
    expect(orderState({ ...open, paymentState: 'failed', paymentMethod: 'creditcard' })).toBe('failed');
    expect(orderState({ ...open, paymentState: 'expired', paymentMethod: 'paypal' })).toBe('expired');
    expect(orderState({ ...open, paymentState: 'canceled', paymentMethod: 'creditcard' })).toBe(
      'paymentCanceled',
    );
  });

  it('waits for a started payment: a bank transfer for the money, a card for the provider', () => {
    expect(orderState({ ...open, paymentState: 'open', paymentMethod: 'banktransfer' })).toBe(
      'awaitingTransfer',
    );
    expect(orderState({ ...open, paymentState: 'pending', paymentMethod: 'banktransfer' })).toBe(
      'awaitingTransfer',
    );
    expect(orderState({ ...open, paymentState: 'pending', paymentMethod: 'creditcard' })).toBe('pending');
    expect(orderState({ ...open, paymentState: 'open', paymentMethod: 'creditcard' })).toBe('open');
  });

  it('colours done green, waiting blue, failed red and given up grey', () => {
    expect(orderStateColor('paid')).toBe('success');
    expect(orderStateColor('awaitingTransfer')).toBe('info');
    expect(orderStateColor('open')).toBe('warning');
    expect(orderStateColor('failed')).toBe('error');
    expect(orderStateColor('expired')).toBe('error');
    expect(orderStateColor('canceled')).toBe('default');
  });
});

describe('formatOrderAmount', () => {
  it('writes euros with their cents in the reader’s language', () => {
    expect(formatOrderAmount(25, 'de')).toBe('25,00\u00a0€');
    expect(formatOrderAmount(1234.5, 'de')).toBe('1.234,50\u00a0€');
    expect(formatOrderAmount(25, 'en')).toBe('€25.00');
    expect(formatOrderAmount(19.9, 'it')).toBe('19,90\u00a0€');
  });

  it('never shows floating-point noise of a sum', () => {
    expect(formatOrderAmount(0.1 + 0.2, 'de')).toBe('0,30\u00a0€');
  });
});

describe('orderItemsText', () => {
  it('names each item, with its count when there is more than one', () => {
    const item = { productName: 'Abzug 20 × 30 cm', quantity: 2 };
    const items = [item, { ...item, productName: 'Fotobuch', quantity: 1 }];
    expect(orderItemsText({ items } as unknown as Parameters<typeof orderItemsText>[0])).toEqual([
      '2 × Abzug 20 × 30 cm',
      'Fotobuch',
    ]);
  });
});

describe('csvFileName', () => {
  it('dates the export by its day', () => {
    expect(csvFileName(new Date(2026, 0, 5, 23, 59))).toBe('bestellungen-2026-01-05.csv');
  });
});
