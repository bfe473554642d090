import { centsToDecimalString, includedVatCents, toCents, VAT_RATE_PERCENT } from '@retropics/domain/money';
import { eq } from 'drizzle-orm';
import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/people.js';
import {
  type ConfigOption,
  type Localized,
  orderItems,
  orders,
  postalAddresses,
  products,
} from '../../db/schema/shop.js';
import { escapeHtml } from '../../mail/account-mails.js';
import type { Mail } from '../../mail/mailer.repository.js';
import type { PaymentLocale } from './payment-provider.repository.js';

/** Everything a receipt shows, in cents and in the buyer's language. */
export type Receipt = {
  to: string;
  locale: PaymentLocale;
  orderId: number;
  orderNumber: string;
  date: Date;
  lines: { name: string; options: string[]; quantity: number; unitCents: number; totalCents: number }[];
  subtotalCents: number;
  shippingCents: number;
  vatCents: number;
  totalCents: number;
  paymentMethod: string | null;
};

const ARCHIVE_NAME = 'RetroPics';

const TEXTS = {
  de: {
    subject: (number: string) => `${ARCHIVE_NAME}: Quittung für deine Bestellung ${number}`,
    greeting: 'Hallo!',
    body: 'Vielen Dank für deine Zahlung. Im Anhang findest du die Quittung als PDF.',
    receipt: 'Quittung',
    order: 'Bestellung',
    date: 'Datum',
    quantity: 'Menge',
    subtotal: 'Zwischensumme',
    shipping: 'Versand',
    free: 'Kostenlos',
    vat: `darin enthaltene MwSt. (${VAT_RATE_PERCENT} %)`,
    total: 'Gesamt',
    method: 'Zahlungsart',
    action: 'Bestellung ansehen',
    methods: { creditcard: 'Kreditkarte', paypal: 'PayPal', banktransfer: 'Überweisung' } as Record<
      string,
      string
    >,
    file: 'Quittung',
  },
  en: {
    subject: (number: string) => `${ARCHIVE_NAME}: Receipt for your order ${number}`,
    greeting: 'Hello!',
    body: 'Thank you for your payment. The receipt is attached as a PDF.',
    receipt: 'Receipt',
    order: 'Order',
    date: 'Date',
    quantity: 'Quantity',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    free: 'Free',
    vat: `VAT contained (${VAT_RATE_PERCENT} %)`,
    total: 'Total',
    method: 'Payment method',
    action: 'View the order',
    methods: { creditcard: 'Credit card', paypal: 'PayPal', banktransfer: 'Bank transfer' } as Record<
      string,
      string
    >,
    file: 'Receipt',
  },
  it: {
    subject: (number: string) => `${ARCHIVE_NAME}: ricevuta del tuo ordine ${number}`,
    greeting: 'Ciao!',
    body: 'Grazie per il tuo pagamento. In allegato trovi la ricevuta in PDF.',
    receipt: 'Ricevuta',
    order: 'Ordine',
    date: 'Data',
    quantity: 'Quantità',
    subtotal: 'Subtotale',
    shipping: 'Spedizione',
    free: 'Gratuita',
    vat: `IVA inclusa (${VAT_RATE_PERCENT} %)`,
    total: 'Totale',
    method: 'Modalità di pagamento',
    action: "Vedi l'ordine",
    methods: {
      creditcard: 'Carta di credito',
      paypal: 'PayPal',
      banktransfer: 'Bonifico bancario',
    } as Record<string, string>,
    file: 'Ricevuta',
  },
} satisfies Record<PaymentLocale, unknown>;

const money = (cents: number, locale: PaymentLocale) => {
  const text = centsToDecimalString(cents);
  return `${locale === 'en' ? text : text.replace('.', ',')} €`;
};
const dateText = (date: Date, locale: PaymentLocale) =>
  new Intl.DateTimeFormat({ de: 'de-DE', en: 'en-GB', it: 'it-IT' }[locale], {
    dateStyle: 'long',
    timeZone: 'Europe/Berlin',
  }).format(date);
const localized = (text: Localized | undefined, locale: PaymentLocale) =>
  text?.[locale] ?? text?.de ?? text?.en ?? text?.it ?? '';

/** The item's chosen options in words ('Size: 20 × 30 cm'), from the product's option labels. */
function optionTexts(
  config: Record<string, unknown>,
  options: ConfigOption[],
  locale: PaymentLocale,
): string[] {
  return Object.entries(config).flatMap(([id, value]) => {
    if (value === null || value === undefined || value === '') return [];
    const option = options.find((candidate) => candidate.id === id);
    const choice = option?.choices.find((candidate) => String(candidate.value) === String(value));
    const label = option ? localized(option.label, locale) : id;
    return [`${label}: ${choice ? localized(choice.name, locale) : String(value)}`];
  });
}

