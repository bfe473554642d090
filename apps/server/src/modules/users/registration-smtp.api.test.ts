import { readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.types.js';
import { createTestApp } from '../../test/test-app.js';
import { signIn } from '../auth/auth.test-support.js';

type Received = { from: string; to: string[]; subject: string; text: string; html: string };

/** A local SMTP server, the test's mailbox: no network beyond 127.0.0.1. */
let smtp: SMTPServer;
const inbox: Received[] = [];
let app: App;
let close: () => Promise<void>;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  ({ app, close } = await createTestApp({
    seed: false,
    environment: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'RetroPics <hello@retropics.test>' },
  }));
});
afterAll(async () => {
  await close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail through SMTP_URL', () => {
  it('delivers the activation mail over SMTP (nothing in the outbox) and the link activates the account', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/users',
      headers: { 'accept-language': 'en' },
      payload: { email: 'smtp.user@example.org', password: 'a-good-password' },
    });
    expect(response.statusCode).toBe(201);
    await app.mailer.idle();
    const mail = inbox.find((m) => m.to.includes('smtp.user@example.org'));
    expect(mail).toBeDefined();
    expect(mail?.from).toBe('hello@retropics.test');
    expect(mail?.subject).toBe('RetroPics: Please confirm your e-mail address');
    expect(mail?.html).toContain('Activate account');
    expect(await readdir(app.config.mail.outboxDir).catch(() => [])).toEqual([]);

    const link = /http:\/\/localhost:8080\/users\/activate\/(\d+)\/([\w-]+)/.exec(mail?.text ?? '');
    expect(link).not.toBeNull();
    const [, id, code] = link as RegExpExecArray;
    expect((await app.inject({ method: 'PUT', url: `/users/${id}/activate/${code}` })).statusCode).toBe(200);
    expect((await signIn(app, 'smtp.user@example.org', 'a-good-password')).response.statusCode).toBe(200);
  });

  it('delivers the reset mail over SMTP', async () => {
    await app.inject({
      method: 'PUT',
      url: '/request_password_reset_email/smtp.user@example.org',
      payload: {},
    });
    await app.mailer.idle();
    const mail = inbox.filter((m) => m.to.includes('smtp.user@example.org')).at(-1);
    expect(mail?.subject).toBe('RetroPics: Passwort zurücksetzen');
    expect(mail?.text).toMatch(/http:\/\/localhost:8080\/users\/reset_password\/\d+\/[\w-]+/);
  });
});
