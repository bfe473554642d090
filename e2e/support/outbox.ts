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
