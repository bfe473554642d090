import { readFile, stat } from 'node:fs/promises';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.types.js';
import { readConfig } from '../../config/config.js';
import { registerHydraErrors } from '../../hydra/hydra-errors.js';
import { demoUsers } from '../../seed/demo-content.js';
import { createTestApp } from '../../test/test-app.js';
import { issueAccessToken } from './access-token.service.js';
import { authRequestDecorator, optionalUser, requireUser, signedInUser } from './auth.hooks.js';
import { bearer, signIn } from './auth.test-support.js';
import { signingKey } from './signing-key.repository.js';

/** The hook API as another module uses it: a bare Fastify app with two routes of its own. */
let app: App;
let close: () => Promise<void>;
const probe = Fastify();

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  probe.decorate('db', app.db);
  probe.decorate('config', app.config);
  registerHydraErrors(probe);
  await probe.register(authRequestDecorator);
  probe.get('/private', { preHandler: requireUser }, async (request) => signedInUser(request));
  probe.get('/public', { preHandler: optionalUser }, async (request) => ({ user: request.user }));
  probe.get('/unguarded', async (request) => ({ user: request.user }));
  await probe.ready();
});
afterAll(async () => {
  await probe.close();
  await close();
});

describe('auth hooks for other modules', () => {
  it('requireUser sets request.user = { id, personId, username, roles } from a valid token', async () => {
    const { tokens } = await signIn(app, demoUsers[1].email, demoUsers[1].password);
    const response = await probe.inject({ method: 'GET', url: '/private', headers: bearer(tokens.token) });
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(Object.keys(user).sort()).toEqual(['id', 'personId', 'roles', 'username']);
    expect(user).toMatchObject({ username: demoUsers[1].email, roles: ['ROLE_USER', 'ROLE_EDITOR'] });
  });

  it('requireUser answers 401 hydra:Error without a token', async () => {
    const response = await probe.inject({ method: 'GET', url: '/private' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ '@type': 'hydra:Error', status: 401 });
  });

  it('optionalUser lets anonymous and bad tokens through as null; routes without a hook see null', async () => {
    const { tokens } = await signIn(app, demoUsers[2].email, demoUsers[2].password);
    const signedIn = await probe.inject({ method: 'GET', url: '/public', headers: bearer(tokens.token) });
    expect(signedIn.json().user.username).toBe(demoUsers[2].email);
    expect((await probe.inject({ method: 'GET', url: '/public' })).json()).toEqual({ user: null });
    const bad = await probe.inject({ method: 'GET', url: '/public', headers: bearer('nonsense') });
    expect(bad.json()).toEqual({ user: null });
    const unguarded = await probe.inject({ method: 'GET', url: '/unguarded', headers: bearer(tokens.token) });
    expect(unguarded.json()).toEqual({ user: null });
  });

  it('an expired access token is refused as expired, and the refresh token keeps the user signed in', async () => {
    const { tokens } = await signIn(app, demoUsers[2].email, demoUsers[2].password);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (app.config.auth.accessTokenTtlSeconds + 5) * 1000);
      const expired = await probe.inject({ method: 'GET', url: '/private', headers: bearer(tokens.token) });
      expect(expired.statusCode).toBe(401);
      expect(expired.json()['hydra:description']).toBe('Expired JWT Token');
      // A read that depends on the viewer refuses it too, so the client refreshes instead of
      // showing the owner a visitor's answer (a 404 for their own private album).
      const expiredRead = await probe.inject({
        method: 'GET',
        url: '/public',
        headers: bearer(tokens.token),
      });
      expect(expiredRead.statusCode).toBe(401);
      expect(expiredRead.json()['hydra:description']).toBe('Expired JWT Token');
      const refreshed = await app.inject({
        method: 'POST',
        url: '/refresh_token',
        payload: { refresh_token: tokens.refresh_token },
      });
      expect(refreshed.statusCode).toBe(200);
      const again = await probe.inject({
        method: 'GET',
        url: '/private',
        headers: bearer(refreshed.json().token),
      });
      expect(again.statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a validly signed token for a session that never existed is refused', async () => {
    const token = await issueAccessToken(
      app.config,
      { id: 1, personId: 1, username: demoUsers[0].email, roles: ['ROLE_USER', 'ROLE_ADMIN'] },
      'made-up-session',
    );
    expect((await probe.inject({ method: 'GET', url: '/private', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });
});

describe('signing key', () => {
  it('is created once in DATA_DIR, readable by its owner only, and reused after a restart', async () => {
    const first = await signingKey(readConfig({ DATA_DIR: app.config.dataDir }));
    const afterRestart = await signingKey(readConfig({ DATA_DIR: app.config.dataDir }));
    expect(Buffer.from(afterRestart).equals(Buffer.from(first))).toBe(true);
    const file = `${app.config.dataDir}/secrets/jwt-signing-key`;
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).length).toBeGreaterThanOrEqual(64);
  });

  it('is JWT_SECRET when set, so several nodes can share it', async () => {
    const secret = 'a-shared-secret-of-at-least-32-characters';
    const key = await signingKey(readConfig({ DATA_DIR: app.config.dataDir, JWT_SECRET: secret }));
    expect(new TextDecoder().decode(key)).toBe(secret);
    expect(() => readConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
  });
});
