import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { captchaChallenges, contactMessages, newsletterSubscriptions } from '../../db/schema/site.js';
import { useTestApp } from '../../test/api-test-app.js';
import { buildPhotograph, signedIn } from '../../test/factories.js';
import { multipart, twoToneJpeg } from '../../test/media-fixtures.js';
import { readOutbox } from '../auth/auth.test-support.js';
import { solvedCaptchaToken, storePuzzlePicture } from '../captcha/captcha.test-support.js';
import { CONTACT_MAIL_JOB } from './contact.repository.js';

const TEAM_EMAIL = 'contact-team@retropics.test';
type Fields = Record<string, string>;

async function withPuzzlePicture(app: Parameters<typeof solvedCaptchaToken>[0]) {
  const photograph = await buildPhotograph(app);
  await storePuzzlePicture(app, photograph.filePath, await twoToneJpeg(300, 300));
}

describe('POST /api/submit-feedback', () => {
  const api = useTestApp({
    seed: false,
    environment: {
      CONTACT_TEAM_EMAIL: TEAM_EMAIL,
      CONTACT_RATE_LIMIT_PER_IP: '1000',
      CONTACT_RATE_LIMIT_PER_ADDRESS: '1000',
    },
  });
  beforeAll(() => withPuzzlePicture(api.app));

  const send = (fields: Fields, headers: Record<string, string> = {}) => {
    const form = multipart([], fields);
    return api.app.inject({
      method: 'POST',
      url: '/api/submit-feedback',
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    });
  };
  const mailed = async () => {
    api.app.jobs.worker.wake();
    await api.app.jobs.worker.drain(20_000);
    return readOutbox(api.app);
  };
  const rowOf = async (id: number) =>
    (await api.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0];

  it('stores a signed-out message, spends the token and mails the team', async () => {
    const token = await solvedCaptchaToken(api.app);
    const response = await send({
      feedbackText: '  Ein Foto zeigt die Laubengasse, nicht den Pfarrplatz.  ',
      email: 'leserin@example.org',
      subscribeNewsletter: 'true',
      userId: '',
      userOldEmail: '',
      captchaToken: token,
      locale: 'de',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      '@type': 'ContactMessage',
      subscribeNewsletter: true,
      id: expect.any(Number),
    });
    expect(response.body).not.toContain('leserin@example.org');

    expect(await rowOf(body.id)).toMatchObject({
      text: 'Ein Foto zeigt die Laubengasse, nicht den Pfarrplatz.',
      email: 'leserin@example.org',
      subscribeNewsletter: true,
      personId: null,
      userOldEmail: null,
      locale: 'de',
    });
    const [challenge] = await api.db
      .select()
      .from(captchaChallenges)
      .where(eq(captchaChallenges.token, token));
    expect(challenge?.tokenUsedAt).toBeInstanceOf(Date);

    const mail = (await mailed()).find((m) => m.subject.includes(`#${body.id}`));
    expect(mail).toMatchObject({
      to: TEAM_EMAIL,
      subject: `RetroPics: Neue Nachricht über das Kontaktformular (#${body.id})`,
    });
    expect(mail?.text).toContain('Ein Foto zeigt die Laubengasse, nicht den Pfarrplatz.');
    expect(mail?.text).toContain('E-Mail-Adresse: leserin@example.org');
    expect(mail?.text).toContain('Newsletter gewünscht: ja');
    expect((await rowOf(body.id))?.mailedAt).toBeInstanceOf(Date);

    // The ticked box starts the newsletter's double opt-in: pending, with the box's words as consent.
    const [subscription] = await api.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'leserin@example.org'));
    expect(subscription).toMatchObject({
      status: 'pending',
      source: 'contact',
      consentText: 'Ich möchte den Newsletter erhalten (Bestätigung per E-Mail)',
    });
    const confirmation = (await readOutbox(api.app)).find(
      (m) => m.to === 'leserin@example.org' && m.text.includes(`/newsletter/confirm/${subscription?.token}`),
    );
    expect(confirmation).toBeDefined();
  });

  it('takes the sender from the sign-in, with the account address the form said differs', async () => {
    const sender = await signedIn(api.app);
    const token = await solvedCaptchaToken(api.app);
    const response = await send(
      {
        feedbackText: 'Please add my grandfather’s photographs.',
        email: 'other@example.org',
        userOldEmail: sender.email,
        userId: '999999',
        captchaToken: token,
        locale: 'en',
      },
      sender.headers,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(await rowOf(response.json().id)).toMatchObject({
      personId: sender.personId,
      userOldEmail: sender.email,
      email: 'other@example.org',
      locale: 'en',
    });
    const mail = (await mailed()).find((m) => m.subject.includes(`#${response.json().id}`));
    expect(mail?.subject).toBe(`RetroPics: New message from the contact form (#${response.json().id})`);
    expect(mail?.text).toContain(`Signed in as`);
    expect(mail?.text).toContain(sender.email);
  });

  it('refuses a message without a token, with an unknown one and with a spent one', async () => {
    const missing = await send({ feedbackText: 'Hallo' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      '@type': 'hydra:Error',
      'hydra:description': 'Solve the captcha before sending.',
    });

    const unknown = await send({ feedbackText: 'Hallo', captchaToken: 'made-up-token' });
    expect(unknown.statusCode).toBe(403);

    const token = await solvedCaptchaToken(api.app);
    expect((await send({ feedbackText: 'Erste Nachricht', captchaToken: token })).statusCode).toBe(201);
    const replayed = await send({ feedbackText: 'Zweite Nachricht', captchaToken: token });
    expect(replayed.statusCode).toBe(403);
    expect(replayed.json()['hydra:description']).toBe(
      'The captcha is unknown, expired or already used. Solve a new one.',
    );
    expect(
      await api.db.select().from(contactMessages).where(eq(contactMessages.text, 'Zweite Nachricht')),
    ).toEqual([]);
  });

  it('refuses an expired token', async () => {
    const token = await solvedCaptchaToken(api.app);
    await api.db
      .update(captchaChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(captchaChallenges.token, token));
    expect((await send({ feedbackText: 'Zu spät', captchaToken: token })).statusCode).toBe(403);
  });

  it('answers 422 per field for a blank text and a wrong e-mail, and keeps the token', async () => {
    const token = await solvedCaptchaToken(api.app);
    const response = await send({
      feedbackText: '   ',
      email: 'name@example.toolongtld',
      subscribeNewsletter: 'true',
      captchaToken: token,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ '@type': 'ConstraintViolationList' });
    expect(response.json().violations).toEqual(
      expect.arrayContaining([
        { propertyPath: 'feedbackText', message: 'Text is required' },
        { propertyPath: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
      ]),
    );
    // The refused form did not spend the captcha: the corrected one goes through with it.
    expect(
      (await send({ feedbackText: 'Jetzt richtig', email: 'name@example.org', captchaToken: token }))
        .statusCode,
    ).toBe(201);
  });

  it('keeps the message when the mail fails, and mails it when the job runs again', async () => {
    const deliver = api.app.mailer.deliver;
    api.app.mailer.deliver = async () => {
      throw new Error('mail server down');
    };
    const token = await solvedCaptchaToken(api.app);
    const response = await send({ feedbackText: 'Geht nicht verloren', captchaToken: token });
    expect(response.statusCode).toBe(201);
    const id = response.json().id as number;
    // The first try fails and is put back for later.
    const failedOnce = async () => {
      for (let poll = 0; poll < 600; poll += 1) {
        const job = await api.app.jobs.queue.find(CONTACT_MAIL_JOB, String(id));
        if (job?.lastError) return job;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the mail job never ran');
    };
    expect(await failedOnce()).toMatchObject({ state: 'queued', lastError: 'mail server down' });
    api.app.mailer.deliver = deliver;
    expect((await rowOf(id))?.mailedAt).toBeNull();

    // The retry's time comes (for every message the outage held back): the mail goes out and the message is marked.
    await api.db.execute(
      sql`update jobs set run_after = now() where kind = ${CONTACT_MAIL_JOB} and state = 'queued'`,
    );
    const mail = (await mailed()).find((m) => m.subject.includes(`#${id}`));
    expect(mail?.to).toBe(TEAM_EMAIL);
    expect((await rowOf(id))?.mailedAt).toBeInstanceOf(Date);
  });
});

describe('contact without a team mailbox, and its flood limit', () => {
  const api = useTestApp({ seed: false, environment: { CONTACT_RATE_LIMIT_PER_IP: '2' } });
  beforeAll(() => withPuzzlePicture(api.app));

  it('mails the editors and admins', async () => {
    const editor = await signedIn(api.app, 'editor');
    const token = await solvedCaptchaToken(api.app);
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/submit-feedback',
      payload: { feedbackText: 'An das Team', captchaToken: token },
    });
    expect(response.statusCode, response.body).toBe(201);
    api.app.jobs.worker.wake();
    await api.app.jobs.worker.drain(20_000);
    expect((await readOutbox(api.app)).map((mail) => mail.to)).toContain(editor.email);
  });

  it('answers 429 once one address sends too many messages, and stores nothing more', async () => {
    const post = async () =>
      api.app.inject({
        method: 'POST',
        url: '/api/submit-feedback',
        payload: { feedbackText: 'Noch eine', captchaToken: await solvedCaptchaToken(api.app) },
      });
    expect((await post()).statusCode).toBe(201);
    const flooded = await post();
    expect(flooded.statusCode).toBe(429);
    expect(flooded.headers['retry-after']).toBeDefined();
    expect(
      await api.db.select().from(contactMessages).where(eq(contactMessages.text, 'Noch eine')),
    ).toHaveLength(1);
  });
});
