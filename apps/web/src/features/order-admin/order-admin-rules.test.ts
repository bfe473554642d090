import type { OrderOutput } from '@retropics/domain/contracts/order.contract';
import { describe, expect, it } from 'vitest';
import { adminChanges, adminFormOf, mayMarkTransferReceived } from './order-admin-rules';

function order(overrides: Partial<OrderOutput> & { note?: string } = {}): OrderOutput {
  return {
    status: null,
    paymentStatus: 'open',
    deliveryStatus: null,
    ...overrides,
  } as OrderOutput;
}

describe('adminFormOf', () => {
  it('shows an open order (status null) as open, with no delivery state yet', () => {
    expect(adminFormOf(order())).toEqual({ status: 'open', deliveryStatus: '', note: '' });
  });

  it('keeps what the order holds', () => {
    expect(adminFormOf(order({ status: 'completed', deliveryStatus: 'sent', note: 'DHL 123' }))).toEqual({
      status: 'completed',
      deliveryStatus: 'sent',
      note: 'DHL 123',
    });
  });
});

describe('adminChanges', () => {
  it('sends nothing when nothing changed', () => {
    const paid = order({ status: 'completed', paymentStatus: 'paid', deliveryStatus: 'pending' });
    expect(adminChanges(paid, adminFormOf(paid))).toBeNull();
  });

  it('sends only the changed fields', () => {
    const paid = order({ status: 'completed', paymentStatus: 'paid', deliveryStatus: 'pending' });
    expect(adminChanges(paid, { ...adminFormOf(paid), deliveryStatus: 'sent' })).toEqual({
      deliveryStatus: 'sent',
    });
    expect(adminChanges(paid, { ...adminFormOf(paid), note: 'called the buyer' })).toEqual({
      note: 'called the buyer',
    });
  });

  it('writes open back as the contract’s null status', () => {
    const canceled = order({ status: 'canceled' });
    expect(adminChanges(canceled, { ...adminFormOf(canceled), status: 'open' })).toEqual({ status: null });
    expect(adminChanges(order(), { ...adminFormOf(order()), status: 'canceled' })).toEqual({
      status: 'canceled',
    });
  });
});

describe('mayMarkTransferReceived', () => {
  it('is offered only for an order that still waits for its money', () => {
    expect(mayMarkTransferReceived(order({ paymentMethod: 'banktransfer' }))).toBe(true);
    expect(mayMarkTransferReceived(order({ paymentStatus: 'paid', status: 'completed' }))).toBe(false);
    expect(mayMarkTransferReceived(order({ status: 'canceled' }))).toBe(false);
  });
});
