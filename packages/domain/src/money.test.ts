import { describe, expect, it } from 'vitest';
import {
  centsToDecimalString,
  customAmountCents,
  decimalStringToCents,
  includedVatCents,
  orderTotals,
  toCents,
  toEuros,
} from './money.js';

describe('money in cents', () => {
  it('turns stored euros into cents without floating-point noise', () => {
    expect(toCents(19.9)).toBe(1990);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(49)).toBe(4900);
    expect(toEuros(1990)).toBe(19.9);
  });

  it('writes and reads the provider amount format', () => {
    expect(centsToDecimalString(1990)).toBe('19.90');
    expect(centsToDecimalString(5)).toBe('0.05');
    expect(centsToDecimalString(100000)).toBe('1000.00');
    expect(decimalStringToCents('19.90')).toBe(1990);
    expect(decimalStringToCents('7.5')).toBe(750);
    expect(decimalStringToCents('19.905')).toBeNull();
    expect(decimalStringToCents('abc')).toBeNull();
  });

  it('cuts a custom amount to two decimals and refuses 0, negatives and words (spec §4)', () => {
    expect(customAmountCents('10.999')).toBe(1099);
    expect(customAmountCents('12,5')).toBe(1250);
    expect(customAmountCents(3)).toBe(300);
    expect(customAmountCents('0')).toBeNull();
    expect(customAmountCents('0.004')).toBeNull();
    expect(customAmountCents('-5')).toBeNull();
    expect(customAmountCents('zehn')).toBeNull();
  });

  it('sums lines, shipping and the VAT contained in the total', () => {
    const totals = orderTotals(
      [
        { unitCents: 1990, quantity: 2 },
        { unitCents: 2500, quantity: 1 },
      ],
      0,
    );
    expect(totals).toEqual({ subtotalCents: 6480, shippingCents: 0, vatCents: 1035, totalCents: 6480 });
    expect(includedVatCents(11900)).toBe(1900);
  });
});
