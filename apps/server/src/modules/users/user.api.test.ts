import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.types.js';
import type { Database } from '../../db/database.js';
import { accountDeletions } from '../../db/schema/auth.js';
import { people, users } from '../../db/schema/people.js';
import { demoUsers } from '../../seed/demo-content.js';
import { policyTable } from '../../test/policy.js';
import { createTestApp } from '../../test/test-app.js';
import { createUserRepository } from '../accounts/user.repository.js';
import { activationCall, bearer, lastMailTo, readOutbox, signIn } from '../auth/auth.test-support.js';

const [admin, editor, user] = demoUsers;

let app: App;
let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  const test = await createTestApp();
  ({ app, db, close } = test);
});
afterAll(() => close());

const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/users', payload, headers });

/** Registers, activates from the mailed link and signs in; returns the tokens and ids. */
async function newAccount(email: string, password = 'a-good-password') {
  expect((await register({ email, password })).statusCode).toBe(201);
  const link = (await lastMailTo(app, email)).link ?? '';
  expect((await app.inject({ method: 'PUT', url: activationCall(link) })).statusCode).toBe(200);
  const { tokens } = await signIn(app, email, password);
  const claims = decodeJwt(tokens.token) as { id: number; person_id: number };
  return { tokens, id: claims.id, personId: claims.person_id };
}

describe('registration: POST /users', () => {
  it('creates an inactive user with a usr_ person and avatar 1, and mails the activation link', async () => {
    const response = await register({
      email: '  New.Person@Example.org ',
      password: 'a-good-password',
      receiveEmailsLogins: true,
      receiveEmailsOffers: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      '@context': '/contexts/User',
      '@type': 'User',
      email: 'new.person@example.org',
      isActive: false,
      receiveEmailsLogins: true,
      receiveEmailsUpdates: false,
      receiveEmailsSurveys: false,
      receiveEmailsOffers: true,
    });
    const [row] = await db
      .select({
        isActive: users.isActive,
        name: people.name,
        pictureUrl: people.pictureUrl,
        hash: users.passwordHash,
      })
      .from(users)
      .innerJoin(people, eq(people.id, users.personId))
      .where(eq(users.email, 'new.person@example.org'));
    expect(row?.isActive).toBe(false);
    expect(row?.name).toMatch(/^usr_\d+$/);
    expect(row?.pictureUrl).toBe('1');
    expect(row?.hash).toMatch(/^\$argon2id\$/);

    const mail = await lastMailTo(app, 'new.person@example.org');
    expect(mail.subject).toBe('RetroPics: Bitte bestätige deine E-Mail-Adresse');
    expect(mail.link).toMatch(/^http:\/\/localhost:8080\/users\/activate\/\d+\/[\w-]{43}$/);
    // Not activated yet: the password is right, but sign-in says what is missing.
    const early = await signIn(app, 'new.person@example.org', 'a-good-password');
    expect(early.response.statusCode).toBe(401);
    expect(early.response.json()['hydra:description']).toMatch(/not activated/);
  });

  it('writes the mail in English or Italian when the browser asks for it', async () => {
    await register(
      { email: 'english@example.org', password: 'a-good-password' },
      { 'accept-language': 'en-GB' },
    );
    expect((await lastMailTo(app, 'english@example.org')).subject).toBe(
      'RetroPics: Please confirm your e-mail address',
    );
    await register(
      { email: 'italiano@example.org', password: 'a-good-password' },
      { 'accept-language': 'it' },
    );
    expect((await lastMailTo(app, 'italiano@example.org')).subject).toBe(
      'RetroPics: conferma il tuo indirizzo e-mail',
    );
  });

  it('answers a taken address exactly like a new one and mails its owner instead', async () => {
    const before = (await readOutbox(app)).length;
    const response = await register({ email: user.email, password: 'another-password' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email: user.email, isActive: false });
    const mails = await readOutbox(app);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)?.subject).toBe('RetroPics: Du hast bereits ein Konto');
    // The existing account is untouched.
    expect((await signIn(app, user.email, user.password)).response.statusCode).toBe(200);
  });

  it('refuses input with the spec’s registration messages', async () => {
    const response = await register({ email: '', password: '1234567' });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      { propertyPath: 'email', message: 'EmailIsRequired' },
      { propertyPath: 'password', message: 'PasswordLength' },
    ]);
    const invalid = await register({ email: 'no-at-sign', password: '12345678' });
    expect(invalid.json().violations).toEqual([{ propertyPath: 'email', message: 'EmailMustBeValid' }]);
  });

  it('ignores roles or activation smuggled into the registration', async () => {
    await register({
      email: 'sneaky@example.org',
      password: 'a-good-password',
      roles: ['ROLE_ADMIN'],
      isActive: true,
    });
    const [row] = await db.select().from(users).where(eq(users.email, 'sneaky@example.org'));
    expect(row?.roles).toEqual(['ROLE_USER']);
    expect(row?.isActive).toBe(false);
  });
});

