import { describe, expect, it } from 'vitest';
import { formatCents, localizedLabel, orderSummaryFigures } from './order-summary-lines';

const item = (id: number, priceWithVat: number, quantity: number) => ({
  '@id': `/order_items/${id}`,
  id,
  product: `/products/${id}`,
  productName: `Product ${id}`,
  productCategory: 'perk',
  quantity,
  config: {},
  priceWithVat,
  photograph: null,
  crop: null,
  imageGallery: null,
  thumbnail: null,
});

describe('orderSummaryFigures', () => {
  it('prices each line as unit × quantity in whole cents, without floating-point noise', () => {
    const figures = orderSummaryFigures({
      items: [item(1, 19.9, 3), item(2, 0.1, 7)],
      priceWithVat: 60.4,
      shippingPrice: 4.9,
      vat: 10.43,
      priceTotal: 65.3,
    });
    expect(figures.lines.map((line) => [line.unitCents, line.lineCents])).toEqual([
      [1990, 5970],
      [10, 70],
    ]);
    expect(figures).toMatchObject({
      subtotalCents: 6040,
      shippingCents: 490,
      shippingFree: false,
      vatCents: 1043,
      totalCents: 6530,
    });
  });

  it('marks shipping 0 as free', () => {
    const figures = orderSummaryFigures({
      items: [item(1, 25, 1)],
      priceWithVat: 25,
      shippingPrice: 0,
      vat: 3.99,
      priceTotal: 25,
    });
    expect(figures.shippingFree).toBe(true);
    expect(figures.totalCents).toBe(2500);
  });
});

describe('formatCents', () => {
  it('writes euros by locale with two decimals', () => {
    expect(formatCents(123450, 'de').replace(/\s/g, ' ')).toBe('1.234,50 €');
    expect(formatCents(123450, 'en')).toBe('€1,234.50');
    expect(formatCents(500, 'it').replace(/\s/g, ' ')).toBe('5,00 €');
  });
});

describe('localizedLabel', () => {
  it('takes the reader’s language, else German, else any', () => {
    expect(localizedLabel({ de: 'Größe', en: 'Size' }, 'en-GB')).toBe('Size');
    expect(localizedLabel({ de: 'Größe', en: 'Size' }, 'it')).toBe('Größe');
    expect(localizedLabel({ fr: 'Taille' }, 'it')).toBe('Taille');
  });
});
