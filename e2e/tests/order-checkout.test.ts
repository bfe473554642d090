import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { api, callApi, personIdOf } from '../support/api';
import { expectAccessible } from '../support/axe';
import { DESKTOP, launchBrowser, PHONE } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';
import {
  type Account,
  registerPerson,
  type Session,
  signedInContext,
  signInThroughApi,
} from '../support/session';

/**
 * Issue 18, the web side of backing a collection: the perks drawer (sign-in first, options), the
 * checkout with every spec §5 address message, paying on the built-in test provider's page and
 * seeing the collection's funded sum move, a bank transfer with its copy buttons, cancelling an
 * open order, and the 'Kein aktiver Eintrag gefunden.' return. A person of the test's own keeps
 * the demo people's orders apart.
 */

const baseUrl = inject('baseUrl');
const SETTLED = { showTour: false, showNotifications: false };

type Collection = {
  '@id': string;
  id: number;
  headline: string;
  status: number;
  crowdfundingRequired: number | null;
  crowdfundingFunded: number;
  perks: Array<{ product: string }>;
};
type Order = {
  '@id': string;
  id: number;
  status: string | null;
  paymentStatus: string;
  priceTotal: number;
};

const ADDRESS = {
  givenName: 'Anna',
  familyName: 'Tester',
  streetAddress: 'Laubengasse 12',
  postalCode: '39100',
  addressLocality: 'Bozen',
};

async function crowdfundingCollections(): Promise<Collection[]> {
  const list = await api<{ 'hydra:member': Collection[] }>(
    'GET',
    '/photograph_collections?status=1&itemsPerPage=1000',
    null,
  );
  return list['hydra:member'].filter((collection) => collection.perks.length > 0);
}

async function createOrder(session: Session, collection: Collection): Promise<Order> {
  return api<Order>('POST', '/orders', session, {
    photographCollection: collection['@id'],
    items: [{ product: collection.perks[0]?.product, quantity: 1, config: {} }],
  });
}

async function fillBilling(page: Page) {
  for (const [field, value] of Object.entries(ADDRESS)) {
    await page.getByTestId(`billingAddress-${field}`).fill(value);
  }
  // The labels name the fields for people (and screen readers) as well.
  await page.getByRole('textbox', { name: 'Vorname' }).waitFor();
}

async function contextFor(
  browser: Browser,
  account: Account | null,
  viewport: { width: number; height: number },
  language?: string,
): Promise<BrowserContext> {
  const { context } = await signedInContext(browser, {
    as: account,
    settings: SETTLED,
    context: { viewport, serviceWorkers: 'block' },
  });
  if (language) {
    await context.addInitScript((chosen) => localStorage.setItem('retropics.language', chosen), language);
  }
  return context;
}

