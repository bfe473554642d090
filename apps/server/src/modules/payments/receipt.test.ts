import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { type Receipt, receiptMail, receiptPdf } from './receipt.js';

const receipt: Receipt = {
  to: 'buyer@example.test',
  locale: 'de',
  orderId: 7,
  orderNumber: 'RP-2026-0007',
  date: new Date('2026-11-24T12:00:00Z'),
  lines: [
    {
      name: 'Abzug „Marktplatz“ 20 × 30',
      options: ['Größe: A4', 'Papier: matt'],
      quantity: 2,
      unitCents: 1990,
      totalCents: 3980,
    },
    { name: 'Dankeskarte ✓', options: [], quantity: 1, unitCents: 500, totalCents: 500 },
  ],
  subtotalCents: 4480,
  shippingCents: 0,
  vatCents: 715,
  totalCents: 4480,
  paymentMethod: 'banktransfer',
};

describe('receipt', () => {
  it('is a PDF that loads, titled with the order number, even with characters the standard font lacks', async () => {
    const pdf = await PDFDocument.load(await receiptPdf(receipt));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Quittung RP-2026-0007');
    expect(pdf.getAuthor()).toBe('RetroPics');
  });

  it('mails in the buyer language with the PDF attached and free shipping named', async () => {
    const mail = await receiptMail({ ...receipt, locale: 'en' }, 'https://shop.example.test');
    expect(mail.subject).toBe('RetroPics: Receipt for your order RP-2026-0007');
    expect(mail.text).toContain('Total: 44.80 €');
    expect(mail.text).toContain('Bank transfer');
    expect(mail.link).toBe('https://shop.example.test/orders/show/7');
    expect(mail.attachments?.[0]).toMatchObject({
      filename: 'Receipt-RP-2026-0007.pdf',
      contentType: 'application/pdf',
    });
    const german = await receiptMail(receipt, 'https://shop.example.test');
    expect(german.text).toContain('Gesamt: 44,80 €');
    expect(german.text).toContain('Überweisung');
  });
});
