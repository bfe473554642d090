import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.types.js';
import type { Database } from '../../db/database.js';
import { TooManyRequests } from '../../hydra/hydra-errors.js';
import { createTestApp } from '../../test/test-app.js';
import { createRateLimitRepository } from './rate-limit.repository.js';
import { createRateLimitService } from './rate-limit.service.js';

let app: App;
let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, db, close } = await createTestApp({
    seed: false,
    environment: {
      AUTH_RATE_LIMIT_PER_ADDRESS: '3',
      AUTH_RATE_LIMIT_PER_IP: '5',
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '31536000',
      // The requests come "through" a proxy on loopback that names the client.
      TRUST_PROXY: '127.0.0.1',
    },
  }));
});
afterAll(() => close());

const login = (email: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/authentication_token',
    headers: { 'x-forwarded-for': ip },
    payload: { email, password: 'guessing-123' },
  });

describe('rate limits on sign-in, registration and reset', () => {
  it('allows 3 sign-in attempts per address, then answers 429 with Retry-After, from any IP', async () => {
    const codes = [];
    for (let attempt = 0; attempt < 3; attempt++)
      codes.push((await login('target@example.org', `198.51.100.${attempt}`)).statusCode);
    expect(codes).toEqual([401, 401, 401]);
    const blocked = await login('target@example.org', '198.51.100.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ '@type': 'hydra:Error', status: 429 });
    expect(blocked.json()['hydra:description']).toMatch(/^Too many attempts\. Please wait \d+ minutes/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The address is blocked, others from a fresh IP are not.
    expect((await login('someone.else@example.org', '198.51.100.100')).statusCode).toBe(401);
  });

  it('allows 5 attempts per IP across addresses, then 429', async () => {
    const codes = [];
    for (let attempt = 0; attempt < 6; attempt++)
      codes.push((await login(`spray${attempt}@example.org`, '192.0.2.7')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('limits reset requests per address with the same 429, whether or not the address exists', async () => {
    const codes = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await app.inject({
        method: 'PUT',
        url: '/request_password_reset_email/unknown@example.org',
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
        payload: {},
      });
      codes.push(response.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('limits registrations per IP', async () => {
    const codes = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await app.inject({
        method: 'POST',
        url: '/users',
        headers: { 'x-forwarded-for': '192.0.2.55' },
        payload: { email: `new${attempt}@example.org`, password: 'a-good-password' },
      });
      codes.push(response.statusCode);
    }
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('counts in the database, so two nodes share one counter, and starts afresh in the next window', async () => {
    const settings = {
      ...app.config.auth,
      rateLimitPerAddress: 2,
      rateLimitPerIp: 100,
      rateLimitWindowSeconds: 60,
    };
    const nodeA = createRateLimitService(createRateLimitRepository(db), settings);
    const nodeB = createRateLimitService(createRateLimitRepository(db), settings);
    const now = new Date('2030-01-01T10:00:05Z');
    await nodeA.consume('login', { email: 'shared@example.org', ip: '10.0.0.1' }, now);
    await nodeB.consume('login', { email: 'shared@example.org', ip: '10.0.0.2' }, now);
    await expect(
      nodeA.consume('login', { email: 'shared@example.org', ip: '10.0.0.3' }, now),
    ).rejects.toBeInstanceOf(TooManyRequests);
    const nextWindow = new Date('2030-01-01T10:01:01Z');
    await expect(
      nodeB.consume('login', { email: 'shared@example.org', ip: '10.0.0.4' }, nextWindow),
    ).resolves.toBeUndefined();
  });
});

describe('proxy trust', () => {
  it('ignores X-Forwarded-For from clients when no proxy is trusted, so the per-IP limit holds', async () => {
    const direct = await createTestApp({
      seed: false,
      environment: { AUTH_RATE_LIMIT_PER_IP: '2', AUTH_RATE_LIMIT_PER_ADDRESS: '100' },
    });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await direct.app.inject({
          method: 'POST',
          url: '/authentication_token',
          headers: { 'x-forwarded-for': `198.51.100.${attempt}` },
          payload: { email: `nobody${attempt}@example.org`, password: 'wrong-password' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await direct.close();
    }
  });
});
