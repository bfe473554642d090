import { toCents } from '@retropics/domain/money';
import type { Order } from '../../lib/resources/orders';

/** One line of the summary: the item as the server priced it, in cents. */
export interface SummaryLine {
  id: number;
  product: string;
  productName: string;
  quantity: number;
  config: Order['items'][number]['config'];
  unitCents: number;
  lineCents: number;
}

/** Spec §2 checkout summary, every figure in cents and every one from the server's answer. */
export interface OrderSummaryFigures {
  lines: SummaryLine[];
  subtotalCents: number;
  shippingCents: number;
  /** Spec §9: shipping 0 is shown as 'Free'. */
  shippingFree: boolean;
  vatCents: number;
  totalCents: number;
}

export function orderSummaryFigures(
  order: Pick<Order, 'items' | 'priceWithVat' | 'shippingPrice' | 'vat' | 'priceTotal'>,
): OrderSummaryFigures {
  const lines = order.items.map((item) => {
    const unitCents = toCents(item.priceWithVat);
    return {
      id: item.id,
      product: item.product,
      productName: item.productName,
      quantity: item.quantity,
      config: item.config,
      unitCents,
      lineCents: unitCents * item.quantity,
    };
  });
  const shippingCents = toCents(order.shippingPrice);
  return {
    lines,
    subtotalCents: toCents(order.priceWithVat),
    shippingCents,
    shippingFree: shippingCents === 0,
    vatCents: toCents(order.vat),
    totalCents: toCents(order.priceTotal),
  };
}

/** Euros with two decimals in the reader's way of writing them ('1.234,50 €', '€1,234.50'). */
export function formatCents(cents: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** A text of a product's option ({de: …, en: …}) in the reader's language, else German, else any. */
export function localizedLabel(texts: Readonly<Record<string, string>>, language: string): string {
  return texts[language.slice(0, 2)] ?? texts.de ?? texts.en ?? Object.values(texts)[0] ?? '';
}
