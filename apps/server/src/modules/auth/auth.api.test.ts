import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.types.js';
import { demoUsers } from '../../seed/demo-content.js';
import { createTestApp } from '../../test/test-app.js';
import { bearer, lastMailTo, readOutbox, signIn } from './auth.test-support.js';

const admin = demoUsers[0];
const editor = demoUsers[1];
const user = demoUsers[2];

let app: App;
let close: () => Promise<void>;

beforeAll(async () => {
  const test = await createTestApp();
  app = test.app;
  close = test.close;
});
afterAll(() => close());

const refresh = (refreshToken: string, form: 'urlencoded' | 'multipart' | 'json' = 'urlencoded') => {
  if (form === 'json') {
    return app.inject({ method: 'POST', url: '/refresh_token', payload: { refresh_token: refreshToken } });
  }
  if (form === 'multipart') {
    const boundary = '----retropics';
    return app.inject({
      method: 'POST',
      url: '/refresh_token',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="refresh_token"\r\n\r\n${refreshToken}\r\n--${boundary}--\r\n`,
    });
  }
  return app.inject({
    method: 'POST',
    url: '/refresh_token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ refresh_token: refreshToken }).toString(),
  });
};

const getOwnAccount = async (token: string) => {
  const { id } = decodeJwt(token) as { id: number };
  return app.inject({ method: 'GET', url: `/users/${id}`, headers: bearer(token) });
};

describe('POST /authentication_token', () => {
  it('signs in with e-mail and password and answers a token pair whose JWT carries id, username, person_id, roles', async () => {
    const { response, tokens } = await signIn(app, editor.email, editor.password);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(tokens).sort()).toEqual(['refresh_token', 'token']);
    const claims = decodeJwt(tokens.token);
    expect(claims).toMatchObject({ username: editor.email, roles: ['ROLE_USER', 'ROLE_EDITOR'] });
    expect(typeof claims.id).toBe('number');
    expect(typeof claims.person_id).toBe('number');
    expect((claims.exp as number) - (claims.iat as number)).toBe(900);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('accepts the address in any case and with blanks around it', async () => {
    const { response } = await signIn(app, `  ${user.email.toUpperCase()} `, user.password);
    expect(response.statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and for an unknown address', async () => {
    const wrong = await signIn(app, user.email, 'wrong-password');
    const unknown = await signIn(app, 'nobody@retropics.local', 'wrong-password');
    expect(wrong.response.statusCode).toBe(401);
    expect(unknown.response.statusCode).toBe(401);
    expect(wrong.response.json()['hydra:description']).toBe('Invalid credentials.');
    expect(unknown.response.json()).toEqual(wrong.response.json());
  });

  it('refuses input against spec §5 with 422 violations in the spec’s words', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/authentication_token',
      payload: { email: 'not-an-address', password: '12345' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      { propertyPath: 'email', message: 'E-mail must be valid' },
      { propertyPath: 'password', message: 'Password must be at least 6 characters' },
    ]);
    const empty = await app.inject({ method: 'POST', url: '/authentication_token', payload: {} });
    expect(empty.json().violations).toEqual([
      { propertyPath: 'email', message: 'E-mail is required' },
      { propertyPath: 'password', message: 'Password is required' },
    ]);
  });
});

describe('requireUser / optionalUser', () => {
  it('answers 401 as JSON-LD without a token, with a malformed one, and with a forged one', async () => {
    const missing = await app.inject({ method: 'GET', url: '/users/1' });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    expect(missing.json()).toMatchObject({
      '@type': 'hydra:Error',
      'hydra:description': 'JWT Token not found',
    });

    const garbage = await app.inject({ method: 'GET', url: '/users/1', headers: bearer('abc.def.ghi') });
    expect(garbage.json()['hydra:description']).toBe('Invalid JWT Token');

    // Same claims, signed with another key: the signature check refuses it.
    const { tokens } = await signIn(app, admin.email, admin.password);
    const [header, payload] = tokens.token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('x'.repeat(32)).toString('base64url')}`;
    const refused = await app.inject({ method: 'GET', url: '/users/1', headers: bearer(forged) });
    expect(refused.statusCode).toBe(401);
  });

  it('refuses a token whose algorithm was switched to none', async () => {
    const { tokens } = await signIn(app, admin.email, admin.password);
    const payload = tokens.token.split('.')[1];
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const response = await app.inject({ method: 'GET', url: '/users/1', headers: bearer(unsigned) });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /refresh_token', () => {
  it('rotates: the refresh token is single-use and each refresh gives a new pair', async () => {
    const { tokens } = await signIn(app, user.email, user.password);
    const first = await refresh(tokens.refresh_token);
    expect(first.statusCode).toBe(200);
    const rotated = first.json() as { token: string; refresh_token: string };
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);
    expect((await getOwnAccount(rotated.token)).statusCode).toBe(200);
    // The next refresh works with the new token, sent as multipart and as JSON too.
    const second = await refresh(rotated.refresh_token, 'multipart');
    expect(second.statusCode).toBe(200);
    const third = await refresh(second.json().refresh_token, 'json');
    expect(third.statusCode).toBe(200);
  });

  it('reuse of a spent refresh token revokes the whole family, access tokens included', async () => {
    const { tokens } = await signIn(app, user.email, user.password);
    const rotated = (await refresh(tokens.refresh_token)).json() as { token: string; refresh_token: string };
    // A thief replays the first, already spent, refresh token.
    const replay = await refresh(tokens.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()['hydra:description']).toBe('Invalid refresh token.');
    // The owner's newer tokens died with the family.
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
    expect((await getOwnAccount(rotated.token)).statusCode).toBe(401);
    // Another session of the same user is untouched.
    const other = await signIn(app, user.email, user.password);
    expect((await getOwnAccount(other.tokens.token)).statusCode).toBe(200);
  });

  it('two concurrent refreshes with one token count as reuse', async () => {
    const { tokens } = await signIn(app, user.email, user.password);
    const answers = await Promise.all([refresh(tokens.refresh_token), refresh(tokens.refresh_token)]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 401]);
    const winner = answers.find((a) => a.statusCode === 200)?.json() as { refresh_token: string };
    expect((await refresh(winner.refresh_token)).statusCode).toBe(401);
  });

  it('refuses unknown tokens and a missing field', async () => {
    expect((await refresh('made-up-token')).statusCode).toBe(401);
    const missing = await app.inject({
      method: 'POST',
      url: '/refresh_token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(missing.statusCode).toBe(422);
  });
});

describe('POST /logout', () => {
  it('revokes the session of the bearer token: access and refresh token stop working at once', async () => {
    const { tokens } = await signIn(app, user.email, user.password);
    const logout = await app.inject({ method: 'POST', url: '/logout', headers: bearer(tokens.token) });
    expect(logout.statusCode).toBe(204);
    expect((await getOwnAccount(tokens.token)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });

  it('revokes by refresh token alone, and ignores unknown tokens', async () => {
    const { tokens } = await signIn(app, user.email, user.password);
    const logout = await app.inject({
      method: 'POST',
      url: '/logout',
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(logout.statusCode).toBe(204);
    expect((await getOwnAccount(tokens.token)).statusCode).toBe(401);
    const unknown = await app.inject({ method: 'POST', url: '/logout', payload: { refresh_token: 'nope' } });
    expect(unknown.statusCode).toBe(204);
  });
});

describe('password reset', () => {
  it('answers the same 200 whether or not the address has an account, and mails only a real one', async () => {
    const before = (await readOutbox(app)).length;
    const known = await app.inject({
      method: 'PUT',
      url: `/request_password_reset_email/${user.email}`,
      payload: {},
    });
    const unknown = await app.inject({
      method: 'PUT',
      url: '/request_password_reset_email/nobody@retropics.local',
      payload: {},
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const mails = await readOutbox(app);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)?.to).toContain(user.email);
  });

  it('refuses an address that is not e-mail-like with the registration message', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/request_password_reset_email/nope',
      payload: {},
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([{ propertyPath: 'email', message: 'EmailMustBeValid' }]);
  });

  it('resets from the mailed link once, in the browser’s language, and signs out every session', async () => {
    const session = await signIn(app, editor.email, editor.password);
    await app.inject({
      method: 'PUT',
      url: `/request_password_reset_email/${editor.email}`,
      headers: { 'accept-language': 'it-IT,it;q=0.9,en;q=0.5' },
      payload: {},
    });
    const mail = await lastMailTo(app, editor.email);
    expect(mail.subject).toBe('RetroPics: reimposta la password');
    const link = new URL(mail.link ?? '');
    const match = /^\/users\/reset_password\/(\d+)\/([\w-]+)$/.exec(link.pathname);
    expect(match).not.toBeNull();
    const [, id, token] = match as RegExpExecArray;

    const tooShort = await app.inject({
      method: 'PUT',
      url: `/reset_password/${id}/${token}`,
      payload: { password: 'short' },
    });
    expect(tooShort.statusCode).toBe(422);
    expect(tooShort.json().violations).toEqual([{ propertyPath: 'password', message: 'PasswordLength' }]);

    const reset = await app.inject({
      method: 'PUT',
      url: `/reset_password/${id}/${token}`,
      payload: { password: 'a-brand-new-password' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await getOwnAccount(session.tokens.token)).statusCode).toBe(401);
    expect((await signIn(app, editor.email, editor.password)).response.statusCode).toBe(401);
    expect((await signIn(app, editor.email, 'a-brand-new-password')).response.statusCode).toBe(200);

    const again = await app.inject({
      method: 'PUT',
      url: `/reset_password/${id}/${token}`,
      payload: { password: 'yet-another-password' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()['hydra:description']).toBe('The password reset link is invalid or has expired.');
  });

  it('refuses a made-up token and a token of another user', async () => {
    await app.inject({ method: 'PUT', url: `/request_password_reset_email/${admin.email}`, payload: {} });
    const mail = await lastMailTo(app, admin.email);
    const [, id, token] = /\/users\/reset_password\/(\d+)\/([\w-]+)/.exec(mail.link ?? '') as RegExpExecArray;
    const madeUp = await app.inject({
      method: 'PUT',
      url: `/reset_password/${id}/x${token}`,
      payload: { password: 'whatever-1234' },
    });
    expect(madeUp.statusCode).toBe(400);
    const otherUser = await app.inject({
      method: 'PUT',
      url: `/reset_password/${Number(id) + 1}/${token}`,
      payload: { password: 'whatever-1234' },
    });
    expect(otherUser.statusCode).toBe(400);
    expect((await signIn(app, admin.email, admin.password)).response.statusCode).toBe(200);
  });
});

describe('GET /connect/providers', () => {
  it('lists none when no provider is configured, and /connect/google answers 404', async () => {
    expect((await app.inject({ method: 'GET', url: '/connect/providers' })).json()).toEqual({
      providers: [],
    });
    const google = await app.inject({ method: 'GET', url: '/connect/google' });
    expect(google.statusCode).toBe(404);
  });
});
