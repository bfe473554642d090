import { expect, it } from 'vitest';
import type { App } from '../app.types.js';
import { type Role, type SignedIn, signedIn } from './factories.js';

/**
 * Stranger tests for spec §6 in one line per route. A row names the route and builds, for a
 * given owner, the resource and the request acting on it; `policyTable` then proves that
 *
 *   - a signed-out visitor is refused: 401 where the route requires a user, 404 for a private read;
 *   - a signed-in stranger is refused, also when they are an editor or an admin (unless `allowed`
 *     names their role): 403 'Access Denied.' for a write, 404 for a private read, so that a
 *     stranger cannot even learn that a private thing exists;
 *   - the owner (and each role in `allowed`) succeeds, each on a resource of their own, so a
 *     deleting request does not spoil the next one.
 *
 * A read that depends on the viewer must also answer the allowed viewer `Cache-Control: private`
 * with `Vary: Authorization`, so that no shared cache hands it to someone else.
 *
 *   policyTable(() => app, [
 *     { route: 'PUT /people/{id}', request: (owner) => ({ method: 'PUT', url: `/people/${owner.personId}`, payload: { name: 'Anna' } }) },
 *   ]);
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type PolicyRequest = {
  method: Method;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
};

/** Who acts: the person the resource belongs to, or a stranger of a role. */
export type Actor = 'owner' | Role;

export type PolicyRow = {
  /** How the row is named in the test output, e.g. 'DELETE /users/{id}'. */
  route: string;
  /** Builds a fresh resource belonging to `owner` and the request on it. */
  request: (owner: SignedIn, app: App) => PolicyRequest | Promise<PolicyRequest>;
  /** Who succeeds; everyone else is refused. Default: the owner alone. */
  allowed?: readonly Actor[];
  /**
   * How others are refused: `denied` (the default, a `requireUser` route: 401 signed out, 403
   * 'Access Denied.' signed in) or `hidden` (a private read: 404 to anyone not allowed).
   */
  refusal?: 'denied' | 'hidden';
  /** The role the owner's account has. Default: a plain user. */
  ownerRole?: Role;
};

const strangerRoles: readonly Role[] = ['user', 'editor', 'admin'];

/** One signed-in stranger per role and app: they are only ever refused (or read), never changed. */
const strangers = new WeakMap<App, Map<Role, Promise<SignedIn>>>();

function stranger(app: App, role: Role): Promise<SignedIn> {
  let byRole = strangers.get(app);
  if (!byRole) {
    byRole = new Map();
    strangers.set(app, byRole);
  }
  let account = byRole.get(role);
  if (!account) {
    account = signedIn(app, role);
    byRole.set(role, account);
  }
  return account;
}

async function send(app: App, request: PolicyRequest, as: SignedIn | null) {
  return app.inject({
    method: request.method,
    url: request.url,
    payload: request.payload as string | object | Buffer | undefined,
    headers: { ...request.headers, ...(as ? as.headers : {}) },
  });
}

function describeCall(row: PolicyRow, who: string, request: PolicyRequest) {
  return `${row.route} as ${who}: ${request.method} ${request.url}`;
}

/** Runs the three proofs for one row; see the file comment. */
export async function expectPolicy(app: App, row: PolicyRow): Promise<void> {
  const allowed = row.allowed ?? ['owner'];
  const privateRead = row.refusal === 'hidden';
  const owner = await signedIn(app, row.ownerRole ?? 'user');
  const request = await row.request(owner, app);

  const anonymous = await send(app, request, null);
  expect(anonymous.statusCode, describeCall(row, 'a signed-out visitor', request)).toBe(
    privateRead ? 404 : 401,
  );
  expect(anonymous.json()['@type']).toBe('hydra:Error');

  const refused: Actor[] = [...(allowed.includes('owner') ? [] : ['owner' as const])];
  for (const role of strangerRoles) if (!allowed.includes(role)) refused.push(role);
  for (const actor of refused) {
    const as = actor === 'owner' ? owner : await stranger(app, actor);
    const response = await send(app, request, as);
    const call = describeCall(row, actor === 'owner' ? 'the owner' : `a stranger (${actor})`, request);
    expect(response.statusCode, call).toBe(privateRead ? 404 : 403);
    if (!privateRead) expect(response.json()['hydra:description'], call).toBe('Access Denied.');
  }

  for (const actor of allowed) {
    // Each allowed actor works on a resource of its own: the owner's first request may delete it.
    const freshOwner = actor === 'owner' ? owner : await signedIn(app, row.ownerRole ?? 'user');
    const ownRequest = actor === 'owner' ? request : await row.request(freshOwner, app);
    const as = actor === 'owner' ? owner : await stranger(app, actor);
    const response = await send(app, ownRequest, as);
    const call = describeCall(row, actor === 'owner' ? 'the owner' : `an allowed ${actor}`, ownRequest);
    expect(response.statusCode, `${call} → ${response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(200);
    expect(response.statusCode, `${call} → ${response.body.slice(0, 300)}`).toBeLessThan(300);
    if (privateRead) {
      expect(response.headers['cache-control'], call).toContain('private');
      expect(String(response.headers.vary), call).toMatch(/authorization/i);
    }
  }
}

/** One `it` per row: the stranger tests of a module's routes. */
export function policyTable(app: () => App, rows: readonly PolicyRow[]): void {
  for (const row of rows) {
    it(`spec §6: ${row.route} (${row.refusal ?? 'denied'} to others)`, () => expectPolicy(app(), row));
  }
}
