import { describe, expect, it } from 'vitest';
import { csvCell, ORDER_CSV_COLUMNS, type OrderCsvRow, ordersCsv } from './order-export.js';

describe('order CSV (RFC 4180)', () => {
  it('quotes cells with a comma, a quote or a line break, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+49 30')).toBe("'+49 30");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('=A1,"x"')).toBe(`"'=A1,""x"""`);
    expect(csvCell('Anna = Berta')).toBe('Anna = Berta');
  });

  it('writes a header row and one CRLF-ended row per order', () => {
    const row = Object.fromEntries(ORDER_CSV_COLUMNS.map((column) => [column, column])) as OrderCsvRow;
    const text = ordersCsv([{ ...row, status: null, priceTotal: '12.50' }]);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(ORDER_CSV_COLUMNS.join(','));
    expect(lines[1]).toBe(
      'orderNumber,dateCreated,buyer,email,photographCollection,items,12.50,paymentStatus,paymentMethod,,deliveryStatus',
    );
    expect(lines[2]).toBe('');
    expect(ordersCsv([])).toBe(`${ORDER_CSV_COLUMNS.join(',')}\r\n`);
  });
});
