import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt } from 'jose';
import { Provider } from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.types.js';
import { demoUsers } from '../../seed/demo-content.js';
import { createTestApp } from '../../test/test-app.js';
import { activationCall, bearer, lastMailTo } from './auth.test-support.js';

/**
 * The whole OAuth flow against a real OpenID Connect provider (oidc-provider) running in this
 * process on 127.0.0.1. It plays Google through discovery and Facebook through explicit endpoints
 * (plain OAuth 2 plus a user-info call). Its login screen signs in whoever `nextAccount` names.
 */

type Account = { email: string; verified: boolean; name: string };
const accounts: Record<string, Account> = {
  'google-new': { email: 'oauth.new@example.org', verified: true, name: 'New Person' },
  'google-editor': { email: demoUsers[1].email, verified: true, name: 'Maria Huber' },
  'google-unverified': { email: demoUsers[0].email, verified: false, name: 'Not The Admin' },
  'google-stranger': { email: 'stranger@example.org', verified: true, name: 'Stranger' },
  'fb-user': { email: demoUsers[2].email, verified: true, name: 'Demo User' },
};
let nextAccount = 'google-new';

const PUBLIC_URL = 'http://localhost:8080';
let providerServer: http.Server;
let issuer: string;
let app: App;
let close: () => Promise<void>;

