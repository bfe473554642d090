import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { App } from '../../app.types.js';

/** Test helpers for the account flows: sign-in and reading the .eml outbox. */

export async function signIn(app: App, email: string, password: string, ip = '203.0.113.1') {
  const response = await app.inject({
    method: 'POST',
    url: '/authentication_token',
    headers: { 'x-forwarded-for': ip },
    payload: { email, password },
  });
  return { response, tokens: response.json() as { token: string; refresh_token: string } };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type OutboxMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string | undefined;
  /** Each header line by its lower-case name, unfolded (e.g. the newsletter's `list-unsubscribe`). */
  headers: Map<string, string>;
};

/** Every mail in DATA_DIR/outbox, oldest first, with the first link of the app in it. */
export async function readOutbox(app: App): Promise<OutboxMail[]> {
  await app.mailer.idle();
  const directory = app.config.mail.outboxDir;
  const files = (await readdir(directory).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.eml'))
    .sort();
  const mails: OutboxMail[] = [];
  for (const file of files) {
    const parsed = await simpleParser(await readFile(path.join(directory, file)));
    const text = parsed.text ?? '';
    mails.push({
      to: parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '',
      subject: parsed.subject ?? '',
      text,
      html: typeof parsed.html === 'string' ? parsed.html : '',
      headers: new Map(
        parsed.headerLines.map(({ key, line }) => [
          key,
          line
            .slice(line.indexOf(':') + 1)
            .replace(/\s+/g, ' ')
            .trim(),
        ]),
      ),
      link: new RegExp(`${app.config.publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/\\S+`).exec(text)?.[0],
    });
  }
  return mails;
}

/** The latest mail to an address; fails the test when there is none. */
export async function lastMailTo(app: App, address: string): Promise<OutboxMail> {
  const mail = (await readOutbox(app)).filter((m) => m.to.includes(address)).at(-1);
  if (!mail) throw new Error(`no mail to ${address} in the outbox`);
  return mail;
}

/** The API call behind an activation link: /users/activate/{id}/{code} → PUT /users/{id}/activate/{code}. */
export function activationCall(link: URL | string): string {
  const [, id, code] = /\/users\/activate\/(\d+)\/([\w-]+)$/.exec(new URL(link).pathname) ?? [];
  if (!id || !code) throw new Error(`not an activation link: ${link}`);
  return `/users/${id}/activate/${code}`;
}
