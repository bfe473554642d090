import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { expect, inject } from 'vitest';
import { DESKTOP, PHONE } from './browser';
import { waitForMailLink } from './outbox';

/**
 * Signed-in browsers for the tests: a session made through the real API and stored the way the
 * app stores it (`token` and `refresh_token` in localStorage, settings under `retropics.settings`),
 * so a test starts where a person who signed in earlier would be.
 */

export type Account = { email: string; password: string };
export type Session = { token: string; refresh_token: string };

/** The accounts of the demo archive (apps/server/src/seed/demo-content.ts). */
export const demoAccounts = {
  /** RetroPics Archiv, ROLE_ADMIN. */
  admin: { email: 'admin@retropics.local', password: 'admin-retropics' },
  /** Maria Huber, ROLE_EDITOR: a chosen display name, so the change-username notice stays away. */
  editor: { email: 'editor@retropics.local', password: 'editor-retropics' },
  /** usr_4821, ROLE_USER: still called usr_…, so the change-username notice comes. */
  user: { email: 'user@retropics.local', password: 'user-retropics' },
} as const satisfies Record<string, Account>;

export type DemoRole = keyof typeof demoAccounts;

/** Signs in through POST /authentication_token, as the login screen does. */
export async function signInThroughApi(account: Account | DemoRole): Promise<Session> {
  const credentials = typeof account === 'string' ? demoAccounts[account] : account;
  const response = await fetch(`${inject('baseUrl')}/authentication_token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(credentials),
  });
  expect(response.status, `sign-in of ${credentials.email}`).toBe(200);
  return (await response.json()) as Session;
}

/**
 * Registers, activates and names a new person through the API (as the accounts screens do): an
 * account of a test's own, e.g. an album owner and a stranger. `prefix` keeps the e-mail readable.
 */
export async function registerPerson(prefix: string, name: string): Promise<Account> {
  const baseUrl = inject('baseUrl');
  const account = {
    email: `${prefix}.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.org`,
    password: `${prefix}-password`,
  };
  const registered = await fetch(`${baseUrl}/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/ld+json' },
    body: JSON.stringify({ ...account, receiveEmailsUpdates: false }),
  });
  expect(registered.status).toBe(201);
  const activation = await waitForMailLink(
    inject('dataDir'),
    account.email,
    /^\/users\/activate\/\d+\/[\w-]+$/,
  );
  // The mail links the web page /users/activate/{id}/{code}; the page calls PUT /users/{id}/activate/{code}.
  const [, userId, code] = /^\/users\/activate\/(\d+)\/([\w-]+)$/.exec(activation.pathname) ?? [];
  const activated = await fetch(`${baseUrl}/users/${userId}/activate/${code}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Accept: 'application/ld+json' },
    body: '{}',
  });
  expect(activated.status).toBe(200);
  const { person_id: personId } = (await activated.json()) as { person_id: number };
  // A chosen name: a usr_… name brings the change-username notice, which is another test's matter.
  const { token } = await signInThroughApi(account);
  const named = await fetch(`${baseUrl}/people/${personId}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ name }),
  });
  expect(named.status).toBe(200);
  return account;
}

type StoredState = { session: Session | null; settings: Record<string, unknown> | null };

/**
 * Writes the session and settings before the app's first script runs, on the tab's first page
 * load only: reloads must see what the app stored since (a dismissed dialog, a changed setting).
 */
function storeOnFirstLoad(target: BrowserContext, state: StoredState) {
  return target.addInitScript(({ session, settings }: StoredState) => {
    if (sessionStorage.getItem('e2e-session-stored')) return;
    sessionStorage.setItem('e2e-session-stored', '1');
    if (settings) localStorage.setItem('retropics.settings', JSON.stringify(settings));
    if (session) {
      localStorage.setItem('token', session.token);
      localStorage.setItem('refresh_token', session.refresh_token);
    }
  }, state);
}

/**
 * A new browser context (phone-sized unless told otherwise) whose pages start signed in, or signed
 * out with `as: null`, and with the given settings stored.
 */
export async function signedInContext(
  browser: Browser,
  options: {
    /** A demo role or a test's own account; null for a visitor. */
    as?: DemoRole | Account | null;
    /** What `retropics.settings` holds on arrival; omitted, the app starts with none stored. */
    settings?: Record<string, unknown>;
    context?: BrowserContextOptions;
  } = {},
): Promise<{ context: BrowserContext; session: Session | null }> {
  const session = options.as === null ? null : await signInThroughApi(options.as ?? 'editor');
  const context = await browser.newContext({ viewport: PHONE, ...options.context });
  await storeOnFirstLoad(context, { session, settings: options.settings ?? null });
  return { context, session };
}

/**
 * A browser context signed in as `as` (null: a visitor) with nothing but the screen under test:
 * push already decided, no tour, no service worker (so a test may answer requests itself). A phone
 * unless `desktop`; the light theme only with `dark: false`.
 */
export async function quietContext(
  browser: Browser,
  as: DemoRole | Account | null,
  options: { desktop?: boolean; dark?: boolean } = {},
): Promise<BrowserContext> {
  const { context } = await signedInContext(browser, {
    as,
    settings: {
      showNotifications: false,
      showTour: false,
      ...(options.dark !== undefined && { darkTheme: options.dark }),
    },
    context: { serviceWorkers: 'block', ...(options.desktop ? { viewport: DESKTOP } : {}) },
  });
  return context;
}
