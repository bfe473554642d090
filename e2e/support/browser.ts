import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * A browser with a real profile folder. Needed where Chromium treats Playwright's throw-away
 * contexts like incognito windows (installability, service worker updates).
 */
export async function launchPersistent(
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = await mkdtemp(join(tmpdir(), 'retropics-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    ...options,
  });
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * A page in its own context (axe-core needs pages made through `browser.newContext()`);
 * closing the page closes the context.
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  // The browser may already be gone (afterAll closes it), which closes the context anyway.
  page.on('close', () => {
    context.close().catch(() => undefined);
  });
  return page;
}

/** Collects uncaught page errors so a test can assert that a screen ran cleanly. */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A token the shell reads as "signed in" (the accounts issue will issue real ones). */
export function fakeToken(claims: Record<string, unknown> = {}): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = {
    id: 7,
    username: 'erika',
    person_id: 7,
    roles: ['ROLE_USER'],
    exp: 4_102_444_800,
    ...claims,
  };
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.e2e`;
}

/**
 * Serves `/feed` without the first page the server writes into its HTML, as the service worker's
 * cached page is: the app then asks for the first page itself, so a test can change that answer.
 */
export async function withoutInlineFeedPage(page: Page, baseUrl: string): Promise<void> {
  await page.route(`${baseUrl}/feed`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /<script type="application\/json" id="early-feed">.*?<\/script>/s,
      '',
    );
    await route.fulfill({ response, body });
  });
}
