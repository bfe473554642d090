import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Undoes quoted-printable: soft line breaks and =XX bytes (mails with umlauts are sent this way). */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * Waits for the newest .eml in DATA_DIR/outbox addressed to `to` whose link path matches, and
 * returns that link (the server writes mails there when SMTP_URL is unset).
 */
export async function waitForMailLink(
  dataDir: string,
  to: string,
  path: RegExp,
  timeoutMs = 15_000,
): Promise<URL> {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(outbox).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse();
    for (const file of files) {
      const mail = decodeQuotedPrintable(await readFile(join(outbox, file), 'utf8'));
      if (!new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(mail)) continue;
      for (const match of mail.matchAll(/https?:\/\/[^\s"<>]+/g)) {
        const link = new URL(match[0]);
        if (path.test(link.pathname)) return link;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} with a link like ${path} in ${outbox}`);
}

export interface OutboxMail {
  to: string;
  subject: string;
  /** The plain-text part, decoded. */
  text: string;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= or =?UTF-8?B?…?=), as nodemailer writes non-ASCII headers. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function headersOf(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** A part's body decoded by its Content-Transfer-Encoding. */
function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** The text/plain part of a .eml (single part or multipart/alternative). */
function plainTextOf(source: string): { headers: Map<string, string>; text: string } {
  const split = source.search(/\r?\n\r?\n/);
  const headers = headersOf(source.slice(0, split));
  const body = source.slice(split).replace(/^\r?\n\r?\n/, '');
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (!boundary) return { headers, text: decodeBody(headers, body) };
  for (const part of body.split(`--${boundary}`)) {
    const partSplit = part.search(/\r?\n\r?\n/);
    if (partSplit < 0) continue;
    const partHeaders = headersOf(part.slice(0, partSplit).trim());
    if ((partHeaders.get('content-type') ?? '').startsWith('text/plain')) {
      return { headers, text: decodeBody(partHeaders, part.slice(partSplit).replace(/^\r?\n\r?\n/, '')) };
    }
  }
  return { headers, text: '' };
}

/** Waits for a mail in DATA_DIR/outbox to `to` whose subject matches, and returns it decoded. */
export async function waitForMail(
  dataDir: string,
  to: string,
  subject: RegExp,
  timeoutMs = 15_000,
): Promise<OutboxMail> {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(outbox).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.eml'))
      .sort();
    for (const file of files.reverse()) {
      const { headers, text } = plainTextOf(await readFile(join(outbox, file), 'utf8'));
      const mail = { to: headers.get('to') ?? '', subject: decodeHeader(headers.get('subject') ?? ''), text };
      if (mail.to.includes(to) && subject.test(mail.subject)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} with a subject like ${subject} in ${outbox}`);
}
