import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.types.js';
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/database.js';
import { webPushSubscriptions } from '../../db/schema/site.js';
import { ValidationFailed } from '../../hydra/hydra-errors.js';
import { demoUsers } from '../../seed/demo-content.js';
import type { SignedIn } from '../../test/factories.js';
import { policyTable } from '../../test/policy.js';
import { createTestApp } from '../../test/test-app.js';
import {
  browserSubscription,
  type ReceivedPush,
  readMessage,
  startPushService,
} from '../../test/web-push-service.js';
import { bearer, signIn } from '../auth/auth.test-support.js';
import { createPushServiceRepository } from './push-service.repository.js';
import { createWebPushRepository } from './webpush.repository.js';
import { createWebPushService, MAX_SUBSCRIPTIONS_PER_PERSON } from './webpush.service.js';

const [admin, editor, user] = demoUsers;

let app: App;
let db: Database;
let config: Config;
let close: () => Promise<void>;
let pushService: Awaited<ReturnType<typeof startPushService>>;
const tokens: Record<'admin' | 'editor' | 'user', string> = { admin: '', editor: '', user: '' };

beforeAll(async () => {
  ({ app, db, config, close } = await createTestApp({
    environment: { WEBPUSH_ALLOW_HTTP_ENDPOINTS: 'true' },
  }));
  pushService = await startPushService();
  for (const account of [admin, editor, user]) {
    tokens[account.key] = (await signIn(app, account.email, account.password)).tokens.token;
  }
});
afterAll(async () => {
  await close();
  await pushService?.close();
});
beforeEach(async () => {
  pushService.received.length = 0;
  await db.delete(webPushSubscriptions);
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: keyof typeof tokens | null,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method,
    url,
    headers: { ...(who ? bearer(tokens[who]) : {}), ...headers },
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });

const personIdOf = async (who: keyof typeof tokens) =>
  (JSON.parse(Buffer.from(tokens[who].split('.')[1] ?? '', 'base64url').toString()) as { person_id: number })
    .person_id;

const storedRows = () => db.select().from(webPushSubscriptions).orderBy(webPushSubscriptions.id);

/** Subscribes a new browser of `owner`; returns its endpoint. */
async function subscribedBrowser(owner: SignedIn) {
  const browser = browserSubscription(`${pushService.origin}/push/${randomBytes(8).toString('hex')}`);
  const response = await app.inject({
    method: 'POST',
    url: '/webpush',
    headers: owner.headers,
    payload: { subscription: browser.json },
  });
  expect(response.statusCode).toBe(201);
  return browser.json.endpoint;
}

describe('spec §6: the policy of each route', () => {
  const everyone = ['owner', 'user', 'editor', 'admin'] as const;
  policyTable(
    () => app,
    [
      {
        route: 'POST /webpush',
        allowed: everyone,
        request: () => ({
          method: 'POST',
          url: '/webpush',
          payload: {
            subscription: browserSubscription(`${pushService.origin}/push/${randomBytes(8).toString('hex')}`)
              .json,
          },
        }),
      },
      {
        route: 'PUT /webpush',
        request: async (owner) => ({
          method: 'PUT',
          url: '/webpush',
          payload: { subscription: { endpoint: await subscribedBrowser(owner) }, options: { locale: 'en' } },
        }),
      },
      {
        route: 'DELETE /webpush',
        request: async (owner) => ({
          method: 'DELETE',
          url: '/webpush',
          payload: { subscription: { endpoint: await subscribedBrowser(owner) } },
        }),
      },
      {
        route: 'POST /webpush/ping',
        allowed: everyone,
        request: () => ({ method: 'POST', url: '/webpush/ping' }),
      },
    ],
  );
});