async function startProvider() {
  providerServer = http.createServer();
  await new Promise<void>((resolve) => providerServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}`;
  const redirectUris = (name: string) => [
    `${PUBLIC_URL}/connect/${name}/check`,
    `${PUBLIC_URL}/connect/${name}/check/register`,
  ];
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'retropics-google',
        client_secret: 'google-secret',
        redirect_uris: redirectUris('google'),
        token_endpoint_auth_method: 'client_secret_post',
      },
      {
        client_id: 'retropics-facebook',
        client_secret: 'facebook-secret',
        redirect_uris: redirectUris('facebook'),
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, id) => {
      const account = accounts[id];
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: account.email,
          email_verified: account.verified,
          name: account.name,
        }),
      };
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    cookies: { keys: ['oidc-test-cookie-key'] },
  });
  const callback = provider.callback();
  providerServer.on('request', async (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return callback(req, res);
    // The test's login and consent screen: whoever nextAccount names agrees to everything.
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'login') {
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: nextAccount } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const grant = new provider.Grant({
        accountId: details.session?.accountId,
        clientId: details.params.client_id as string,
      });
      const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });
}

beforeAll(async () => {
  await startProvider();
  ({ app, close } = await createTestApp({
    environment: {
      PUBLIC_URL,
      OAUTH_ALLOW_INSECURE: 'true',
      OAUTH_GOOGLE_CLIENT_ID: 'retropics-google',
      OAUTH_GOOGLE_CLIENT_SECRET: 'google-secret',
      OAUTH_GOOGLE_ISSUER: issuer,
      OAUTH_FACEBOOK_CLIENT_ID: 'retropics-facebook',
      OAUTH_FACEBOOK_CLIENT_SECRET: 'facebook-secret',
      OAUTH_FACEBOOK_ISSUER: issuer,
      OAUTH_FACEBOOK_AUTHORIZATION_URL: `${issuer}/auth`,
      OAUTH_FACEBOOK_TOKEN_URL: `${issuer}/token`,
      OAUTH_FACEBOOK_USERINFO_URL: `${issuer}/me`,
      OAUTH_FACEBOOK_SCOPE: 'openid email',
    },
  }));
});
afterAll(async () => {
  await close();
  providerServer.closeAllConnections();
  await new Promise<void>((resolve) => providerServer.close(() => resolve()));
});

/**
 * What a browser does: GET /connect/{provider} on our server, follow the provider's redirects
 * with its cookies until it sends the browser back to the web app's check page.
 */
async function browseToProvider(providerName: string, options: { register?: boolean } = {}) {
  const start = await app.inject({
    method: 'GET',
    url: `/connect/${providerName}${options.register ? '?register=true' : ''}`,
  });
  expect(start.statusCode).toBe(302);
  const stateCookie = String(start.headers['set-cookie']).split(';')[0] as string;
  expect(String(start.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
  const jar = new Map<string, string>();
  let location = new URL(String(start.headers.location));
  expect(location.origin).toBe(issuer);
  expect(location.searchParams.get('code_challenge_method')).toBe('S256');
  expect(location.searchParams.get('state')).toBe(stateCookie.split('=')[1]);
  for (let hop = 0; hop < 10 && location.origin !== PUBLIC_URL; hop++) {
    const response = await fetch(location, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const [name = '', ...value] = pair.split('=');
      jar.set(name, value.join('='));
    }
    const next = response.headers.get('location');
    if (!next)
      throw new Error(`provider stopped at ${location} with ${response.status}: ${await response.text()}`);
    location = new URL(next, location);
  }
  return { callback: location, stateCookie };
}

/** What the web app's check page does with the query the provider sent back. */
function check(providerName: string, callback: URL, stateCookie: string | undefined, register = false) {
  const query = new URLSearchParams(callback.search);
  if (register) query.set('register', 'true');
  return app.inject({
    method: 'GET',
    url: `/connect/${providerName}/check?${query}`,
    headers: { accept: 'application/json', ...(stateCookie ? { cookie: stateCookie } : {}) },
  });
}

describe('OAuth with a local OpenID Connect provider', () => {
  it('refuses a provider account that has no RetroPics account with the spec’s German 403', async () => {
    nextAccount = 'google-stranger';
    const { callback, stateCookie } = await browseToProvider('google');
    expect(callback.pathname).toBe('/connect/google/check');
    const response = await check('google', callback, stateCookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()['hydra:description']).toBe(
      'Du musst dich vorher registrieren oder dein Account wurde noch nicht freigeschaltet',
    );
  });

  it('registers with register=true: answers register, mails the activation link, then signs in with Google', async () => {
    nextAccount = 'google-new';
    const { callback, stateCookie } = await browseToProvider('google', { register: true });
    expect(callback.pathname).toBe('/connect/google/check/register');
    const registered = await check('google', callback, stateCookie, true);
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toEqual({ token: null, refresh_token: null, register: true });

    // Not yet activated: signing in with Google says so.
    const early = await browseToProvider('google');
    expect((await check('google', early.callback, early.stateCookie)).statusCode).toBe(403);

    const link = (await lastMailTo(app, 'oauth.new@example.org')).link ?? '';
    expect((await app.inject({ method: 'PUT', url: activationCall(link) })).statusCode).toBe(200);

    const later = await browseToProvider('google');
    const signedIn = await check('google', later.callback, later.stateCookie);
    expect(signedIn.statusCode).toBe(200);
    const answer = signedIn.json();
    expect(answer.register).toBe(false);
    const claims = decodeJwt(answer.token) as { id: number; username: string };
    expect(claims.username).toBe('oauth.new@example.org');
    const account = await app.inject({
      method: 'GET',
      url: `/users/${claims.id}`,
      headers: bearer(answer.token),
    });
    expect(account.statusCode).toBe(200);
    // The refresh token of an OAuth sign-in rotates like any other.
    const refreshed = await app.inject({
      method: 'POST',
      url: '/refresh_token',
      payload: { refresh_token: answer.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('signs in an existing account whose address the provider has verified, and links it', async () => {
    nextAccount = 'google-editor';
    const { callback, stateCookie } = await browseToProvider('google');
    const response = await check('google', callback, stateCookie);
    expect(response.statusCode).toBe(200);
    expect(decodeJwt(response.json().token)).toMatchObject({
      username: demoUsers[1].email,
      roles: ['ROLE_USER', 'ROLE_EDITOR'],
    });
  });

  it('never links by an unverified address: no account takeover through a provider', async () => {
    nextAccount = 'google-unverified';
    const { callback, stateCookie } = await browseToProvider('google', { register: true });
    const response = await check('google', callback, stateCookie, true);
    expect(response.statusCode).toBe(403);
  });

  it('works with a plain OAuth 2 provider (the Facebook settings) through the user-info call', async () => {
    nextAccount = 'fb-user';
    const { callback, stateCookie } = await browseToProvider('facebook');
    expect(callback.pathname).toBe('/connect/facebook/check');
    const response = await check('facebook', callback, stateCookie);
    expect(response.statusCode).toBe(200);
    expect(decodeJwt(response.json().token)).toMatchObject({ username: demoUsers[2].email });
  });

  it('refuses a check without the state cookie, with another browser’s state, and a replayed answer', async () => {
    nextAccount = 'google-editor';
    const first = await browseToProvider('google');
    expect((await check('google', first.callback, undefined)).statusCode).toBe(400);
    const second = await browseToProvider('google');
    // The first browser's answer presented with the second browser's cookie (login CSRF).
    expect((await check('google', first.callback, second.stateCookie)).statusCode).toBe(400);
    const ok = await check('google', second.callback, second.stateCookie);
    expect(ok.statusCode).toBe(200);
    const replay = await check('google', second.callback, second.stateCookie);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()['hydra:description']).toBe(
      'The sign-in with the provider failed. Please try again.',
    );
  });

  it('refuses a forged code', async () => {
    nextAccount = 'google-editor';
    const { callback, stateCookie } = await browseToProvider('google');
    callback.searchParams.set('code', 'forged-code');
    expect((await check('google', callback, stateCookie)).statusCode).toBe(400);
  });

  it('lists the configured providers for the web app', async () => {
    const response = await app.inject({ method: 'GET', url: '/connect/providers' });
    expect(response.json()).toEqual({ providers: ['google', 'facebook'] });
  });

  it('refuses unknown providers', async () => {
    expect((await app.inject({ method: 'GET', url: '/connect/twitter' })).statusCode).toBe(400);
  });
});