describe('backing a collection: perks, checkout, payment, order page', () => {
  let browser: Browser;
  let backer: Account;
  let session: Session;
  let collection: Collection;
  let other: Collection;
  let paidOrderId = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    backer = await registerPerson('backer', 'Anna Tester');
    session = await signInThroughApi(backer);
    const collections = await crowdfundingCollections();
    expect(collections.length).toBeGreaterThanOrEqual(2);
    const [first, second] = [
      ...collections.filter((candidate) => candidate.crowdfundingRequired === 2400),
      ...collections.filter((candidate) => candidate.crowdfundingRequired !== 2400),
    ];
    if (!first || !second) throw new Error('The demo archive has two crowdfunding collections with perks');
    collection = first;
    other = second;
  }, 120_000);

  afterAll(async () => browser?.close());

  test('a visitor who wants to back a perk is asked to sign in', async () => {
    const context = await contextFor(browser, null, PHONE);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/photograph_collections/show/${collection.id}`);
    await page.getByRole('button', { name: /Dankeschön/ }).click();
    const perks = page.getByTestId('perk');
    await perks.first().waitFor();
    expect(await page.getByText('Unterstützen kannst du bald').count()).toBe(0);
    await perks
      .first()
      .getByRole('button', { name: /^Unterstützen/ })
      .click();
    await page.getByTestId('sign-in-required').waitFor();
    await saveScreenshot(page, 'order-perk-sign-in-phone');
    await context.close();
  });

  test('a signed-in person backs a perk, pays on the test provider’s page and the collection’s funded sum moves', async () => {
    const before = await api<Collection>('GET', `/photograph_collections/${collection.id}`, null);
    const context = await contextFor(browser, backer, PHONE);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/photograph_collections/show/${collection.id}`);
    await page.getByRole('button', { name: /Dankeschön/ }).click();
    const perks = page.getByTestId('perk');
    await perks.first().waitFor();
    await expectAccessible(page, 'perks drawer (phone)');
    await saveScreenshot(page, 'order-perks-drawer-phone', true);

    // A perk with an option prompts until it is chosen.
    const withOption = perks.filter({ has: page.locator('select') }).first();
    if (await withOption.count()) {
      await withOption.getByRole('button', { name: /^Unterstützen/ }).click();
      await withOption.getByTestId('perk-config-prompt').waitFor();
    }

    const first = perks.first();
    await first.getByRole('button', { name: /^Unterstützen/ }).click();
    await page.waitForURL(`${baseUrl}/photograph_collections/${collection.id}/order/create`);
    await page.getByTestId('checkout-form').waitFor();
    const submit = page.getByTestId('checkout-submit');
    expect(await submit.isDisabled()).toBe(true);
    await fillBilling(page);
    expect(await submit.isDisabled()).toBe(true);
    expect(await page.getByTestId('checkout-summary').textContent()).toContain('25,00');
    await page.getByLabel('Namen als Unterstützer:in zeigen').check();
    await page.getByTestId('checkout-agreement').check();
    await expectAccessible(page, 'contribution checkout (phone)');
    await saveScreenshot(page, 'order-checkout-phone', true);
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();

    await page.waitForURL(/\/payment-provider\/checkout\//);
    await page.getByRole('button', { name: 'Bezahlen (Test)' }).click();
    await page.waitForURL(/\/orders\/show\/\d+/);
    paidOrderId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByTestId('order-paid').waitFor({ timeout: 20_000 });
    await page.getByTestId('backed-collection').waitFor();
    await expectAccessible(page, 'order paid (phone)');
    await saveScreenshot(page, 'order-paid-phone', true);

    const after = await api<Collection>('GET', `/photograph_collections/${collection.id}`, null);
    expect(after.crowdfundingFunded).toBeCloseTo(before.crowdfundingFunded + 25, 2);
    await page.goto(`${baseUrl}/photograph_collections/show/${collection.id}`);
    const bar = page.getByTestId('crowdfunding-progress').first().getByRole('progressbar');
    await expect
      .poll(() => bar.getAttribute('aria-valuenow'))
      .toBe(
        String(
          Math.round(Math.min(100, (after.crowdfundingFunded / (after.crowdfundingRequired ?? 1)) * 100)),
        ),
      );
    await page.getByRole('button', { name: /Dankeschön/ }).click();
    await page.getByTestId('backers').getByText('Anna Tester').first().waitFor();
    await context.close();
  });

  test('an admin opening the paid order’s edit page finds the Admin EDIT panel below it', async () => {
    expect(paidOrderId).toBeGreaterThan(0);
    const { context: adminContext } = await signedInContext(browser, {
      as: 'admin',
      settings: SETTLED,
      context: { viewport: DESKTOP, serviceWorkers: 'block' },
    });
    const page = await adminContext.newPage();
    await page.goto(`${baseUrl}/orders/edit/${paidOrderId}`);
    await page.getByTestId('order-not-open').waitFor();
    await page.getByTestId('order-admin-edit').getByRole('button').first().waitFor();
    await expectAccessible(page, 'order edit with Admin EDIT (admin, desktop)');
    await saveScreenshot(page, 'order-admin-edit-desktop', true);
    await adminContext.close();
  });

  test('every spec §5 address message shows for bad input, and submit stays disabled', async () => {
    const order = await createOrder(session, collection);
    const context = await contextFor(browser, backer, DESKTOP, 'en');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/orders/edit/${order.id}`);
    await page.getByTestId('checkout-form').waitFor();
    const field = (name: string) => page.getByTestId(`billingAddress-${name}`);
    const messageOf = async (name: string, value: string) => {
      await field(name).fill(value);
      await field(name).blur();
      const described = await field(name).getAttribute('aria-describedby');
      return described ? page.locator(`[id="${described}"]`).textContent() : null;
    };
    expect(await messageOf('givenName', '')).toBe('Name is required');
    expect(await messageOf('givenName', 'A')).toBe('Name must be more than 1 characters');
    expect(await messageOf('familyName', ' ')).toBe('Name is required');
    expect(await messageOf('familyName', 'B')).toBe('Name must be more than 1 characters');
    expect(await messageOf('streetAddress', '')).toBe('Address is required');
    expect(await messageOf('streetAddress', 'Weg 1')).toBe('Address must be more than 5 characters');
    expect(await messageOf('addressLocality', '')).toBe('Place is required');
    expect(await messageOf('addressLocality', 'Rom')).toBe('Place must be more than 3 characters');
    expect(await messageOf('postalCode', '')).toBe('Postal code is required');
    expect(await messageOf('postalCode', '391')).toBe('Postal code must be more than 3 characters');
    expect(await messageOf('email', 'anna@')).toBe('E-mail must be valid');
    await page.getByTestId('checkout-agreement').check();
    expect(await page.getByTestId('checkout-submit').isDisabled()).toBe(true);
    await expectAccessible(page, 'checkout with address messages (desktop)');
    await saveScreenshot(page, 'order-checkout-messages-desktop', true);
    await context.close();
  });

  test('a bank transfer shows the transfer details, and the copy button puts the reference on the clipboard', async () => {
    const open = await api<{ 'hydra:member': Order[] }>(
      'GET',
      `/people/${personIdOf(session)}/orders?photographCollection=${encodeURIComponent(collection['@id'])}`,
      session,
    );
    const order =
      open['hydra:member'].find((candidate) => candidate.status === null) ??
      (await createOrder(session, collection));
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await contextFor(browser, backer, viewport);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      const page = await context.newPage();
      const name = viewport === PHONE ? 'phone' : 'desktop';
      if (viewport === PHONE) {
        await page.goto(`${baseUrl}/orders/edit/${order.id}`);
        await page.getByTestId('checkout-form').waitFor();
        await fillBilling(page);
        await page.getByRole('radio', { name: 'Überweisung' }).check();
        await page.getByTestId('checkout-agreement').check();
        await page.getByTestId('checkout-submit').click();
        await page.waitForURL(new RegExp(`/orders/(show|created)/${order.id}$`));
      } else {
        await page.goto(`${baseUrl}/orders/show/${order.id}`);
      }
      const panel = page.getByTestId('bank-transfer');
      await panel.getByTestId('bank-transfer-transferReference').waitFor();
      expect(await page.getByTestId('order-unpaid').textContent()).toContain(
        'Die Zahlung ist noch nicht abgeschlossen!',
      );
      const reference = (await panel.getByTestId('bank-transfer-transferReference').textContent()) ?? '';
      expect(reference.length).toBeGreaterThan(3);
      for (const label of ['bankName', 'bankAccount', 'bankBic', 'amount']) {
        expect(
          ((await panel.getByTestId(`bank-transfer-${label}`).textContent()) ?? '').length,
        ).toBeGreaterThan(1);
      }
      await panel.getByTestId('copy-transferReference').click();
      await page.getByTestId('copy-confirmation').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
      await expectAccessible(page, `bank transfer details (${name})`);
      await saveScreenshot(page, `order-bank-transfer-${name}`, true);
      await context.close();
    }
  });

  test('an open order is canceled after the confirmation, and the person lands on the feed', async () => {
    const order = await createOrder(session, other);
    const context = await contextFor(browser, backer, PHONE);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/orders/show/${order.id}`);
    await page.getByText('Die Zahlung ist noch nicht abgeschlossen!').waitFor();
    await expectAccessible(page, 'open order (phone)');
    await saveScreenshot(page, 'order-open-phone', true);
    await page.getByTestId('order-cancel').click();
    const dialog = page.getByTestId('order-cancel-dialog');
    await dialog.getByRole('button', { name: 'Stornieren' }).waitFor();
    await expectAccessible(page, 'cancel dialog (phone)');
    await saveScreenshot(page, 'order-cancel-dialog-phone');
    await dialog.getByRole('button', { name: 'Stornieren' }).click();
    await page.waitForURL(`${baseUrl}/feed`);
    const canceled = await api<Order>('GET', `/orders/${order.id}`, session);
    expect(canceled.status).toBe('canceled');
    await context.close();
  });

  test('with no open order the checkout says so and returns to the collection after 5 s', async () => {
    const orders = await callApi<{ 'hydra:member': Order[] }>(
      'GET',
      `/people/${personIdOf(session)}/orders?photographCollection=${encodeURIComponent(other['@id'])}`,
      session,
    );
    expect(orders.body['hydra:member'].filter((order) => order.status === null)).toEqual([]);
    const context = await contextFor(browser, backer, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/photograph_collections/${other.id}/order/create`);
    const missing = page.getByTestId('order-missing');
    await missing.getByRole('heading', { name: 'Fehler' }).waitFor();
    expect(await missing.textContent()).toContain('Kein aktiver Eintrag gefunden.');
    await expectAccessible(page, 'no active order (desktop)');
    await saveScreenshot(page, 'order-missing-desktop');
    await page.waitForURL(`${baseUrl}/photograph_collections/show/${other.id}`, { timeout: 10_000 });
    await context.close();
  });
});