describe('GET /webpush', () => {
  it('gives the VAPID public key, created once in DATA_DIR', async () => {
    const response = await call('GET', '/webpush', null);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ '@id': '/webpush', '@type': 'WebPush' });
    expect(body.applicationServerKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    // An uncompressed P-256 point, as PushManager.subscribe expects.
    expect(Buffer.from(body.applicationServerKey, 'base64url')[0]).toBe(0x04);
    const stored = JSON.parse(await readFile(config.webPush.keyFile, 'utf8'));
    expect(stored.publicKey).toBe(body.applicationServerKey);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('who may call', () => {
  it.each([
    ['POST', '/webpush'],
    ['PUT', '/webpush'],
    ['DELETE', '/webpush'],
    ['POST', '/webpush/ping'],
  ] as const)('%s %s without a token answers 401 hydra:Error', async (method, url) => {
    const response = await call(method, url, null, { subscription: { endpoint: 'https://push.example/x' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      '@type': 'hydra:Error',
      'hydra:description': 'JWT Token not found',
    });
  });
});

describe('POST /webpush', () => {
  it('refuses a malformed subscription with 422 and one violation per field', async () => {
    const response = await call('POST', '/webpush', 'user', {
      subscription: { endpoint: 'not a url', keys: { p256dh: 'short', auth: 42 } },
      options: { locale: 'fr' },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body['@type']).toBe('ConstraintViolationList');
    expect(body.violations).toEqual([
      {
        propertyPath: 'subscription.endpoint',
        message: 'endpoint must be the https address of a push service',
      },
      {
        propertyPath: 'subscription.keys.p256dh',
        message: "keys.p256dh must be the browser's P-256 public key (base64url, 65 bytes)",
      },
      {
        propertyPath: 'subscription.keys.auth',
        message: "keys.auth must be the browser's authentication secret (base64url, 16 bytes)",
      },
      { propertyPath: 'options.locale', message: 'options.locale must be one of de, en, it' },
    ]);
    expect(await storedRows()).toEqual([]);
  });

  it('refuses a body without a subscription', async () => {
    const response = await call('POST', '/webpush', 'user', {});
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      { propertyPath: 'subscription', message: 'subscription is required' },
    ]);
  });

  it('registers the browser for the signed-in person (201), and again updates it (200)', async () => {
    const browser = browserSubscription(`${pushService.origin}/push/a`);
    const first = await call('POST', '/webpush', 'user', {
      subscription: browser.json,
      options: { locale: 'it' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      '@type': 'WebPushSubscription',
      endpoint: browser.json.endpoint,
      options: { locale: 'it' },
    });
    expect(first.json()).not.toHaveProperty('keys');

    // The browser renewed its keys: the same endpoint, one row, the new keys.
    const renewed = browserSubscription(browser.json.endpoint);
    const again = await call('POST', '/webpush', 'user', { subscription: renewed.json });
    expect(again.statusCode).toBe(200);
    expect(again.json().options).toEqual({ locale: 'it' });
    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.personId).toBe(await personIdOf('user'));
    expect(rows[0]?.keys).toEqual(renewed.json.keys);
  });

  it('hands a browser to whoever signs in on it and registers it next', async () => {
    const browser = browserSubscription(`${pushService.origin}/push/shared`);
    expect((await call('POST', '/webpush', 'user', { subscription: browser.json })).statusCode).toBe(201);
    expect((await call('POST', '/webpush', 'editor', { subscription: browser.json })).statusCode).toBe(200);
    const rows = await storedRows();
    expect(rows.map((row) => row.personId)).toEqual([await personIdOf('editor')]);
  });

  it(`keeps the ${MAX_SUBSCRIPTIONS_PER_PERSON} newest subscriptions of a person`, async () => {
    for (let device = 0; device <= MAX_SUBSCRIPTIONS_PER_PERSON; device += 1) {
      const browser = browserSubscription(`${pushService.origin}/push/device-${device}`);
      expect((await call('POST', '/webpush', 'user', { subscription: browser.json })).statusCode).toBe(201);
    }
    const endpoints = (await storedRows()).map((row) => row.endpoint);
    expect(endpoints).toHaveLength(MAX_SUBSCRIPTIONS_PER_PERSON);
    expect(endpoints).not.toContain(`${pushService.origin}/push/device-0`);
  });

  it('takes only https push services unless WEBPUSH_ALLOW_HTTP_ENDPOINTS is set', async () => {
    const strict = createWebPushService({
      subscriptions: createWebPushRepository(db),
      pushService: createPushServiceRepository({
        vapidKeys: { publicKey: '', privateKey: '' },
        subject: 'mailto:a@b.c',
      }),
      applicationServerKey: '',
      allowHttpEndpoints: false,
      log: app.log,
    });
    const who = { id: 1, personId: await personIdOf('user'), username: 'user', roles: ['ROLE_USER'] };
    const attempt = strict.register(who, { subscription: browserSubscription('http://10.0.0.1/push').json });
    await expect(attempt).rejects.toBeInstanceOf(ValidationFailed);
    await expect(attempt).rejects.toMatchObject({
      violations: [
        {
          propertyPath: 'subscription.endpoint',
          message: 'endpoint must be the https address of a push service',
        },
      ],
    });
    expect(await storedRows()).toEqual([]);
  });
});

describe('PUT /webpush', () => {
  it("changes the options of one's own subscription, not of someone else's", async () => {
    const browser = browserSubscription(`${pushService.origin}/push/options`);
    await call('POST', '/webpush', 'user', { subscription: browser.json });
    const reference = { endpoint: browser.json.endpoint };

    const changed = await call('PUT', '/webpush', 'user', {
      subscription: reference,
      options: { locale: 'en' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().options).toEqual({ locale: 'en' });

    const stranger = await call('PUT', '/webpush', 'editor', {
      subscription: reference,
      options: { locale: 'de' },
    });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()['@type']).toBe('hydra:Error');
    expect((await storedRows())[0]?.options).toEqual({ locale: 'en' });

    const unknown = await call('PUT', '/webpush', 'user', {
      subscription: { endpoint: `${pushService.origin}/push/never` },
      options: { locale: 'de' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()['hydra:description']).toBe('Subscription not found.');
  });
});

describe('DELETE /webpush', () => {
  it("removes one's own subscription; someone else's stays", async () => {
    const mine = browserSubscription(`${pushService.origin}/push/mine`);
    const theirs = browserSubscription(`${pushService.origin}/push/theirs`);
    await call('POST', '/webpush', 'user', { subscription: mine.json });
    await call('POST', '/webpush', 'editor', { subscription: theirs.json });

    const refused = await call('DELETE', '/webpush', 'user', {
      subscription: { endpoint: theirs.json.endpoint },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ '@type': 'hydra:Error', 'hydra:description': 'Access Denied.' });

    const removed = await call('DELETE', '/webpush', 'user', {
      subscription: { endpoint: mine.json.endpoint },
    });
    expect(removed.statusCode).toBe(204);
    expect((await storedRows()).map((row) => row.endpoint)).toEqual([theirs.json.endpoint]);

    // Unsubscribing a browser the server already forgot is not an error.
    const again = await call('DELETE', '/webpush', 'user', {
      subscription: { endpoint: mine.json.endpoint },
    });
    expect(again.statusCode).toBe(204);
  });

  it('needs the endpoint', async () => {
    const response = await call('DELETE', '/webpush', 'user', { subscription: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations[0].propertyPath).toBe('subscription.endpoint');
  });
});

describe('POST /webpush/ping', () => {
  it("delivers an encrypted, VAPID-signed test notification to each of the person's devices", async () => {
    const phone = browserSubscription(`${pushService.origin}/push/phone`);
    const laptop = browserSubscription(`${pushService.origin}/push/laptop`);
    const strangers = browserSubscription(`${pushService.origin}/push/stranger`);
    await call('POST', '/webpush', 'editor', { subscription: phone.json, options: { locale: 'en' } });
    await call('POST', '/webpush', 'editor', { subscription: laptop.json });
    await call('POST', '/webpush', 'admin', { subscription: strangers.json });

    const response = await call('POST', '/webpush/ping', 'editor', undefined, {
      'accept-language': 'it-CH,it;q=0.9',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      '@type': 'WebPushDelivery',
      delivered: 2,
      expired: 0,
      failed: 0,
    });

    expect(pushService.received.map((push) => push.path).sort()).toEqual(['/push/laptop', '/push/phone']);
    const applicationServerKey = (await call('GET', '/webpush', null)).json().applicationServerKey as string;
    const point = Buffer.from(applicationServerKey, 'base64url');
    const vapidKey = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    for (const push of pushService.received) {
      expect(push.method).toBe('POST');
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(push.headers['content-type']).toBe('application/octet-stream');
      expect(Number(push.headers.ttl)).toBe(3600);
      // VAPID (RFC 8292): a JWT for this push service's origin, signed with our key, and the key itself.
      const [, jwt, key] = /^vapid t=([^,]+), k=(\S+)$/.exec(String(push.headers.authorization)) ?? [];
      expect(key).toBe(applicationServerKey);
      const { payload } = await jwtVerify(jwt ?? '', vapidKey, { audience: pushService.origin });
      expect(payload.sub).toBe(config.webPush.subject);
      expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
    }

    const byPath = (path: string) => pushService.received.find((push) => push.path === path) as ReceivedPush;
    expect(readMessage(byPath('/push/phone'), phone)).toEqual({
      title: 'RetroPics',
      body: 'Push notifications are switched on. This is how they look.',
      url: '/settings',
      icon: '/icons/icon-192.png',
      tag: 'retropics-ping',
    });
    // No language stored for the laptop: the one the request asked for.
    expect(readMessage(byPath('/push/laptop'), laptop).body).toBe(
      'Le notifiche push sono attive. Ecco come appaiono.',
    );
    // A message for someone else cannot be read with the keys of this browser.
    expect(() => readMessage(byPath('/push/laptop'), phone)).toThrow();
  });

  it('removes a subscription the push service has forgotten (410)', async () => {
    const gone = browserSubscription(`${pushService.origin}/gone/old-phone`);
    const live = browserSubscription(`${pushService.origin}/push/new-phone`);
    await call('POST', '/webpush', 'user', { subscription: gone.json });
    await call('POST', '/webpush', 'user', { subscription: live.json });

    const response = await call('POST', '/webpush/ping', 'user');
    expect(response.json()).toMatchObject({ delivered: 1, expired: 1, failed: 0 });
    expect((await storedRows()).map((row) => row.endpoint)).toEqual([live.json.endpoint]);
  });

  it('counts a push service that cannot be reached as failed and keeps the subscription', async () => {
    const unreachable = browserSubscription('http://127.0.0.1:9/push/nobody-listens');
    await call('POST', '/webpush', 'user', { subscription: unreachable.json });
    const response = await call('POST', '/webpush/ping', 'user');
    expect(response.json()).toMatchObject({ delivered: 0, expired: 0, failed: 1 });
    expect(await storedRows()).toHaveLength(1);
  });

  it('lets other features notify a person through app.webPush', async () => {
    const browser = browserSubscription(`${pushService.origin}/push/news`);
    await call('POST', '/webpush', 'user', { subscription: browser.json, options: { locale: 'de' } });
    const report = await app.webPush.notifyPerson(await personIdOf('user'), (locale) => ({
      title: `Neu (${locale})`,
      body: 'Ein Kommentar zu deinem Foto',
      url: '/photographs/show/1',
    }));
    expect(report).toEqual({ delivered: 1, expired: 0, failed: 0 });
    expect(readMessage(pushService.received[0] as ReceivedPush, browser)).toEqual({
      title: 'Neu (de)',
      body: 'Ein Kommentar zu deinem Foto',
      url: '/photographs/show/1',
    });
    const [row] = await db
      .select()
      .from(webPushSubscriptions)
      .where(eq(webPushSubscriptions.endpoint, browser.json.endpoint));
    expect(row).toBeDefined();
  });
});
