import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import { optionalUser, requireUser } from './auth.hooks.js';

/**
 * Spec §6 holds only if every write declares who may do it. These checks fail when a write route
 * is added without `requireUser` (or a reason below why anyone may call it), and when the domain
 * declares a policy that no server code enforces (a button the web would show or hide by a rule
 * the server does not keep).
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const serverSource = path.resolve(here, '../..');
const repository = path.resolve(serverSource, '../../..');

/** Writes anyone may call, each with why. Everything else that writes must require a user. */
const PUBLIC_WRITES: Record<string, string> = {
  'POST /users': 'registration: the visitor has no account yet',
  'PUT /users/:id/activate/:invitationcode': 'activation: the mailed code is the proof, not a token',
  'POST /authentication_token': 'sign-in: e-mail and password are the proof',
  'POST /refresh_token': 'the refresh token in the body is the proof',
  'POST /logout': 'ends the session of the token it is given; anyone holding it may end it',
  'PUT /request_password_reset_email/:email': 'a forgotten password: the visitor cannot sign in',
  'PUT /reset_password/:id/:token': 'the mailed reset token is the proof',
  'POST /photograph_collections/report':
    'a visitor reports a collection (spec §6: the report form is open to all); floods meet rate limits and a honeypot',
  'POST /click':
    'spec §7 `POST click`: a visitor clicks an announcement card; the server decides whether it counts, floods meet a rate limit',
  'POST /newsletter/subscribe':
    'anyone may ask for the newsletter (issue 19); it only mails a confirmation link, and floods meet rate limits',
  'POST /newsletter/confirm': 'the mailed double opt-in token is the proof',
  'POST /newsletter/unsubscribe':
    'the token of the link in every newsletter mail is the proof (no sign-in to withdraw consent)',
  'POST /newsletter/unsubscribe/:token':
    "RFC 8058 one-click unsubscribe: the mail program posts without an account; the link's token is the proof",
  'POST /verify-captcha':
    'anyone solving the captcha (spec §4) before writing to the team; single use, expiry, attempts and a flood limit per address',
  'POST /verify-captcha/proof-of-work':
    "the captcha's proof-of-work alternative for people who cannot see the puzzle; same limits as the puzzle",
  'POST /api/submit-feedback':
    'the contact form is open to all (spec §2 Contact); it spends a solved captcha token and meets a flood limit per address',
  'POST /short_urls':
    'a share link is for everyone: the target must be visible to the asker, new links meet a rate limit per client',
  'POST /place_stats': 'a read of public counts per place (spec §7 names it POST); it changes nothing',
  'POST /payments/webhook':
    'the payment provider calls it without an account here; it believes nothing sent, it fetches the payment from the provider by id',
  'POST /payment-provider/v2/payments':
    "the local test provider imitates Mollie's API, which answers an API key, not a person (only without MOLLIE_API_KEY; test payments only)",
  'DELETE /payment-provider/v2/payments/:id':
    "the local test provider imitates Mollie's API (an API key, not a person)",
  'POST /payment-provider/checkout/:id':
    "the local test provider's checkout page, where the provider's link sends a buyer's browser (test payments only)",
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Registered = { key: string; hooks: unknown[] };

const registered: Registered[] = [];
let close: (() => Promise<void>) | undefined;

function hooksOf(route: RouteOptions): unknown[] {
  // Routes with a body check sign-in before validation, so a stranger meets 401 before 422.
  return [route.onRequest, route.preValidation, route.preHandler].flat().filter((hook) => hook !== undefined);
}

beforeAll(async () => {
  const test = await createTestApp({
    seed: false,
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        registered.push({ key: `${method} ${route.url}`, hooks: hooksOf(route) });
      }
    },
  });
  close = test.close;
});
afterAll(async () => {
  await close?.();
});

describe('every write route declares its policy', () => {
  it('requires a signed-in user, or is a public write with a reason', () => {
    const writes = registered.filter((route) => WRITE_METHODS.has(route.key.split(' ')[0] ?? ''));
    expect(writes.length).toBeGreaterThan(10);
    const unguarded = writes
      .filter((route) => !route.hooks.includes(requireUser))
      .map((route) => route.key)
      .filter((key) => !(key in PUBLIC_WRITES));
    expect(unguarded, 'write routes without requireUser and without a reason in PUBLIC_WRITES').toEqual([]);
  });

  it('lists no public write that no longer exists or that now requires a user', () => {
    const open = new Set(
      registered.filter((route) => !route.hooks.includes(requireUser)).map((route) => route.key),
    );
    expect(Object.keys(PUBLIC_WRITES).filter((key) => !open.has(key))).toEqual([]);
  });

  it('gives the personalised reads optionalUser', () => {
    const personalised = [
      'GET /image_galleries',
      'GET /image_galleries/:id',
      'GET /comments',
      'GET /comments/:id',
      'GET /photographs',
      'GET /photographs/:id',
      'GET /retrosnaps',
    ];
    for (const key of personalised) {
      expect(registered.find((route) => route.key === key)?.hooks, key).toContain(optionalUser);
    }
  });
});

async function sourceFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}test${path.sep}`));
}

/** Files that import `name` from the domain's permissions (Biome refuses an import left unused). */
async function importing(files: string[], name: string): Promise<string[]> {
  const usage = new RegExp(
    `import\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*'@retropics/domain/permissions'`,
  );
  const hits: string[] = [];
  for (const file of files) if (usage.test(await readFile(file, 'utf8'))) hits.push(file);
  return hits;
}

describe('every policy of the domain is enforced by the server', () => {
  it('finds each exported predicate of permissions.ts imported by a server source file (tests do not count)', async () => {
    const domain = await readFile(path.join(repository, 'packages/domain/src/permissions.ts'), 'utf8');
    const predicates = [...domain.matchAll(/export function (can\w+)/g)].map((match) => match[1] as string);
    expect(predicates.length).toBeGreaterThan(5);
    const server = await sourceFiles(serverSource);
    const unenforced: string[] = [];
    for (const predicate of predicates) {
      if ((await importing(server, predicate)).length === 0) unenforced.push(predicate);
    }
    expect(unenforced, 'predicates no server code calls: enforce them on a route or remove them').toEqual([]);
  });
});
