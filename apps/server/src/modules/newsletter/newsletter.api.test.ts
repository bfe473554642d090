import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/people.js';
import { newsletterSubscriptions } from '../../db/schema/site.js';
import { useTestApp } from '../../test/api-test-app.js';
import { signedIn } from '../../test/factories.js';
import { policyTable } from '../../test/policy.js';
import { activationCall, lastMailTo, type OutboxMail, readOutbox } from '../auth/auth.test-support.js';

type Json = Record<string, unknown>;
type SentMail = OutboxMail;

let addressNumber = 0;
const anAddress = () => {
  addressNumber += 1;
  return `reader.${addressNumber}.${Date.now()}@example.org`;
};

const aMailing = (subject = 'Neue Fotos aus Meran') => ({
  translations: {
    de: { subject, text: 'Liebe Leserinnen und Leser,\n\nes gibt neue Fotos.' },
    en: { subject: `${subject} (en)`, text: 'Dear readers,\n\nthere are new photographs.' },
    it: { subject: `${subject} (it)`, text: 'Care lettrici e cari lettori,\n\nci sono nuove foto.' },
  },
});

describe('newsletter', () => {
  const api = useTestApp({
    seed: false,
    environment: { NEWSLETTER_RATE_LIMIT_PER_ADDRESS: '3', NEWSLETTER_RATE_LIMIT_PER_IP: '1000' },
  });

  const mailsTo = async (address: string) =>
    (await readOutbox(api.app)).filter((mail) => mail.to.includes(address));

  /** The token of the link `/newsletter/{kind}/{token}` in a mail's text. */
  const tokenIn = (mail: SentMail, kind: 'confirm' | 'unsubscribe') => {
    const match = new RegExp(`${api.config.publicUrl}/newsletter/${kind}/([\\w-]+)`).exec(mail.text);
    if (!match?.[1]) throw new Error(`no ${kind} link in ${mail.text}`);
    return match[1];
  };

  const subscribe = (payload: Json, headers: Record<string, string> = {}) =>
    api.call('POST', '/newsletter/subscribe', null, payload, headers);

  /** Subscribes and opens the mailed confirm link. */
  async function confirmedReader(email = anAddress(), locale = 'de') {
    expect((await subscribe({ email, locale })).status).toBe(202);
    const [mail] = await mailsTo(email);
    if (!mail) throw new Error('no confirmation mail');
    expect(
      (await api.call('POST', '/newsletter/confirm', null, { token: tokenIn(mail, 'confirm') })).status,
    ).toBe(200);
    return { email, token: tokenIn(mail, 'confirm') };
  }

  it('double opt-in: subscribe mails a confirm link; confirming records the time; the link works once', async () => {
    const email = anAddress();
    const before = new Date();
    const answer = await subscribe({ email: `  ${email.toUpperCase()} `, locale: 'en', source: 'contact' });
    expect(answer.status, answer.raw).toBe(202);
    expect(answer.body).toEqual({
      '@context': '/contexts/NewsletterSubscription',
      '@type': 'NewsletterSubscription',
      email,
      status: 'pending',
    });

    const [row] = await api.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(row).toMatchObject({ status: 'pending', locale: 'en', source: 'contact', confirmedAt: null });
    expect(row?.consentText).toMatch(/newsletter/i);
    expect(row?.consentAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [SentMail];
    expect(mail.subject).toBe('RetroPics: Please confirm your newsletter subscription');
    const token = tokenIn(mail, 'confirm');
    expect(token).toBe(row?.token);
    // Even the confirmation mail can be withdrawn from, in the body and in the headers.
    expect(mail.text).toContain(`${api.config.publicUrl}/newsletter/unsubscribe/${token}`);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    const confirmed = await api.call('POST', '/newsletter/confirm', null, { token });
    expect(confirmed.status, confirmed.raw).toBe(200);
    expect(confirmed.body).toMatchObject({ email, status: 'confirmed', locale: 'en', unsubscribedAt: null });
    expect(new Date(confirmed.body.confirmedAt as string).getTime()).toBeGreaterThanOrEqual(
      before.getTime() - 1000,
    );
    expect(confirmed.raw).not.toContain(token);

    const replayed = await api.call('POST', '/newsletter/confirm', null, { token });
    expect(replayed.status).toBe(404);
    expect(replayed.body).toMatchObject({ '@type': 'hydra:Error', status: 404 });
    expect((await api.call('POST', '/newsletter/confirm', null, { token: 'forged-token' })).status).toBe(404);
    expect((await api.call('POST', '/newsletter/confirm', null, {})).status).toBe(422);
  });

  it('answers a known address the same, and mails a confirmed one nothing more', async () => {
    const { email } = await confirmedReader();
    const again = await subscribe({ email, locale: 'de' });
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ email, status: 'pending' });
    expect(await mailsTo(email)).toHaveLength(1);
    const [row] = await api.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(row?.status).toBe('confirmed');
  });

  it('refuses a wrong e-mail with the spec §5 message', async () => {
    const violations = api.violationsOf(await subscribe({ email: 'anna@example.toolongtld' }));
    expect(violations).toEqual([
      { propertyPath: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
    ]);
    expect(
      api.violationsOf(await subscribe({ email: 'anna@example.org', source: 'elsewhere' }))[0]?.propertyPath,
    ).toBe('source');
  });

  it('unsubscribes from the link (idempotent, the first time stays) and by one click without sign-in', async () => {
    const { email, token } = await confirmedReader();
    const first = await api.call('POST', '/newsletter/unsubscribe', null, { token });
    expect(first.status, first.raw).toBe(200);
    expect(first.body).toMatchObject({ email, status: 'unsubscribed' });
    const again = await api.call('POST', '/newsletter/unsubscribe', null, { token });
    expect(again.status).toBe(200);
    expect(again.body.unsubscribedAt).toBe(first.body.unsubscribedAt);
    expect((await api.call('POST', '/newsletter/unsubscribe', null, { token: 'unknown' })).status).toBe(404);

    const other = await confirmedReader();
    // RFC 8058: the mail program posts this form to the List-Unsubscribe address.
    const oneClick = await api.app.inject({
      method: 'POST',
      url: `/newsletter/unsubscribe/${other.token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json()).toMatchObject({ email: other.email, status: 'unsubscribed' });
    const unknown = await api.app.inject({
      method: 'POST',
      url: '/newsletter/unsubscribe/nobody',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('the settings toggle follows the subscription: on starts the opt-in, confirming turns it on, off unsubscribes', async () => {
    const person = await signedIn(api.app);
    const account = () => api.call('GET', `/users/${person.userId}`, person);
    expect((await api.call('GET', '/newsletter/me', person)).body).toMatchObject({
      email: person.email,
      status: 'none',
    });

    // On through the account setting: pending, the setting stays off until the mail is confirmed.
    const on = await api.call('PUT', `/users/${person.userId}`, person, { receiveEmailsUpdates: true });
    expect(on.status, on.raw).toBe(200);
    expect(on.body.receiveEmailsUpdates).toBe(false);
    expect((await api.call('GET', '/newsletter/me', person)).body).toMatchObject({ status: 'pending' });
    const [mail] = await mailsTo(person.email);
    if (!mail) throw new Error('no confirmation mail');
    await api.call('POST', '/newsletter/confirm', null, { token: tokenIn(mail, 'confirm') });
    expect((await account()).body.receiveEmailsUpdates).toBe(true);
    const [row] = await api.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, person.email));
    expect(row).toMatchObject({ source: 'settings', personId: person.personId, status: 'confirmed' });

    // Off in the account setting: unsubscribed at once.
    const off = await api.call('PUT', `/users/${person.userId}`, person, { receiveEmailsUpdates: false });
    expect(off.body.receiveEmailsUpdates).toBe(false);
    expect((await api.call('GET', '/newsletter/me', person)).body).toMatchObject({ status: 'unsubscribed' });

    // On again through /newsletter/me: a new opt-in with a new token; the link in a mail turns it off.
    const again = await api.call('PUT', '/newsletter/me', person, { subscribed: true });
    expect(again.body).toMatchObject({ status: 'pending' });
    const latest = (await mailsTo(person.email)).at(-1) as SentMail;
    const token = tokenIn(latest, 'confirm');
    expect(token).not.toBe(row?.token);
    await api.call('POST', '/newsletter/confirm', null, { token });
    expect((await account()).body.receiveEmailsUpdates).toBe(true);
    await api.call('POST', '/newsletter/unsubscribe', null, { token });
    expect((await account()).body.receiveEmailsUpdates).toBe(false);
    const [user] = await api.db.select().from(users).where(eq(users.id, person.userId));
    expect(user?.receiveEmailsUpdates).toBe(false);

    const off2 = await api.call('PUT', '/newsletter/me', person, { subscribed: false });
    expect(off2.body).toMatchObject({ status: 'unsubscribed' });
    expect((await api.call('GET', '/newsletter/me', null)).status).toBe(401);
  });

  it("records the registration form's 'updates' choice as confirmed once the account is activated", async () => {
    const email = anAddress();
    const registered = await api.call('POST', '/users', null, {
      email,
      password: 'newsletter-password',
      receiveEmailsUpdates: true,
    });
    expect(registered.status, registered.raw).toBe(201);
    const activation = await lastMailTo(api.app, email);
    const activated = await api.call('PUT', activationCall(activation.link as string), null, undefined, {
      'accept-language': 'it',
    });
    expect(activated.status, activated.raw).toBe(200);
    expect(activated.body.receiveEmailsUpdates).toBe(true);
    const [row] = await api.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(row).toMatchObject({ status: 'confirmed', source: 'registration', locale: 'it' });
    expect(row?.confirmedAt).toBeInstanceOf(Date);
  });

  it('sends a mailing to confirmed subscribers only, each in their language with their own unsubscribe link and header', async () => {
    const german = await confirmedReader(anAddress(), 'de');
    const italian = await confirmedReader(anAddress(), 'it');
    const pending = anAddress();
    await subscribe({ email: pending, locale: 'en' });
    const gone = await confirmedReader(anAddress(), 'en');
    await api.call('POST', '/newsletter/unsubscribe', null, { token: gone.token });

    const editor = await signedIn(api.app, 'editor');
    const before = await api.call('GET', '/newsletter/mailings', editor);
    expect(before.status).toBe(200);
    const confirmedNow = before.body.confirmedSubscribers as number;
    expect(confirmedNow).toBeGreaterThanOrEqual(2);

    const sent = await api.call('POST', '/newsletter/mailings', editor, aMailing('Sommer in Meran'));
    expect(sent.status, sent.raw).toBe(201);
    expect(sent.body).toMatchObject({
      '@type': 'NewsletterMailing',
      recipientCount: confirmedNow,
      sentBy: editor.personIri,
    });
    await api.app.jobs.worker.drain(20_000);

    const toGerman = (await mailsTo(german.email)).at(-1) as SentMail;
    expect(toGerman.subject).toBe('RetroPics: Sommer in Meran');
    expect(toGerman.text).toContain('es gibt neue Fotos.');
    expect(toGerman.text).toContain(`${api.config.publicUrl}/newsletter/unsubscribe/${german.token}`);
    expect(toGerman.headers.get('list-unsubscribe')).toContain(
      `${api.config.publicUrl}/newsletter/unsubscribe/${german.token}`,
    );
    expect(toGerman.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const toItalian = (await mailsTo(italian.email)).at(-1) as SentMail;
    expect(toItalian.subject).toBe('RetroPics: Sommer in Meran (it)');
    expect(toItalian.text).toContain(italian.token);
    expect(toItalian.text).not.toContain(german.token);
    // The pending and the unsubscribed address get no mailing.
    expect((await mailsTo(pending)).map((mail) => mail.subject)).not.toContain(
      'RetroPics: Sommer in Meran (en)',
    );
    expect((await mailsTo(gone.email)).map((mail) => mail.subject)).not.toContain(
      'RetroPics: Sommer in Meran (en)',
    );

    const listed = await api.list<Json>('/newsletter/mailings', editor.headers);
    expect(listed.members[0]).toMatchObject({ id: sent.body.id, recipientCount: confirmedNow });
    expect(listed.members[0]?.translations).toHaveLength(3);
  });

  it('refuses a mailing without a text in every language', async () => {
    const editor = await signedIn(api.app, 'editor');
    const body = aMailing();
    const violations = api.violationsOf(
      await api.call('POST', '/newsletter/mailings', editor, {
        translations: { ...body.translations, it: { subject: ' ', text: '' } },
      }),
    );
    expect(violations.map((violation) => violation.propertyPath).sort()).toEqual([
      'translations.it.subject',
      'translations.it.text',
    ]);
  });

  policyTable(
    () => api.app,
    [
      {
        route: 'POST /newsletter/mailings',
        ownerRole: 'editor',
        allowed: ['owner', 'editor', 'admin'],
        request: () => ({ method: 'POST', url: '/newsletter/mailings', payload: aMailing() }),
      },
      {
        route: 'GET /newsletter/mailings',
        ownerRole: 'editor',
        allowed: ['owner', 'editor', 'admin'],
        request: () => ({ method: 'GET', url: '/newsletter/mailings' }),
      },
    ],
  );

  it('allows 3 subscriptions per address, then answers 429 with Retry-After and mails no more', async () => {
    const email = anAddress();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await subscribe({ email })).status).toBe(202);
    }
    const blocked = await subscribe({ email });
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.body).toMatchObject({ '@type': 'hydra:Error', status: 429 });
    expect(await mailsTo(email)).toHaveLength(3);
  });
});

describe('newsletter flood per client address', () => {
  const api = useTestApp({
    seed: false,
    environment: { NEWSLETTER_RATE_LIMIT_PER_ADDRESS: '1000', NEWSLETTER_RATE_LIMIT_PER_IP: '2' },
  });

  it('allows 2 subscriptions per client address, then 429', async () => {
    const post = (email: string) => api.call('POST', '/newsletter/subscribe', null, { email, locale: 'de' });
    expect((await post('one@example.org')).status).toBe(202);
    expect((await post('two@example.org')).status).toBe(202);
    expect((await post('three@example.org')).status).toBe(429);
  });
});