/** Reads what the receipt of a paid order shows; null when nobody can be mailed. */
export async function loadReceipt(
  db: Database,
  orderId: number,
  locale: PaymentLocale,
): Promise<Receipt | null> {
  const [order] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      paidAt: orders.paidAt,
      shippingPrice: orders.shippingPrice,
      paymentMethod: orders.paymentMethod,
      billingEmail: postalAddresses.email,
      accountEmail: users.email,
    })
    .from(orders)
    .leftJoin(postalAddresses, eq(postalAddresses.id, orders.billingAddressId))
    .leftJoin(users, eq(users.personId, orders.personId))
    .where(eq(orders.id, orderId));
  const to = order?.billingEmail || order?.accountEmail;
  if (!order || !to) return null;
  const items = await db
    .select({
      quantity: orderItems.quantity,
      priceWithVat: orderItems.priceWithVat,
      config: orderItems.config,
      translations: products.translations,
      configOptions: products.configOptions,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  const lines = items.map((item) => {
    const unitCents = toCents(item.priceWithVat);
    const name =
      item.translations.find((text) => text.locale === locale)?.name ??
      item.translations.find((text) => text.locale === 'de')?.name ??
      item.translations[0]?.name ??
      '';
    return {
      name,
      options: optionTexts(item.config, item.configOptions, locale),
      quantity: item.quantity,
      unitCents,
      totalCents: unitCents * item.quantity,
    };
  });
  const subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const shippingCents = toCents(order.shippingPrice);
  const totalCents = subtotalCents + shippingCents;
  return {
    to,
    locale,
    orderId: order.id,
    orderNumber: order.orderNumber,
    date: order.paidAt ?? new Date(),
    lines,
    subtotalCents,
    shippingCents,
    vatCents: includedVatCents(totalCents),
    totalCents,
    paymentMethod: order.paymentMethod,
  };
}

/** The standard fonts speak WinAnsi only: anything else is shown as '?' rather than failing. */
export function printable(font: PDFFont, text: string): string {
  return Array.from(text, (character) => {
    try {
      font.encodeText(character);
      return character;
    } catch {
      return '?';
    }
  }).join('');
}

/** The receipt as an A4 PDF (pdf-lib, standard Helvetica). */
export async function receiptPdf(receipt: Receipt): Promise<Uint8Array> {
  const t = TEXTS[receipt.locale];
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${t.receipt} ${receipt.orderNumber}`);
  pdf.setAuthor(ARCHIVE_NAME);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([595.28, 841.89]);
  let y = 780;
  const write = (
    text: string,
    x: number,
    options: { size?: number; font?: PDFFont; right?: boolean } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 11;
    const safe = printable(font, text);
    const left = options.right ? x - font.widthOfTextAtSize(safe, size) : x;
    page.drawText(safe, { x: left, y, size, font });
  };
  const next = (step = 16) => {
    y -= step;
    if (y < 60) {
      page = pdf.addPage([595.28, 841.89]);
      y = 780;
    }
  };
  write(ARCHIVE_NAME, 50, { size: 20, font: bold });
  next(30);
  write(`${t.receipt} – ${t.order} ${receipt.orderNumber}`, 50, { size: 14, font: bold });
  next(20);
  write(`${t.date}: ${dateText(receipt.date, receipt.locale)}`, 50);
  next(28);
  for (const line of receipt.lines) {
    write(`${line.quantity} × ${line.name}`, 50, { font: bold });
    write(money(line.totalCents, receipt.locale), 545, { right: true });
    next();
    for (const option of line.options) {
      write(option, 66, { size: 10 });
      next(14);
    }
    if (line.quantity > 1) {
      write(`${t.quantity}: ${line.quantity} × ${money(line.unitCents, receipt.locale)}`, 66, { size: 10 });
      next(14);
    }
    next(4);
  }
  next(8);
  const row = (label: string, value: string, font: PDFFont = regular) => {
    write(label, 50, { font });
    write(value, 545, { right: true, font });
    next();
  };
  row(t.subtotal, money(receipt.subtotalCents, receipt.locale));
  row(t.shipping, receipt.shippingCents === 0 ? t.free : money(receipt.shippingCents, receipt.locale));
  row(t.total, money(receipt.totalCents, receipt.locale), bold);
  row(t.vat, money(receipt.vatCents, receipt.locale));
  next(8);
  row(t.method, methodName(receipt));
  return pdf.save();
}

const methodName = (receipt: Receipt) =>
  receipt.paymentMethod
    ? (TEXTS[receipt.locale].methods[receipt.paymentMethod] ?? receipt.paymentMethod)
    : '–';

/** The receipt mail: a short text in the buyer's language and the PDF attached. */
export async function receiptMail(receipt: Receipt, publicUrl: string): Promise<Mail> {
  const t = TEXTS[receipt.locale];
  const link = `${publicUrl}/orders/show/${receipt.orderId}`;
  const total = money(receipt.totalCents, receipt.locale);
  const summary = `${t.order} ${receipt.orderNumber} – ${t.total}: ${total} – ${t.method}: ${methodName(receipt)}`;
  return {
    to: receipt.to,
    subject: t.subject(receipt.orderNumber),
    text: `${t.greeting}\n\n${t.body}\n\n${summary}\n\n${t.action}:\n${link}\n\n${ARCHIVE_NAME}\n`,
    html: `<!doctype html><html lang="${receipt.locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(t.body)}</p>
<p>${escapeHtml(summary)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>
<p>${ARCHIVE_NAME}</p>
</body></html>`,
    link,
    attachments: [
      {
        filename: `${t.file}-${receipt.orderNumber}.pdf`,
        content: Buffer.from(await receiptPdf(receipt)),
        contentType: 'application/pdf',
      },
    ],
  };
}