describe('activation: PUT /users/{id}/activate/{invitationcode}', () => {
  it('activates once; the second click gives the exact already-active message', async () => {
    await register({ email: 'activate.me@example.org', password: 'a-good-password' });
    const link = new URL((await lastMailTo(app, 'activate.me@example.org')).link ?? '');
    const [, , , id, code] = link.pathname.split('/');
    const first = await app.inject({ method: 'PUT', url: `/users/${id}/activate/${code}` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ '@id': `/users/${id}`, '@type': 'User', isActive: true });
    const second = await app.inject({ method: 'PUT', url: `/users/${id}/activate/${code}` });
    expect(second.statusCode).toBe(400);
    expect(`Error: ${second.json()['hydra:description']}`).toBe(
      'Error: User activation failed: User is already active',
    );
    expect((await signIn(app, 'activate.me@example.org', 'a-good-password')).response.statusCode).toBe(200);
  });

  it('refuses a wrong code, another user’s id and an unknown user with a generic error', async () => {
    await register({ email: 'wrong.code@example.org', password: 'a-good-password' });
    const link = new URL((await lastMailTo(app, 'wrong.code@example.org')).link ?? '');
    const [, , , id, code] = link.pathname.split('/');
    for (const url of [
      `/users/${id}/activate/${code}x`,
      `/users/${Number(id) - 1}/activate/${code}`,
      `/users/999999/activate/${code}`,
    ]) {
      const response = await app.inject({ method: 'PUT', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()['hydra:description']).toBe(
        'User activation failed: The activation link is invalid',
      );
    }
    const [row] = await db.select().from(users).where(eq(users.email, 'wrong.code@example.org'));
    expect(row?.isActive).toBe(false);
  });
});

describe('settings: GET and PUT /users/{id}', () => {
  it('shows the owner their account without secrets', async () => {
    const { tokens, id } = await newAccount('settings@example.org');
    const response = await app.inject({ method: 'GET', url: `/users/${id}`, headers: bearer(tokens.token) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ '@id': `/users/${id}`, email: 'settings@example.org', isActive: true });
    expect(body).not.toHaveProperty('passwordHash');
    expect(body).not.toHaveProperty('invitationCode');
    expect(JSON.stringify(body)).not.toMatch(/argon2/);
  });

  it('changes one e-mail preference at a time', async () => {
    const { tokens, id } = await newAccount('preferences@example.org');
    const response = await app.inject({
      method: 'PUT',
      url: `/users/${id}`,
      headers: bearer(tokens.token),
      payload: { receiveEmailsSurveys: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ receiveEmailsSurveys: true, receiveEmailsUpdates: false });
    const reread = await app.inject({ method: 'GET', url: `/users/${id}`, headers: bearer(tokens.token) });
    expect(reread.json().receiveEmailsSurveys).toBe(true);
  });

  it('changes the password (min. 8) and signs out the other sessions, keeping this one', async () => {
    const { tokens, id } = await newAccount('password.change@example.org', 'old-password');
    const otherDevice = await signIn(app, 'password.change@example.org', 'old-password');
    const short = await app.inject({
      method: 'PUT',
      url: `/users/${id}`,
      headers: bearer(tokens.token),
      payload: { password: 'short' },
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().violations).toEqual([{ propertyPath: 'password', message: 'PasswordLength' }]);
    const changed = await app.inject({
      method: 'PUT',
      url: `/users/${id}`,
      headers: bearer(tokens.token),
      payload: { password: 'new-password' },
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: `/users/${id}`, headers: bearer(tokens.token) })).statusCode,
    ).toBe(200);
    const other = await app.inject({
      method: 'GET',
      url: `/users/${id}`,
      headers: bearer(otherDevice.tokens.token),
    });
    expect(other.statusCode).toBe(401);
    expect((await signIn(app, 'password.change@example.org', 'old-password')).response.statusCode).toBe(401);
    expect((await signIn(app, 'password.change@example.org', 'new-password')).response.statusCode).toBe(200);
  });

  it('refuses every other field: e-mail, roles, activation', async () => {
    const { tokens, id } = await newAccount('no.escalation@example.org');
    for (const payload of [{ roles: ['ROLE_ADMIN'] }, { isActive: false }, { email: 'x@example.org' }, {}]) {
      const response = await app.inject({
        method: 'PUT',
        url: `/users/${id}`,
        headers: bearer(tokens.token),
        payload,
      });
      expect(response.statusCode).toBe(422);
    }
    const [row] = await db.select().from(users).where(eq(users.id, id));
    expect(row?.roles).toEqual(['ROLE_USER']);
    expect(row?.email).toBe('no.escalation@example.org');
  });
});

describe('spec §6 on accounts: the policy of each route', () => {
  policyTable(
    () => app,
    [
      { route: 'GET /users/{id}', request: (owner) => ({ method: 'GET', url: `/users/${owner.userId}` }) },
      {
        route: 'PUT /users/{id}',
        request: (owner) => ({
          method: 'PUT',
          url: `/users/${owner.userId}`,
          payload: { receiveEmailsOffers: true },
        }),
      },
      {
        route: 'DELETE /users/{id}',
        request: (owner) => ({ method: 'DELETE', url: `/users/${owner.userId}` }),
      },
      {
        route: 'PUT /users/{id}/roles',
        allowed: ['admin'],
        request: (owner) => ({
          method: 'PUT',
          url: `/users/${owner.userId}/roles`,
          payload: { roles: ['ROLE_EDITOR'] },
        }),
      },
      {
        route: 'PUT /people/{id}',
        request: (owner) => ({
          method: 'PUT',
          url: `/people/${owner.personId}`,
          payload: { name: 'Anna Rossi' },
        }),
      },
    ],
  );
});

describe('spec §6 on accounts: a stranger is refused', () => {
  it('cannot read another user’s account, whatever their roles (403, also for unknown ids)', async () => {
    const stranger = await signIn(app, user.email, user.password);
    const curator = await signIn(app, admin.email, admin.password);
    const editorId = (
      decodeJwt((await signIn(app, editor.email, editor.password)).tokens.token) as { id: number }
    ).id;
    for (const token of [stranger.tokens.token, curator.tokens.token]) {
      for (const id of [editorId, 999999]) {
        const response = await app.inject({ method: 'GET', url: `/users/${id}`, headers: bearer(token) });
        expect(response.statusCode).toBe(403);
        expect(response.json()['hydra:description']).toBe('Access Denied.');
      }
    }
  });

  it('cannot change another user’s preferences or password', async () => {
    const victim = await newAccount('victim@example.org', 'victim-password');
    const stranger = await signIn(app, user.email, user.password);
    for (const payload of [{ password: 'taken-over-now' }, { receiveEmailsOffers: true }]) {
      const response = await app.inject({
        method: 'PUT',
        url: `/users/${victim.id}`,
        headers: bearer(stranger.tokens.token),
        payload,
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await signIn(app, 'victim@example.org', 'victim-password')).response.statusCode).toBe(200);
  });

  it('cannot change another person’s display name or avatar; the owner can', async () => {
    const owner = await newAccount('person.owner@example.org');
    const stranger = await signIn(app, user.email, user.password);
    const refused = await app.inject({
      method: 'PUT',
      url: `/people/${owner.personId}`,
      headers: bearer(stranger.tokens.token),
      payload: { name: 'Hijacked' },
    });
    expect(refused.statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'PUT',
      url: `/people/${owner.personId}`,
      payload: { name: 'X' },
    });
    expect(anonymous.statusCode).toBe(401);

    const changed = await app.inject({
      method: 'PUT',
      url: `/people/${owner.personId}`,
      headers: bearer(owner.tokens.token),
      payload: { name: '  Anna Rossi ', pictureUrl: '7' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      '@id': `/people/${owner.personId}`,
      name: 'Anna Rossi',
      pictureUrl: '7',
    });
    const bad = await app.inject({
      method: 'PUT',
      url: `/people/${owner.personId}`,
      headers: bearer(owner.tokens.token),
      payload: { name: ' ', pictureUrl: '9' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations).toEqual([
      { propertyPath: 'name', message: 'Name is required' },
      { propertyPath: 'pictureUrl', message: 'Avatar must be a number from 0 to 8' },
    ]);
    const publicPerson = await app.inject({ method: 'GET', url: `/people/${owner.personId}` });
    expect(publicPerson.json().name).toBe('Anna Rossi');
  });

  it('cannot delete another user’s account', async () => {
    const victim = await newAccount('delete.victim@example.org');
    const stranger = await signIn(app, user.email, user.password);
    const response = await app.inject({
      method: 'DELETE',
      url: `/users/${victim.id}`,
      headers: bearer(stranger.tokens.token),
    });
    expect(response.statusCode).toBe(403);
    expect((await signIn(app, 'delete.victim@example.org', 'a-good-password')).response.statusCode).toBe(200);
  });

  it('only an admin changes roles, and never their own', async () => {
    const target = await newAccount('promote.me@example.org');
    const asUser = await app.inject({
      method: 'PUT',
      url: `/users/${target.id}/roles`,
      headers: bearer(target.tokens.token),
      payload: { roles: ['ROLE_ADMIN'] },
    });
    expect(asUser.statusCode).toBe(403);
    const editorSession = await signIn(app, editor.email, editor.password);
    const asEditor = await app.inject({
      method: 'PUT',
      url: `/users/${target.id}/roles`,
      headers: bearer(editorSession.tokens.token),
      payload: { roles: ['ROLE_EDITOR'] },
    });
    expect(asEditor.statusCode).toBe(403);
    const adminSession = await signIn(app, admin.email, admin.password);
    const adminId = (decodeJwt(adminSession.tokens.token) as { id: number }).id;
    const ownRoles = await app.inject({
      method: 'PUT',
      url: `/users/${adminId}/roles`,
      headers: bearer(adminSession.tokens.token),
      payload: { roles: [] },
    });
    expect(ownRoles.statusCode).toBe(403);
    const promoted = await app.inject({
      method: 'PUT',
      url: `/users/${target.id}/roles`,
      headers: bearer(adminSession.tokens.token),
      payload: { roles: ['ROLE_EDITOR'] },
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().roles).toEqual(['ROLE_USER', 'ROLE_EDITOR']);
    const [row] = await db.select().from(users).where(eq(users.id, target.id));
    expect(row?.roles).toEqual(['ROLE_USER', 'ROLE_EDITOR']);
  });
});

describe('account deletion: DELETE /users/{id}', () => {
  it('signs out at once, refuses sign-in, and removes the account (not the person) once due', async () => {
    const account = await newAccount('leaving@example.org');
    const response = await app.inject({
      method: 'DELETE',
      url: `/users/${account.id}`,
      headers: bearer(account.tokens.token),
    });
    expect(response.statusCode).toBe(204);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/users/${account.id}`,
          headers: bearer(account.tokens.token),
        })
      ).statusCode,
    ).toBe(401);
    expect((await signIn(app, 'leaving@example.org', 'a-good-password')).response.statusCode).toBe(401);
    const [scheduled] = await db
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.userId, account.id));
    const delay = (scheduled?.deleteAfter.getTime() ?? 0) - (scheduled?.requestedAt.getTime() ?? 0);
    expect(delay).toBeLessThanOrEqual(3 * 24 * 3600 * 1000);

    const repository = createUserRepository(db);
    expect(await repository.purgeDueDeletions(new Date())).toBe(0);
    expect(
      await repository.purgeDueDeletions(new Date(Date.now() + 3 * 24 * 3600 * 1000)),
    ).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(users).where(eq(users.id, account.id))).toEqual([]);
    expect(await db.select().from(people).where(eq(people.id, account.personId))).toHaveLength(1);
    // The address is free again.
    expect((await register({ email: 'leaving@example.org', password: 'a-good-password' })).statusCode).toBe(
      201,
    );
  });
});

describe('housekeeping', () => {
  it('forgets revoked sessions and expired reset links once they are old', async () => {
    const { createSessionRepository } = await import('../auth/session.repository.js');
    const { refreshTokenFamilies, passwordResetTokens } = await import('../../db/schema/auth.js');
    const { tokens } = await signIn(app, user.email, user.password);
    await app.inject({ method: 'POST', url: '/logout', headers: bearer(tokens.token) });
    await app.inject({ method: 'PUT', url: `/request_password_reset_email/${user.email}`, payload: {} });
    const later = new Date(Date.now() + (app.config.auth.refreshTokenTtlSeconds + 60) * 1000);
    await createSessionRepository(db).deleteExpired(later, app.config.auth.refreshTokenTtlSeconds);
    await createUserRepository(db).deleteExpiredResetTokens(later);
    expect(await db.select().from(refreshTokenFamilies)).toEqual([]);
    expect(await db.select().from(passwordResetTokens)).toEqual([]);
  });

  it('refuses an oversized password body', async () => {
    const response = await register({ email: 'big@example.org', password: 'x'.repeat(20_000) });
    expect(response.statusCode).toBe(413);
  });
});
