/**
 * The admins' CSV of every order (issue 18 'export them as CSV'): RFC 4180 (comma, CRLF, a cell
 * with a comma, quote or line break in quotes, quotes doubled), one header row. A cell a
 * spreadsheet would read as a formula (= + - @, also after a tab or carriage return) gets a
 * leading apostrophe, so a buyer's name cannot run code in the admin's spreadsheet.
 */

export const ORDER_CSV_COLUMNS = [
  'orderNumber',
  'dateCreated',
  'buyer',
  'email',
  'photographCollection',
  'items',
  'priceTotal',
  'paymentStatus',
  'paymentMethod',
  'status',
  'deliveryStatus',
] as const;

export type OrderCsvRow = Record<(typeof ORDER_CSV_COLUMNS)[number], string | null>;

export function csvCell(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function ordersCsv(rows: readonly OrderCsvRow[]): string {
  const lines = [ORDER_CSV_COLUMNS.join(',')];
  for (const row of rows) lines.push(ORDER_CSV_COLUMNS.map((column) => csvCell(row[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
