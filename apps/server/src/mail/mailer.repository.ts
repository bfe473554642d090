import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config/config.js';

/** A file sent with a mail (e.g. the PDF receipt of an order). */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };

/** One outgoing mail; `link` is the action it carries, logged when the mail only goes to the outbox. */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
  attachments?: MailAttachment[];
  /** Extra header lines, e.g. the newsletter's `List-Unsubscribe` (RFC 2369, RFC 8058). */
  headers?: Record<string, string>;
};

export type Mailer = {
  /** Queues the mail and returns at once, so a caller's answer time never tells whether a mail went out. */
  send(mail: Mail): void;
  /**
   * Hands the mail over now and rejects when it cannot: for durable jobs, which retry a failed
   * delivery instead of losing it.
   */
  deliver(mail: Mail): Promise<void>;
  /** Resolves once every queued mail has been handed over (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
};

/**
 * SMTP when `SMTP_URL` is set; otherwise each mail becomes an .eml file in DATA_DIR/outbox and its
 * link is written to the log, so a fresh clone can register and reset passwords without a mail server.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const { smtpUrl, from, outboxDir } = config.mail;
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function deliver(mail: Mail) {
    const message = {
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.attachments && { attachments: mail.attachments }),
      ...(mail.headers && { headers: mail.headers }),
    };
    if (smtpUrl) {
      await transport.sendMail(message);
      log.info({ subject: mail.subject }, 'mail sent');
      return;
    }
    const info = (await transport.sendMail(message)) as { message: Buffer };
    await mkdir(outboxDir, { recursive: true });
    const file = path.join(outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, info.message);
    log.info({ file, to: mail.to, link: mail.link }, `mail written to the outbox: ${mail.subject}`);
  }

  return {
    send(mail) {
      const delivery = deliver(mail)
        .catch((error: unknown) => log.error({ err: error, subject: mail.subject }, 'mail could not be sent'))
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    deliver,
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await this.idle();
      transport.close();
    },
  };
}
